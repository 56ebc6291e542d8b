import DialogDiagnostics

/// `preferred` on an action sheet button, which UIKit ignores.
public enum PreferredOnSheet: DialogRule {
    public static let description = RuleDescription(
        id: "preferred-on-sheet",
        severity: .error,
        stage: .lint,
        summary: "'preferred' on an 'actionSheet' button",
        explanation: """
            UIAlertController's 'preferredAction' applies to alerts only: Apple documents it as \
            ignored for the action sheet style, so a spec that asks for it promises an emphasis \
            the user will never see. Remove 'preferred', or make the dialog an alert.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "photo", "type": "actionSheet", "buttons": [
                  {"id": "camera", "title": "Take Photo", "preferred": 1️⃣true},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "photo", "type": "actionSheet", "buttons": [
                  {"id": "camera", "title": "Take Photo", "preferred": false},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .actionSheet else { return }
        let dialog = context.dialog
        guard dialog.type.value == .actionSheet else { return }
        for button in dialog.buttons {
            guard let preferred = button.preferred, preferred.value else { continue }
            findings.append(
                diagnostic(
                    Message.ignored(button.id.value, sheet: dialog.id.value),
                    at: context.location(of: preferred),
                    suggestion: Suggestion(Message.removePreferred)))
        }
    }
}

extension PreferredOnSheet {
    /// The rule's wording.
    package enum Message {
        package static func ignored(_ button: String, sheet: String) -> RuleMessage {
            RuleMessage("ignored", "button '\(button)' of action sheet '\(sheet)' is marked 'preferred', which action sheets ignore")
        }
        package static let removePreferred = RuleMessage("remove-preferred", "remove 'preferred' or make the dialog an 'alert'")
    }

    public static var messages: [RuleMessage] { [Message.ignored("ok", sheet: "a"), Message.removePreferred] }
}
