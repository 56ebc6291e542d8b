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
                "dialog 'photo-size'\n  breaking, breaks delivered dialogs: button 'cancel' of picker 'photo-size' was removed [button-removed]\n"
            ))
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
        let misspelt = try Dialogc.run("diff", "--fail-on", "deliverd", old, new)
        #expect(misspelt.status == 2)
        #expect(misspelt.standardError.contains("'visual', 'delivered')"), "\(misspelt.standardError)")
        #expect(misspelt.standardError.contains("did you mean 'delivered'?"), "\(misspelt.standardError)")
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
        #expect(
            run.standardOutput.contains(
                "breaking, breaks delivered dialogs: button 'delete' of alert 'delete-photo' was renamed to 'remove' [button-renamed]"))
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
        #expect(run.standardOutput.contains("--fail-on breaking|behaviour|text|visual|delivered"))
        #expect(run.standardOutput.contains("--format text|json|markdown|github|sarif"))
    }

    /// `--fail-on delivered` fails on what breaks apps in the field delivered the new dialogs,
    /// whatever its category, and on nothing else.
    @Test func failOnDeliveredExitsOneWhenAChangeBreaksDeliveredDialogs() throws {
        let cases: [(String, Int32)] = [
            ("button-removed", 1), ("button-renamed", 1), ("parameter-added", 1), ("parameter-type-changed", 1),
            ("parameter-default-removed", 1), ("dialog-type-changed", 1), ("option-removed", 1), ("option-added", 1),
            ("parameter-removed", 0), ("parameter-added-with-default", 0), ("parameter-default-added", 0),
            ("parameter-default-changed", 0), ("dialog-removed", 0), ("dialog-renamed", 0), ("renamed-dialog-button-removed", 0),
            ("dialog-type-changed-same-result", 0), ("text-changed", 0), ("button-added", 0),
        ]
        for (name, status) in cases {
            let (old, new) = Self.pair(name)
            let run = try Dialogc.run("diff", "--fail-on", "delivered", old, new)
            #expect(run.status == status, "\(name): \(run.standardOutput)\(run.standardError)")
            #expect(run.standardOutput.contains("breaks delivered dialogs") == (status == 1), "\(name): \(run.standardOutput)")
        }
        // A picker row removed is a behaviour change: '--fail-on breaking' lets it through, 'delivered' does not.
        let (old, new) = Self.pair("option-removed")
        #expect(try Dialogc.run("diff", "--fail-on", "breaking", old, new).status == 0)
    }

    /// Each kind of parameter change, end to end through the command on two versions of a spec,
    /// in the text and JSON reports.
    @Test func parameterChangesEndToEnd() throws {
        let kinds: [(kind: String, category: String, delivered: Bool, parameter: String)] = [
            ("parameter-added", "breaking", true, "minutes"), ("parameter-removed", "breaking", false, "minutes"),
            ("parameter-type-changed", "breaking", true, "minutes"), ("parameter-default-removed", "breaking", true, "service"),
            ("parameter-default-changed", "text", false, "service"), ("parameter-added-with-default", "added", false, "region"),
            ("parameter-default-added", "added", false, "service"),
        ]
        for (kind, category, delivered, parameter) in kinds {
            let (old, new) = Self.pair(kind)
            let text = try Dialogc.run("diff", old, new)
            #expect(text.status == 0, "\(kind): \(text.standardError)")
            let marker = delivered ? ", breaks delivered dialogs" : ""
            #expect(text.standardOutput.contains("  \(category)\(marker): "), "\(kind): \(text.standardOutput)")
            #expect(text.standardOutput.contains("[\(kind)]\n"), "\(kind): \(text.standardOutput)")
            let json = try Dialogc.run("diff", "--format", "json", old, new)
            let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
            let change = try #require((document?["changes"] as? [[String: Any]])?.first { $0["id"] as? String == kind }, "\(kind)")
            #expect(change["category"] as? String == category)
            #expect(change["breaksDeliveredDialogs"] as? Bool == delivered)
            #expect(change["element"] as? String == "parameter '\(parameter)'")
        }
    }
}
