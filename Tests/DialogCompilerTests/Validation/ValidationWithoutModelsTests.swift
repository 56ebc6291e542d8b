import DialogDiagnostics
import DialogReporters
import DialogRules
import DialogValidation
import Foundation
import Testing

/// `dialogc validate` drops each file's model once the file is checked; what it reports must be
/// what a validation keeping every model reports, byte for byte in every format.
@Suite struct ValidationWithoutModelsTests {
    /// Every spec of the repository and every test fixture: files with mistakes of every kind,
    /// clean files, files that are not specs, duplicate and colliding ids across files.
    private static func inputs() throws -> [SourceFile] {
        try RepositorySources.all() + [Self.crossFile, Self.crossFileLater, Self.clean]
    }

    private static let crossFile = SourceFile(
        path: "cross/a.json",
        text: """
            {"specVersion": 1, "dialogs": [
              {"id": "log-out", "type": "toast", "message": "Bye"},
              {"id": "saved", "type": "alert", "title": "Saved", "buttons": [{"id": "not-now", "title": "A"}, {"id": "not_now", "title": "B"}]}
            ]}
            """)
    private static let crossFileLater = SourceFile(
        path: "cross/b.json",
        text: """
            {"specVersion": 1, "dialogs": [{"id": "logOut", "type": "toast", "message": "Bye"}, {"id": "saved", "type": "toast", "message": "Again"}]}
            """)
    private static let clean = SourceFile(
        path: "cross/clean.json",
        text: """
            {"specVersion": 1, "dialogs": [{"id": "fine", "type": "toast", "message": "Fine"}]}
            """)

    @Test(arguments: ReportFormat.allCases)
    func reportsAreByteIdentical(_ format: ReportFormat) throws {
        let sources = try Self.inputs()
        let kept = Validator.validate(sources)
        let dropped = Validator.validate(sources, keepingModels: false)
        #expect(!kept.diagnostics.isEmpty)
        #expect(dropped.diagnostics == kept.diagnostics)
        #expect(dropped.files.map(\.source.path) == kept.files.map(\.source.path))
        #expect(dropped.dialogCount == kept.dialogCount)
        for showsExcerpts in [false, true] {
            let context = ReportContext(rules: .standard, toolVersion: "1.0.0", showsExcerpts: showsExcerpts)
            #expect(format.makeReporter(context).report(dropped) == format.makeReporter(context).report(kept))
        }
    }

    @Test func onlyFilesAFindingPointsIntoKeepTheirBytes() throws {
        let result = Validator.validate([Self.crossFileLater, Self.clean, Self.crossFile], keepingModels: false)
        #expect(result.files.allSatisfy { $0.spec == nil })
        let bytes = Dictionary(uniqueKeysWithValues: result.files.map { ($0.source.path, $0.source.bytes) })
        // a.json holds only the notes' "first defined here" (and a button collision), b.json the findings.
        #expect(bytes["cross/a.json"] == Self.crossFile.bytes)
        #expect(bytes["cross/b.json"] == Self.crossFileLater.bytes)
        #expect(bytes["cross/clean.json"] == [])
        #expect(result.dialogCount == 5)
        #expect(
            result.diagnostics.map { "\($0.location.file) \($0.ruleID) \($0.subject ?? "-")" } == [
                "cross/a.json identifier-collision saved",
                "cross/b.json identifier-collision logOut",
                "cross/b.json duplicate-dialog-id saved",
            ])
    }

    /// A lint cross-file rule added to the standard ones (`stale-renamed-from`, which reads the
    /// renames it summarized of each file) finds what it finds with the models kept.
    @Test func rulesThatNeedModelsStillGetThem() throws {
        let renamed = SourceFile(
            path: "renamed.json",
            text: """
                {"specVersion": 1, "dialogs": [
                  {"id": "new", "type": "toast", "message": "m", "renamedFrom": "old"},
                  {"id": "old", "type": "toast", "message": "m"}
                ]}
                """)
        var rules = RuleSet.standard
        rules.crossFileRules.append(StaleRenamedFrom.self)
        let kept = Validator.validate([renamed, Self.clean], rules: rules)
        let dropped = Validator.validate([renamed, Self.clean], rules: rules, keepingModels: false)
        #expect(kept.diagnostics.contains { $0.ruleID == "stale-renamed-from" })
        #expect(dropped.diagnostics == kept.diagnostics)
        #expect(dropped.dialogCount == kept.dialogCount)
        #expect(dropped.files.allSatisfy { $0.spec == nil })
        #expect(dropped.files.map(\.source.bytes) == [[], renamed.bytes])
    }
}
