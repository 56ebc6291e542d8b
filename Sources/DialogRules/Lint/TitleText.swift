/// Text tests shared by the rules that judge titles: trimming, ending punctuation, words and scripts.
package enum TitleText {
    /// The marks a title should not end with, Latin and full-width alike.
    package static let endingPunctuation: Set<Character> = [".", ",", "!", "?", ";", ":", "。", "！", "？", "，", "；", "：", "…"]

    /// `text` without surrounding whitespace.
    package static func trimmed(_ text: String) -> String {
        // Almost every title starts and ends with a visible ASCII character; walking its characters
        // both ways to find that out cost more than every other lint rule together.
        if let first = text.utf8.first, let last = text.utf8.last, isVisibleASCII(first), isVisibleASCII(last) {
            return text
        }
        // CJK titles: whitespace, if any, is ASCII, so trimming is a matter of bytes.
        if let simple = withSimpleBytes(
            of: text,
            { bytes -> String? in
                let start = leadingSpaceEnd(bytes)
                let end = trailingSpaceStart(bytes, from: start)
                if start == 0, end == bytes.count { return nil }
                return String(utf8Bytes: bytes.extracting(start..<end))
            })
        {
            return simple ?? text
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
    package static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// The punctuation mark `text` ends with, ignoring trailing whitespace, if any.
    package static func endingMark(of text: String) -> Character? {
        // Most titles end in a letter or digit, which no mark is: no trimming, no characters.
        if let last = text.utf8.last, isASCIIAlphanumeric(last) { return nil }
        // A visible ASCII character after another ASCII one is a character of its own (only a
        // prepended mark, never ASCII, joins what follows it), so it ends the title as it is.
        let asciiEnd = text.withUTF8Bytes { bytes -> UInt8? in
            guard let last = bytes.isEmpty ? nil : bytes[bytes.count - 1], isVisibleASCII(last),
                bytes.count == 1 || bytes[bytes.count - 2] < 0x80
            else { return nil }
            return last
        }
        // The ASCII marks by their bytes: the set of characters is slow to build, and most runs
        // have no title that needs it.
        if let asciiEnd {
            switch asciiEnd {
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: ":"):
                return Character(Unicode.Scalar(asciiEnd))
            default: return nil
            }
        }
        if let simpleMark = withSimpleBytes(
            of: text,
            { bytes -> Character? in
                let start = leadingSpaceEnd(bytes)
                let end = trailingSpaceStart(bytes, from: start)
                guard end > start, markLength(bytes, end: end) > 0 else { return nil }
                return Character(scalar(bytes, endingAt: end))
            })
        {
            return simpleMark
        }
        guard let last = trimmed(text).last, endingPunctuation.contains(last) else { return nil }
        return last
    }

    /// `text` trimmed, without its ending punctuation, and lowercased: the form word lists are compared in,
    /// so "Are you sure?" matches "are you sure" and "No." matches "no".
    package static func comparable(_ text: String) -> String {
        withoutEndingPunctuation(text).lowercased()
    }

    /// `text` trimmed and without its ending punctuation, case kept.
    package static func withoutEndingPunctuation(_ text: String) -> String {
        if let last = text.utf8.last, isASCIIAlphanumeric(last) { return trimmed(text) }
        if let simple = withSimpleBytes(
            of: text,
            { bytes -> String? in
                let core = simpleCore(bytes)
                guard core != 0..<bytes.count else { return nil }
                return String(utf8Bytes: bytes.extracting(core))
            })
        {
            return simple ?? text
        }
        var characters = Substring(trimmed(text))
        while let last = characters.last, endingPunctuation.contains(last) || last.isWhitespace {
            characters.removeLast()
        }
        return String(characters)
    }

    /// The whitespace-separated runs of `text`; a CJK title without spaces is one run.
    package static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: \.isWhitespace)
    }

    /// How many runs `words(of:)` finds, counted over the bytes when `text` is ASCII (where every
    /// character is one byte but CR LF, both whitespace), without building a substring per word.
    package static func wordCount(of text: String) -> Int {
        // In simple text (ASCII, or CJK with ASCII spaces) a byte above ASCII is never whitespace.
        let count = withSimpleBytes(of: text) { bytes -> Int in
            var count = 0
            var inWord = false
            for index in bytes.indices {
                let isSpace = isASCIISpace(bytes[index])
                if !isSpace, !inWord { count += 1 }
                inWord = !isSpace
            }
            return count
        }
        return count ?? words(of: text).count
    }

    /// Whether `value`, a scalar above ASCII, can be taken over the bytes as a character of its
    /// own: a CJK ideograph, kana, hangul syllable, CJK or full-width mark that is no whitespace,
    /// joins no neighbour (no combining or voicing mark), has no case and is its own NFC form.
    package static func isSimpleFullWidth(_ value: UInt32) -> Bool {
        switch value {
        case 0x3001...0x3029, 0x3030...0x303F, 0x3041...0x3098, 0x309B...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0xFF01...0xFF20, 0xFF3B...0xFF60:
            return true
        default:
            return false
        }
    }

    /// Calls `body` with the UTF-8 bytes of `text` when each of its scalars is ASCII or
    /// `isSimpleFullWidth` (three bytes each), nil otherwise. In such text every character is
    /// one scalar (but CR LF, both whitespace), only ASCII ones are whitespace, and two strings
    /// are equal exactly when their bytes are, so the character walks can run over the bytes.
    package static func withSimpleBytes<Result>(of text: String, _ body: (Span<UInt8>) -> Result) -> Result? {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    index += 1
                    continue
                }
                guard byte & 0xF0 == 0xE0, index + 2 < bytes.count, isSimpleFullWidth(scalarValue(bytes, at: index)) else { return nil }
                index += 3
            }
            return body(bytes)
        }
    }

    /// The value of the three-byte scalar at `index`.
    package static func scalarValue(_ bytes: Span<UInt8>, at index: Int) -> UInt32 {
        UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
    }

    /// The scalar of simple bytes that ends at `end`.
    private static func scalar(_ bytes: Span<UInt8>, endingAt end: Int) -> Unicode.Scalar {
        let value = bytes[end - 1] < 0x80 ? UInt32(bytes[end - 1]) : scalarValue(bytes, at: end - 3)
        return Unicode.Scalar(value) ?? " "
    }

    /// Whether `byte` is an ASCII whitespace character, the only whitespace of simple text.
    package static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Where the leading whitespace of simple bytes ends.
    private static func leadingSpaceEnd(_ bytes: Span<UInt8>) -> Int {
        var start = 0
        while start < bytes.count, isASCIISpace(bytes[start]) { start += 1 }
        return start
    }

    /// Where the trailing whitespace of simple bytes starts, no earlier than `start`.
    private static func trailingSpaceStart(_ bytes: Span<UInt8>, from start: Int) -> Int {
        var end = bytes.count
        while end > start, isASCIISpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// The length in bytes of the `endingPunctuation` mark simple bytes end with at `end`, 0 if none.
    private static func markLength(_ bytes: Span<UInt8>, end: Int) -> Int {
        let last = bytes[end - 1]
        guard last >= 0x80 else {
            switch last {
            case UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ";"), UInt8(ascii: ":"): return 1
            default: return 0
            }
        }
        switch scalarValue(bytes, at: end - 3) {
        case 0x3002, 0xFF01, 0xFF1F, 0xFF0C, 0xFF1B, 0xFF1A: return 3
        default: return 0
        }
    }

    /// The bytes of `withoutEndingPunctuation` of simple bytes: trimmed, then stripped of
    /// trailing marks and whitespace.
    package static func simpleCore(_ bytes: Span<UInt8>) -> Range<Int> {
        let start = leadingSpaceEnd(bytes)
        var end = bytes.count
        while end > start {
            if isASCIISpace(bytes[end - 1]) {
                end -= 1
                continue
            }
            let mark = markLength(bytes, end: end)
            guard mark > 0 else { break }
            end -= mark
        }
        return start..<end
    }

    /// Whether the simple full-width scalar `value` is a letter, as `Character.isLetter` says:
    /// the ideographs, syllables and kana letters without asking the Unicode tables.
    package static func isSimpleLetter(_ value: UInt32) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF:
            return true
        default:
            return Unicode.Scalar(value).map { Character($0).isLetter } ?? false
        }
    }

    /// Whether `character` is set full-width: a CJK ideograph, kana, hangul, CJK punctuation or a full-width form.
    package static func isCJK(_ character: Character) -> Bool {
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
