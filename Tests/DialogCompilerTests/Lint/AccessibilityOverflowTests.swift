import DialogDiagnostics
import DialogLayoutAdapter
import DialogReporters
import DialogValidation
import Foundation
import Testing

/// `text-overflow-accessibility` reports only text the user loses at AX5, not what the platform
/// scrolls or truncates for them.
@Suite struct AccessibilityOverflowTests {
    static func findings(_ dialog: String) -> [Diagnostic] {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(dialog)]}"
        return Linter.lint([SourceFile(path: "spec.json", text: text)]).diagnostics.filter { $0.ruleID == "text-overflow-accessibility" }
    }

    @Test func aPickersCancelAndDoneAreTheToolbarsToTruncate() throws {
        let dialog = """
            {"id": "sort", "type": "picker", "title": "Sort Photos By", "options": ["Date Taken", "Date Added"],
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "done", "title": "Done"}]}
            """
        // The plan still says what happens: the toolbar cuts both titles at AX5.
        let plan = try PlanTestSupport.plan(dialog, device: Device.presets[1], textSize: .ax5)
        #expect(Set(plan.overflows.compactMap(\.id)) == ["cancel", "done"])
        #expect(Self.findings(dialog).isEmpty)
    }

    @Test func aSystemSheetTallerThanTheScreenScrolls() throws {
        let dialog = """
            {"id": "export", "type": "actionSheet", "title": "Export Report", "message": "Choose a file format.", "buttons": [
              {"id": "pdf", "title": "PDF"}, {"id": "word", "title": "Word"}, {"id": "excel", "title": "Excel"},
              {"id": "csv", "title": "CSV"}, {"id": "text", "title": "Plain Text"}, {"id": "image", "title": "Image"},
              {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """
        let plan = try PlanTestSupport.plan(dialog, device: Device.presets[1], textSize: .ax5)
        #expect(plan.overflows.map(\.reason) == [.exceedsScreen])
        #expect(Self.findings(dialog).isEmpty)
    }

    @Test func aCustomMessageCutByItsCappedAreaIsStillReported() throws {
        let message = String(repeating: "Continuing means you accept every one of the new terms. ", count: 6)
        let findings = Self.findings(
            """
            {"id": "terms", "type": "alert", "title": "Terms updated", "message": "\(message)",
             "buttons": [{"id": "agree", "title": "Agree"}], "presentation": {"renderer": "custom"}}
            """)
        #expect(
            findings.map(\.message) == [
                "alert 'terms': the message is taller than its area and is cut on a 393-pt-wide screen at the largest accessibility text size"
            ])
        #expect(findings.first?.suggestion?.message == "shorten the message")
    }

    /// `dialogc lint` finds no overflow in the project's own example nor in `Specs/`, which no
    /// longer suppress the rule.
    @Test func theExampleAndTheSpecsLintCleanWithoutSuppressingTheRule() throws {
        let example = Paths.packageRoot.appendingPathComponent("Examples/DialogExample/Sources/DialogExample/Specs")
        let exampleSources = try Paths.files(in: example).map { try SpecLoading.source($0, display: $0.lastPathComponent) }
        let sources = exampleSources + (try SpecLoading.bundledSources())
        #expect(sources.count > 7)
        // The example app's specs are built without the repository's design tokens.
        var result = Linter.lint(try SpecLoading.bundledSources(), tokens: SpecLoading.bundledTokens)
        result.diagnostics += Linter.lint(exampleSources).diagnostics
        // Only the example's one deliberate finding, which CI looks for in its build log.
        #expect(result.diagnostics.map(\.ruleID) == ["style-ignored-by-system"], "\(TextReporter().report(result))")
        #expect(result.diagnostics.map(\.location.file) == ["delete-photo.json"])
        #expect(!sources.contains { String(decoding: $0.bytes, as: UTF8.self).contains("text-overflow-accessibility") })
    }
}
