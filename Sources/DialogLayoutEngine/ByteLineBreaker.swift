/// `LineBreaker` on the UTF-8 bytes of text whose every character `ByteLineBreaker.glyph(at:in:)`
/// knows: ASCII, the wide scalars of `ByteClasses.isWideRun`, and the scalars of
/// `standsAlone` (accented Latin letters, dashes and quotes, symbols, emoji with their skin tones),
/// which no neighbour among them joins into a larger grapheme cluster (but CR LF, one newline).
/// Lint measures about ten thousand short texts per thousand dialogs, so the loop over ASCII reads
/// no table and builds no string; each line is a range of the bytes until it is finished.
/// The widths add up in `LineBreaker`'s order, so they are the same to the last bit.
struct ByteLineBreaker {
    /// One line: the bytes from `start` to `end` and their width.
    struct Line {
        var start = 0
        var end = 0
        var width = 0.0
        var isEmpty: Bool { start == end }
    }

    /// The text, whose UTF-8 bytes `run` reads in place: copied into an array of their own, they
    /// cost an allocation a text, and lint and the plan measure thousands.
    let text: String
    /// How many UTF-8 bytes the text has.
    let count: Int
    let maxWidth: Double
    let font: PlanFont
    let weightFactor: Double
    // The advance of each class of ASCII byte and of a wide scalar, taken once per text as
    // `TextLayout.advance(of:font:)` computes it: em times size times weight, in that order.
    let upper: Double
    let lower: Double
    let space: Double
    let other: Double
    let wide: Double
    /// Whether `lines` collects the lines; counting them is all some callers need.
    let keepsLines: Bool
    /// The lines, when kept; a line that is the whole text is left empty, for the caller to fill
    /// with the text itself (`isWholeTextLine`), so most texts, one line, build no string.
    var lines: [String] = []
    /// Whether the text is one line with nothing cut or trimmed off, left empty in `lines`.
    var isWholeTextLine = false
    var lineCount = 0
    /// The widest finished line's width.
    var widest = 0.0
    var current = Line()
    var word = Line()
    var pendingSpace = 0.0

    init(text: String, maxWidth: Double, font: PlanFont, keepsLines: Bool) {
        self.text = text
        count = text.utf8.count
        self.maxWidth = maxWidth
        self.font = font
        self.keepsLines = keepsLines
        let size = font.size
        let weightFactor = font.weight == .semibold || font.weight == .bold ? 1.05 : 1.0
        self.weightFactor = weightFactor
        upper = 0.65 * size * weightFactor
        lower = 0.55 * size * weightFactor
        space = 0.28 * size * weightFactor
        other = 0.5 * size * weightFactor
        wide = 1.0 * size * weightFactor
    }

    /// One character of the text: its length in bytes, its advance and whether a line may break
    /// around it without a space.
    struct Glyph {
        var length: Int
        var advance: Double
        var breaksAnywhere: Bool
    }

    /// Whether an ASCII byte is a letter to `ByteClasses.table` (neither a space nor a newline);
    /// the ASCII classes are decided here from the byte's value (the tests hold them to the table,
    /// a lazily built global read through `swift_once`).
    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && (byte < 0x09 || byte > 0x0D)
    }

    /// An ASCII letter's advance: the table's uppercase, lowercase and digit, or other class.
    @inline(__always)
    func letterAdvance(_ byte: UInt8) -> Double {
        switch byte {
        case 0x61...0x7A, 0x30...0x39: lower
        case 0x41...0x5A: upper
        default: other
        }
    }

    /// Lays the text out; false when it holds a character outside the set, for the caller to
    /// lay it out per grapheme cluster instead.
    mutating func run() -> Bool {
        let text = self.text
        return run(text.utf8.span)
    }

    /// `run()` over `bytes`, the text's UTF-8.
    private mutating func run(_ bytes: Span<UInt8>) -> Bool {
        var index = 0
        while index < count {
            let byte = bytes[index]
            if Self.isASCIILetter(byte) {
                // A run of letters, summed in a register in `LineBreaker`'s order.
                if word.isEmpty { word = Line(start: index, end: index) }
                var width = word.width
                repeat {
                    width += letterAdvance(bytes[index])
                    index += 1
                } while index < count && Self.isASCIILetter(bytes[index])
                word.end = index
                word.width = width
            } else if byte == 0x20 || byte == 0x09 {
                placeWord(bytes)
                pendingSpace += space
                index += 1
            } else if byte < 0x80 {
                placeWord(bytes)
                breakLine()
                index += byte == 0x0D && index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            } else if byte & 0xF0 == 0xE0, index + 2 < count,
                ByteClasses.isWideRun(UInt32(byte & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F))
            {
                // CJK, the most common text beyond ASCII: a run of its own.
                placeWord(bytes)
                word = Line(start: index, end: index + 3, width: wide)
                placeWord(bytes)
                index += 3
            } else {
                guard let glyph = glyph(at: index, in: bytes) else { return false }
                if glyph.breaksAnywhere {
                    placeWord(bytes)
                    word = Line(start: index, end: index + glyph.length, width: glyph.advance)
                    placeWord(bytes)
                } else {
                    if word.isEmpty { word = Line(start: index, end: index) }
                    word.end = index + glyph.length
                    word.width += glyph.advance
                }
                index += glyph.length
            }
        }
        placeWord(bytes)
        finishLine()
        return true
    }

    /// The non-ASCII character starting at `index`, or nil when the byte-wise breaker does not
    /// know it.
    @inline(never)
    func glyph(at index: Int, in bytes: Span<UInt8>) -> Glyph? {
        guard case let (value, length)? = scalar(at: index, in: bytes) else { return nil }
        if ByteClasses.isWideRun(value) { return Glyph(length: length, advance: wide, breaksAnywhere: true) }
        guard Self.standsAlone(value) else { return nil }
        var end = index + length
        // A skin tone extends the scalar before it, most often an emoji (so it is in no set on
        // its own, and an ASCII or wide scalar before one sends the text to the per-cluster path).
        while case let (next, nextLength)? = scalar(at: end, in: bytes), Self.isEmojiModifier(next) {
            end += nextLength
        }
        if end == index + length, let advance = tabledAdvance(value) {
            return Glyph(length: length, advance: advance, breaksAnywhere: false)
        }
        // `standsAlone` makes the bytes one cluster (the tests hold it to the `Character`s);
        // checked all the same, as a wrong guess must not trap.
        let text = line(from: index, to: end)
        guard let cluster = text.first, cluster.utf8.count == end - index else { return nil }
        let (kind, advance) = LineBreaker.measure(cluster, font: font, weightFactor: weightFactor)
        switch kind {
        case .letter: return Glyph(length: end - index, advance: advance, breaksAnywhere: false)
        case .anywhere: return Glyph(length: end - index, advance: advance, breaksAnywhere: true)
        case .space, .newline: return nil
        }
    }

    /// The advance of an accented Latin letter or a general punctuation mark (all letters to
    /// `LineBreaker`), from `letterClasses`.
    func tabledAdvance(_ value: UInt32) -> Double? {
        let offset =
            switch value {
            case 0x00C0...0x024F: Int(value - 0x00C0)
            case 0x2010...0x2027: 400 + Int(value - 0x2010)
            case 0x2030...0x205E: 424 + Int(value - 0x2030)
            default: -1
            }
        guard offset >= 0 else { return nil }
        switch Self.letterClasses.utf8Start[offset] {
        case UInt8(ascii: "U"): return upper
        case UInt8(ascii: "L"): return lower
        default: return other
        }
    }

    /// The em class of U+00C0-U+024F, U+2010-U+2027 and U+2030-U+205E as
    /// `TextLayout.advance(of:font:)` decides it (U uppercase, L lowercase or digit, O other),
    /// written out because the `Character` predicates answer by case mapping (`isUppercase` of a
    /// lowercase letter compares it with its uppercased string), far more work than the letter's
    /// measuring; a test holds every entry to the predicates. A literal, so it needs no lazy setup.
    static var letterClasses: StaticString {
        "UUUUUUUUUUUUUUUUUUUUUUUOUUUUUUULLLLLLLLLLLLLLLLLLLLLLLLOLLLLLLLLULULULULULULULULULULULULULULULULULULULULULULULULULULULULUULULULULULULULULLULULULULULULULULULULULULULULULULULULULULULULULUULULULLLUULULUULUUULUUUUULUULUUULLLUULUULULULUULUUUULUULUUULULUULUOULULOOOOUOLUOLUOLULULULULULULULULLULULULULULULULULULLUOLULUUULULULULULULULULULULULULULULULULULULULULUUULULULULULULULULULUUUUUUUULUULLULUUUULULULULULOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO"
    }

    /// The scalar value and length of the UTF-8 sequence at `index`, nil at the end.
    func scalar(at index: Int, in bytes: Span<UInt8>) -> (value: UInt32, length: Int)? {
        guard index < bytes.count else { return nil }
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value: UInt32 =
            switch length {
            case 1: UInt32(lead)
            case 2: UInt32(lead & 0x1F)
            case 3: UInt32(lead & 0x0F)
            default: UInt32(lead & 0x07)
            }
        var offset = 1
        while offset < length {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            offset += 1
        }
        return (value, length)
    }

    /// Scalars that are a grapheme cluster of their own beside any scalar of the byte-wise set
    /// (Grapheme_Cluster_Break Other, neither a space nor a newline): the Latin-1 and Latin
    /// Extended letters, general punctuation (dashes, quotes, ellipsis), letterlike symbols,
    /// arrows, mathematical and technical symbols, shapes, dingbats, and the emoji planes but for
    /// the regional indicators (flags pair them) and the skin tones (they extend what precedes).
    static func standsAlone(_ value: UInt32) -> Bool {
        switch value {
        case 0x00C0...0x024F, 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x27BF: true
        case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: false
        case 0x1F000...0x1FAFF: true
        default: false
        }
    }

    static func isEmojiModifier(_ value: UInt32) -> Bool {
        (0x1F3FB...0x1F3FF).contains(value)
    }

    @inline(__always)
    private mutating func finishLine() {
        if keepsLines { keepLine() }
        lineCount += 1
        widest = max(widest, current.width)
    }

    /// Adds the current line to `lines`; out of line, as only the plan's layouts keep lines.
    private mutating func keepLine() {
        let whole = lines.isEmpty && current.start == 0 && current.end == count
        let line = whole ? "" : line(from: current.start, to: current.end)
        if whole { isWholeTextLine = true }
        // The first line makes the array whole, as a literal: appended, it went through growing an empty one.
        if lines.isEmpty { lines = [line] } else { lines.append(line) }
    }

    /// The text's bytes from `start` to `end`, both at the start of a character, as a string.
    private func line(from start: Int, to end: Int) -> String {
        let utf8 = text.utf8
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]))
    }

    private mutating func breakLine() {
        finishLine()
        current = Line()
        pendingSpace = 0
    }

    /// Places the word on the current line, as `LineBreaker` does; the common case, the word fits,
    /// inline in `run`.
    @inline(__always)
    private mutating func placeWord(_ bytes: Span<UInt8>) {
        guard !word.isEmpty else { return }
        let gap = current.isEmpty ? 0.0 : pendingSpace
        guard current.width + gap + word.width <= maxWidth else { return placeWordOnNextLine(bytes) }
        pendingSpace = 0
        if current.isEmpty { current.start = word.start }
        current.end = word.end
        current.width += gap + word.width
        word = Line()
    }

    @inline(never)
    private mutating func placeWordOnNextLine(_ bytes: Span<UInt8>) {
        defer { word = Line() }
        pendingSpace = 0
        if word.width <= maxWidth {
            if !current.isEmpty { breakLine() }
            current = word
        } else {
            // Wider than a whole line: break between characters.
            if !current.isEmpty { breakLine() }
            var index = word.start
            while index < word.end {
                var length = 1
                var advance = 0.0
                if bytes[index] < 0x80 {
                    advance = letterAdvance(bytes[index])
                } else if let glyph = glyph(at: index, in: bytes) {
                    // `run` let only known characters into the word, so there is one.
                    (length, advance) = (glyph.length, glyph.advance)
                }
                if !current.isEmpty, current.width + advance > maxWidth { breakLine() }
                if current.isEmpty { current.start = index }
                index += length
                current.end = index
                current.width += advance
            }
        }
    }
}
