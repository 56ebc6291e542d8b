import DialogDiagnostics

/// An alert that hides by itself while it offers a choice.
public enum AutoHideWithChoice: DialogRule {
    public static let description = RuleDescription(
        id: "auto-hide-with-choice",
        severity: .warning,
        stage: .lint,
        summary: "an 'alert' with 'autoHide' and a button other than 'cancel'",
        explanation: """
            An alert with a button that acts asks the user to decide, and one that hides by itself can \
            vanish while they are still reading or reaching for it; the app then gets no answer, or \
            must treat the timeout as a silent cancel. WCAG 2.2.1, "Timing Adjustable", counts such \
            time limits as a barrier for people who need longer. Hiding by itself suits an alert \
            whose only button is 'cancel', or a 'toast'. The finding points at 'autoHide'.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "update-ready", "type": "alert", "title": "Restart to finish the update?", "autoHide": 1️⃣5,
                 "buttons": [
                  {"id": "restart", "title": "Restart Now"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "update-ready", "type": "alert", "title": "Restart to finish the update?", "buttons": [
                  {"id": "restart", "title": "Restart Now"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "update-downloading", "type": "alert", "title": "Downloading the update", "autoHide": 5,
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .alert else { return }
        let dialog = context.dialog
        guard dialog.type.value == .alert, let autoHide = dialog.autoHide,
            let choice = dialog.buttons.first(where: { $0.resolvedStyle != .cancel })
        else { return }
        findings.append(
            diagnostic(
                Message.hidesWithChoice(
                    LintWording.name(of: dialog), seconds: LintWording.seconds(autoHide.value), button: choice.id.value),
                at: context.location(of: autoHide),
                suggestion: Suggestion(Message.removeAutoHide)))
    }
}

extension AutoHideWithChoice {
    /// The rule's wording.
    package enum Message {
        package static func hidesWithChoice(_ dialog: String, seconds: String, button: String) -> RuleMessage {
            RuleMessage(
                "hides-with-choice",
                LintWording.joined(dialog, " hides after ", seconds, " s but asks for a choice with button '", button, "'"))
        }
        package static let removeAutoHide = RuleMessage("remove-auto-hide", "remove 'autoHide', or make the dialog a 'toast'")
    }

    public static var messages: [RuleMessage] {
        [Message.hidesWithChoice("alert 'a'", seconds: "3", button: "ok"), Message.removeAutoHide]
    }
}
