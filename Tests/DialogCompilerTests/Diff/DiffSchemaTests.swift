import DialogEditing
import Foundation
import Testing

/// The JSON report of every fixture pair satisfies `Schemas/dialogc-diff.schema.json`, and the
/// schema lists exactly the kinds of change there are.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct DiffSchemaTests {
    static let schema = Paths.schemas.appendingPathComponent("dialogc-diff.schema.json")

    @Test func everyJSONReportConformsToTheSchema() throws {
        let directory = try PreviewFixtures.scratchDirectory("diff-schema")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for name in try DiffFixtures.names() {
            let file = directory.appendingPathComponent("\(name).json")
            try Data(DiffFormat.json.report(try DiffFixtures.report(name)).utf8).write(to: file)
            files.append(file)
        }
        try Self.expectValid(files, against: Self.schema)
    }

    /// Checks each of `files` against `schema` with `jsonschema_check.py`.
    static func expectValid(_ files: [URL], against schema: URL) throws {
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, schema.path] + files.map(\.path))
        #expect(run.status == 0, "jsonschema_check.py failed: \(run.standardError)")
        let verdicts = run.standardOutput.split(separator: "\n")
        #expect(verdicts.count == files.count)
        for verdict in verdicts {
            #expect(verdict.hasPrefix("valid\t"), "\(verdict)")
        }
    }

    /// Not vacuous: a report with a kind the schema does not know is rejected.
    @Test func theSchemaRejectsAnUnknownKind() throws {
        let directory = try PreviewFixtures.scratchDirectory("diff-schema-reject")
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = DiffFormat.json.report(try DiffFixtures.report("dialog-added"))
        let file = directory.appendingPathComponent("report.json")
        try Data(text.replacingOccurrences(of: "\"dialog-added\"", with: "\"dialog-appeared\"").utf8).write(to: file)
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, Self.schema.path, file.path])
        #expect(run.standardOutput.hasPrefix("invalid\t"), "\(run.standardOutput)")
    }

    @Test func theSchemaListsEveryKind() throws {
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: Self.schema)) as? [String: Any]
        let change = ((object?["$defs"] as? [String: Any])?["change"] as? [String: Any])?["properties"] as? [String: Any]
        let ids = (change?["id"] as? [String: Any])?["enum"] as? [String]
        #expect(ids == ChangeKind.all.map(\.id))
        let categories = (change?["category"] as? [String: Any])?["enum"] as? [String]
        #expect(categories == ChangeCategory.allCases.map(\.rawValue))
    }
}

/// The SARIF log of `dialogc diff` satisfies the official SARIF 2.1.0 schema, as code scanning checks it.
@Suite(
    .enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"),
    .enabled(if: SharedData.isAvailable("conformance/sarif"), "needs ../shared/conformance/sarif"))
struct DiffSARIFSchemaTests {
    @Test func everySARIFLogConformsToTheSARIFSchema() throws {
        let directory = try PreviewFixtures.scratchDirectory("diff-sarif")
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for name in ["dialog-removed", "button-renamed", "overflow-changed", "same-formatting", "dialog-added"] {
            let file = directory.appendingPathComponent("\(name).sarif")
            try Data(DiffFormat.sarif.report(try DiffFixtures.report(name)).utf8).write(to: file)
            files.append(file)
        }
        try DiffSchemaTests.expectValid(files, against: SARIFReporterSchemaTests.schema)
    }
}
