@testable import DialogDiagnostics
import Testing

/// The text report names a file's places with a cursor that counts line feeds between them.
@Suite struct PlaceCursorTests {
    /// A cursor counts the line feeds from one place to the next; every place in order, repeated,
    /// back again and past the end must get what `lineAndColumn(at:)` gives, with LFs or CRs.
    @Test(arguments: ["{\n  \"a\": \"退出\",\n\n  \"b\": 1\n}\n", "{\r\n\"a\": 1\r}\n\n", String(repeating: "ab\n\ncd é\n", count: 40)])
    func aCursorNamesEachPlaceAsTheFileDoes(_ text: String) {
        let file = SourceFile(path: "t.json", bytes: SourceFile.byteOrderMark + Array(text.utf8))
        let count = file.bytes.count
        for offsets in [
            Array(0...(count + 2)) + [count / 2, count / 2, count / 3, count], [count / 3, count / 2, count / 2, count - 1],
            [count, count - 1, count - 7, count - 20, count / 2, 0, count],
        ] {
            var cursor = PlaceCursor(file)
            for offset in offsets {
                let place = cursor.lineAndColumn(at: offset)
                let expected = file.lineAndColumn(at: offset)
                #expect(place.line == expected.line && place.column == expected.column, "offset \(offset)")
            }
        }
    }

    /// Texts with LF, CRLF and lone CR line ends, a byte order mark, no break at all, and none.
    static let texts: [[UInt8]] = [
        Array("{\n  \"a\": 1,\r\n  \"b\": [\r\r\n\n],\r  \"c\": \"\u{2028}é\"\n}\n".utf8),
        SourceFile.byteOrderMark + Array("\n\n{\"long line without any break at all, past several words\": true}\r".utf8),
        Array(String(repeating: "{\"a\": 1}\n\n", count: 600).utf8),
        Array("no break".utf8),
        Array("\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r".utf8),
        [],
    ]

    /// A plan names the line of each dialog in order, a language server may ask out of order.
    @Test(arguments: texts.indices)
    func aCursorNamesEachPlacesLineAndReferenceAsTheFileDoes(_ index: Int) {
        let file = SourceFile(path: "specs/a.json", bytes: Self.texts[index])
        let count = file.bytes.count
        for offsets in [Array(0...(count + 2)), [count, 0, count / 2, count / 3, count, 1, count / 2 + 9, 7]] {
            var cursor = PlaceCursor(file)
            for offset in offsets {
                #expect(cursor.line(at: offset) == file.line(at: UInt32(offset)), "offset \(offset)")
                #expect(cursor.reference(at: offset) == file.reference(at: UInt32(offset)), "offset \(offset)")
            }
        }
    }

    @Test func lineFeedsAreCountedAsOneByOne() {
        var bytes: [UInt8] = []
        var seed = 7
        for _ in 0..<2_000 {
            seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
            bytes.append(seed % 5 == 0 ? 0x0A : UInt8(truncatingIfNeeded: seed >> 8))
        }
        for (start, end) in [(0, 2_000), (3, 1_999), (17, 18), (100, 100), (0, 15), (5, 1_990)] {
            let expected = bytes[start..<end].filter { $0 == 0x0A }.count
            let counted = PlaceCursor.lineFeeds(in: bytes.span, from: start, to: end)
            #expect(counted == expected, "\(start)..<\(end)")
        }
        // Nothing but line feeds: every byte of every word counts.
        let feeds = [UInt8](repeating: 0x0A, count: 10_000)
        for (start, end) in [(0, 10_000), (1, 4_081), (0, 4_080), (7, 9_999)] {
            let counted = PlaceCursor.lineFeeds(in: feeds.span, from: start, to: end)
            #expect(counted == end - start, "\(start)..<\(end)")
        }
    }
}
