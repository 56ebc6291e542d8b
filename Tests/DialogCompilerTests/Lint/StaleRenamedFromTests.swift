import DialogDiagnostics
import DialogValidation
import Testing

/// `stale-renamed-from` looks across every file of a run for a dialog's former id, and within the
/// dialog for a button's.
@Suite struct StaleRenamedFromTests {
    static func spec(_ dialogs: String) -> String {
        "{\"specVersion\": 1, \"dialogs\": [\(dialogs)]}"
    }

    @Test func aFormerIDStillUsedInAnotherFileIsReported() {
        let renamed = SourceFile(
            path: "a.json", text: Self.spec(#"{"id": "sign-out", "renamedFrom": "log-out", "type": "toast", "message": "Signed out"}"#))
        let kept = SourceFile(path: "b.json", text: Self.spec(#"{"id": "log-out", "type": "toast", "message": "Logged out"}"#))
        let findings = Linter.lint([renamed, kept]).diagnostics
        #expect(findings.map(\.ruleID) == ["stale-renamed-from"])
        #expect(findings.first?.location.file == "a.json")
        #expect(findings.first?.message == "toast 'sign-out' says it was renamed from 'log-out', but a dialog still has that id")
        #expect(Linter.lint([renamed]).diagnostics.isEmpty, "alone, the former id is gone, as a rename leaves it")
    }

    @Test func aButtonsFormerIDIsLookedForInItsOwnDialogOnly() {
        let source = SourceFile(
            path: "a.json",
            text: Self.spec(
                #"""
                {"id": "cancel", "type": "toast", "message": "Cancelled"},
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "renamedFrom": "cancel"},
                  {"id": "keep", "title": "Cancel", "style": "cancel"}
                ]}
                """#))
        #expect(Linter.lint([source]).diagnostics.isEmpty, "a dialog called 'cancel' is no button of this dialog")
        #expect(Validator.validate([source]).diagnostics.isEmpty, "validate does not run the guideline rule")
    }
}
