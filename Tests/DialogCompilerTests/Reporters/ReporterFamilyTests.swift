import DialogEditing
import DialogReporters
import Foundation
import Testing

/// Lint's formats and diff's are one family of `Reporter`s: each format's reporter, handed out
/// as an `AnyReporter`, writes the same bytes whichever way it is asked, and both SARIF logs
/// are the one model's.
@Suite struct ReporterFamilyTests {
    static func written<Wrapped: Reporter>(_ reporter: Wrapped, _ subject: Wrapped.Subject) -> [UInt8] {
        let pieces = Pieces()
        #expect(reporter.writeReport(subject) { pieces.append($0) })
        return pieces.bytes
    }

    /// The pieces a reporter writes, which may arrive from any core.
    final class Pieces: @unchecked Sendable {
        private let lock = NSLock()
        private var collected: [UInt8] = []
        var bytes: [UInt8] { lock.withLock { collected } }
        func append(_ piece: Span<UInt8>) -> Bool {
            lock.withLock { collected.append(contentsOf: piece.copiedBytes) }
            return true
        }
    }

    @Test(arguments: ReportFormat.allCases)
    func aLintFormatWritesOneReportEveryWay(_ format: ReportFormat) {
        let reporter = format.makeReporter(ReporterFixtures.context)
        let result = ReporterFixtures.result()
        let text = Array(reporter.report(result).utf8)
        #expect(reporter.reportBytes(result) == text)
        #expect(Self.written(reporter, result) == text)
    }

    @Test(arguments: DiffFormat.allCases)
    func aDiffFormatWritesOneReportEveryWay(_ format: DiffFormat) throws {
        let diff = try DiffFixtures.report("dialog-added")
        let reporter = format.makeReporter()
        let text = Array(reporter.report(diff).utf8)
        #expect(format.report(diff) == reporter.report(diff))
        #expect(reporter.reportBytes(diff) == text)
        #expect(Self.written(reporter, diff) == text)
        #expect(reporter.stepSummary(diff) == nil)
    }

    @Test func bothSARIFLogsHaveTheOneModelsShape() throws {
        let lint =
            try JSONSerialization.jsonObject(
                with: Data(ReportFormat.sarif.makeReporter(ReporterFixtures.context).report(ReporterFixtures.result()).utf8))
            as? [String: Any]
        let diff =
            try JSONSerialization.jsonObject(with: Data(DiffFormat.sarif.report(try DiffFixtures.report("dialog-added")).utf8))
            as? [String: Any]
        for log in [lint, diff] {
            #expect(log?["$schema"] as? String == SARIFReporter.schemaURI)
            #expect(log?["version"] as? String == "2.1.0")
            let run = (log?["runs"] as? [[String: Any]])?.first
            #expect(run?["columnKind"] as? String == "unicodeCodePoints")
        }
    }
}
