@testable import DialogWriters
import Testing

/// A document written as pieces must read exactly as the generic writer writes it.
@Suite struct JSONPiecesTests {
    enum Shape: Int, JSONPiece {
        case open, second, end, close

        var text: StaticString {
            switch self {
            case .open: "{\n  \"a\": {\n    \"b\": "
            case .second: ",\n    \"c\": "
            case .end: "\n  }"
            case .close: "\n}"
            }
        }
    }

    enum Other: Int, JSONPiece {
        case only

        var text: StaticString { "]" }
    }

    /// The same object written both ways, as an array's items at `depth` (past 16 bytes of indentation too).
    @Test(arguments: [0, 1, 2, 7, 12])
    func piecesReadAsTheGenericWriterWritesThem(_ depth: Int) {
        var generic = JSONTextWriter(indentLevel: depth)
        var pieced = JSONTextWriter(indentLevel: depth)
        generic.beginArray()
        pieced.beginArray()
        for index in 0..<3 {
            generic.beginObject()
            generic.plainKey("a"); generic.beginObject()
            generic.plainKey("b"); generic.string("x\"\(index)")
            generic.plainKey("c"); generic.number(Double(index) + 0.25)
            generic.endObject()
            generic.endObject()

            pieced.startPiecewiseValue()
            let pieces = pieced.pieces(Shape.self, depth: pieced.indentLevel)
            #expect(pieces.depth == depth + 1)
            pieced.write(.open, pieces); pieced.write("x\"\(index)")
            pieced.write(.second, pieces); pieced.write(Double(index) + 0.25)
            pieced.write(.end, pieces)
            pieced.write(.close, pieces)
        }
        generic.endArray()
        pieced.endArray()
        #expect(pieced.text == generic.text)
    }

    /// Asking for another piece type replaces the expansions; asking again for the first rebuilds them.
    @Test func aWriterExpandsAnotherPieceTypeInPlaceOfTheFirst() {
        var writer = JSONTextWriter()
        let deep = writer.pieces(Shape.self, depth: 3)
        writer.write(.close, deep)
        let other = writer.pieces(Other.self, depth: 3)
        writer.write(.only, other)
        let shallow = writer.pieces(Shape.self, depth: 1)
        writer.write(.close, shallow)
        #expect(writer.text == "\n      }]\n  }")
    }

    @Test func valuesWithoutSeparatorsAreTheGenericWritersValues() {
        var writer = JSONTextWriter()
        writer.write(name: "easeInOut")
        writer.write(true)
        writer.write(false)
        writer.writeNull()
        writer.write(-12)
        writer.write("é\n")
        #expect(writer.text == "\"easeInOut\"truefalsenull-12\"é\\n\"")
    }

    /// Hundredths are written from their digits; they must be what rounding and writing the `Double` gave.
    @Test func hundredthsAreTheRoundedNumber() {
        var values: [Double] = [
            0, -0.0, 0.004, -0.004, 0.005, 0.015, -0.015, 1.005, 2.675, 92.5, -12.5, 0.1 + 0.2, 1e11 - 0.01, 1e11 + 0.5,
        ]
        values += [1e13, -1e13, 1e15 + 0.5, 1e17, .infinity, -.infinity, .nan, .pi, 0.07, 0.3, 393, 852, 1 / 3]
        // Around the halves the rounding decides (the writer rounds without the C library), and the limit of its shortcut.
        values += [
            (0.5).nextDown / 100, -(0.5).nextDown / 100, (0.5).nextUp / 100, 0.025, -0.025, (1.5).nextDown / 100,
            4_503_599_627_370_495.5 / 100,
        ]
        values += [99_999_999_999.985, 99_999_999_999.995, -99_999_999_999.995, (99_999_999_999.99).nextUp, 100_000_000_000.005]
        values += (-30_000...30_000).map { Double($0) / 100 } + (-3_000...3_000).map { Double($0) / 1000 + 0.0001 }
        var random = SeededGenerator(seed: 21)
        values += (0..<5_000).map { _ in Double.random(in: -5_000...5_000, using: &random) }
        values += (0..<1_000).map { _ in Double.random(in: -1e12...1e12, using: &random) }
        for value in values {
            var fast = JSONTextWriter()
            fast.write(hundredthsOf: value)
            var rounded = JSONTextWriter()
            rounded.number((value * 100).rounded() / 100)
            #expect(fast.text == rounded.text, "\(value)")
        }
    }
}
