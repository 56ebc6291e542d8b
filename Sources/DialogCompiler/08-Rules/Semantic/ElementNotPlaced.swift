/// A declared text or button the dialog's layout has no place for.
public enum ElementNotPlaced: DialogRule {
    public static let description = RuleDescription(
        id: "element-not-placed",
        stage: .semantic,
        summary: "a declared text or button the dialog's layout has no place for",
        explanation: """
            Each layout draws what it has room for, and before this rule a dialog could declare more: \
            a picker's toolbar holds one text between its two buttons, so of a title and a message \
            only the title was drawn and the message was dropped without a word. What the layout \
            cannot place is an error, so nothing declared goes missing on screen. Keep one text on a \
            picker, or choose a dialog type that shows both. The finding points at each text left \
            out.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "picker", "title": "Time", "message": 1️⃣"Pick a time of day",
                 "options": ["Morning", "Noon"], "buttons": [{"id": "done", "title": "Done"}]}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "picker", "message": "Pick a time of day",
                 "options": ["Morning", "Noon"], "buttons": [{"id": "done", "title": "Done"}]}
                """)
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        return LayoutEngine.unplacedElements(dialog).map { element in
            diagnostic(
                Message.notPlaced(element.key, dialog: dialog.id.value, kind: dialog.type.value.kind.name),
                at: context.location(of: element))
        }
    }
}

extension ElementNotPlaced {
    /// The rule's wording.
    enum Message {
        static func notPlaced(_ key: String, dialog: String, kind: String) -> RuleMessage {
            RuleMessage("not-placed", "the layout of \(kind) '\(dialog)' has no place for its '\(key)'")
        }
    }

    public static var messages: [RuleMessage] { [Message.notPlaced("message", dialog: "a", kind: "picker")] }
}
