import DialogCompiler
import Foundation
import Testing

extension HardeningTests {
    /// Findings of the hardening work outside the reader and decoder, each with its reproducer in
    /// `Tests/Fixtures/Hostile/`. Each is recorded as a known issue until its fix lands; the fix is
    /// then proven by the known issue no longer being recorded (Swift Testing reports that).
    @Suite struct OutputAmplificationTests {
        static let hostile = Paths.fixtures.appendingPathComponent("Hostile")

        /// Finding: on a terminal, each finding shows its whole source line. A minified file is one
        /// line, so 200 duplicate ids in 9 KB print 4.7 MB (500 in 23 KB print 29 MB), and an 8 MiB file of 10,000 would print
        /// hundreds of gigabytes. The fix belongs in `TextReporter.excerpt`
        /// (Sources/DialogCompiler/Reporters/TextReporter.swift): show a window of the line around
        /// the range, not the whole line.
        @Test func excerptsOfALongLineStayShort() throws {
            let url = Self.hostile.appendingPathComponent("minified-duplicate-ids.json")
            let source = SourceFile(path: "minified-duplicate-ids.json", bytes: Array(try Data(contentsOf: url)))
            let result = Validator.validate([source])
            #expect(result.diagnostics.count == 199)
            let report = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: true)).report(result)
            let longest = report.split(separator: "\n").map(\.unicodeScalars.count).max() ?? 0
            withKnownIssue("text excerpts print whole source lines (Sources/DialogCompiler/Reporters/TextReporter.swift)") {
                #expect(longest <= 300, "an excerpt line of \(longest) columns")
                #expect(report.utf8.count <= 100 * source.bytes.count, "\(report.utf8.count) bytes of report for \(source.bytes.count) of input")
            }
        }

        /// Finding: `Glob` backtracks exponentially, so one `exclude` pattern in `.dialogc.json`
        /// (`**/*a*a*a*a*a*a*a*a*a*a*a*a*b`) and a file named with 40 `a` stall `lint` for hours.
        /// The fix belongs in `Glob.matches` (Sources/DialogCompiler/Configuration/Glob.swift):
        /// match with memoization over (pattern index, path index), linear in their product.
        @Test func aPathologicalExcludePatternDoesNotStallLint() throws {
            let directory = Self.hostile.appendingPathComponent("glob-backtracking")
            let spec = String(repeating: "a", count: 40) + ".json"
            let run = try Hardening.dialogc(["lint", "--config", "dialogc-config.json", spec], in: directory, timeout: 3)
            withKnownIssue("Glob.matches backtracks exponentially (Sources/DialogCompiler/Configuration/Glob.swift)") {
                #expect(!run.timedOut, "lint did not finish within 3 seconds")
            }
            if !run.timedOut {
                #expect(run.status == 0, "\(run.standardError)\(run.output)")
            }
        }
    }
}
