import DialogDiagnostics
import DialogReporters
import DialogValidation
import Foundation
import Testing

/// `dialogc lint` drops each file's model once the file is checked, keeping its dialogs' ids and
/// its suppressions; what it reports must be what a lint keeping every model reports.
@Suite struct LintWithoutModelsTests {
    /// Every spec of the repository and every test fixture, and files whose suppressions are
    /// used, unused, file-wide and per dialog, with a stale `renamedFrom` across files.
    private static func inputs() throws -> [SourceFile] {
        try RepositorySources.all() + [Self.suppressing, Self.unusedOnly, Self.renamed]
    }

    private static let suppressing = SourceFile(
        path: "lint/a.json",
        text: """
            {"specVersion": 1, "suppressions": [{"rule": "generic-title"}], "dialogs": [
              {"id": "close", "type": "alert", "title": "Report sent", "buttons": [{"id": "close", "title": "Close", "style": "cancel"}],
               "suppressions": [{"rule": "cancel-title", "reason": "the source says Close"}]},
              {"id": "stay", "type": "alert", "title": "Report sent", "buttons": [{"id": "stay", "title": "Stay", "style": "cancel"}]}
            ]}
            """)
    /// Its one finding is the unused suppression, found only after the rules ran.
    private static let unusedOnly = SourceFile(
        path: "lint/b.json",
        text: """
            {"specVersion": 1, "dialogs": [
              {"id": "saved", "type": "toast", "message": "Saved", "suppressions": [{"rule": "cancel-title"}]}
            ]}
            """)
    private static let renamed = SourceFile(
        path: "lint/c.json",
        text: """
            {"specVersion": 1, "dialogs": [
              {"id": "renamed", "renamedFrom": "stay", "type": "toast", "message": "Saved"}
            ]}
            """)

    @Test(arguments: ReportFormat.allCases)
    func reportsAreByteIdentical(_ format: ReportFormat) throws {
        let sources = try Self.inputs()
        let kept = Linter.lint(sources)
        let dropped = Linter.lint(sources, keepingModels: false)
        #expect(kept.diagnostics.contains { $0.ruleID == "unused-suppression" })
        #expect(kept.diagnostics.contains { $0.ruleID == "stale-renamed-from" })
        #expect(dropped.diagnostics == kept.diagnostics)
        #expect(dropped.files.map(\.source.path) == kept.files.map(\.source.path))
        #expect(dropped.dialogCount == kept.dialogCount)
        #expect(dropped.files.allSatisfy { $0.spec == nil })
        for showsExcerpts in [false, true] {
            let context = ReportContext(rules: .lint, toolVersion: "1.0.0", showsExcerpts: showsExcerpts)
            #expect(format.makeReporter(context).report(dropped) == format.makeReporter(context).report(kept))
        }
    }

    @Test func aFileWhoseOnlyFindingIsAnUnusedSuppressionKeepsItsBytes() {
        let clean = SourceFile(
            path: "lint/clean.json",
            text: """
                {"specVersion": 1, "dialogs": [{"id": "fine", "type": "toast", "message": "Fine"}]}
                """)
        let result = Linter.lint([Self.unusedOnly, clean], keepingModels: false)
        #expect(
            result.diagnostics.map { "\($0.location.file) \($0.ruleID) \($0.subject ?? "-")" } == [
                "lint/b.json unused-suppression saved"
            ])
        let bytes = Dictionary(uniqueKeysWithValues: result.files.map { ($0.source.path, $0.source.bytes) })
        #expect(bytes["lint/b.json"] == Self.unusedOnly.bytes)
        #expect(bytes["lint/clean.json"] == [])
        #expect(result.dialogCount == 2)
    }
}
