import DialogConfiguration
import DialogDiagnostics
import DialogRules
import Foundation
import Testing

/// The schemas name rule ids and limits; they must list exactly what the library knows.
@Suite struct SchemaRuleListsTests {
    static func schema(_ name: String) throws -> [String: Any] {
        let data = try Data(contentsOf: Paths.schemas.appendingPathComponent(name))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    static func value(_ object: Any?, _ path: String...) -> Any? {
        path.reduce(object) { ($0 as? [String: Any])?[$1] }
    }

    @Test func specSchemaListsTheSuppressibleRules() throws {
        let enumeration = Self.value(try Self.schema("dialogspec.schema.json"), "$defs", "suppression", "properties", "rule", "enum")
        let expected = RuleSet.lint.all.map { $0.description }.filter(\.isSuppressible).map(\.id)
        #expect((enumeration as? [String]) == expected)
    }

    @Test func configurationSchemaListsTheConfigurableRules() throws {
        let rules = Self.value(try Self.schema("dialogc-config.schema.json"), "properties", "rules", "properties")
        let expected = RuleSet.lint.all.map { $0.description }.filter { $0.stage == .lint }.map(\.id)
        #expect(((rules as? [String: Any])?.keys.sorted()) == expected)
    }

    @Test func configurationSchemaCapsLimitsAtTheDefaults() throws {
        let limits = Self.value(try Self.schema("dialogc-config.schema.json"), "properties", "limits", "properties")
        let defaults = RuleOptions()
        let expected = [
            "actionSheetMaxOptions": defaults.actionSheetMaxOptions, "alertMaxButtons": defaults.alertMaxButtons,
            "buttonTitleMaxWords": defaults.buttonTitleMaxWords, "titleMaxLines": defaults.titleMaxLines,
        ]
        let maxima = (limits as? [String: [String: Any]])?.mapValues { $0["maximum"] as? Int }
        #expect(maxima == expected.mapValues { Optional($0) })
    }
}

/// The configuration schema and the configuration decoder agree on the fixtures.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct ConfigurationSchemaAgreementTests {
    @Test func schemaAndDecoderAgree() throws {
        let directory = Paths.fixtures.appendingPathComponent("Configuration")
        let fixtures = try Paths.files(in: directory)
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let schema = Paths.schemas.appendingPathComponent("dialogc-config.schema.json").path
        let run = try ExternalTools.run("python3", [script, schema] + fixtures.map(\.path))
        #expect(run.status == 0, "\(run.standardError)")
        let verdicts = Dictionary(
            uniqueKeysWithValues: run.standardOutput.split(separator: "\n").map { line in
                let fields = line.split(separator: "\t").map(String.init)
                return (fields[1], fields[0])
            })
        for fixture in fixtures {
            let shouldBeValid = fixture.lastPathComponent.hasPrefix("valid")
            let (configuration, _) = ConfigurationDecoder.decode(
                SourceFile(path: fixture.lastPathComponent, bytes: Array(try Data(contentsOf: fixture))))
            #expect((configuration != nil) == shouldBeValid, "decoder on \(fixture.lastPathComponent)")
            #expect(verdicts[fixture.path] == (shouldBeValid ? "valid" : "invalid"), "schema on \(fixture.lastPathComponent)")
        }
    }
}
