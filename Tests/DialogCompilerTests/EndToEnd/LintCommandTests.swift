import Foundation
import Testing

/// `dialogc lint`, `rules` and `explain` as a user runs them.
@Suite struct LintCommandTests {
    static let fixture = "Tests/Fixtures/CLI/lint/guidelines.json"

    /// A scratch directory holding a copy of the lint fixture, for runs that read or write files there.
    static func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-lint-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: Paths.packageRoot.appendingPathComponent(fixture), to: directory.appendingPathComponent("guidelines.json"))
        return directory
    }

    @Test func theBundledSpecsAreLintClean() throws {
        let run = try Dialogc.run("lint", "--strict")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(": 0 errors, 0 warnings\n"))
    }

    @Test func warningsPassUnlessStrict() throws {
        let relaxed = try Dialogc.run("lint", Self.fixture)
        #expect(relaxed.status == 0)
        try Snapshot.assert(relaxed.standardOutput, matches: "lint-guidelines.txt")
        let strict = try Dialogc.run("lint", "--strict", Self.fixture)
        #expect(strict.status == 1)
        #expect(strict.standardOutput == relaxed.standardOutput)
    }

    @Test func validateDoesNotRunGuidelineRules() throws {
        let run = try Dialogc.run("validate", Self.fixture)
        #expect(run.status == 0)
        #expect(run.standardOutput == "1 file, 2 dialogs: 0 errors, 0 warnings\n")
    }

    @Test func theConfigurationInTheWorkingDirectoryApplies() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"rules": {"cancel-title": "error"}}"#.utf8).write(to: directory.appendingPathComponent(".dialogc.json"))
        let run = try Dialogc.run("lint", "guidelines.json", in: directory)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("guidelines.json:8:87: error: "))
    }

    @Test func anInvalidConfigurationIsALocatedErrorWithStatus2() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data("{\n  \"rules\": {\"cancel-titel\": \"off\"}\n}\n".utf8).write(to: directory.appendingPathComponent("strict.json"))
        let run = try Dialogc.run("lint", "--config", "strict.json", "guidelines.json", in: directory)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("strict.json:2:13: error: unknown rule 'cancel-titel' [invalid-value]\n"))
        #expect(run.standardOutput.isEmpty, "nothing is linted under a configuration that cannot be read")
        let missing = try Dialogc.run("lint", "--config", "nowhere.json", "guidelines.json", in: directory)
        #expect(missing.status == 2)
    }

    @Test func aBaselineRoundTrips() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let write = try Dialogc.run("lint", "--strict", "--write-baseline", "baseline.json", "guidelines.json", in: directory)
        #expect(write.status == 0, "\(write.standardError)")
        let rerun = try Dialogc.run("lint", "--strict", "--baseline", "baseline.json", "guidelines.json", in: directory)
        #expect(rerun.status == 0, "\(rerun.standardOutput)")
        #expect(rerun.standardOutput == "1 file, 2 dialogs: 0 errors, 0 warnings\n")

        let spec = directory.appendingPathComponent("guidelines.json")
        let original = try String(contentsOf: spec, encoding: .utf8)
        let moved = "\n\n" + original.replacingOccurrences(of: "\"title\": \"Delete this photo\"", with: "\"title\": \"Error\"")
        try Data(moved.utf8).write(to: spec)
        let changed = try Dialogc.run("lint", "--strict", "--baseline", "baseline.json", "guidelines.json", in: directory)
        #expect(changed.status == 1, "a new finding fails the run")
        #expect(changed.standardOutput.contains("[generic-title]"))
        #expect(!changed.standardOutput.contains("[cancel-title]"), "the recorded finding stays absorbed after lines moved")
    }

    /// Issue 11: a baseline written over a syntax error and a platform error recorded both, and
    /// `--baseline --strict` then passed with "0 errors" while `validate` failed.
    @Test func aBaselineNeverHidesAnErrorOfTheFormatOrThePlatform() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"specVersion": 1, "dialogs": [}"#.utf8).write(to: directory.appendingPathComponent("broken.json"))
        try Data(
            """
            {"specVersion": 1, "dialogs": [{"id": "a", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}],
             "presentation": {"hide": {"showType": "center"}}}]}
            """.utf8
        ).write(to: directory.appendingPathComponent("sheet.json"))
        let write = try Dialogc.run("lint", "--write-baseline", "baseline.json", ".", in: directory)
        #expect(write.status == 1, "the errors fail the run that writes the baseline")
        #expect(write.standardOutput.contains("[json-syntax]"))
        #expect(write.standardOutput.contains("[hide-show-type-mismatch]"))
        #expect(!write.standardOutput.contains("[cancel-title]"), "the recorded guideline finding is absorbed")
        #expect(write.standardError.contains("cannot be recorded"), "\(write.standardError)")
        let baseline = try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("cancel-title"))
        #expect(!baseline.contains("json-syntax") && !baseline.contains("hide-show-type-mismatch"))

        let rerun = try Dialogc.run("lint", "--baseline", "baseline.json", "--strict", ".", in: directory)
        let validate = try Dialogc.run("validate", ".", in: directory)
        #expect(validate.status == 1)
        #expect(rerun.status == 1, "\(rerun.standardOutput)")
        #expect(rerun.standardOutput.hasSuffix("3 files, 3 dialogs: 2 errors, 0 warnings\n"), "\(rerun.standardOutput)")
        #expect(!rerun.standardOutput.contains("baseline.json"), "the baseline inside the spec folder is not read as a spec")
        #expect(validate.standardOutput == rerun.standardOutput, "a baseline changes nothing about errors")
    }

    /// A baseline of the first layout (which has no marker) kept among the specs is still skipped
    /// when it is the run's baseline, and one of the current layout is skipped by every command.
    @Test func aBaselineAmongTheSpecsIsNotReadAsASpec() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let message = "cancel button 'close' of alert 'report-sent' is titled 'Close'; a button that cancels should be titled 'Cancel'"
        try Data(#"{"version": 1, "findings": [{"rule": "cancel-title", "file": "guidelines.json", "message": "\#(message)"}]}"#.utf8)
            .write(to: directory.appendingPathComponent("old-baseline.json"))
        let old = try Dialogc.run("lint", "--strict", "--baseline", "old-baseline.json", ".", in: directory)
        #expect(old.status == 0, "\(old.standardOutput)\(old.standardError)")
        #expect(old.standardOutput == "1 file, 2 dialogs: 0 errors, 0 warnings\n")
        // Commands that take no baseline recognise the first layout among the specs too.
        let validated = try Dialogc.run("validate", ".", in: directory)
        #expect(validated.status == 0 && !validated.standardOutput.contains("old-baseline.json"), "\(validated.standardOutput)")
        try FileManager.default.removeItem(at: directory.appendingPathComponent("old-baseline.json"))

        let write = try Dialogc.run("lint", "--write-baseline", "baseline.json", ".", in: directory)
        #expect(write.status == 0, "\(write.standardError)")
        for command in ["validate", "lint"] {
            let run = try Dialogc.run(command, ".", in: directory)
            #expect(run.standardOutput.hasPrefix(command == "lint" ? "guidelines.json:" : "1 file, 2 dialogs"), "\(run.standardOutput)")
            #expect(!run.standardOutput.contains("baseline.json"), "\(command) read the baseline as a spec")
        }
        let named = try Dialogc.run("validate", "baseline.json", "guidelines.json", in: directory)
        #expect(named.status == 2)
        #expect(named.standardOutput.hasPrefix("baseline.json: error: this is a dialogc baseline, not a spec; pass it with '--baseline'\n"))
    }

    @Test func severalReportsInOneRun() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run(
            "lint", "--format", "json", "--output", "report.json", "--format", "text", "guidelines.json", in: directory)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasSuffix("1 file, 2 dialogs: 0 errors, 1 warning\n"))
        let report = try Data(contentsOf: directory.appendingPathComponent("report.json"))
        let document = try JSONSerialization.jsonObject(with: report) as? [String: Any]
        #expect((document?["diagnostics"] as? [Any])?.count == 1)
        let twoToStdout = try Dialogc.run("lint", "--format", "json", "--format", "text", "guidelines.json", in: directory)
        #expect(twoToStdout.status == 2)
    }

    @Test func rulesListsEveryRuleAndExplainShowsOne() throws {
        let rules = try Dialogc.run("rules")
        #expect(rules.status == 0)
        #expect(rules.standardOutput.contains("cancel-title"))
        #expect(rules.standardOutput.contains("multiple-cancel"))
        let explain = try Dialogc.run("explain", "cancel-title")
        #expect(explain.status == 0)
        #expect(explain.standardOutput.hasPrefix("cancel-title (warning, reported by lint)\n"))
        #expect(explain.standardOutput.contains("Does not trigger:"))
        #expect(!explain.standardOutput.contains("1️⃣"), "markers are for tests, not readers")
        let unknown = try Dialogc.run("explain", "cancel-titel")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown rule 'cancel-titel'; did you mean 'cancel-title'?"))
    }
}
