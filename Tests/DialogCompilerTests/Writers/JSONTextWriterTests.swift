import DialogCompiler
import Foundation
import Testing

/// The JSON writer's text must read back as exactly what was written, in the layout documented.
@Suite struct JSONTextWriterTests {
    @Test func nestedContainersAreIndentedByTwoSpaces() {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("a")
        writer.beginArray()
        writer.number(1)
        writer.number(0.25)
        writer.beginObject()
        writer.endObject()
        writer.endArray()
        writer.key("b")
        writer.bool(true)
        writer.key("c")
        writer.null()
        writer.endObject()
        #expect(writer.text == "{\n  \"a\": [\n    1,\n    0.25,\n    {}\n  ],\n  \"b\": true,\n  \"c\": null\n}")
    }

    @Test func deepNestingKeepsItsIndentation() {
        var writer = JSONTextWriter()
        for _ in 0..<40 { writer.beginArray() }
        writer.number(7)
        for _ in 0..<40 { writer.endArray() }
        let lines = writer.text.split(separator: "\n")
        #expect(lines[40] == Substring(String(repeating: " ", count: 80) + "7"))
        #expect(lines.count == 81)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and \\ backslash", #""quote \" and \\ backslash""#),
        ("\n\r\t\u{08}\u{0C}", #""\n\r\t\b\f""#),
        ("\u{00}\u{1F}\u{7F}", #""\u0000\u001f\u007f""#),
        ("a\u{2028}b\u{2029}c", #""a\u2028b\u2029c""#),
        ("退出登录 🎉 \u{2027}\u{202A}", "\"退出登录 🎉 \u{2027}\u{202A}\""),
    ])
    func stringsAreEscapedAsDocumented(_ value: String, _ expected: String) {
        #expect(JSONTextWriter.quoted(value) == expected)
    }

    /// Any string, quoted, reads back through Foundation's parser as itself.
    @Test func quotedStringsReadBackExactly() throws {
        var random = SeededGenerator(seed: 11)
        let pieces = ["a", "\"", "\\", "\n", "\u{01}", "\u{7F}", "é", "退", "😀", "\u{2028}", "\u{2029}", "\u{E2}", " "]
        for _ in 0..<300 {
            let value = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined()
            let data = Data(("[" + JSONTextWriter.quoted(value) + "]").utf8)
            let read = try JSONSerialization.jsonObject(with: data) as? [String]
            #expect(read == [value], "\(value.debugDescription)")
        }
    }
}
