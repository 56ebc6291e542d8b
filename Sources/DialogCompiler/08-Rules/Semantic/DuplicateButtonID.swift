/// Two buttons of one dialog share an id.
public enum DuplicateButtonID: DialogRule {
    public static let description = RuleDescription(
        id: "duplicate-button-id",
        stage: .semantic,
        summary: "two buttons of one dialog share an id",
        explanation: """
            A button's id becomes a case of the dialog's generated action enum, which is how the \
            caller learns which button was tapped. Two buttons with the same id could not be told \
            apart, and Swift rejects an enum with the same case twice. The finding points at the \
            later id, with a note at the first.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "ok", "title": "Stay"},
                  {"id": 1️⃣"ok", "title": "Leave"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "stay", "title": "Stay"},
                  {"id": "leave", "title": "Leave"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        var first: [String: Button] = [:]
        var findings: [Diagnostic] = []
        for button in dialog.buttons {
            guard let original = first[button.id.value] else {
                first[button.id.value] = button
                continue
            }
            findings.append(diagnostic(
                Message.duplicate(dialog: dialog.id.value, button: button.id.value),
                at: context.location(of: button.id),
                notes: [DiagnosticNote(Message.firstDefined(button.id.value), at: context.location(of: original.id))]))
        }
        return findings
    }
}

extension DuplicateButtonID {
    /// The rule's wording.
    enum Message {
        static func duplicate(dialog: String, button: String) -> RuleMessage {
            RuleMessage("duplicate", "dialog '\(dialog)' has more than one button with id '\(button)'")
        }
        static func firstDefined(_ button: String) -> RuleMessage {
            RuleMessage("first-defined", "'\(button)' first defined here")
        }
    }

    public static var messages: [RuleMessage] { [Message.duplicate(dialog: "a", button: "ok"), Message.firstDefined("ok")] }
}
