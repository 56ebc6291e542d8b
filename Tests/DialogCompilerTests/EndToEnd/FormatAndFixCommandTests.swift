import Foundation
import Testing

/// `dialogc format` and `--fix` as a user runs them, against golden before/after files in
/// `Tests/Fixtures/CLI/format/` and `Tests/Fixtures/CLI/fix/` (`X.json` before, `X.json.expected` after).
@Suite struct FormatAndFixCommandTests {
    static let formatFixtures = Paths.fixtures.appendingPathComponent("CLI/format")
    static let fixFixtures = Paths.fixtures.appendingPathComponent("CLI/fix")

    /// A scratch directory holding copies of `files` from `directory`.
    static func scratch(_ files: [String], from directory: URL) throws -> URL {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-fixformat-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        for file in files {
            try FileManager.default.copyItem(at: directory.appendingPathComponent(file), to: scratch.appendingPathComponent(file))
        }
        return scratch
    }

    static func contents(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    /// A golden file of the format fixtures.
    static func formatGolden(_ name: String) throws -> Data { try contents(formatFixtures.appendingPathComponent(name)) }

    /// A golden file of the fix fixtures.
    static func fixGolden(_ name: String) throws -> Data { try contents(fixFixtures.appendingPathComponent(name)) }

    /// Runs `body` in a scratch directory holding a copy of `typos.json`, whose contents it gets afterwards.
    static func inTyposScratch(_ body: (URL) throws -> Void) throws -> Data {
        let directory = try scratch(["typos.json"], from: fixFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
        return try contents(directory.appendingPathComponent("typos.json"))
    }

    // MARK: format

    @Test func formatRewritesToTheGoldenLayoutAndThenLeavesItAlone() throws {
        let directory = try Self.scratch(["messy.json"], from: Self.formatFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("messy.json")
        let check = try Dialogc.run("format", "--check", "messy.json", in: directory)
        #expect(check.status == 1)
        #expect(check.standardOutput == "messy.json\n")
        #expect(try Self.contents(file) == (try Self.formatGolden("messy.json")), "--check writes nothing")

        let run = try Dialogc.run("format", "messy.json", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.contents(file) == (try Self.formatGolden("messy.json.expected")))
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date

        let again = try Dialogc.run("format", "--check", "messy.json", in: directory)
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
        _ = try Dialogc.run("format", "messy.json", in: directory)
        #expect(
            try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == modified,
            "an unchanged file is not rewritten")
    }

    @Test func formatStdoutWritesTheLayoutAndLeavesTheFile() throws {
        let run = try Dialogc.run("format", "--stdout", "Tests/Fixtures/CLI/format/messy.json")
        #expect(run.status == 0)
        #expect(run.outputBytes == (try Self.formatGolden("messy.json.expected")))
        let many = try Dialogc.run("format", "--stdout", "Specs")
        #expect(many.status == 2)
        #expect(many.standardError.hasPrefix("error: '--stdout' formats one spec"))
    }

    @Test func formatReadsStandardInputThroughAPipe() throws {
        let input = try Self.formatGolden("messy.json")
        let run = try Dialogc.run("format", "-", input: input)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.outputBytes == (try Self.formatGolden("messy.json.expected")))
        let check = try Dialogc.run("format", "--check", "--stdin-path", "Specs/messy.json", "-", input: input)
        #expect(check.status == 1)
        #expect(check.standardOutput == "Specs/messy.json\n")
    }

    @Test func formatRefusesAFileWithASyntaxErrorAndLeavesIt() throws {
        let directory = try Self.scratch([], from: Self.formatFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = Data("{\"specVersion\": 1,\n \"dialogs\": [,]}\n".utf8)
        try broken.write(to: directory.appendingPathComponent("broken.json"))
        let run = try Dialogc.run("format", "broken.json", in: directory)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("broken.json:2:14: error: "), "\(run.standardError)")
        #expect(run.standardError.contains("[json-syntax]"))
        #expect(try Self.contents(directory.appendingPathComponent("broken.json")) == broken)
    }

    // MARK: --fix

    @Test func lintFixAppliesTheSafeSuggestionsAndReportsWhatIsLeft() throws {
        var second: ExternalTools.Run?
        let fixed = try Self.inTyposScratch { directory in
            let run = try Dialogc.run("lint", "--fix", "typos.json", in: directory)
            #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
            #expect(run.outputBytes == (try Self.fixGolden("typos.remaining.txt")))
            #expect(run.standardError == "note: applied 4 fixes to 1 file\n")
            #expect(try Self.contents(directory.appendingPathComponent("typos.json")) == (try Self.fixGolden("typos.json.expected")))
            // What is left is mechanical too, now that the dialog reads: a second pass fixes cancel-preferred.
            second = try Dialogc.run("lint", "--fix", "typos.json", in: directory)
        }
        #expect(second?.standardError == "note: applied 1 fix to 1 file\n")
        #expect(second?.standardOutput.contains("[toast-too-short]") == true, "an unsafe suggestion is left for the author")
        #expect(second?.standardOutput.contains("[cancel-preferred]") == false)
        #expect(fixed != (try Self.fixGolden("typos.json.expected")))
    }

    @Test func fixDryRunPrintsTheGoldenDiffAndWritesNothing() throws {
        let after = try Self.inTyposScratch { directory in
            let run = try Dialogc.run("lint", "--fix", "--dry-run", "typos.json", in: directory)
            #expect(run.status == 1)
            #expect(run.outputBytes == (try Self.fixGolden("typos.diff")))
            let alone = try Dialogc.run("lint", "--dry-run", "typos.json", in: directory)
            #expect(alone.status == 2)
            #expect(alone.standardError.hasPrefix("error: '--dry-run' needs '--fix'"))
        }
        #expect(after == (try Self.fixGolden("typos.json")))
        let clean = try Dialogc.run("validate", "--fix", "--dry-run", "Tests/Fixtures/CLI/clean/welcome.json")
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
    }

    @Test func validateFixAppliesTheFormatsOwnSuggestionsOnly() throws {
        let fixed = try Self.inTyposScratch { directory in
            let run = try Dialogc.run("validate", "--fix", "typos.json", in: directory)
            #expect(run.status == 0, "\(run.standardOutput)")
            #expect(run.standardOutput == "1 file, 2 dialogs: 0 errors, 0 warnings\n")
        }
        #expect(fixed == (try Self.fixGolden("typos.json.expected")))
    }

    @Test func fixingStandardInputPrintsADiffButRewritesNothing() throws {
        let input = try Self.fixGolden("typos.json")
        let diff = try Dialogc.run("lint", "--fix", "--dry-run", "--stdin-path", "typos.json", "-", input: input)
        #expect(diff.outputBytes == (try Self.fixGolden("typos.diff")))
        let rewrite = try Dialogc.run("lint", "--fix", "--stdin-path", "typos.json", "-", input: input)
        #expect(rewrite.status == 2)
        #expect(rewrite.standardError.contains("typos.json: error: cannot write the fixed file: standard input cannot be rewritten"))
    }
}
