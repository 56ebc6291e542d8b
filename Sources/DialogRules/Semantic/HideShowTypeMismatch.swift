import DialogDiagnostics

/// `presentation.hide.showType` differs from the show type in effect.
public enum HideShowTypeMismatch: DialogRule {
    public static let description = RuleDescription(
        id: "hide-show-type-mismatch",
        stage: .semantic,
        suggestionIsSafe: true,
        summary: "'presentation.hide.showType' differs from the effective show type",
        explanation: """
            A dialog hides the way it was shown: a sheet that slid up from the bottom and then faded \
            out in the center would look broken. 'hide.showType' must therefore equal the show type \
            in effect, which is 'presentation.show.type' when written, else 'fromBottom' for action \
            sheets and pickers and 'center' for the rest. The finding points at 'hide.showType', with \
            a note at the show type when it is written.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"hide": {"showType": 1️⃣"center"}}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "Saved",
                 "presentation": {"show": {"type": "fromBottom"}, "hide": {"showType": 1️⃣"center"}}}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"hide": {"showType": "fromBottom"}}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "Saved",
                 "presentation": {"show": {"type": "fromBottom"}, "hide": {"showType": "fromBottom"}}}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard let hideType = context.dialog.presentation.hide?.showType else { return }
        let showType = context.dialog.resolvedShowType
        guard hideType.value != showType else { return }
        let dialog = context.dialog
        let suggestion = Suggestion(Message.use(showType.rawValue), replacement: "\"\(showType.rawValue)\"")
        let id = dialog.id.value
        if let written = dialog.presentation.show?.type {
            findings.append(
                diagnostic(
                    Message.mismatch(dialog: id, hide: hideType.value.rawValue, show: showType.rawValue),
                    at: context.location(of: hideType),
                    notes: [DiagnosticNote(Message.setHere(showType.rawValue), at: context.location(of: written))],
                    suggestion: suggestion))
            return
        }
        findings.append(
            diagnostic(
                Message.mismatchWithDefault(
                    dialog: id, hide: hideType.value.rawValue, show: showType.rawValue, type: dialog.type.value.rawValue),
                at: context.location(of: hideType),
                suggestion: suggestion))
    }
}

extension HideShowTypeMismatch {
    /// The rule's wording.
    package enum Message {
        package static func mismatch(dialog: String, hide: String, show: String) -> RuleMessage {
            RuleMessage("mismatch", "dialog '\(dialog)' hides as '\(hide)' but is shown '\(show)'")
        }
        package static func mismatchWithDefault(dialog: String, hide: String, show: String, type: String) -> RuleMessage {
            RuleMessage("mismatch-default", mismatch(dialog: dialog, hide: hide, show: show).text + ", the default for type '\(type)'")
        }
        package static func setHere(_ showType: String) -> RuleMessage {
            RuleMessage("set-here", "the show type '\(showType)' is set here")
        }
        package static func use(_ showType: String) -> RuleMessage { RuleMessage("use", "use '\(showType)'") }
    }

    public static var messages: [RuleMessage] {
        [
            Message.mismatch(dialog: "a", hide: "fromBottom", show: "center"),
            Message.mismatchWithDefault(dialog: "a", hide: "fromBottom", show: "center", type: "alert"),
            Message.setHere("center"), Message.use("center"),
        ]
    }
}
