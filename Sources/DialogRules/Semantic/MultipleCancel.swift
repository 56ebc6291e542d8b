import DialogDiagnostics

/// More than one `cancel` button.
public enum MultipleCancel: DialogRule {
    public static let description = RuleDescription(
        id: "multiple-cancel",
        stage: .semantic,
        suggestionIsSafe: true,
        summary: "more than one 'cancel' button",
        explanation: """
            UIKit raises an exception when a UIAlertController gets a second action of style \
            '.cancel' ("UIAlertController can only have one action with a style of \
            UIAlertActionStyleCancel"), and a custom dialog with two ways to cancel is ambiguous. The \
            finding points at each extra cancel button, with a note at the first, and suggests \
            making the extra one a 'default' button: it keeps its place and its title, and the \
            dialog keeps the one way out it had first. On an action sheet that is already at its cap \
            of options the suggestion names no replacement: one more option would break the cap, so \
            which button goes is the author's choice, and '--fix' leaves it alone.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "stay", "title": "Stay", "style": "cancel"},
                  {"id": "later", "title": "Later", "style": 1️⃣"cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "stay", "title": "Stay", "style": "cancel"},
                  {"id": "leave", "title": "Leave", "style": "destructive"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Counted before anything is built: a dialog has one 'cancel' button at most but for a mistake.
        guard context.dialog.buttons.count(styled: .cancel) > 1 else { return }
        let dialog = context.dialog
        let cancels = dialog.cancelButtons
        guard let first = cancels.first else { return }
        for extra in cancels.dropFirst() {
            findings.append(
                diagnostic(
                    Message.second(extra.id.value, dialog: dialog.id.value),
                    at: context.location(extra.style?.range ?? extra.range),
                    notes: [DiagnosticNote(Message.firstHere(first.id.value), at: context.location(first.style?.range ?? first.range))],
                    suggestion: extra.style.map { _ in
                        hasRoomForAnOption(context)
                            ? Suggestion(Message.makeDefault(extra.id.value), replacement: "\"default\"")
                            : Suggestion(Message.removeOrMakeDefault(extra.id.value))
                    }))
        }
    }

    /// Whether the dialog can take one more option than it has: a sheet at its cap of options
    /// (the run's, or the spec's own stricter 'maxOptions') cannot, so an extra 'cancel' made a
    /// 'default' button would trade this error for an 'option-cap' one.
    package static func hasRoomForAnOption(_ context: DialogContext) -> Bool {
        let dialog = context.dialog
        guard case .buttonsBesideCancel = dialog.type.value.table.choices else { return true }
        let cap = min(context.options.actionSheetMaxOptions, dialog.limits.maxOptions?.value ?? .max)
        return dialog.buttons.count - dialog.buttons.count(styled: .cancel) + 1 <= cap
    }
}

extension MultipleCancel {
    /// The rule's wording.
    package enum Message {
        package static func second(_ button: String, dialog: String) -> RuleMessage {
            RuleMessage("second", "button '\(button)' is a second 'cancel' button in dialog '\(dialog)'; a dialog may have only one")
        }
        package static func firstHere(_ button: String) -> RuleMessage {
            RuleMessage("first-here", "first 'cancel' button '\(button)' is here")
        }
        package static func makeDefault(_ button: String) -> RuleMessage {
            RuleMessage("make-default", "make '\(button)' a 'default' button")
        }
        package static func removeOrMakeDefault(_ button: String) -> RuleMessage {
            RuleMessage("remove-or-make-default", "remove '\(button)', or make it a 'default' button and remove another option")
        }
    }

    public static var messages: [RuleMessage] {
        [
            Message.second("close", dialog: "a"), Message.firstHere("cancel"), Message.makeDefault("close"),
            Message.removeOrMakeDefault("close"),
        ]
    }
}
