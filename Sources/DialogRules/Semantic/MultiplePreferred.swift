import DialogDiagnostics

/// More than one `preferred` button.
public enum MultiplePreferred: DialogRule {
    public static let description = RuleDescription(
        id: "multiple-preferred",
        stage: .semantic,
        summary: "more than one 'preferred' button",
        explanation: """
            UIAlertController has a single 'preferredAction': the button drawn in bold that Return \
            triggers on a hardware keyboard, and the HIG asks to emphasize at most the one most likely \
            choice. With two preferred buttons the later assignment would silently win. The finding \
            points at each extra 'preferred' value, with a note at the first.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Save changes?", "buttons": [
                  {"id": "save", "title": "Save", "preferred": true},
                  {"id": "discard", "title": "Discard", "preferred": 1️⃣true},
                  {"id": "cancel", "title": "Cancel", "style": "cancel", "preferred": 2️⃣true}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Save changes?", "buttons": [
                  {"id": "save", "title": "Save", "preferred": true},
                  {"id": "discard", "title": "Discard", "preferred": false},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Counted before anything is built: a dialog has one preferred button at most but for a mistake.
        guard context.dialog.buttons.count(where: \.isPreferred) > 1 else { return }
        let dialog = context.dialog
        let preferred = dialog.buttons.filter(\.isPreferred)
        guard let first = preferred.first else { return }
        for extra in preferred.dropFirst() {
            findings.append(
                diagnostic(
                    Message.second(extra.id.value, besides: first.id.value, dialog: dialog.id.value),
                    at: context.location(extra.preferred?.range ?? extra.range),
                    notes: [DiagnosticNote(Message.firstHere(first.id.value), at: context.location(first.preferred?.range ?? first.range))])
            )
        }
    }
}

extension MultiplePreferred {
    /// The rule's wording.
    package enum Message {
        package static func second(_ button: String, besides first: String, dialog: String) -> RuleMessage {
            RuleMessage("second", "dialog '\(dialog)' has more than one preferred button: '\(button)' is preferred besides '\(first)'")
        }
        package static func firstHere(_ button: String) -> RuleMessage {
            RuleMessage("first-here", "first preferred button '\(button)' is here")
        }
    }

    public static var messages: [RuleMessage] { [Message.second("b", besides: "a", dialog: "d"), Message.firstHere("a")] }
}
