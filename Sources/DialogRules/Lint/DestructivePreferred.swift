import DialogDiagnostics

/// A destructive button marked as the dialog's default.
public enum DestructivePreferred: DialogRule {
    public static let description = RuleDescription(
        id: "destructive-preferred",
        severity: .warning,
        stage: .lint,
        suggestionIsSafe: true,
        summary: "a 'destructive' button marked 'preferred: true'",
        explanation: """
            'preferred' becomes UIAlertController's 'preferredAction', which Return triggers on a \
            hardware keyboard (UIKit docs), so a preferred destructive button can delete data with a \
            keystroke meant for something else. House rule: destructive actions are never the \
            default; the user should have to choose them deliberately, which is what the red \
            destructive style and a Cancel button next to it ask for (Apple HIG "Alerts"). Action \
            sheets are left to 'preferred-on-sheet'; the finding points at the 'preferred' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "preferred": 1️⃣true},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "preferred": false},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // 'preferred-on-sheet' already reports 'preferred' on any action sheet button.
        guard context.dialog.type.value != .actionSheet else { return }
        // By index, reading fields in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            guard buttons[index].resolvedStyle == .destructive, let preferred = buttons[index].preferred, preferred.value else {
                continue
            }
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

extension DestructivePreferred {
    /// The rule's wording.
    package enum Message {
        package static func preferred(_ button: String) -> RuleMessage {
            RuleMessage(
                "preferred",
                LintWording.joined(
                    "destructive ", button, " is marked 'preferred'; a destructive action should not be the default"))
        }
        package static let removePreferred = RuleMessage("remove-preferred", "remove 'preferred'")
    }

    public static var messages: [RuleMessage] { [Message.preferred("button 'ok' of alert 'a'"), Message.removePreferred] }
}
