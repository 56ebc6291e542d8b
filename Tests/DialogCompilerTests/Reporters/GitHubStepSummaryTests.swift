@testable import DialogReporters
import Foundation
import Testing

/// `dialogc lint --format github` in a GitHub Actions step: annotations on standard output, the
/// whole list appended to the job summary file the runner names in `GITHUB_STEP_SUMMARY`.
@Suite struct GitHubStepSummaryTests {
    /// Runs `dialogc lint --format github` on the 19-language fixture with `GITHUB_STEP_SUMMARY`
    /// naming a file that already holds `earlier`, as after an earlier step; the run and the file after it.
    static func lint(summaryHolding earlier: String) throws -> (run: ExternalTools.Run, summary: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-summary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(NineteenLanguages.spec.utf8).write(to: directory.appendingPathComponent("sync.json"))
        try Data(NineteenLanguages.catalog.utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        let summary = directory.appendingPathComponent("step_summary.md")
        try Data(earlier.utf8).write(to: summary)
        var environment = ProcessInfo.processInfo.environment
        environment["GITHUB_STEP_SUMMARY"] = summary.path
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let run = try ExternalTools.run(
            executable.path, ["lint", "--format", "github", "--catalog", "Localizable.xcstrings", "sync.json"], in: directory,
            environment: environment)
        return (run, try String(contentsOf: summary, encoding: .utf8))
    }

    /// Issue 36: 19 languages were 19 annotations, past GitHub's 10 of a severity per step; now
    /// one, and the summary, appended after what the step before wrote, lists the whole finding.
    @Test func oneAnnotationAndTheWholeListAppendedToTheSummary() throws {
        let (run, summary) = try Self.lint(summaryHolding: "## tests\n\nall passed\n")
        #expect(run.status == 0, "\(run.standardError)")
        let output = String(decoding: run.outputBytes, as: UTF8.self)
        #expect(output.split(separator: "\n").filter { $0.hasPrefix("::") }.count == 1, "\(output)")
        #expect(summary.hasPrefix("## tests\n\nall passed\n### dialogc\n"))
        let result = try NineteenLanguages.result()
        #expect(
            summary == "## tests\n\nall passed\n"
                + (GitHubReporter().stepSummary(result) ?? "").replacingOccurrences(of: "Specs/sync.json", with: "sync.json"))
        for language in NineteenLanguages.languages { #expect(summary.contains(language)) }
    }
}
