import DialogDiagnostics
import DialogSpec
import Testing

/// The converter the reporters and the language server use: one offset, three ways to count its
/// column (scalars, UTF-16 code units, bytes), on the text where they differ.
@Suite struct SourceLocationConverterTests {
    /// The position of the first byte of `needle` in `text`, found by bytes.
    private func position(of needle: String, in text: String) throws -> SourcePosition {
        let bytes = Array(text.utf8)
        let pattern = Array(needle.utf8)
        let offset = try #require((0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern })
        return SourceFile(path: "t.json", text: text).converter.position(at: offset)
    }

    private func columns(_ position: SourcePosition) -> [Int] {
        [position.line, position.column, position.utf16Column, position.utf8Column]
    }

    @Test func cjkIsOneScalarOneUTF16UnitAndThreeBytes() throws {
        // "退出" before x: 2 scalars, 2 UTF-16 units, 6 bytes.
        #expect(try columns(position(of: "x", in: "{}\n\"退出x\"")) == [2, 4, 4, 8])
    }

    @Test func anAstralEmojiIsTwoUTF16Units() throws {
        // 😀 (U+1F600) is one scalar, a surrogate pair in UTF-16 and four bytes; 👍🏽 is two scalars
        // of four bytes each.
        #expect(try columns(position(of: "x", in: "\"😀x\"")) == [1, 3, 4, 6])
        #expect(try columns(position(of: "y", in: "a\r\n\"😀x👍🏽y\"")) == [2, 6, 9, 15])
    }

    @Test func combiningMarksAreScalarsOfTheirOwn() throws {
        // "e" + U+0301 COMBINING ACUTE ACCENT: one character on screen, two scalars, two UTF-16
        // units, three bytes.
        #expect(try columns(position(of: "x", in: "\"e\u{0301}x\"")) == [1, 4, 4, 5])
    }

    @Test func aUTF16PositionGoesBackToItsOffset() throws {
        let text = "{\n  \"title\": \"退😀e\u{0301}x\",\n  \"m\": 1\n}"
        let converter = SourceFile(path: "t.json", text: text).converter
        let bytes = Array(text.utf8)
        // Every offset that starts a scalar survives the round trip through line and UTF-16 column.
        for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
            let position = converter.position(at: offset)
            #expect(converter.offset(line: position.line, utf16Column: position.utf16Column) == offset, "offset \(offset)")
        }
        // A column past the end of a line stops at the line's end, before its terminator.
        #expect(converter.offset(line: 1, utf16Column: 50) == 1)
        #expect(converter.offset(line: 9, utf16Column: 1) == bytes.count)
        #expect(converter.lineCount == 4)
    }

    @Test func locatedValuesAreSmallAndTriviallyCopyable() {
        #expect(MemoryLayout<ByteRange>.size == 8)
        #expect(_isPOD(Located<Int>.self) && _isPOD(Located<Double>.self) && _isPOD(Located<Bool>.self))
        #expect(MemoryLayout<Located<String>>.stride == MemoryLayout<String>.stride + 8)
    }

    /// Validation keeps offsets only: the line tables of a file are built when a finding in it is
    /// reported, not before.
    @Test func aLineIsNamedAsItsPositionCountsIt() {
        let file = SourceFile(path: "t.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{\r\n\"a\": 1\r}\n\n".utf8))
        for offset in [0, 1, 3, 4, 5, 11, 12, 13, 14, 15, 40] {
            #expect(file.line(at: UInt32(offset)) == file.position(at: offset).line, "offset \(offset)")
        }
        #expect(file.reference(at: 13) == "t.json:3")
    }

    @Test func aConverterIsSharedByTheCopiesOfItsFile() {
        let file = SourceFile(path: "t.json", text: "ab\ncd")
        let copy = file
        #expect(copy.converter.position(at: 4) == file.converter.position(at: 4))
        #expect(file.reference(at: 4) == "t.json:2")
    }

    /// The tables are built eight bytes at a step; every offset of a text that mixes one- to
    /// four-byte scalars with LF, CRLF and lone CR terminators, over several checkpoint strides
    /// and at every alignment, gets the position counted one byte at a time.
    @Test func everyOffsetMatchesACountByBytes() {
        let pieces = ["ab", "\n", "退出", "\r\n", "😀", "\r", "e\u{0301}", "  \"x\": 1,", "\r\r\n\n", "한"]
        var text = ""
        var seed = 7
        while text.utf8.count < 1_100 {
            seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
            text += pieces[seed % pieces.count]
        }
        for shift in 0..<9 {
            let shifted = String(repeating: "a", count: shift) + text
            let bytes = Array(shifted.utf8)
            let file = SourceFile(path: "t.json", bytes: bytes)
            let converter = file.converter
            var line = 1
            var lineStart = 0
            var scalars = 0
            var lineScalars = 0
            for offset in 0...bytes.count {
                let position = converter.position(at: offset)
                #expect(position.line == line && position.column == scalars - lineScalars + 1, "shift \(shift), offset \(offset)")
                #expect(position.utf8Column == offset - lineStart + 1, "shift \(shift), offset \(offset)")
                // Naming a line uses the line starts alone.
                #expect(file.line(at: UInt32(offset)) == line, "shift \(shift), offset \(offset)")
                guard offset < bytes.count else { break }
                if bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
                let isBreak = bytes[offset] == 0x0A || (bytes[offset] == 0x0D && (offset + 1 == bytes.count || bytes[offset + 1] != 0x0A))
                if isBreak {
                    line += 1
                    lineStart = offset + 1
                    lineScalars = scalars
                }
            }
            #expect(converter.lineCount == line)
        }
    }
}
