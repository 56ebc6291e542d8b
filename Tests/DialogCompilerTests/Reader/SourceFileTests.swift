import DialogDiagnostics
import DialogJSONReader
import DialogSpec
import Testing

/// Turning byte offsets into the `line:column` users see: columns count Unicode scalars.
@Suite struct SourceFileTests {
    /// The `line:column` of the first occurrence of `needle`, found by bytes so the test does
    /// not lean on the code under test to locate it.
    private func position(of needle: String, in file: SourceFile) -> String {
        let pattern = Array(needle.utf8)
        let offset = (0...(file.bytes.count - pattern.count)).first {
            Array(file.bytes[$0..<$0 + pattern.count]) == pattern
        }
        guard let offset else { return "not found" }
        let position = file.position(at: offset)
        return "\(position.line):\(position.column)"
    }

    @Test func cjkCharactersAreOneColumnEach() {
        let marked = MarkedSource(#"{"title": "退出登录", 1️⃣"x": 1}"#)
        let file = SourceFile(path: "cjk.json", text: marked.text)
        // Four characters of three bytes each: 19 by scalars, 27 by bytes.
        #expect(position(of: #""x""#, in: file) == "1:19")
        #expect(marked.positions == ["1:19"])
    }

    @Test func emojiColumnsCountScalarsNotGraphemes() {
        let file = SourceFile(path: "emoji.json", text: "\"😀x\" \"👍🏽y\"")
        #expect(position(of: "x", in: file) == "1:3")
        // A skin-tone modifier is a scalar of its own: two columns for one visible character.
        #expect(position(of: "y", in: file) == "1:9")
    }

    @Test func lineBreaksAreLFCRLFAndLoneCR() {
        let file = SourceFile(path: "lines.json", text: "a\nb\r\nc\rd\n\ne")
        #expect(position(of: "b", in: file) == "2:1")
        #expect(position(of: "c", in: file) == "3:1")
        #expect(position(of: "d", in: file) == "4:1")
        #expect(position(of: "e", in: file) == "6:1")
        #expect(file.position(at: 3).description == "2:2")  // the CR of CRLF ends line 2
    }

    @Test func utf8ByteOrderMarkIsSkipped() throws {
        let file = SourceFile(path: "bom.json", bytes: SourceFileTests.bom + Array(#"{"a": 1}"#.utf8))
        #expect(file.textStart == 3)
        let document = try JSONReader().parse(file)
        #expect(document.start(document.root) == 3)
        let first = file.position(at: document.start(document.root))
        #expect((first.line, first.column, first.offset) == (1, 1, 3))
        #expect(position(of: #""a""#, in: file) == "1:2")
        #expect(file.converter.lineText(1) == #"{"a": 1}"#)
        let spec = #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "m"}]}"#
        let decoded = SpecDecoder.decode(SourceFile(path: "bom.json", bytes: SourceFileTests.bom + Array(spec.utf8)))
        #expect(decoded.diagnostics.isEmpty)
        #expect(decoded.spec?.dialogs.map(\.id.value) == ["a"])
    }

    static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]

    @Test func positionsClampToTheFile() {
        let file = SourceFile(path: "short.json", text: "ab\ncd")
        let past = file.position(at: 1000)
        #expect((past.line, past.column, past.offset) == (2, 3, 5))
        let before = file.position(at: -4)
        #expect((before.line, before.column, before.offset) == (1, 1, 0))
        let range = file.converter.range(ByteRange(4, 2))
        #expect(range.start == range.end)

        let empty = SourceFile(path: "empty.json", bytes: [])
        #expect(empty.position(at: 0).description == "1:1")
        #expect(SourceFile(path: "bom.json", bytes: SourceFileTests.bom).position(at: 0).offset == 3)
    }

    @Test func lineTextDropsTerminators() {
        let file = SourceFile(path: "lines.json", text: "first\r\n退出登录\rthird\n")
        #expect(file.converter.lineText(1) == "first")
        #expect(file.converter.lineText(2) == "退出登录")
        #expect(file.converter.lineText(3) == "third")
        #expect(file.converter.lineText(4) == "")
        #expect(file.converter.lineText(5) == nil)
        #expect(file.converter.lineText(0) == nil)
    }

    /// Excerpts cut a long line at scalar boundaries, but never to save only a few bytes.
    @Test func lineExcerptsCutLongLinesOnly() {
        let line = String(repeating: "a", count: 100) + "退" + String(repeating: "b", count: 300)
        let file = SourceFile(path: "long.json", text: "x\n" + line + "\r\ny")
        let middle = 2 + 100
        let cut = file.converter.lineExcerpt(around: middle, before: 10, after: 20)
        #expect(cut.text == String(repeating: "a", count: 10) + "退" + String(repeating: "b", count: 17))
        #expect(cut.clippedStart && cut.clippedEnd)
        #expect(cut.scalarCount(before: middle) == 10)
        // 100 bytes before the offset against 90 allowed: within the slack, so nothing is cut there.
        let whole = file.converter.lineExcerpt(around: middle, before: 90, after: 400)
        #expect(whole.text == line)
        #expect(!whole.clippedStart && !whole.clippedEnd)
        // Inside a scalar, the cut moves forward to the next boundary.
        let inside = file.converter.lineExcerpt(around: middle + 1, before: 0, after: 20)
        #expect(inside.text.hasPrefix("b") && inside.clippedStart)
    }
}
