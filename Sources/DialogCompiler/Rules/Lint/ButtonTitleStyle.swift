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
            .dialogs("""
                {"id": "share-album", "type": "alert", "title": "Share this album?", "buttons": [
                  {"id": "share", "title": 1️⃣"Share With the Whole Family"},
                  {"id": "copy", "title": 2️⃣"Copy Link."},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs("""
                {"id": "share-album", "type": "alert", "title": "共享这个相簿？", "buttons": [
                  {"id": "share", "title": 1️⃣"共享！"},
                  {"id": "cancel", "title": "取消", "style": "cancel"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "share-album", "type": "alert", "title": "Share this album?", "buttons": [
                  {"id": "share", "title": "Share With Family"},
                  {"id": "copy", "title": "Copy Link"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs("""
                {"id": "share-album", "type": "alert", "title": "共享这个相簿？", "buttons": [
                  {"id": "share", "title": "与整个家庭共享"},
                  {"id": "cancel", "title": "取消", "style": "cancel"}
                ]}
                """),
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        let options = context.options
        let maxWords = options.buttonTitleMaxWords
        return dialog.buttons.compactMap { button in
            let wordCount = TitleText.wordCount(of: button.title.value)
            let tooLong = wordCount > maxWords
            let mark = TitleText.endingMark(of: button.title.value)
            guard tooLong || mark != nil else { return nil }
            let subject = "title of \(LintWording.name(of: button, in: dialog))"
            switch (tooLong, mark) {
            case (false, nil):
                return nil
            case (true, nil):
                return diagnostic(
                    "\(subject) has \(wordCount) words; button titles should have at most \(LintWording.count(maxWords, "word", "words"))",
                    at: button.title.location,
                    suggestion: Suggestion("shorten it to the verb that names the action"))
            case (false, let mark?):
                return diagnostic(
                    "\(subject) ends in '\(mark)'; button titles take no ending punctuation",
                    at: button.title.location,
                    suggestion: Suggestion("remove the '\(mark)'"))
            case (true, let mark?):
                return diagnostic(
                    "\(subject) has \(wordCount) words and ends in '\(mark)'; button titles should have at most \(LintWording.count(maxWords, "word", "words")) and no ending punctuation",
                    at: button.title.location,
                    suggestion: Suggestion("shorten it to the verb that names the action, without the '\(mark)'"))
            }
        }
    }
}
