import DialogDiagnostics

/// A destructive button with no way to back out.
public enum DestructiveNeedsCancel: DialogRule {
    public static let description = RuleDescription(
        id: "destructive-needs-cancel",
        severity: .warning,
        stage: .lint,
        summary: "a dialog with a 'destructive' button but no 'cancel' button",
        explanation: """
            Apple's HIG "Alerts" asks for a Cancel button whenever there is a destructive action, so \
            that people have a clear, safe way to avoid it. A 'cancel' button is also what UIKit \
            triggers for Escape on a hardware keyboard, so without one the only ways out of the \
            dialog may be choices the user did not want. Action sheets are left to \
            'sheet-missing-cancel', which asks every sheet for a cancel button. The finding points at \
            the 'style' of the first destructive button.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "keep", "title": "Keep"},
                  {"id": "delete", "title": "Delete", "style": 1️⃣"destructive"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // 'sheet-missing-cancel' already reports every action sheet without a cancel button.
        guard context.dialog.type.value != .actionSheet, !context.dialog.buttons.contains(styled: .cancel),
            let index = context.dialog.buttons.firstIndex(styled: .destructive)
        else { return }
        let dialog = context.dialog
        let destructive = dialog.buttons[index]
        findings.append(
            diagnostic(
                Message.noCancel(LintWording.name(of: dialog), destructive: destructive.id.value),
                at: context.location(destructive.style?.range ?? destructive.range),
                suggestion: Suggestion(Message.addCancel)))
    }
}

extension DestructiveNeedsCancel {
    /// The rule's wording.
    package enum Message {
        package static func noCancel(_ dialog: String, destructive: String) -> RuleMessage {
            RuleMessage("no-cancel", LintWording.joined(dialog, " has destructive button '", destructive, "' but no 'cancel' button"))
        }
        package static let addCancel = RuleMessage("add-cancel", "add a button with style 'cancel' titled 'Cancel'")
    }

    public static var messages: [RuleMessage] { [Message.noCancel("alert 'a'", destructive: "delete"), Message.addCancel] }
}
