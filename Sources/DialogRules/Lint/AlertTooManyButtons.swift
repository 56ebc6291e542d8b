import DialogDiagnostics

/// An alert with more buttons than the configured maximum.
public enum AlertTooManyButtons: DialogRule {
    public static let description = RuleDescription(
        id: "alert-too-many-buttons",
        severity: .warning,
        stage: .lint,
        summary: "an 'alert' with more buttons than 'alertMaxButtons', 3 by default",
        explanation: """
            Apple's HIG "Alerts" asks for up to three buttons: an alert interrupts the user for one \
            decision, and every extra choice makes it slower to read. UIAlertController stacks more \
            than two buttons vertically and scrolls them when they do not fit, so a fourth choice \
            may not even be visible; a choice among many belongs in an action sheet or a screen of \
            its own. The limit is 'alertMaxButtons', which a configuration may lower, and the finding \
            points at the first button over it.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "unsaved-draft", "type": "alert", "title": "Save changes to this draft?", "buttons": [
                  {"id": "save", "title": "Save"},
                  {"id": "save-copy", "title": "Save Copy"},
                  {"id": "discard", "title": "Discard", "style": "destructive"},
                  1️⃣{"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "unsaved-draft", "type": "alert", "title": "Save changes to this draft?", "buttons": [
                  {"id": "save", "title": "Save"},
                  {"id": "discard", "title": "Discard", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .alert else { return }
        let dialog = context.dialog
        let options = context.options
        let limit = options.alertMaxButtons
        guard dialog.type.value == .alert, dialog.buttons.count > limit else { return }
        findings.append(
            diagnostic(
                Message.tooMany(LintWording.name(of: dialog), count: dialog.buttons.count, limit: limit),
                at: context.location(of: dialog.buttons[limit]),
                suggestion: Suggestion(Message.fewer)))
    }
}

extension AlertTooManyButtons {
    /// The rule's wording.
    package enum Message {
        package static func tooMany(_ dialog: String, count: Int, limit: Int) -> RuleMessage {
            RuleMessage(
                "too-many", LintWording.joined(dialog, " has ", String(count), " buttons; alerts should have at most ", String(limit)))
        }
        package static let fewer = RuleMessage("fewer", "offer fewer choices, or use an 'actionSheet'")
    }

    public static var messages: [RuleMessage] { [Message.tooMany("alert 'a'", count: 4, limit: 3), Message.fewer] }
}
