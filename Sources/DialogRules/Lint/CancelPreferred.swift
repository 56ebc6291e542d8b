import DialogDiagnostics

/// A `cancel` button marked as the dialog's default.
public enum CancelPreferred: DialogRule {
    public static let description = RuleDescription(
        id: "cancel-preferred",
        severity: .warning,
        stage: .lint,
        suggestionIsSafe: true,
        summary: "a 'cancel' button marked 'preferred: true'",
        explanation: """
            'preferred' becomes UIAlertController's 'preferredAction': the button drawn in bold that \
            Return triggers on a hardware keyboard (UIKit docs). The emphasis should go to the button \
            that proceeds, the one the user most likely came to choose; UIKit already sets the cancel \
            button apart and maps Escape to it, so marking it preferred leaves the dialog's real action \
            without emphasis or a key. To keep Return from confirming a risky action, leave every \
            button unmarked. Action sheets are left to 'preferred-on-sheet'; the finding points at the \
            'preferred' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "join-call", "type": "alert", "title": "Join the call with video?", "buttons": [
                  {"id": "join", "title": "Join"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel", "preferred": 1️⃣true}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "join-call", "type": "alert", "title": "Join the call with video?", "buttons": [
                  {"id": "join", "title": "Join", "preferred": true},
                  {"id": "cancel", "title": "Cancel", "style": "cancel", "preferred": false}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // 'preferred-on-sheet' already reports 'preferred' on any action sheet button.
        guard context.dialog.type.value != .actionSheet else { return }
        // By index, reading fields in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            guard buttons[index].resolvedStyle == .cancel, let preferred = buttons[index].preferred, preferred.value else { continue }
            let button = buttons[index]
            let dialog = context.dialog
            findings.append(
                diagnostic(
                    Message.preferred(LintWording.name(of: button, in: dialog)),
                    at: context.location(of: preferred),
                    suggestion: Suggestion(Message.removePreferred, replacement: "false")))
        }
    }
}

extension CancelPreferred {
    /// The rule's wording.
    package enum Message {
        package static func preferred(_ button: String) -> RuleMessage {
            RuleMessage("preferred", "cancel \(button) is marked 'preferred'; the preferred button should be the one that proceeds")
        }
        package static let removePreferred = RuleMessage("remove-preferred", "remove 'preferred', or mark the button that proceeds")
    }

    public static var messages: [RuleMessage] { [Message.preferred("button 'ok' of alert 'a'"), Message.removePreferred] }
}
