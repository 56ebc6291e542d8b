import DialogReporters
import DialogValidation
import Foundation
import Testing

/// The SARIF log must satisfy the official SARIF 2.1.0 schema, as code scanning's upload checks it.
@Suite(
    .enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"),
    .enabled(if: SharedData.isAvailable("conformance/sarif"), "needs ../shared/conformance/sarif"))
struct SARIFReporterSchemaTests {
    static let schema = Paths.shared.appendingPathComponent("conformance/sarif/sarif-schema-2.1.0.json")

    /// The verdict line of `jsonschema_check.py` for `text` written to a temporary file.
    static func verdict(_ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("report.sarif")
        try Data(text.utf8).write(to: file)
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, schema.path, file.path])
        #expect(run.status == 0, "jsonschema_check.py failed: \(run.standardError)")
        return run.standardOutput.replacingOccurrences(of: file.path, with: "report.sarif")
    }

    @Test func logConformsToTheSARIFSchema() throws {
        let report = SARIFReporter(context: ReporterFixtures.context).report(ReporterFixtures.result())
        #expect(try Self.verdict(report) == "valid\treport.sarif\n")
    }

    @Test func logOfACleanRunConformsToo() throws {
        let result = Validator.validate([ReporterFixtures.clean])
        let report = SARIFReporter(context: ReportContext(rules: .standard)).report(result)
        #expect(try Self.verdict(report) == "valid\treport.sarif\n")
    }

    @Test func logOfARunWithUnreadableInputsConformsToo() throws {
        var result = Validator.validate([ReporterFixtures.clean])
        result.inputFailures = [
            InputFailure(path: "Specs/gone.json", "no such file or directory"), InputFailure(path: nil, "nothing left"),
        ]
        let report = SARIFReporter(context: ReportContext(rules: .standard)).report(result)
        #expect(report.contains("\"executionSuccessful\" : false"))
        #expect(try Self.verdict(report) == "valid\treport.sarif\n")
    }

    /// Proves the check reads the draft-04 schema for real rather than passing anything.
    @Test func schemaCheckRejectsABrokenLog() throws {
        let report = SARIFReporter(context: ReporterFixtures.context).report(ReporterFixtures.result())
        let broken = report.replacingOccurrences(of: "\"unicodeCodePoints\"", with: "\"bytes\"")
        #expect(try Self.verdict(broken).hasPrefix("invalid\treport.sarif\t$.runs[0].columnKind"))
    }
}
