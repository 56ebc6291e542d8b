@testable import DialogDiagnostics
@testable import DialogReporters
@testable import DialogSpec
@testable import DialogValidation
import Testing

/// The accessibility keys of issue 38: read into the model, and judged like every other value.
@Suite struct AccessibilityKeysDecoderTests {
    static func decode(_ dialogJSON: String, version: Int = 1) -> ValidationResult {
        Validator.validate([SourceFile(path: "t.json", text: "{\"specVersion\": \(version), \"dialogs\": [\(dialogJSON)]}")])
    }

    @Test func labelsAndHintsOfADialogAndItsButtonsAreRead() throws {
        let result = Self.decode(
            """
            {"id": "a", "type": "alert", "title": "Photo", "accessibilityLabel": "Photo options", "accessibilityHint": "Choose what to do",
             "buttons": [{"id": "close", "title": "✕", "accessibilityLabel": "Close", "accessibilityHint": "Keeps the photo"}]}
            """)
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        #expect(dialog.accessibilityLabel?.value == "Photo options")
        #expect(dialog.accessibilityHint?.value == "Choose what to do")
        #expect(dialog.buttons.first?.accessibilityLabel?.value == "Close")
        #expect(dialog.buttons.first?.accessibilityHint?.value == "Keeps the photo")
    }

    @Test func everyKindTakesADialogLabel() {
        let result = Self.decode(#"{"id": "t", "type": "toast", "message": "Saved", "accessibilityLabel": "Photo saved"}"#)
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
    }

    @Test(arguments: [
        (#""accessibilityLabel": """#, "invalid-value", "'accessibilityLabel' must not be empty"),
        (#""accessibilityHint": 3"#, "type-mismatch", "'accessibilityHint' must be a string, found a number"),
    ])
    func aDialogLabelOrHintIsANonEmptyString(_ member: String, _ rule: String, _ message: String) throws {
        let result = Self.decode(#"{"id": "t", "type": "toast", "message": "Saved", \#(member)}"#)
        let finding = try #require(result.diagnostics.first, "\(TextReporter().report(result))")
        #expect(result.diagnostics.count == 1)
        #expect(finding.ruleID == rule)
        #expect(finding.message == message)
    }

    @Test(arguments: [
        (#""accessibilityLabel": """#, "invalid-value", "'accessibilityLabel' must not be empty"),
        (#""accessibilityHint": false"#, "type-mismatch", "'accessibilityHint' must be a string, found a boolean"),
    ])
    func aButtonLabelOrHintIsANonEmptyString(_ member: String, _ rule: String, _ message: String) throws {
        let result = Self.decode(#"{"id": "a", "type": "alert", "title": "T", "buttons": [{"id": "ok", "title": "OK", \#(member)}]}"#)
        let finding = try #require(result.diagnostics.first, "\(TextReporter().report(result))")
        #expect(result.diagnostics.count == 1)
        #expect(finding.ruleID == rule)
        #expect(finding.message == message)
    }

    @Test(arguments: [
        (
            #"{"id": "t", "type": "toast", "message": "m", "accessibilityLable": "x"}"#, "unknown key 'accessibilityLable' in dialog",
            "did you mean 'accessibilityLabel'"
        ),
        (
            #"{"id": "a", "type": "alert", "title": "T", "buttons": [{"id": "ok", "title": "OK", "acessibilityHint": "x"}]}"#,
            "unknown key 'acessibilityHint' in button", "did you mean 'accessibilityHint'"
        ),
    ])
    func aMisspelledKeyIsNamedWithTheOneMeant(_ dialog: String, _ message: String, _ suggestion: String) throws {
        let result = Self.decode(dialog)
        let finding = try #require(result.diagnostics.first, "\(TextReporter().report(result))")
        #expect(finding.ruleID == "unknown-key")
        #expect(finding.message == message)
        #expect(finding.suggestion?.message == suggestion)
    }

    @Test func formatV2TakesTextObjectsWithTheirComments() throws {
        let result = Self.decode(
            """
            {"id": "a", "type": "alert", "title": "T",
             "accessibilityHint": {"text": "Asks before {name} is deleted", "comment": "spoken"},
             "parameters": {"name": {"type": "string"}},
             "buttons": [{"id": "close", "title": "✕", "comment": "the close cross", "accessibilityLabel": "Close"}]}
            """, version: 2)
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        #expect(dialog.accessibilityHint?.value == "Asks before {name} is deleted")
        #expect(dialog.textLocalizations[.accessibilityHint]?.comment?.value == "spoken")
        #expect(dialog.textLocalizations[.buttonAccessibilityLabel(id: "close")]?.comment?.value == "the close cross")
        let keys = dialog.localizableTexts.map(\.key)
        #expect(keys == ["a.title", "a.button.close", "a.button.close.accessibility-label", "a.accessibility-hint"])
    }
}
