/// Text tests shared by the rules that judge titles: trimming, ending punctuation, words and scripts.
enum TitleText {
    /// The marks a title should not end with, Latin and full-width alike.
    static let endingPunctuation: Set<Character> = [".", ",", "!", "?", ";", ":", "。", "！", "？", "，", "；", "：", "…"]

    /// `text` without surrounding whitespace.
    static func trimmed(_ text: String) -> String {
        // Almost every title starts and ends with a visible ASCII character; walking its characters
        // both ways to find that out cost more than every other lint rule together.
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        guard let first = text.first, let last = text.last, first.isWhitespace || last.isWhitespace else { return text }
        return String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    /// Whether `byte` is a printable ASCII character other than the space. A character starting
    /// or ending with one is no whitespace, whatever combining marks follow it.
    private static func isVisibleASCII(_ byte: UInt8) -> Bool {
        (0x21...0x7E).contains(byte)
    }

    /// Whether `byte` is an ASCII letter or digit, which no ending punctuation or whitespace is.
    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The punctuation mark `text` ends with, ignoring trailing whitespace, if any.
    static func endingMark(of text: String) -> Character? {
        // Most titles end in a letter or digit, which no mark is: no trimming, no characters.
        if let last = text.utf8.last, isASCIIAlphanumeric(last) { return nil }
        // A visible ASCII character after another ASCII one is a character of its own (only a
        // prepended mark, never ASCII, joins what follows it), so it ends the title as it is.
        let asciiEnd = text.withUTF8Bytes { bytes -> UInt8? in
            guard let last = bytes.last, isVisibleASCII(last), bytes.count == 1 || bytes[bytes.count - 2] < 0x80 else { return nil }
            return last
        }
        if let asciiEnd {
            let mark = Character(Unicode.Scalar(asciiEnd))
            return endingPunctuation.contains(mark) ? mark : nil
        }
        guard let last = trimmed(text).last, endingPunctuation.contains(last) else { return nil }
        return last
    }

    /// `text` trimmed, without its ending punctuation, and lowercased: the form word lists are compared in,
    /// so "Are you sure?" matches "are you sure" and "No." matches "no".
    static func comparable(_ text: String) -> String {
        withoutEndingPunctuation(text).lowercased()
    }

    /// `text` trimmed and without its ending punctuation, case kept.
    static func withoutEndingPunctuation(_ text: String) -> String {
        if let last = text.utf8.last, isASCIIAlphanumeric(last) { return trimmed(text) }
        var characters = Substring(trimmed(text))
        while let last = characters.last, endingPunctuation.contains(last) || last.isWhitespace {
            characters.removeLast()
        }
        return String(characters)
    }

    /// The whitespace-separated runs of `text`; a CJK title without spaces is one run.
    static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    /// How many runs `words(of:)` finds, counted over the bytes when `text` is ASCII (where every
    /// character is one byte but CR LF, both whitespace), without building a substring per word.
    static func wordCount(of text: String) -> Int {
        let count = text.withUTF8Bytes { bytes -> Int? in
            var count = 0
            var inWord = false
            for byte in bytes {
                guard byte < 0x80 else { return nil }
                let isSpace = byte == 0x20 || (0x09...0x0D).contains(byte)
                if !isSpace, !inWord { count += 1 }
                inWord = !isSpace
            }
            return count
        }
        return count ?? words(of: text).count
    }

    /// Whether `character` is set full-width: a CJK ideograph, kana, hangul, CJK punctuation or a full-width form.
    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF,  // Hangul Jamo
            0x2E80...0x2FDF,  // CJK and Kangxi radicals
            0x3000...0x303F,  // CJK symbols and punctuation, e.g. 。 and 、
            0x3040...0x30FF,  // hiragana and katakana
            0x3100...0x31FF,  // bopomofo, Hangul compatibility Jamo, katakana extensions
            0x3400...0x4DBF,  // CJK extension A
            0x4E00...0x9FFF,  // CJK unified ideographs
            0xAC00...0xD7AF,  // Hangul syllables
            0xF900...0xFAFF,  // CJK compatibility ideographs
            0xFF01...0xFF60,  // full-width forms; the half-width ones that follow are not
            0xFFE0...0xFFE6,
            0x20000...0x3FFFF:  // CJK extensions B and later
            return true
        default:
            return false
        }
    }
}
