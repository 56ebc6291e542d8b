@testable import DialogGenerators
@testable import DialogLayoutEngine
@testable import DialogWriters
import Foundation
import Testing

/// The plan writes these names as static strings: each must be the raw value the schema documents.
@Suite struct PlanNamesTests {
    private static func spelling(_ name: StaticString) -> String { name.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }

    @Test func staticNamesAreTheRawValues() {
        for value in PlanElement.Kind.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        for value in DialogButtonRole.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        for value in FontWeight.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        for value in DialogTextAlignment.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        for value in DialogCurve.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        for value in DialogCurve.allCases { #expect(Self.spelling(DialogTiming.curve(value).planName) == value.rawValue) }
        #expect(Self.spelling(DialogTiming.spring(DialogSpring(dampingRatio: 1)).planName) == "spring")
        for value in PlanTrack.Property.allCases { #expect(Self.spelling(value.planName) == value.rawValue) }
        #expect(PlanElement.Kind.allCases.count == 12 && DialogCurve.allCases.count == 4)
    }

    /// A color's hex is written from its channels; it must be the quoted `hex` of the color.
    @Test func hexColorsAreTheColorsHexQuoted() {
        for channel in [0, 9, 10, 15, 16, 0x7F, 0xA0, 0xAF, 0xFA, 0xFF] as [UInt8] {
            for color in [
                DialogColor(red: channel, green: 0, blue: 0), DialogColor(red: 0x12, green: channel, blue: 0xEF),
                DialogColor(red: 0xFF, green: 0xFF, blue: channel, alpha: 0x80),
            ] {
                var writer = JSONTextWriter()
                writer.write(hexRed: color.red, green: color.green, blue: color.blue)
                #expect(writer.text == JSONTextWriter.quoted(color.hex))
            }
        }
    }

    /// Every piece is expanded at its place; a line break in it is followed by the depth's indentation.
    @Test func planPiecesExpandWithTheirIndentation() {
        var writer = JSONTextWriter()
        let pieces = writer.pieces(PlanPiece.self, depth: 2)
        for piece in PlanPiece.allCases {
            writer.write(piece, pieces)
            writer.write(name: "|")
        }
        let expected = PlanPiece.allCases.map { Self.spelling($0.text).replacingOccurrences(of: "\n", with: "\n    ") + "\"|\"" }.joined()
        #expect(writer.text == expected)
    }
}
