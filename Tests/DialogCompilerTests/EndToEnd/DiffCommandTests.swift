import Foundation
import Testing

/// `dialogc diff` as a user and CI run it: exit statuses, formats, reports in files, git revisions.
@Suite struct DiffCommandTests {
    static func pair(_ name: String) -> (old: String, new: String) {
        ("Tests/Fixtures/Diff/\(name)/old", "Tests/Fixtures/Diff/\(name)/new")
    }

    @Test func exitsZeroWhateverChangedWithoutFailOn() throws {
        let (old, new) = Self.pair("button-removed")
        let run = try Dialogc.run("diff", old, new)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput.hasPrefix(
                "dialog 'photo-size'\n  breaking: button 'cancel' of picker 'photo-size' was removed [button-removed]\n"))
        #expect(run.standardError.isEmpty)
    }

    @Test func failOnExitsOneForThatCategoryOrAStricterOne() throws {
        let (old, new) = Self.pair("preferred-changed")
        for (category, status) in [("breaking", Int32(0)), ("behaviour", 1), ("text", 1), ("visual", 1)] {
            let run = try Dialogc.run("diff", "--fail-on", category, old, new)
            #expect(run.status == status, "--fail-on \(category): \(run.standardOutput)")
        }
        let (same, alsoSame) = Self.pair("same-key-order")
        #expect(try Dialogc.run("diff", "--fail-on", "visual", same, alsoSame).status == 0)
        let (addedOld, addedNew) = Self.pair("dialog-added")
        #expect(try Dialogc.run("diff", "--fail-on", "visual", addedOld, addedNew).status == 0, "an addition never fails a run")
    }

    @Test func usageErrorsExitTwo() throws {
        let (old, new) = Self.pair("dialog-added")
        let unknown = try Dialogc.run("diff", "--fail-on", "breakng", old, new)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown category 'breakng' for '--fail-on'"))
        #expect(unknown.standardError.contains("did you mean 'breaking'?"))
        #expect(try Dialogc.run("diff", "--fail-on", "added", old, new).status == 2)
        let one = try Dialogc.run("diff", old)
        #expect(one.status == 2)
        #expect(one.standardError.hasPrefix("error: 'diff' compares two versions"))
        #expect(try Dialogc.run("diff", "--format", "junit", old, new).status == 2)
        #expect(try Dialogc.run("diff", old, "Tests/Fixtures/Diff/missing").status == 2)
    }

    @Test func specsWithErrorsAreReportedAsValidateReportsThemAndExitTwo() throws {
        let broken = "Tests/Fixtures/SchemaAgreement/invalid-value-renamed-from-pattern.json"
        let (old, _) = Self.pair("dialog-added")
        let run = try Dialogc.run("diff", old, broken)
        let validate = try Dialogc.run("validate", broken)
        #expect(run.status == 2)
        #expect(run.standardError == validate.standardOutput, "the errors, and no half-diff")
        #expect(run.standardOutput.isEmpty, "findings never go where the diff report goes")
    }

    @Test func severalFormatsAtOnce() throws {
        let (old, new) = Self.pair("text-changed")
        let directory = try PreviewFixtures.scratchDirectory("diff-formats")
        defer { try? FileManager.default.removeItem(at: directory) }
        let json = directory.appendingPathComponent("diff.json").path
        let sarif = directory.appendingPathComponent("diff.sarif").path
        let run = try Dialogc.run(
            "diff", "--format", "json", "--output", json, "--format", "sarif", "--output", sarif, "--format", "markdown", old, new)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("### dialogc diff\n"))
        let document = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        #expect((document?["summary"] as? [String: Any])?["text"] as? Int == 1)
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"ruleId\" : \"text-changed\""))
        for format in ["text", "json", "markdown", "github", "sarif"] {
            let single = try Dialogc.run("diff", "--format", format, old, new)
            #expect(single.status == 0 && single.standardOutput.hasSuffix("\n"), "\(format)")
        }
    }

    @Test func againstAGitRevision() throws {
        let directory = try PreviewFixtures.scratchDirectory("diff-git")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = directory.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let fixture = Paths.fixtures.appendingPathComponent("Diff/button-renamed")
        let file = specs.appendingPathComponent("photos.json")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("old/photos.json"), to: file)

        // Outside a repository: a clear error.
        let outside = try Dialogc.run("diff", "--against", "HEAD", in: directory)
        #expect(outside.status == 2)
        #expect(outside.standardError.contains("'--against' needs a git repository"), "\(outside.standardError)")

        let git = ["-c", "user.name=dialogc", "-c", "user.email=dialogc@example.com", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q"], ["add", "Specs"], git + ["commit", "-q", "-m", "specs"]] {
            let run = try ExternalTools.run("git", arguments, in: directory)
            try #require(run.status == 0, "git \(arguments): \(run.standardError)")
        }
        try FileManager.default.removeItem(at: file)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("new/photos.json"), to: file)
        let run = try Dialogc.run("diff", "--against", "HEAD", "--fail-on", "breaking", in: directory)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("breaking: button 'delete' of alert 'delete-photo' was renamed to 'remove' [button-renamed]"))
        #expect(run.standardOutput.contains("old Specs/photos.json:"), "old locations name the revision's file by its path")
        let unknown = try Dialogc.run("diff", "--against", "no-such-branch", in: directory)
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "error: unknown git revision 'no-such-branch'\n")
    }

    /// `--against` reads the old side's token files at the revision: a commit that changed a token's
    /// value shows as a change of the dialogs naming it, the specs themselves unchanged.
    @Test func againstAGitRevisionReadsItsTokens() throws {
        let directory = try PreviewFixtures.scratchDirectory("diff-git-tokens")
        defer { try? FileManager.default.removeItem(at: directory) }
        let specs = directory.appendingPathComponent("Specs")
        try FileManager.default.createDirectory(at: specs, withIntermediateDirectories: true)
        let fixture = Paths.fixtures.appendingPathComponent("Diff/token-value-changed")
        try FileManager.default.copyItem(
            at: fixture.appendingPathComponent("old/photos.json"), to: specs.appendingPathComponent("photos.json"))
        let tokens = directory.appendingPathComponent("brand.tokens.json")
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("old.tokens.json"), to: tokens)
        try Data(#"{"tokens": ["brand.tokens.json"]}"#.utf8).write(to: directory.appendingPathComponent(".dialogc.json"))
        let git = ["-c", "user.name=dialogc", "-c", "user.email=dialogc@example.com", "-c", "commit.gpgsign=false"]
        for arguments in [["init", "-q"], ["add", "."], git + ["commit", "-q", "-m", "specs"]] {
            let run = try ExternalTools.run("git", arguments, in: directory)
            try #require(run.status == 0, "git \(arguments): \(run.standardError)")
        }
        let unchanged = try Dialogc.run("diff", "--against", "HEAD", in: directory)
        #expect(unchanged.status == 0, "\(unchanged.standardError)")
        #expect(!unchanged.standardOutput.contains("token-value-changed"))
        try FileManager.default.removeItem(at: tokens)
        try FileManager.default.copyItem(at: fixture.appendingPathComponent("new.tokens.json"), to: tokens)
        let run = try Dialogc.run("diff", "--against", "HEAD", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("[token-value-changed]"), "\(run.standardOutput)")
        #expect(run.standardOutput.contains("token 'color.brand'"), "\(run.standardOutput)")
    }

    @Test func theHelpDescribesTheCommand() throws {
        let run = try Dialogc.run("diff", "--help")
        #expect(run.status == 0)
        #expect(run.standardOutput.contains("--fail-on breaking|behaviour|text|visual"))
        #expect(run.standardOutput.contains("--format text|json|markdown|github|sarif"))
    }
}
