/// A deterministic estimate of how text wraps, without platform font APIs, so plans are the same
/// on every machine. Advance widths per character class (in em of the font size):
///
/// | class | em | why |
/// |---|---|---|
/// | CJK ideographs, kana, hangul, CJK punctuation, full-width forms | 1.0 | they are set on a square em |
/// | uppercase letters | 0.65 | SF Pro's capitals average about two thirds of an em |
/// | lowercase letters, digits | 0.55 | SF Pro's lowercase and tabular digits |
/// | space | 0.28 | SF Pro's word space |
/// | emoji (one grapheme cluster: a pictograph, a flag's regional-indicator pair, a ZWJ sequence) | 1.2 | Apple Color Emoji is a little wider than an em |
/// | anything else (punctuation, symbols) | 0.5 | a middle value |
///
/// Text is measured per grapheme cluster (a `Character`), so a family emoji of seven scalars is
/// one glyph. Semibold and bold text is 5% wider (emoji have no weights). Latin text wraps at
/// spaces, CJK text and emoji between any two characters (as UAX #14 lets them); a word wider
/// than the line breaks between characters, as UILabel does; a newline
/// always breaks. Line height is 1.2 em, rounded up to a whole point.
public struct TextLayout: Sendable, Hashable {
    /// The lines the text wraps to, without trailing spaces.
    public var lines: [String]
    /// The widest line's width in points.
    public var width: Double
    /// The height of all lines in points.
    public var height: Double
    /// The height of one line in points.
    public var lineHeight: Double

    /// Lays out `text` in `font` within `maxWidth` points.
    public init(_ text: String, font: PlanFont, maxWidth: Double) {
        // Most texts are ASCII, CJK or a few known scalars among them; those are measured on their
        // bytes, the rest per grapheme cluster.
        var breaker = ByteLineBreaker(text: text, maxWidth: maxWidth, font: font, keepsLines: true)
        if breaker.run() {
            // Taken out of the breaker, not copied: a copy retained the list, and freeing the breaker released it.
            var lines: [String] = []
            swap(&lines, &breaker.lines)
            // A line that is the whole text is the text itself, not a copy of its bytes in a new string.
            if breaker.isWholeTextLine { lines[0] = text }
            self.init(lines: lines, width: breaker.widest, font: font)
        } else {
            self.init(characterwise: text, font: font, maxWidth: maxWidth)
        }
    }

    /// How many lines `text` wraps to in `font` within `maxWidth`, and the widest line's width,
    /// the same as `TextLayout`'s; text the byte-wise breaker knows is measured without its lines.
    public static func measure(_ text: String, font: PlanFont, maxWidth: Double) -> (lineCount: Int, width: Double) {
        var breaker = ByteLineBreaker(text: text, maxWidth: maxWidth, font: font, keepsLines: false)
        if breaker.run() { return (breaker.lineCount, breaker.widest) }
        let layout = TextLayout(characterwise: text, font: font, maxWidth: maxWidth)
        return (layout.lines.count, layout.width)
    }

    /// Lays out `text` one grapheme cluster at a time, whatever it holds: the reference the
    /// byte-wise fast path is held to.
    public init(characterwise text: String, font: PlanFont, maxWidth: Double) {
        var breaker = LineBreaker(maxWidth: maxWidth, font: font)
        for character in text {
            breaker.add(character)
        }
        let lines = breaker.finish()
        self.init(lines: lines.map(\.text), width: lines.map(\.width).max() ?? 0, font: font)
    }

    private init(lines: [String], width: Double, font: PlanFont) {
        self.init(lines: lines, width: width, lineHeight: TextLayout.lineHeight(for: font.size))
    }

    /// A layout of `lines` whose widest is `width` points, each `lineHeight` points high, as a
    /// platform measurer reports it.
    public init(lines: [String], width: Double, lineHeight: Double) {
        // Each line is drawn on its own: it carries the writing direction its text is set in.
        self.lines = DirectionalLines.balanced(lines)
        self.width = width
        self.lineHeight = lineHeight
        height = Double(lines.count) * lineHeight
    }

    /// The height of one line of text at `size` points.
    public static func lineHeight(for size: Double) -> Double {
        (size * 1.2).rounded(.up)
    }

    /// The advance width of `character` in `font`, in points.
    public static func advance(of character: Character, font: PlanFont) -> Double {
        if isEmoji(character) { return 1.2 * font.size }
        let em: Double =
            if isWide(character) { 1.0 } else if character.isWhitespace { 0.28 } else if character.isUppercase {
                0.65
            } else if character.isLowercase || character.isNumber { 0.55 } else { 0.5 }
        let weightFactor = font.weight == .semibold || font.weight == .bold ? 1.05 : 1.0
        return em * font.size * weightFactor
    }

    /// Whether `character` is an emoji: a pictograph shown as emoji by default, a flag, or a
    /// text-style symbol (❤, a keycap digit) turned into one by U+FE0F or U+20E3.
    public static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if (0x1F1E6...0x1F1FF).contains(first.value) || first.properties.isEmojiPresentation { return true }
        // `isEmoji` alone holds for the plain digits, '#' and '*' too.
        return first.properties.isEmoji && scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 }
    }

    /// Whether a line may break before and after `character` without a space (CJK and emoji).
    public static func breaksAnywhere(_ character: Character) -> Bool {
        isWide(character) || isEmoji(character)
    }

    /// Whether `character` is set on a full em and may break anywhere (CJK and full-width forms).
    public static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x303F, 0x3040...0x30FF, 0x3100...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xAC00...0xD7AF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}

/// Greedy line filling over unbreakable runs (a Latin word, or a single wide character or emoji);
/// public for the tests that hold the byte-wise fast path to it.
public struct LineBreaker {
    struct Line {
        var text = ""
        var width = 0.0
    }

    let maxWidth: Double
    let font: PlanFont
    var lines: [Line] = []
    var current = Line()
    var word = Line()
    /// Spaces since the last run; they vanish at a line break.
    var pendingSpace = Line()

    /// As `TextLayout.advance(of:font:)` weighs it.
    let weightFactor: Double

    /// A breaker filling lines of `maxWidth` points in `font`.
    public init(maxWidth: Double, font: PlanFont) {
        self.maxWidth = maxWidth
        self.font = font
        weightFactor = font.weight == .semibold || font.weight == .bold ? 1.05 : 1.0
    }

    mutating func add(_ character: Character) {
        let (kind, advance) = measure(character)
        switch kind {
        case .newline:
            placeWord()
            breakLine()
        case .space:
            placeWord()
            pendingSpace.text.append(character)
            pendingSpace.width += advance
        case .anywhere:
            placeWord()
            word = Line(text: String(character), width: advance)
            placeWord()
        case .letter:
            word.text.append(character)
            word.width += advance
        }
    }

    /// How a line breaks around a character.
    public enum Kind: Sendable {
        case newline, space, anywhere, letter
    }

    /// `character`'s kind and `TextLayout.advance(of:font:)`, decided from the scalar's value
    /// for the common one-scalar characters whose answers are known (ASCII, from the table built
    /// from the same predicates; `ByteClasses.isWideRun`'s), from the `Character`
    /// predicates for the rest.
    public func measure(_ character: Character) -> (kind: Kind, advance: Double) {
        Self.measure(character, font: font, weightFactor: weightFactor)
    }

    /// `measure(_:)` in `font`, whose weight makes its advances `weightFactor` times wider.
    static func measure(_ character: Character, font: PlanFont, weightFactor: Double) -> (kind: Kind, advance: Double) {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            let entry = ByteClasses.table[Int(byte)]
            let kind: Kind =
                switch entry.class {
                case .newline: .newline;
                case .space: .space;
                case .letter: .letter
                }
            return (kind, entry.em * font.size * weightFactor)
        }
        if utf8.count == 3, let scalar = character.unicodeScalars.first, ByteClasses.isWideRun(scalar.value) {
            return (.anywhere, 1.0 * font.size * weightFactor)
        }
        if character.isNewline { return (.newline, 0) }
        let advance = TextLayout.advance(of: character, font: font)
        if character.isWhitespace { return (.space, advance) }
        return (TextLayout.breaksAnywhere(character) ? .anywhere : .letter, advance)
    }

    mutating func finish() -> [Line] {
        placeWord()
        lines.append(current)
        return lines
    }

    private mutating func breakLine() {
        lines.append(current)
        current = Line()
        pendingSpace = Line()
    }

    private mutating func placeWord() {
        defer { word = Line() }
        guard !word.text.isEmpty else { return }
        let gap = current.text.isEmpty ? Line() : pendingSpace
        pendingSpace = Line()
        if current.width + gap.width + word.width <= maxWidth {
            current.text += gap.text + word.text
            current.width += gap.width + word.width
        } else if word.width <= maxWidth {
            if !current.text.isEmpty { breakLine() }
            current = word
        } else {
            // Wider than a whole line: break between characters.
            if !current.text.isEmpty { breakLine() }
            for character in word.text {
                let advance = measure(character).advance
                if !current.text.isEmpty, current.width + advance > maxWidth { breakLine() }
                current.text.append(character)
                current.width += advance
            }
        }
    }
}

/// The classes `LineBreaker` and `ByteLineBreaker` decide from a scalar's value: each ASCII
/// byte's, and the wide scalars that are a run of their own. In text of ASCII and such scalars
/// every scalar is one grapheme cluster (but CR LF, one newline): none of them extends or joins
/// another (the kana's combining sound marks, U+3099 and U+309A, are left out, and the hangul
/// jamo that follow a syllable are not in the set). No ASCII byte is wide or an emoji; every wide
/// scalar is neither an emoji nor a space.
enum ByteClasses {
    /// What `LineBreaker` does with a character.
    enum Class: UInt8 {
        case newline, space, letter
    }

    /// Each ASCII byte's class and width in em, from the same predicates `LineBreaker` uses.
    static let table: [(class: Class, em: Double)] = (0..<128).map { byte in
        let character = Character(Unicode.Scalar(UInt8(byte)))
        let kind: Class = character.isNewline ? .newline : character.isWhitespace ? .space : .letter
        return (kind, TextLayout.advance(of: character, font: PlanFont(size: 1, weight: .regular)))
    }

    /// The wide scalars that stand alone in any text: `TextLayout.isWide` holds for them, no
    /// emoji, space or grapheme extender is among them, and no scalar of the set extends them.
    static func isWideRun(_ value: UInt32) -> Bool {
        switch value {
        case 0x3099, 0x309A: false
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
        // CJK punctuation (、。「」【】...) and the full-width forms (，！？), which most CJK texts hold:
        // neither the ideographic space U+3000, the tone marks U+302A-U+302F nor an emoji is among them.
        case 0x3001...0x3011, 0x3014...0x301F, 0xFF01...0xFF60: true
        default: false
        }
    }
}
