import DialogDiagnostics

/// "OK" on an alert that asks for a choice.
public enum OkNotInformational: DialogRule {
    /// Titles compared after `TitleText.comparable`: trimmed, ending punctuation dropped, lowercased.
    package static let okTitles: Set<String> = ["ok", "okay"]
    private static let okWords = TitleWords(okTitles)

    public static let description = RuleDescription(
        id: "ok-not-informational",
        severity: .warning,
        stage: .lint,
        summary: "a button other than 'cancel' titled 'OK' in an 'alert' with more than one button",
        explanation: """
            Apple's HIG "Alerts" allows 'OK' for acceptance in informational alerts only: when an \
            alert offers a choice, each button should name the action it takes, so that 'Sign Out' \
            next to 'Cancel' can be chosen without rereading the question. An alert with a single \
            button only informs, so 'OK' is fine there. Titles are compared ignoring case, \
            surrounding whitespace and ending punctuation; the finding points at the title.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "sign-out", "type": "alert", "title": "Sign out of iCloud?", "buttons": [
                  {"id": "ok", "title": 1️⃣"OK"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "sign-out", "type": "alert", "title": "Sign out of iCloud?", "buttons": [
                  {"id": "sign-out", "title": "Sign Out"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "photo-saved", "type": "alert", "title": "Photo Saved", "message": "You can find it in your library.",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard context.dialog.type.value == .alert, context.dialog.buttons.count > 1 else { return }
        // By index, reading fields in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            guard buttons[index].resolvedStyle != .cancel, okWords.containsComparable(of: buttons[index].title.value) else {
                continue
            }
            let button = buttons[index]
            let dialog = context.dialog
            findings.append(
                diagnostic(
                    Message.okWithChoice(LintWording.name(of: button, in: dialog), title: button.title.value),
                    at: context.location(of: button.title),
                    suggestion: Suggestion(Message.nameTheAction)))
        }
    }
}

extension OkNotInformational {
    /// The rule's wording.
    package enum Message {
        package static func okWithChoice(_ button: String, title: String) -> RuleMessage {
            RuleMessage(
                "ok-with-choice",
                "\(button) is titled '\(title)' but the alert offers a choice; 'OK' belongs to alerts that only inform")
        }
        package static let nameTheAction = RuleMessage("name-the-action", "title it with the action it takes")
    }

    public static var messages: [RuleMessage] { [Message.okWithChoice("button 'ok' of alert 'a'", title: "OK"), Message.nameTheAction] }
}
