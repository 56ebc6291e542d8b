import DialogCompiler
import Testing

/// A line counter walking a file names every place's line as the file's line table does.
@Suite struct SourceLineCounterTests {
    static let texts: [[UInt8]] = [
        Array("{\n  \"a\": 1,\r\n  \"b\": [\r\r\n\n],\r  \"c\": \"\u{2028}é\"\n}\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("\n\n{\"long line without any break at all, past several words\": true}\r".utf8),
        Array("no break".utf8),
        Array("\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r\n\r".utf8),
        [],
    ]

    @Test(arguments: texts.indices)
    func everyOffsetInOrderGetsTheLineTablesLine(_ index: Int) {
        let file = SourceFile(path: "specs/a.json", bytes: Self.texts[index])
        var counter = SourceLineCounter(file)
        for offset in 0...UInt32(file.bytes.count + 2) {
            #expect(counter.line(at: offset) == file.line(at: offset), "offset \(offset)")
        }
    }

    @Test(arguments: texts.indices)
    func offsetsOutOfOrderAndSkippingAheadStillGetTheirLines(_ index: Int) {
        let file = SourceFile(path: "specs/a.json", bytes: Self.texts[index])
        var counter = SourceLineCounter(file)
        let count = UInt32(file.bytes.count)
        for offset in [count, 0, count / 2, count / 3, count, 1, count / 2 + 9, 7] {
            #expect(counter.line(at: offset) == file.line(at: offset), "offset \(offset)")
        }
    }

    @Test func theReferenceIsTheFilesReference() {
        let file = SourceFile(path: "specs/a.json", bytes: Self.texts[0])
        var counter = SourceLineCounter(file)
        for offset: UInt32 in [0, 3, 20, 40] {
            #expect(counter.reference(at: offset) == file.reference(at: offset))
        }
    }
}
