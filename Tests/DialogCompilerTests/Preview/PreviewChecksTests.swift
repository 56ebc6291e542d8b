import DialogConfiguration
import DialogDiagnostics
import DialogGenerators
import DialogValidation
import Foundation
import Testing

/// `preview` validates once and lints that validation (`Linter.lint(_:configuration:)` on a
/// `ValidationResult`); both must be what `validate` and `lint` find on their own, for clean specs,
/// broken ones, and configurations that change the lint (options re-run the standard rules).
@Suite struct PreviewChecksTests {
    static func sources() throws -> [SourceFile] {
        let folders = ["Specs", "Tests/Fixtures/CLI/errors", "Tests/Fixtures/CLI/lint", "Tests/Fixtures/CLI/clean"]
        return try folders.flatMap { folder in
            try Paths.files(in: Paths.packageRoot.appendingPathComponent(folder)).map { url in
                try SpecLoading.source(url, display: folder + "/" + url.lastPathComponent)
            }
        }
    }

    static func configuration(_ json: String) throws -> Configuration {
        try #require(ConfigurationDecoder.decode(SourceFile(path: ".dialogc.json", bytes: Array(json.utf8))).0)
    }

    @Test(arguments: [
        "{}",
        #"{"rules": {"cancel-title": "off", "generic-title": "error", "title-too-long": "note"}}"#,
        #"{"limits": {"alertMaxButtons": 2}}"#,
        #"{"limits": {"actionSheetMaxOptions": 2}}"#,
    ])
    func theValidationIsWhatValidateFinds(_ json: String) throws {
        let sources = try Self.sources()
        let configuration = try Self.configuration(json)
        let checks = PreviewChecks(sources, configuration: configuration)
        let validation = Validator.validate(sources)
        #expect(validation.hasErrors, "the fixtures include specs with errors")
        #expect(checks.validation.diagnostics == validation.diagnostics)
        #expect(checks.validation.files.map(\.spec) == validation.files.map(\.spec))
        #expect(checks.lint.diagnostics == Linter.lint(sources, configuration: configuration).diagnostics)
    }
}
