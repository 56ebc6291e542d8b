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
        #expect(run.standardOutput.contains("guidelines.json:8:45: error: "))
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
