@testable import DialogDiagnostics
@testable import DialogLayoutEngine
import Testing

/// ASCII and CJK text is laid out on its bytes, and measured without its lines; both must wrap
/// exactly as the per-character layout does, to the last bit of every width, or plans would change.
@Suite struct TextLayoutFastPathTests {
    static let fonts = [PlanFont(size: 17, weight: .regular), PlanFont(size: 13.3, weight: .semibold), PlanFont(size: 40.8, weight: .bold)]
    static let widths = [1.0, 20, 57.5, 110, 238, .infinity]

    /// Holds `text`'s fast layout and measure to the per-character layout in every font, within
    /// `widths` of the font (the fixed widths unless given).
    static func expectSameLayout(
        _ text: String, widths: (PlanFont) -> [Double] = { _ in TextLayoutFastPathTests.widths },
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        for font in fonts {
            for width in widths(font) {
                let fast = TextLayout(text, font: font, maxWidth: width)
                let reference = TextLayout(characterwise: text, font: font, maxWidth: width)
                #expect(fast == reference, "\(text.debugDescription) in \(font) within \(width)", sourceLocation: sourceLocation)
                let measured = TextLayout.measure(text, font: font, maxWidth: width)
                #expect(
                    measured.lineCount == reference.lines.count && measured.width == reference.width,
                    "measure \(text.debugDescription) in \(font) within \(width)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func everyASCIICharacterAloneAndBetweenWords() {
        for byte in 0..<128 {
            let character = String(Character(Unicode.Scalar(UInt8(byte))))
            Self.expectSameLayout(character)
            Self.expectSameLayout("Save" + character + "changes" + character + character + "now")
        }
    }

    @Test func lineEndingsAndSpacesAtTheEdges() {
        for text in [
            "", " ", "\n", "\r\n", "\r\n\r\n", "\n\r", "a\r\nb", "  lead", "trail  ", " \t mixed \t\n  spaces ",
            "a\u{0B}b\u{0C}c\rd", "Supercalifragilisticexpialidocious", "x Supercalifragilisticexpialidocious y",
        ] {
            Self.expectSameLayout(text)
        }
    }

    @Test func randomASCIITexts() {
        var generator = SeededGenerator(seed: 12)
        let pieces = [
            "Save", "photo", "OK", "A", "i", "WWWWWWWWWWWWWWWW", "iiiiiiiiiiiiiiiiiiiiiiii", "42", "?!", " ", "  ",
            "\t", "\n", "\r\n", "\r", "-", "(x)", "\u{7F}", "\u{1}",
        ]
        for _ in 0..<400 {
            let count = Int.random(in: 0...14, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            Self.expectSameLayout(text)
        }
    }

    /// The per-character layout decides ASCII and the common CJK scalars from their values; that
    /// must agree with the `Character` predicates it stands for, for every one of them.
    @Test func scalarClassesAgreeWithTheCharacterPredicates() {
        let values =
            Array(0..<0x80)
            + [0x3000...0x303F, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xFF00...0xFF65].flatMap { Array($0) }
        for font in Self.fonts {
            let breaker = LineBreaker(maxWidth: 100, font: font)
            for value in values {
                let character = Character(Unicode.Scalar(UInt32(value))!)
                let expected: LineBreaker.Kind =
                    character.isNewline
                    ? .newline
                    : character.isWhitespace
                        ? .space
                        : TextLayout.breaksAnywhere(character) ? .anywhere : .letter
                let measured = breaker.measure(character)
                #expect(measured.kind == expected, "U+\(String(value, radix: 16))")
                if expected != .newline {
                    #expect(measured.advance == TextLayout.advance(of: character, font: font), "U+\(String(value, radix: 16))")
                }
            }
        }
    }

    @Test func randomCJKAndMixedTexts() {
        var generator = SeededGenerator(seed: 13)
        let pieces = [
            "保存", "写真", "を削除しますか", "사진을 삭제할까요", "한", "OK", " ", "\n", "\r\n", "、", "。", "ー", "Save",
            "か\u{3099}", "\u{3099}", "\u{309A}x", "\u{1100}\u{1161}", "가\u{11A8}", "\u{3000}", "é", "e\u{301}",
            "👍", "1\u{FE0F}\u{20E3}", "漢字漢字漢字漢字漢字漢字漢字", "WWWWWWWWWWWW", "\u{D7A3}", "\u{D7A4}", "\u{D7B0}", "，", "！", "「引用」", "【注意】", "〜",
            "\u{302A}", "\u{3030}", "\u{3030}\u{FE0F}", "\u{FF61}",
        ]
        for _ in 0..<400 {
            let count = Int.random(in: 0...12, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            Self.expectSameLayout(text)
        }
    }
}
