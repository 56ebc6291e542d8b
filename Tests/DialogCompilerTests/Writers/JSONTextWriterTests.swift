import DialogWriters
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
            let value = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            let data = Data(("[" + JSONTextWriter.quoted(value) + "]").utf8)
            let read = try JSONSerialization.jsonObject(with: data) as? [String]
            #expect(read == [value], "\(value.debugDescription)")
        }
    }

    /// Numbers with few decimals are spelled without `String(Double)`; every one must come out as it spells them.
    @Test func numbersAreSpelledAsStringDoesIt() {
        var values: [Double] = [0.001, 0.0015, 0.0001, 1e-5, 1e11 + 0.5, 1e12 + 0.5, 1e15, 1e16, 0.1 + 0.2, .pi, -0.0, 2.675, 1.005, -1.25]
        values += (-30_000...30_000).map { Double($0) / 100 }
        values += (0...20_000).map { Double($0) / 1000 } + (0...300).map { Double($0) * 0.1 } + (0...300).map { 1 - Double($0) * 0.01 }
        var random = SeededGenerator(seed: 5)
        values += (0..<2_000).map { _ in (Double.random(in: -2000...2000, using: &random) * 100).rounded() / 100 }
        values += (0..<2_000).map { _ in Double.random(in: -1e6...1e6, using: &random) }
        for value in values {
            var writer = JSONTextWriter()
            writer.number(value)
            let expected = value == value.rounded(.towardZero) && abs(value) < 1e15 ? String(Int(value)) : String(value)
            #expect(writer.text == expected, "\(expected)")
        }
    }

    /// The writer's own quoting, with its shortcut for strings that need no escape, is `quoted`'s.
    @Test func writtenStringsAndKeysAreQuotedAsDocumented() {
        var random = SeededGenerator(seed: 12)
        let pieces = ["a", "\"", "\\", "\n", "\u{01}", "\u{7F}", "é", "’", "退", "😀", "\u{2028}", "\u{2029}", "\u{E2}", " "]
        for _ in 0..<300 {
            let value = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                .joined()
            var writer = JSONTextWriter()
            writer.beginObject()
            writer.key(value)
            writer.string(value)
            writer.plainKey("plain")
            writer.string(value)
            writer.endObject()
            let quoted = JSONTextWriter.quoted(value)
            #expect(writer.text == "{\n  \(quoted): \(quoted),\n  \"plain\": \(quoted)\n}", "\(value.debugDescription)")
        }
    }

    /// Past 64 levels the writer keeps its containers' state apart; commas and indentation stay right.
    @Test func containersDeeperThanSixtyFourLevels() throws {
        var writer = JSONTextWriter()
        for level in 0..<100 {
            writer.beginArray()
            writer.number(level)
        }
        for level in (0..<100).reversed() {
            writer.endArray()
            if level > 0 { writer.number(-1) }
        }
        let text = writer.text
        #expect(text.split(separator: "\n").contains(Substring(String(repeating: " ", count: 200) + "99")))
        var level = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [Any]
        for expected in 0..<99 {
            #expect(level?.first as? Int == expected && level?.count == 3 && level?.last as? Int == -1)
            level = level?[1] as? [Any]
        }
        #expect(level?.count == 1 && level?.first as? Int == 99)
    }
}
