import DialogDiagnostics

/// A button titled Yes or No instead of the action it takes.
public enum YesNoButtons: DialogRule {
    /// Titles compared after `TitleText.comparable`: trimmed, ending punctuation dropped, lowercased.
    package static let yesNoTitles: Set<String> = ["yes", "no", "是", "否"]
    private static let yesNoWords = TitleWords(yesNoTitles)

    public static let description = RuleDescription(
        id: "yes-no-buttons",
        severity: .warning,
        stage: .lint,
        summary: "a button titled 'Yes' or 'No' (or 是, 否)",
        explanation: """
            Apple's HIG "Alerts" asks for button titles that describe the result of choosing them, \
            preferring verbs and verb phrases such as 'Save' or 'Delete', and to avoid 'Yes' and 'No'. \
            With Yes and No the user has to read the question again to know what each answer does, \
            and a question worded the other way round flips their meaning. Titles are compared \
            ignoring case, surrounding whitespace and ending punctuation; the finding points at \
            each such title.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "save-draft", "type": "alert", "title": "Save this draft?", "buttons": [
                  {"id": "no", "title": 1️⃣"No"},
                  {"id": "yes", "title": 2️⃣"Yes"}
                ]}
                """),
            .dialogs(
                """
                {"id": "save-draft", "type": "alert", "title": "保存这份草稿？", "buttons": [
                  {"id": "no", "title": 1️⃣"否"},
                  {"id": "yes", "title": 2️⃣"是"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "save-draft", "type": "alert", "title": "Save this draft?", "buttons": [
                  {"id": "dont-save", "title": "Don't Save"},
                  {"id": "save", "title": "Save"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // By index, reading the title in place: a loop over the buttons copied each one.
        let buttons = context.dialog.buttons
        for index in buttons.indices {
            guard mayBeYesOrNo(buttons[index].title.value), yesNoWords.containsComparable(of: buttons[index].title.value) else {
                continue
            }
            let button = buttons[index]
            let dialog = context.dialog
            findings.append(
                diagnostic(
                    Message.yesNo(LintWording.name(of: button, in: dialog), title: button.title.value),
                    at: context.location(of: button.title),
                    suggestion: Suggestion(Message.useAVerb)))
        }
    }
}

extension YesNoButtons {
    /// Whether `title` can compare equal to one of `yesNoTitles`: its first byte that is no ASCII
    /// whitespace is y or n in either case, or not ASCII (a wider space, 是 or 否) in a title that
    /// holds a y or an n, 是 or 否 or a character from U+F000 on (where the compatibility
    /// ideographs that are canonically equal to an ideograph live), so every other title is passed
    /// over without trimming, lowercasing and hashing it.
    package static func mayBeYesOrNo(_ title: String) -> Bool {
        title.withUTF8Bytes { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case 0x09...0x0D, 0x20: continue
                case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"): return true
                case 0x80...: return holdsYesOrNoScalar(bytes)
                default: return false
                }
            }
            return false
        }
    }

    /// Whether `bytes` hold y, n (either case), 是 (E6 98 AF), 否 (E5 90 A6) or a lead byte of U+F000 and up.
    private static func holdsYesOrNoScalar(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices {
            switch bytes[index] {
            case UInt8(ascii: "y"), UInt8(ascii: "Y"), UInt8(ascii: "n"), UInt8(ascii: "N"), 0xEF...: return true
            case 0xE6 where index + 2 < bytes.count && bytes[index + 1] == 0x98 && bytes[index + 2] == 0xAF: return true
            case 0xE5 where index + 2 < bytes.count && bytes[index + 1] == 0x90 && bytes[index + 2] == 0xA6: return true
            default: continue
            }
        }
        return false
    }

    /// The rule's wording.
    package enum Message {
        package static func yesNo(_ button: String, title: String) -> RuleMessage {
            RuleMessage("yes-no", "\(button) is titled '\(title)'; button titles should say what happens")
        }
        package static let useAVerb = RuleMessage("use-a-verb", "use a verb that names the action, such as 'Save' or 'Delete'")
    }

    public static var messages: [RuleMessage] { [Message.yesNo("button 'ok' of alert 'a'", title: "Yes"), Message.useAVerb] }
}
