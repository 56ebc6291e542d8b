import DialogDiagnostics

/// A toast that hides before it can be read.
public enum ToastTooShort: DialogRule {
    /// Seconds to notice that a toast appeared.
    package static let noticeTime = 1.0
    /// Seconds per Latin-script word: 200 words a minute.
    package static let secondsPerWord = 0.3
    /// Seconds per CJK character: 300 characters a minute.
    package static let secondsPerCJKCharacter = 0.2

    public static let description = RuleDescription(
        id: "toast-too-short",
        severity: .warning,
        stage: .lint,
        summary: "a 'toast' that hides before its 'title' and 'message' can be read",
        explanation: """
            A toast hides by itself, so it must stay long enough to be read, or people who read \
            slowly, use a screen reader or looked away for a moment lose the message (WCAG 2.2.1, \
            "Timing Adjustable", counts such time limits as a barrier). The reading time is \
            estimated as 1 s to notice the toast, plus 0.3 s per Latin-script word (200 words a \
            minute) and 0.2 s per CJK character (300 characters a minute), over its title and message. The finding points at 'autoHide', or at \
            the message when the default of 2 s applies.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "synced", "type": "toast", "message": "Your changes were saved to iCloud", "autoHide": 1️⃣1}
                """),
            .dialogs(
                """
                {"id": "synced", "type": "toast", "message": 1️⃣"Your changes were saved and will appear on your other devices soon"}
                """),
            .dialogs(
                """
                {"id": "synced", "type": "toast", "message": 1️⃣"您的更改已保存，稍后将同步到您的其他设备"}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "synced", "type": "toast", "message": "Your changes were saved to iCloud", "autoHide": 3}
                """),
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved"}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .toast else { return }
        let dialog = context.dialog
        guard let shownFor = dialog.resolvedAutoHide else { return }
        let needed = readingTime(title: dialog.title?.value, message: dialog.message?.value)
        guard shownFor < needed else { return }
        let neededText = LintWording.seconds(needed)
        let atLeast = Int(needed.rounded(.up))
        if let autoHide = dialog.autoHide {
            findings.append(
                diagnostic(
                    Message.tooShort(LintWording.name(of: dialog), shownFor: LintWording.seconds(autoHide.value), needed: neededText),
                    at: context.location(of: autoHide),
                    suggestion: atLeast <= 60
                        ? Suggestion(Message.showLonger(atLeast), replacement: String(atLeast))
                        : Suggestion(Message.shortenText)))
            return
        }
        findings.append(
            diagnostic(
                Message.defaultTooShort(LintWording.name(of: dialog), shownFor: LintWording.seconds(shownFor), needed: neededText),
                at: context.location(dialog.message?.range ?? dialog.type.range),
                suggestion: Suggestion(atLeast <= 60 ? Message.setAutoHide(atLeast) : Message.shortenText)))
    }

    /// Seconds to notice and read `texts`, shown one after the other, under the reading model above.
    package static func readingTime(of texts: [String]) -> Double {
        var words = 0
        var cjkCharacters = 0
        for text in texts {
            let counts = readingCounts(of: text)
            words += counts.words
            cjkCharacters += counts.cjkCharacters
        }
        return readingTime(words: words, cjkCharacters: cjkCharacters)
    }

    /// `readingTime(of:)` of a toast's title and message, without an array of them for each toast.
    private static func readingTime(title: String?, message: String?) -> Double {
        let none: (words: Int, cjkCharacters: Int) = (0, 0)
        let titleCounts = title.map { readingCounts(of: $0) } ?? none
        let messageCounts = message.map { readingCounts(of: $0) } ?? none
        return readingTime(
            words: titleCounts.words + messageCounts.words, cjkCharacters: titleCounts.cjkCharacters + messageCounts.cjkCharacters)
    }

    /// The seconds the reading model gives `words` and `cjkCharacters`.
    private static func readingTime(words: Int, cjkCharacters: Int) -> Double {
        let seconds = noticeTime + Double(words) * secondsPerWord + Double(cjkCharacters) * secondsPerCJKCharacter
        // Tenths, so that 1 + 0.3 × 4 is 2.2 s and not a hair more that would round up to 3.
        return (seconds * 10).rounded() / 10
    }

    /// The words and CJK characters of `text`: a word is a whitespace-separated run with a letter
    /// or digit in it, each CJK letter counts on its own and ends a word.
    private static func readingCounts(of text: String) -> (words: Int, cjkCharacters: Int) {
        byteReadingCounts(of: text) ?? characterReadingCounts(of: text)
    }

    /// `readingCounts(of:)` over the bytes, where each scalar of `text` is ASCII (its letters and
    /// digits the alphanumerics), a simple full-width scalar (`TitleText.isSimpleFullWidth`, a CJK
    /// character of its own), or a Latin-1 or Latin Extended letter (U+00C0-U+024F but × and ÷,
    /// a letter of its own); nil for other text. None of those joins a neighbour into a larger
    /// character, so the bytes tell what the characters would, where walking the characters asks
    /// the Unicode tables about each.
    private static func byteReadingCounts(of text: String) -> (words: Int, cjkCharacters: Int)? {
        text.withUTF8Bytes { bytes -> (words: Int, cjkCharacters: Int)? in
            var words = 0
            var cjkCharacters = 0
            var inWord = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    if TitleText.isASCIISpace(byte) {
                        inWord = false
                    } else if TitleText.isASCIIAlphanumeric(byte) {
                        if !inWord { words += 1 }
                        inWord = true
                    }
                } else if byte & 0xF0 == 0xE0, index + 2 < bytes.count, TitleText.isSimpleFullWidth(TitleText.scalarValue(bytes, at: index))
                {
                    if TitleText.isSimpleLetter(TitleText.scalarValue(bytes, at: index)) { cjkCharacters += 1 }
                    inWord = false
                    index += 3
                } else if isLatinLetter(bytes, at: index) {
                    if !inWord { words += 1 }
                    inWord = true
                    index += 2
                } else {
                    return nil
                }
            }
            return (words, cjkCharacters)
        }
    }

    /// Whether the bytes at `index` are a letter of U+00C0-U+024F (C3 80 to C9 8F) but × and ÷.
    private static func isLatinLetter(_ bytes: Span<UInt8>, at index: Int) -> Bool {
        let lead = bytes[index]
        guard (0xC3...0xC9).contains(lead), index + 1 < bytes.count else { return false }
        let value = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
        return value <= 0x24F && value != 0xD7 && value != 0xF7
    }

    /// The reading model by walking characters, for text the byte path cannot take.
    package static func characterReadingCounts(of text: String) -> (words: Int, cjkCharacters: Int) {
        var words = 0
        var cjkCharacters = 0
        for run in TitleText.words(of: text) {
            // Latin words and CJK characters can share a run, as in "保存到iCloud".
            var inWord = false
            for character in run {
                if TitleText.isCJK(character) {
                    if character.isLetter { cjkCharacters += 1 }
                    inWord = false
                } else if character.isLetter || character.isNumber {
                    if !inWord { words += 1 }
                    inWord = true
                }
            }
        }
        return (words, cjkCharacters)
    }
}

extension ToastTooShort {
    /// The rule's wording; seconds arrive formatted.
    package enum Message {
        package static func tooShort(_ dialog: String, shownFor: String, needed: String) -> RuleMessage {
            RuleMessage("too-short", LintWording.joined(dialog, " hides after ", shownFor, " s but takes about ", needed, " s to read"))
        }
        package static func defaultTooShort(_ dialog: String, shownFor: String, needed: String) -> RuleMessage {
            RuleMessage(
                "default-too-short",
                LintWording.joined(dialog, " hides after the default ", shownFor, " s but takes about ", needed, " s to read"))
        }
        package static func showLonger(_ seconds: Int) -> RuleMessage {
            RuleMessage("show-longer", LintWording.joined("show it for at least ", String(seconds), " s"))
        }
        package static func setAutoHide(_ seconds: Int) -> RuleMessage {
            RuleMessage("set-auto-hide", LintWording.joined("set 'autoHide' to at least ", String(seconds), ", or shorten the text"))
        }
        package static let shortenText = RuleMessage("shorten-text", "shorten the text")
    }

    public static var messages: [RuleMessage] {
        [
            Message.tooShort("toast 'a'", shownFor: "1", needed: "2.2"), Message.defaultTooShort("toast 'a'", shownFor: "2", needed: "3.4"),
            Message.showLonger(3), Message.setAutoHide(4), Message.shortenText,
        ]
    }
}
