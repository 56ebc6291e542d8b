import DialogDiagnostics

/// A button title that is too long or ends in punctuation.
public enum ButtonTitleStyle: DialogRule {
    public static let description = RuleDescription(
        id: "button-title-style",
        severity: .warning,
        stage: .lint,
        summary: "a button title with more than 'buttonTitleMaxWords' words (3 by default) or ending in punctuation",
        explanation: """
            Apple's HIG "Alerts" asks for succinct button titles of one or two words that describe \
            the result of selecting the button, written like every button title in title style with \
            no ending punctuation. Long titles also make UIAlertController stack its buttons \
            vertically or truncate them. Words are whitespace-separated runs, so a CJK title without \
            spaces counts as one; the limit is 'buttonTitleMaxWords', which a configuration may lower. \
            The finding points at the title and says which problem it has.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "share-album", "type": "alert", "title": "Share this album?", "buttons": [
                  {"id": "share", "title": 1️⃣"Share With the Whole Family"},
                  {"id": "copy", "title": 2️⃣"Copy Link."},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "share-album", "type": "alert", "title": "共享这个相簿？", "buttons": [
                  {"id": "share", "title": 1️⃣"共享！"},
                  {"id": "cancel", "title": "取消", "style": "cancel"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "share-album", "type": "alert", "title": "Share this album?", "buttons": [
                  {"id": "share", "title": "Share With Family"},
                  {"id": "copy", "title": "Copy Link"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "share-album", "type": "alert", "title": "共享这个相簿？", "buttons": [
                  {"id": "share", "title": "与整个家庭共享"},
                  {"id": "cancel", "title": "取消", "style": "cancel"}
                ]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let maxWords = context.options.buttonTitleMaxWords
        // By index, reading the title in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            let wordCount = TitleText.wordCount(of: buttons[index].title.value)
            let tooLong = wordCount > maxWords
            let mark = TitleText.endingMark(of: buttons[index].title.value)
            guard tooLong || mark != nil else { continue }
            let button = buttons[index]
            let title = button.title
            let name = LintWording.name(of: button, in: context.dialog)
            switch (tooLong, mark) {
            case (false, nil):
                continue
            case (true, nil):
                findings.append(
                    diagnostic(
                        Message.tooLong(name, words: wordCount, maxWords: maxWords),
                        at: context.location(of: title),
                        suggestion: Suggestion(Message.shorten)))
            case (false, let mark?):
                findings.append(
                    diagnostic(
                        Message.punctuated(name, mark: mark),
                        at: context.location(of: title),
                        suggestion: Suggestion(Message.removeMark(mark))))
            case (true, let mark?):
                findings.append(
                    diagnostic(
                        Message.tooLongAndPunctuated(name, words: wordCount, mark: mark, maxWords: maxWords),
                        at: context.location(of: title),
                        suggestion: Suggestion(Message.shortenWithoutMark(mark))))
            }
        }
    }
}

extension ButtonTitleStyle {
    /// The rule's wording; `button` is how the finding names the button, e.g. `button 'ok' of alert 'a'`.
    package enum Message {
        package static func tooLong(_ button: String, words: Int, maxWords: Int) -> RuleMessage {
            RuleMessage(
                "too-long",
                "title of \(button) has \(words) words; button titles should have at most \(Wording.count(maxWords, "word", "words"))")
        }
        package static func punctuated(_ button: String, mark: Character) -> RuleMessage {
            RuleMessage("punctuated", "title of \(button) ends in '\(mark)'; button titles take no ending punctuation")
        }
        package static func tooLongAndPunctuated(_ button: String, words: Int, mark: Character, maxWords: Int) -> RuleMessage {
            RuleMessage(
                "too-long-and-punctuated",
                "title of \(button) has \(words) words and ends in '\(mark)'; button titles should have at most \(Wording.count(maxWords, "word", "words")) and no ending punctuation"
            )
        }
        package static let shorten = RuleMessage("shorten", "shorten it to the verb that names the action")
        package static func removeMark(_ mark: Character) -> RuleMessage { RuleMessage("remove-mark", "remove the '\(mark)'") }
        package static func shortenWithoutMark(_ mark: Character) -> RuleMessage {
            RuleMessage("shorten-without-mark", "shorten it to the verb that names the action, without the '\(mark)'")
        }
    }

    public static var messages: [RuleMessage] {
        [
            Message.tooLong("button 'ok' of alert 'a'", words: 5, maxWords: 3), Message.punctuated("button 'ok' of alert 'a'", mark: "!"),
            Message.tooLongAndPunctuated("button 'ok' of alert 'a'", words: 5, mark: "!", maxWords: 3), Message.shorten,
            Message.removeMark("!"), Message.shortenWithoutMark("!"),
        ]
    }
}
