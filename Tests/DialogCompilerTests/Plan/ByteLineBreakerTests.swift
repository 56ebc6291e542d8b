@testable import DialogLayoutEngine
import Testing

/// The byte-wise breaker knows some scalars beyond ASCII and CJK (accented letters, quotes,
/// symbols, emoji with skin tones); its lines and widths must be the per-character layout's to
/// the last bit, also at the widths where a line just fits or just does not.
@Suite struct ByteLineBreakerTests {
    /// The widths at which `text`'s lines change: each prefix of words just fitting, a hair
    /// narrower and a hair wider, and the fixed widths of the other fast-path tests.
    static func boundaryWidths(of text: String, font: PlanFont) -> [Double] {
        var widths = TextLayoutFastPathTests.widths
        var prefix = ""
        for character in text {
            prefix.append(character)
            guard character == " " || character == text.last else { continue }
            let fits = TextLayout(characterwise: prefix, font: font, maxWidth: .infinity).width
            widths += [fits, fits.nextDown, fits.nextUp]
        }
        return widths
    }

    static func expectSameLayout(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        TextLayoutFastPathTests.expectSameLayout(text, widths: { boundaryWidths(of: text, font: $0) }, sourceLocation: sourceLocation)
    }

    @Test func randomTextsWithAccentsSymbolsAndEmoji() {
        var generator = SeededGenerator(seed: 14)
        let pieces = [
            "Save", "café", "Français", "ÉTÉ", "ß", "ǅ", "ĸ", "é🏽", "×", "’", "“quoted”", "—", "–", "…", "•", "‼", "™", "→", "✓",
            "✅", "❤", "⌘", "☀", "😀", "👍", "👍🏽", "👍🏽🏿", "✓🏽", "🀀🏽", "🇫🇷", "🏽", "a🏽", "保存", "、", " ", "  ",
            "\n", "\r\n", "\t", "OK", "WWWWWWWWWWWW", "éééééééééééééééé", "😀😀😀😀😀😀😀", "e\u{301}", "❤\u{FE0F}",
        ]
        for _ in 0..<300 {
            let count = Int.random(in: 0...10, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            Self.expectSameLayout(text)
        }
    }

    @Test func textsOfTheBenchmarkCorpus() {
        for text in [
            "Open Settings café", "Open Settings ✓", "Mute 👍🏽", "简体中文 👍🏽", "驳回申诉 😀", "保存 ✓",
            "Your card was declined. Use another payment method or contact your bank. 😀",
            "照片将从您的所有设备中删除，此操作无法撤销。 café",
        ] {
            Self.expectSameLayout(text)
        }
    }

    /// The byte-wise breaker decides ASCII from the byte's value; that must be the table's class
    /// and advance, which come from the `Character` predicates, for every byte and font.
    @Test func asciiClassesAreTheTables() {
        for font in TextLayoutFastPathTests.fonts {
            let breaker = ByteLineBreaker(text: "", maxWidth: 100, font: font, keepsLines: false)
            let weightFactor = font.weight == .regular ? 1.0 : 1.05
            for byte in UInt8(0)..<0x80 {
                let entry = ByteClasses.table[Int(byte)]
                #expect(ByteLineBreaker.isASCIILetter(byte) == (entry.class == .letter), "byte \(byte)")
                let advance = entry.class == .letter ? breaker.letterAdvance(byte) : byte == 0x20 || byte == 0x09 ? breaker.space : nil
                if let advance {
                    #expect(advance == entry.em * font.size * weightFactor, "byte \(byte) in \(font)")
                } else {
                    #expect(entry.class == .newline, "byte \(byte)")
                }
            }
        }
    }

    /// The written-out classes of the accented letters and punctuation are the predicates'.
    @Test func tabledAdvancesAreThePredicates() {
        let values = Array(UInt32(0x00C0)...0x024F) + Array(UInt32(0x2010)...0x2027) + Array(UInt32(0x2030)...0x205E)
        #expect(values.count == ByteLineBreaker.letterClasses.utf8CodeUnitCount)
        for font in TextLayoutFastPathTests.fonts {
            let breaker = ByteLineBreaker(text: "", maxWidth: 100, font: font, keepsLines: false)
            for value in values {
                let character = Character(Unicode.Scalar(value)!)
                let reference = LineBreaker(maxWidth: 100, font: font).measure(character)
                #expect(reference.kind == .letter, "U+\(String(value, radix: 16))")
                #expect(breaker.tabledAdvance(value) == reference.advance, "U+\(String(value, radix: 16)) in \(font)")
            }
        }
        #expect(
            ByteLineBreaker(
                text: "", maxWidth: 100, font: TextLayoutFastPathTests.fonts[0],
                keepsLines: false
            ).tabledAdvance(0x2028) == nil)
    }

    /// The texts the benchmark corpus holds stay on the bytes; a combining accent, a skin tone
    /// after a letter, a variation selector and a flag send the text to the per-cluster layout.
    @Test func whichTextsStayOnTheBytes() {
        func runsOnBytes(_ text: String) -> Bool {
            var breaker = ByteLineBreaker(text: text, maxWidth: 100, font: TextLayoutFastPathTests.fonts[0], keepsLines: false)
            return breaker.run()
        }
        for text in ["Open Settings café", "Français", "Open Settings ✓", "Mute 👍🏽", "简体中文 👍🏽", "驳回申诉 😀", "It’s “done” — 3…"] {
            #expect(runsOnBytes(text), "\(text.debugDescription)")
        }
        for text in ["cafe\u{301}", "a🏽", "❤\u{FE0F}", "🇫🇷", "👨\u{200D}👩", "no\u{A0}break", "か\u{3099}"] {
            #expect(!runsOnBytes(text), "\(text.debugDescription)")
        }
    }

    /// Every scalar `standsAlone` lets onto the byte-wise path is a grapheme cluster of its own
    /// beside ASCII, a wide scalar and itself, and neither a space nor a newline: so the clusters
    /// the bytes are cut into are the `Character`s the per-character layout sees.
    @Test func scalarsStandingAloneAreClustersOfTheirOwn() {
        let ranges: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x2010...0x2027, 0x2030...0x205E, 0x2100...0x27BF, 0x1F000...0x1FAFF]
        var checked = 0
        for value in ranges.joined() where ByteLineBreaker.standsAlone(value) {
            let scalar = String(Unicode.Scalar(value)!)
            for text in ["a" + scalar, scalar + "a", scalar + scalar, "保" + scalar, scalar + "保", "\r" + scalar, scalar + "\n"] {
                #expect(text.count == 2, "U+\(String(value, radix: 16)) in \(text.debugDescription)")
            }
            let kind = LineBreaker(maxWidth: 100, font: PlanFont(size: 17, weight: .regular)).measure(Character(scalar)).kind
            #expect(kind == .letter || kind == .anywhere, "U+\(String(value, radix: 16))")
            checked += 1
        }
        #expect(checked > 4_000)
        for value: UInt32 in [0x1F1E6, 0x1F1FF, 0x1F3FB, 0x1F3FF, 0x00AD, 0x00A0, 0x2028, 0x200D, 0x205F, 0x0301] {
            #expect(!ByteLineBreaker.standsAlone(value), "U+\(String(value, radix: 16))")
        }
    }
}
