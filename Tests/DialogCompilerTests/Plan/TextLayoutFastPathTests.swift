@testable import DialogCompiler
import Testing

/// ASCII text is laid out on its bytes; it must wrap exactly as the per-character layout does,
/// to the last bit of every width, or plans would change.
@Suite struct TextLayoutFastPathTests {
    static let fonts = [PlanFont(size: 17, weight: .regular), PlanFont(size: 13.3, weight: .semibold), PlanFont(size: 40.8, weight: .bold)]
    static let widths = [1.0, 20, 57.5, 110, 238, .infinity]

    static func expectSameLayout(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        for font in fonts {
            for width in widths {
                let fast = TextLayout(text, font: font, maxWidth: width)
                let reference = TextLayout(characterwise: text, font: font, maxWidth: width)
                #expect(fast == reference, "\(text.debugDescription) in \(font) within \(width)", sourceLocation: sourceLocation)
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
        for text in ["", " ", "\n", "\r\n", "\r\n\r\n", "\n\r", "a\r\nb", "  lead", "trail  ", " \t mixed \t\n  spaces ",
                     "a\u{0B}b\u{0C}c\rd", "Supercalifragilisticexpialidocious", "x Supercalifragilisticexpialidocious y"] {
            Self.expectSameLayout(text)
        }
    }

    @Test func randomASCIITexts() {
        var generator = SeededGenerator(seed: 12)
        let pieces = ["Save", "photo", "OK", "A", "i", "WWWWWWWWWWWWWWWW", "iiiiiiiiiiiiiiiiiiiiiiii", "42", "?!", " ", "  ",
                      "\t", "\n", "\r\n", "\r", "-", "(x)", "\u{7F}", "\u{1}"]
        for _ in 0..<400 {
            let count = Int.random(in: 0...14, using: &generator)
            let text = (0..<count).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }.joined()
            Self.expectSameLayout(text)
        }
    }
}
