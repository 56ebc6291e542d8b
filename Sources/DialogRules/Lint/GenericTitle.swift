import DialogDiagnostics

/// A title that names a category instead of saying what happened.
public enum GenericTitle: DialogRule {
    /// Titles compared after `TitleText.comparable`: trimmed, ending punctuation dropped, lowercased.
    package static let genericTitles: Set<String> = [
        "error", "warning", "alert", "attention", "notice", "oops", "are you sure", "confirm",
        "错误", "警告", "提示", "注意", "确定吗",
    ]
    private static let genericWords = TitleWords(genericTitles)

    public static let description = RuleDescription(
        id: "generic-title",
        severity: .warning,
        stage: .lint,
        summary: "a 'title' such as 'Error', 'Warning' or 'Are you sure?' that does not say what happened",
        explanation: """
            Apple's HIG "Alerts" asks for short, descriptive, multiword titles, noting that \
            single-word titles rarely provide useful information. 'Error' or 'Are you sure?' only \
            repeats that a dialog appeared; a title such as 'Couldn't Save Photo' or 'Delete this \
            photo?' lets people decide without reading further. Titles are compared ignoring case, \
            surrounding whitespace and ending punctuation against a list of English and Chinese \
            stock titles; the finding points at the title.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "save-failed", "type": "alert", "title": 1️⃣"Error",
                 "message": "The photo could not be saved because the disk is full.", "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": 1️⃣"Are you sure?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "save-failed", "type": "alert", "title": 1️⃣"错误", "message": "磁盘已满，无法保存照片。",
                 "buttons": [{"id": "ok", "title": "好"}]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "save-failed", "type": "alert", "title": "Couldn't Save Photo",
                 "message": "The disk is full.", "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard let title = context.dialog.title, genericWords.containsComparable(of: title.value) else { return }
        let dialog = context.dialog
        findings.append(
            diagnostic(
                Message.generic(title.value, of: LintWording.name(of: dialog)),
                at: context.location(of: title),
                suggestion: Suggestion(Message.describe)))
    }
}

extension GenericTitle {
    /// The rule's wording.
    package enum Message {
        package static func generic(_ title: String, of dialog: String) -> RuleMessage {
            RuleMessage("generic", "title '\(title)' of \(dialog) does not say what happened")
        }
        package static let describe = RuleMessage("describe", "describe the situation, such as 'Couldn't Save Photo'")
    }

    public static var messages: [RuleMessage] { [Message.generic("Error", of: "alert 'a'"), Message.describe] }
}
