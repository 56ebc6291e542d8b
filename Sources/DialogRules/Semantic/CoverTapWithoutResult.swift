import DialogDiagnostics

/// A dialog a cover tap dismisses that does not say what the tap yields.
public enum CoverTapWithoutResult: DialogRule {
    public static let description = RuleDescription(
        id: "cover-tap-without-result",
        stage: .semantic,
        summary: "'dismissOnCoverTap: true' without a 'cancel' button or 'coverTapResult', or a 'coverTapResult' naming no button",
        explanation: """
            A tap on the dimming cover dismisses the dialog, and the code that presented it awaits a \
            result. With a 'cancel' button the tap yields its result, as the system's sheets do; \
            without one the source dialogs dismissed without any, and the caller waited forever or \
            guessed. So a dialog with buttons that 'dismissOnCoverTap' must have a 'cancel' button \
            or name in 'presentation.coverTapResult' the button whose result the tap yields, and \
            that name must be one of its buttons. The finding points at 'dismissOnCoverTap' or at \
            the name.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"dismissOnCoverTap": 1️⃣true}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"dismissOnCoverTap": true, "coverTapResult": 1️⃣"close"}}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"dismissOnCoverTap": true, "coverTapResult": "ok"}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK", "style": "cancel"}],
                 "presentation": {"dismissOnCoverTap": true}}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        let buttons = context.dialog.buttons
        if let result = context.dialog.presentation.coverTapResult {
            guard !buttons.contains(where: { $0.id.value == result.value }) else { return }
            findings.append(
                diagnostic(Message.unknownButton(result.value, dialog: context.dialog.id.value), at: context.location(of: result)))
            return
        }
        guard let dismiss = context.dialog.presentation.dismissOnCoverTap, dismiss.value, !buttons.isEmpty,
            !context.dialog.hasCancelButton
        else { return }
        findings.append(diagnostic(Message.noResult(context.dialog.id.value), at: context.location(of: dismiss)))
    }
}

extension CoverTapWithoutResult {
    /// The rule's wording.
    package enum Message {
        package static func noResult(_ dialog: String) -> RuleMessage {
            RuleMessage(
                "no-result",
                "a cover tap dismisses dialog '\(dialog)', which has no 'cancel' button; name the tap's button in 'coverTapResult'")
        }
        package static func unknownButton(_ button: String, dialog: String) -> RuleMessage {
            RuleMessage("unknown-button", "'coverTapResult' names '\(button)', which is not a button of dialog '\(dialog)'")
        }
    }

    public static var messages: [RuleMessage] { [Message.noResult("a"), Message.unknownButton("close", dialog: "a")] }
}
