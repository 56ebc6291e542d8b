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

    // MARK: format

    @Test func formatRewritesToTheGoldenLayoutAndThenLeavesItAlone() throws {
        let directory = try Self.scratch(["messy.json"], from: Self.formatFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("messy.json")
        let check = try Dialogc.run("format", "--check", "messy.json", in: directory)
        #expect(check.status == 1)
        #expect(check.standardOutput == "messy.json\n")
        #expect(try Self.contents(file) == (try Self.contents(Self.formatFixtures.appendingPathComponent("messy.json"))), "--check writes nothing")

        let run = try Dialogc.run("format", "messy.json", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(try Self.contents(file) == (try Self.contents(Self.formatFixtures.appendingPathComponent("messy.json.expected"))))
        let modified = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date

        let again = try Dialogc.run("format", "--check", "messy.json", in: directory)
        #expect(again.status == 0)
        #expect(again.standardOutput.isEmpty)
        _ = try Dialogc.run("format", "messy.json", in: directory)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == modified, "an unchanged file is not rewritten")
    }

    @Test func formatStdoutWritesTheLayoutAndLeavesTheFile() throws {
        let run = try Dialogc.run("format", "--stdout", "Tests/Fixtures/CLI/format/messy.json")
        #expect(run.status == 0)
        #expect(run.outputBytes == (try Self.contents(Self.formatFixtures.appendingPathComponent("messy.json.expected"))))
        let many = try Dialogc.run("format", "--stdout", "Specs")
        #expect(many.status == 2)
        #expect(many.standardError.hasPrefix("error: '--stdout' formats one spec"))
    }

    @Test func formatReadsStandardInputThroughAPipe() throws {
        let input = try Self.contents(Self.formatFixtures.appendingPathComponent("messy.json"))
        let run = try Dialogc.run("format", "-", input: input)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.outputBytes == (try Self.contents(Self.formatFixtures.appendingPathComponent("messy.json.expected"))))
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
        let directory = try Self.scratch(["typos.json"], from: Self.fixFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("lint", "--fix", "typos.json", in: directory)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(try Self.contents(directory.appendingPathComponent("typos.json"))
            == (try Self.contents(Self.fixFixtures.appendingPathComponent("typos.json.expected"))))
        #expect(run.standardOutput == String(decoding: try Self.contents(Self.fixFixtures.appendingPathComponent("typos.remaining.txt")), as: UTF8.self))
        #expect(run.standardError == "note: applied 4 fixes to 1 file\n")
        // The remaining findings are mechanical too, now that the dialog reads: a second pass fixes cancel-preferred.
        let second = try Dialogc.run("lint", "--fix", "typos.json", in: directory)
        #expect(second.standardError == "note: applied 1 fix to 1 file\n")
        #expect(second.standardOutput.contains("[toast-too-short]"), "an unsafe suggestion is left for the author")
        #expect(!second.standardOutput.contains("[cancel-preferred]"))
    }

    @Test func fixDryRunPrintsTheGoldenDiffAndWritesNothing() throws {
        let directory = try Self.scratch(["typos.json"], from: Self.fixFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("lint", "--fix", "--dry-run", "typos.json", in: directory)
        #expect(run.status == 1)
        #expect(run.outputBytes == (try Self.contents(Self.fixFixtures.appendingPathComponent("typos.diff"))))
        #expect(try Self.contents(directory.appendingPathComponent("typos.json"))
            == (try Self.contents(Self.fixFixtures.appendingPathComponent("typos.json"))))
        let clean = try Dialogc.run("validate", "--fix", "--dry-run", "Tests/Fixtures/CLI/clean/welcome.json")
        #expect(clean.status == 0)
        #expect(clean.standardOutput.isEmpty)
        let alone = try Dialogc.run("lint", "--dry-run", "typos.json", in: directory)
        #expect(alone.status == 2)
        #expect(alone.standardError.hasPrefix("error: '--dry-run' needs '--fix'"))
    }

    @Test func validateFixAppliesTheFormatsOwnSuggestionsOnly() throws {
        let directory = try Self.scratch(["typos.json"], from: Self.fixFixtures)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("validate", "--fix", "typos.json", in: directory)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(try Self.contents(directory.appendingPathComponent("typos.json"))
            == (try Self.contents(Self.fixFixtures.appendingPathComponent("typos.json.expected"))))
        #expect(run.standardOutput == "1 file, 2 dialogs: 0 errors, 0 warnings\n")
    }

    @Test func fixingStandardInputPrintsADiffButRewritesNothing() throws {
        let input = try Self.contents(Self.fixFixtures.appendingPathComponent("typos.json"))
        let diff = try Dialogc.run("lint", "--fix", "--dry-run", "--stdin-path", "typos.json", "-", input: input)
        #expect(diff.outputBytes == (try Self.contents(Self.fixFixtures.appendingPathComponent("typos.diff"))))
        let rewrite = try Dialogc.run("lint", "--fix", "--stdin-path", "typos.json", "-", input: input)
        #expect(rewrite.status == 2)
        #expect(rewrite.standardError.contains("typos.json: error: cannot write the fixed file: standard input cannot be rewritten"))
    }
}
