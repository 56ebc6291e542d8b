import DialogDiagnostics
import DialogJSONReader
import DialogReporters
import DialogRules
import DialogValidation
import Foundation
import Testing

/// The JSON Schema and the validator must agree: both accept `Specs/`, both reject each broken fixture.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct SchemaAgreementTests {
    static let schema = Paths.schemas.appendingPathComponent("dialogspec.schema.json")
    static let fixtureDirectory = Paths.fixtures.appendingPathComponent("SchemaAgreement")

    /// The verdict of Python's `jsonschema` for each file, keyed by path.
    static func schemaVerdicts(_ files: [URL]) throws -> [String: String] {
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, schema.path] + files.map(\.path))
        #expect(run.status == 0, "jsonschema_check.py failed: \(run.standardError)")
        var verdicts: [String: String] = [:]
        for line in run.standardOutput.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            if fields.count >= 2 { verdicts[fields[1]] = fields[0] }
        }
        return verdicts
    }

    @Test func schemaAcceptsEverySpec() throws {
        let specs = try Paths.files(in: Paths.specs)
        #expect(specs.count >= 5)
        let verdicts = try Self.schemaVerdicts(specs)
        for spec in specs {
            #expect(verdicts[spec.path] == "valid", "the schema rejects \(spec.lastPathComponent)")
        }
    }

    @Test func schemaRejectsEveryBrokenFixture() throws {
        let fixtures = try Paths.files(in: Self.fixtureDirectory)
        #expect(fixtures.count >= 20)
        let verdicts = try Self.schemaVerdicts(fixtures)
        for fixture in fixtures {
            #expect(verdicts[fixture.path] == "invalid", "the schema accepts \(fixture.lastPathComponent)")
        }
    }
}

/// The validator's half of the agreement, which needs no outside tool.
@Suite struct SpecsValidateTests {
    @Test func validatorAcceptsEverySpecTogether() throws {
        let sources = try Paths.files(in: Paths.specs).map { url in
            SourceFile(path: "Specs/" + url.lastPathComponent, bytes: Array(try Data(contentsOf: url)))
        }
        let result = Validator.validate(sources, tokens: SpecLoading.bundledTokens)
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
        #expect(result.dialogCount >= 20)
    }

    @Test func everySpecNamesTheSchema() throws {
        for url in try Paths.files(in: Paths.specs) {
            let document = try JSONReader().parse(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
            guard document.kind(document.root) == .object else {
                Issue.record("\(url.lastPathComponent) is not an object")
                continue
            }
            let schema = document.members(document.root).first { document.string($0.key, equals: "$schema") }
            #expect(schema.flatMap { document.string($0.value) } == "../Schemas/dialogspec.schema.json", "\(url.lastPathComponent)")
        }
    }

    /// Each fixture is named after the rule it breaks (`missing-key-id.json`); the validator must report that rule.
    @Test(arguments: try Paths.cases(in: SchemaAgreementTests.fixtureDirectory, atLeast: 22))
    func validatorRejectsFixtureWithItsRule(_ fixture: URL) throws {
        let name = fixture.lastPathComponent
        let ids = RuleSet.standard.all.map { $0.description.id }
        let expected = try #require(
            ids.filter { name.hasPrefix($0 + "-") || name == $0 + ".json" }.max { $0.count < $1.count },
            "\(name) is not named after a rule id")
        let result = Validator.validate([SourceFile(path: name, bytes: Array(try Data(contentsOf: fixture)))])
        #expect(result.diagnostics.map(\.ruleID) == [expected], "\(TextReporter().report(result))")
    }
}
