import DialogDiagnostics
import DialogReporters
import DialogValidation
import Foundation
import Testing

extension HardeningTests {
    /// Findings of the hardening work outside the reader and decoder where a small input made
    /// dialogc do a huge amount of work, each with its reproducer in `Tests/Fixtures/Hostile/`.
    @Suite struct OutputAmplificationTests {
        static let hostile = Paths.fixtures.appendingPathComponent("Hostile")

        /// Finding: on a terminal, each finding showed its whole source line. A minified file is one
        /// line, so 200 duplicate ids in 9 KB printed 4.7 MB, and an 8 MiB file of 10,000 would
        /// print hundreds of gigabytes. `TextReporter` now shows a window of the line.
        @Test func excerptsOfALongLineStayShort() throws {
            let url = Self.hostile.appendingPathComponent("minified-duplicate-ids.json")
            let source = SourceFile(path: "minified-duplicate-ids.json", bytes: Array(try Data(contentsOf: url)))
            let result = Validator.validate([source])
            #expect(result.diagnostics.count == 199)
            let report = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: true)).report(result)
            let longest = report.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
            #expect(longest <= 300, "an excerpt line of \(longest) columns")
            #expect(
                report.utf8.count <= 100 * source.bytes.count, "\(report.utf8.count) bytes of report for \(source.bytes.count) of input")
        }

        /// Finding: `Glob` backtracked exponentially, so one `exclude` pattern in `.dialogc.json`
        /// (`**/*a*a*a*a*a*a*a*a*a*a*a*a*b`) and a file named with 40 `a` stalled `lint` for hours.
        /// `Glob.matches` now decides each (pattern position, path position) pair once.
        @Test func aPathologicalExcludePatternDoesNotStallLint() throws {
            let directory = Self.hostile.appendingPathComponent("glob-backtracking")
            let spec = String(repeating: "a", count: 40) + ".json"
            // A guard against a hang, not a speed test: backtracking took hours, matching now takes
            // microseconds, so a minute leaves room for any loaded machine.
            let run = try Hardening.dialogc(["lint", "--config", "dialogc-config.json", spec], in: directory, timeout: 60)
            #expect(!run.timedOut, "lint did not finish within a minute")
            #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        }
    }
}
