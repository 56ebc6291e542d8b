import DialogDiagnostics

/// An alert with neither a title nor a message.
public enum MissingContent: DialogRule {
    public static let description = RuleDescription(
        id: "missing-content",
        stage: .semantic,
        summary: "an 'alert' with neither a non-empty 'title' nor a non-empty 'message'",
        explanation: """
            An alert interrupts the user, so it has to say why: the HIG asks for a title that \
            describes the situation, and a UIAlertController whose title and message are both nil \
            or empty shows nothing but its buttons. An empty string counts as missing, and a \
            'subtitle' alone does not do. The finding points at the dialog's 'type' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": 1️⃣"alert", "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs(
                """
                {"id": "a", "type": 1️⃣"alert", "title": "", "message": "", "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "", "message": "Your changes were saved", "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard context.dialog.type.value == .alert else { return }
        let hasTitle = !(context.dialog.title?.value.isEmpty ?? true)
        let hasMessage = !(context.dialog.message?.value.isEmpty ?? true)
        guard !hasTitle, !hasMessage else { return }
        findings.append(
            diagnostic(
                Message.empty(alert: context.dialog.id.value),
                at: context.location(of: context.dialog.type)))
    }
}

extension MissingContent {
    /// The rule's wording.
    package enum Message {
        package static func empty(alert: String) -> RuleMessage {
            RuleMessage("empty", "alert '\(alert)' has neither a non-empty 'title' nor a non-empty 'message'")
        }
    }

    public static var messages: [RuleMessage] { [Message.empty(alert: "a")] }
}
