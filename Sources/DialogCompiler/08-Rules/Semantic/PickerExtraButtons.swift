/// A picker with more than one button that is not `cancel`.
public enum PickerExtraButtons: DialogRule {
    public static let description = RuleDescription(
        id: "picker-extra-buttons",
        stage: .semantic,
        summary: "a 'picker' with more than one button other than 'cancel'",
        explanation: """
            A picker's toolbar has two places: the cancel button on the left and the confirm button \
            on the right, with the title between them. The source picker drew only the first confirm \
            button and dropped the others without a word, so a second one is an error rather than a \
            button nobody can tap. Put further choices in the rows ('options'), or use an action \
            sheet. The finding points at each extra button, with a note at the first.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "picker", "options": ["Morning", "Noon"], "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "done", "title": "Done"},
                  1️⃣{"id": "reset", "title": "Reset"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "picker", "options": ["Morning", "Noon"], "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "done", "title": "Done"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        guard dialog.type.value == .picker else { return [] }
        let confirms = dialog.buttons.filter { $0.resolvedStyle != .cancel }
        guard let first = confirms.first, confirms.count > 1 else { return [] }
        return confirms.dropFirst().map { extra in
            diagnostic(
                Message.extra(extra.id.value, dialog: dialog.id.value), at: context.location(of: extra),
                notes: [DiagnosticNote(Message.firstHere(first.id.value), at: context.location(of: first))])
        }
    }
}

extension PickerExtraButtons {
    /// The rule's wording.
    enum Message {
        static func extra(_ button: String, dialog: String) -> RuleMessage {
            RuleMessage(
                "extra", "picker '\(dialog)' has no place for button '\(button)': its toolbar holds one 'cancel' and one other button")
        }
        static func firstHere(_ button: String) -> RuleMessage {
            RuleMessage("first-here", "the toolbar's confirm button '\(button)' is here")
        }
    }

    public static var messages: [RuleMessage] { [Message.extra("reset", dialog: "a"), Message.firstHere("done")] }
}
