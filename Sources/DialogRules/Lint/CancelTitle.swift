import DialogDiagnostics

/// A `cancel` button not titled "Cancel" or its localized equivalent.
public enum CancelTitle: DialogRule {
    /// "Cancel" as the system's own dialogs title it in the languages dialogc recognizes.
    package static let acceptedTitles: Set<String> = [
        "Cancel", "取消", "キャンセル", "취소", "Annuler", "Abbrechen", "Cancelar", "Annulla", "Отмена",
        "Annuleren", "Avbryt", "Anuluj", "İptal", "إلغاء", "ยกเลิก", "Hủy",
    ]

    /// The titles Apple's own prompts give the button that declines rather than cancels: a
    /// permission prompt's "Don't Allow" (with Apple's curly apostrophe or a straight one) and the
    /// "Not Now" of a request that can come back later.
    package static let declineTitles: Set<String> = ["Not Now", "Don't Allow", "Don\u{2019}t Allow"]

    public static let description = RuleDescription(
        id: "cancel-title",
        severity: .warning,
        stage: .lint,
        summary: "a 'cancel' button not titled 'Cancel' or a localized equivalent",
        explanation: """
            Apple's HIG "Alerts" says: "Always use 'Cancel' to title a button that cancels the alert's \
            action." People look for that word to back out safely, and a creative title such as 'Never \
            Mind' makes them stop and read. The title is compared case-sensitively, ignoring surrounding \
            whitespace and ending punctuation, against 'Cancel' and the system's translations (取消, \
            キャンセル, 취소, Annuler, Abbrechen, Cancelar, Annulla, Отмена, Annuleren, Avbryt, Anuluj, \
            İptal, إلغاء, ยกเลิก, Hủy), and against the declining titles Apple's own prompts use: \
            'Don't Allow' on a permission prompt and 'Not Now' on a request that will come back. A \
            dialog whose only button is the cancel one (an informational alert's 'OK') has no action \
            to cancel: its button dismisses, and is not reported. The finding points at the title.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "leave-chat", "type": "alert", "title": "Leave this conversation?", "buttons": [
                  {"id": "leave", "title": "Leave"},
                  {"id": "stay", "title": 1️⃣"Never Mind", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "leave-chat", "type": "alert", "title": "Leave this conversation?", "buttons": [
                  {"id": "leave", "title": "Leave"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "quitter", "type": "alert", "title": "Quitter la conversation ?", "buttons": [
                  {"id": "leave", "title": "Quitter"},
                  {"id": "cancel", "title": "Annuler", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Photo Saved", "buttons": [
                  {"id": "ok", "title": "OK", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "notifications", "type": "alert", "title": "Turn On Notifications?", "buttons": [
                  {"id": "deny", "title": "Don\u{2019}t Allow", "style": "cancel"},
                  {"id": "allow", "title": "Allow"}
                ]}
                """),
            .dialogs(
                """
                {"id": "rate", "type": "alert", "title": "Enjoying the App?", "buttons": [
                  {"id": "rate", "title": "Rate"},
                  {"id": "later", "title": "Not Now", "style": "cancel"}
                ]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // The buttons themselves rather than `cancelButtons`, which builds an array for every dialog.
        // By index, reading fields in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        // A lone button has no action to cancel: an informational alert's 'OK' dismisses it.
        guard buttons.count > 1 else { return }
        for index in buttons.indices {
            // Ending punctuation is 'button-title-style''s finding; reporting it here too would say it twice.
            // "Cancel" as it is, the title of most, is told without building or hashing a string.
            guard buttons[index].resolvedStyle == .cancel, buttons[index].title.value != "Cancel",
                !acceptedWords.containsWithoutEndingPunctuation(of: buttons[index].title.value)
            else {
                continue
            }
            let button = buttons[index]
            let dialog = context.dialog
            findings.append(
                diagnostic(
                    Message.titled(LintWording.name(of: button, in: dialog), title: button.title.value),
                    at: context.location(of: button.title),
                    suggestion: Suggestion(Message.titleItCancel)))
        }
    }
}

extension CancelTitle {
    /// `acceptedTitles`, compared with titles over their bytes where they are simple text.
    package static let acceptedWords = TitleWords(acceptedTitles.union(declineTitles))

    /// The rule's wording.
    package enum Message {
        package static func titled(_ button: String, title: String) -> RuleMessage {
            RuleMessage(
                "titled",
                LintWording.joined(
                    "cancel ", button, " is titled '", title, "'; a button that cancels should be titled 'Cancel'"))
        }
        package static let titleItCancel = RuleMessage("title-it-cancel", "title it 'Cancel'")
    }

    public static var messages: [RuleMessage] { [Message.titled("button 'ok' of alert 'a'", title: "Close"), Message.titleItCancel] }
}
