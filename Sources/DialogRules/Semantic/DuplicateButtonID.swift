import DialogDiagnostics

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
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "ok", "title": "Stay"},
                  {"id": 1️⃣"ok", "title": "Leave"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "stay", "title": "Stay"},
                  {"id": "leave", "title": "Leave"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        let buttons = context.dialog.buttons
        // A dialog has a handful of buttons: comparing each id with the earlier ones costs less
        // than hashing every id; only a dialog with many buttons gets a table.
        var firstByID: [String: Int]? = buttons.count > 16 ? [:] : nil
        for index in buttons.indices {
            let id = buttons[index].id
            let original: Int?
            if firstByID != nil {
                original = firstByID![id.value]
                if original == nil { firstByID![id.value] = index }
            } else {
                original = buttons[..<index].firstIndex { $0.id.value == id.value }
            }
            guard let original else { continue }
            findings.append(
                diagnostic(
                    Message.duplicate(dialog: context.dialog.id.value, button: id.value),
                    at: context.location(of: id),
                    notes: [DiagnosticNote(Message.firstDefined(id.value), at: context.location(of: buttons[original].id))]))
        }
    }
}

extension DuplicateButtonID {
    /// The rule's wording.
    package enum Message {
        package static func duplicate(dialog: String, button: String) -> RuleMessage {
            RuleMessage("duplicate", "dialog '\(dialog)' has more than one button with id '\(button)'")
        }
        package static func firstDefined(_ button: String) -> RuleMessage {
            RuleMessage("first-defined", "'\(button)' first defined here")
        }
    }

    public static var messages: [RuleMessage] { [Message.duplicate(dialog: "a", button: "ok"), Message.firstDefined("ok")] }
}
