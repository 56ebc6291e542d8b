import DialogDiagnostics
import DialogJSONReader
import Testing

/// The flat tree: nodes reached through the document, strings and numbers decoded on request,
/// keys compared as bytes exactly when that agrees with `String`'s comparison.
@Suite struct JSONDocumentTests {
    private func parse(_ text: String) throws -> JSONDocument {
        try JSONReader().parse(text)
    }

    @Test func siblingsSkipWholeSubtrees() throws {
        let document = try parse(#"[[1, [2, 3]], {"a": {"b": []}, "c": null}, 4, "five", true, false]"#)
        let elements = Array(document.elements(document.root))
        #expect(elements.map(document.kind) == [.array, .object, .number, .string, .bool, .bool])
        #expect(elements.map(document.count) == [2, 2, 0, 0, 0, 0])
        #expect(document.count(document.root) == 6)
        #expect(document.elements(elements[0]).map(document.kind) == [.number, .array])
        let members = Array(document.members(elements[1]))
        #expect(members.map { document.string($0.key) } == ["a", "c"])
        #expect(members.map { document.kind($0.value) } == [.object, .null])
        #expect(document.numberText(elements[2]) == "4")
        #expect(document.string(elements[3]) == "five")
        #expect(elements[3...].map(document.bool) == [nil, true, false])
        // Every value is one node, keys included: 6 elements, 3 nested numbers and an array,
        // 2 keys, 2 values, 1 nested key and its array, and the root.
        #expect(document.nodeCount == 17)
    }

    @Test func accessorsAnswerNilForOtherKinds() throws {
        let document = try parse(#"{"s": "1", "n": 1, "b": true, "a": [1], "o": {"k": 1}}"#)
        let values = document.members(document.root).map(\.value)
        #expect(values.map(document.string) == ["1", nil, nil, nil, nil])
        #expect(values.map(document.numberText) == [nil, "1", nil, nil, nil])
        #expect(values.map(document.bool) == [nil, nil, true, nil, nil])
        #expect(values.map { Array(document.elements($0)).count } == [0, 0, 0, 1, 0])
        #expect(values.map { Array(document.members($0)).count } == [0, 0, 0, 0, 1])
        #expect(values.map { document.string($0, equals: "1") } == [true, false, false, false, false])
    }

    @Test func stringRangesIncludeTheirQuotes() throws {
        let document = try parse(#"  "ab\"c"  "#)
        #expect(document.range(document.root) == 2..<9)
        #expect(document.string(document.root) == #"ab"c"#)
        #expect(document.kind(document.root).typeName == "string")
    }

    /// Whatever a key's spelling (plain, escaped, non-ASCII, a character that normalizes to
    /// ASCII), the byte comparison answers exactly as `String ==` on the decoded texts.
    @Test func keyComparisonAgreesWithStringEquality() throws {
        let spellings = [
            #""K""#, #""\u212A""#, "\"\u{212A}\"", #""k""#, #""title""#, #""titl\u0065""#, #""titles""#, #""""#,
            "\"caf\u{E9}\"", "\"cafe\u{301}\"", #""caf\u00e9""#, #""a;b""#, "\"a\u{37E}b\"", #""id""#, #""Kx""#, "\"title\u{301}\"",
        ]
        let document = try parse("[" + spellings.joined(separator: ", ") + "]")
        let nodes = Array(document.elements(document.root))
        let texts = [
            "K", "\u{212A}", "k", "title", "titles", "titl", "", "caf\u{E9}", "cafe\u{301}", "a;b", "a\u{37E}b", "id", "\u{212A}x",
            "title\u{301}", "x\u{212A}",
        ]
        for node in nodes {
            let decoded = try #require(document.string(node))
            for text in texts {
                #expect(document.string(node, equals: text) == (decoded == text), "\(decoded.debugDescription) vs \(text.debugDescription)")
            }
            for other in nodes {
                #expect(
                    document.string(node, equals: other) == (decoded == document.string(other)),
                    "\(decoded.debugDescription) vs \(String(describing: document.string(other)).debugDescription)")
            }
        }
        for node in nodes {
            let decoded = document.string(node)
            #expect(document.firstIndex(of: node, among: texts) == texts.firstIndex { $0 == decoded })
        }
        #expect(document.firstIndex(of: document.root, among: texts) == nil)
        // The cases that make the slow path necessary do occur in the list.
        #expect(document.string(nodes[1], equals: "K"))
        #expect(document.string(nodes[0], equals: "\u{212A}"))
    }

    /// The length limit counts decoded UTF-8, so an escape counts as what it stands for.
    @Test func stringLimitCountsDecodedBytes() throws {
        let reader = JSONReader(maximumStringLength: 2)
        _ = try reader.parse(#"["\u00e9", "ab", "\n\t"]"#)
        #expect(throws: JSONSyntaxError("string is longer than the limit of 2 bytes of UTF-8", start: 1, end: 2)) {
            try reader.parse(#"["\uD83D\uDE00"]"#)
        }
        #expect(throws: JSONSyntaxError("string is longer than the limit of 2 bytes of UTF-8", start: 1, end: 2)) {
            try reader.parse(#"["a\u00e9"]"#)
        }
        #expect(throws: JSONSyntaxError("string is longer than the limit of 2 bytes of UTF-8", start: 1, end: 2)) {
            try reader.parse("[\"\u{E9}a\"]")
        }
        // A problem before the limit is passed is the one reported.
        #expect(throws: JSONSyntaxError("invalid escape sequence '\\x'", start: 3, end: 5)) {
            try reader.parse(#"["a\xbcd"]"#)
        }
        #expect(throws: JSONSyntaxError("string is longer than the limit of 2 bytes of UTF-8", start: 1, end: 2)) {
            try reader.parse(#"["abc\x"]"#)
        }
    }

    /// Strings are scanned eight bytes at a step: every piece at every offset of the step, up to
    /// the end of the file, decodes to what it stands for, and a bad byte is found where it is.
    @Test func stringsDecodeWhereverTheirPiecesFall() throws {
        let pieces: [(written: String, decoded: String)] = [
            ("a", "a"), ("\u{E9}", "\u{E9}"), ("😀", "😀"), (#"\n"#, "\n"), (#"\u00e9"#, "\u{E9}"), (#"\""#, "\""), ("~", "~"),
        ]
        for prefix in 0..<17 {
            for piece in pieces {
                for suffix in [0, 1, 9] {
                    let written = String(repeating: "x", count: prefix) + piece.written + String(repeating: "y", count: suffix)
                    let decoded = String(repeating: "x", count: prefix) + piece.decoded + String(repeating: "y", count: suffix)
                    let document = try parse("\"" + written + "\"")
                    #expect(document.string(document.root) == decoded, "\(written.debugDescription)")
                    #expect(document.string(document.root, equals: decoded), "\(written.debugDescription)")
                    #expect(document.end(document.root) == written.utf8.count + 2)
                }
            }
            for bad in [[UInt8(0x01)], [0xFF], [0xE4, 0xBD]] {
                let bytes =
                    [UInt8(ascii: "\"")] + Array(repeating: UInt8(ascii: "x"), count: prefix) + bad
                    + Array(repeating: UInt8(ascii: "y"), count: 9) + [UInt8(ascii: "\"")]
                do {
                    _ = try JSONReader().parse(SourceFile(path: "t.json", bytes: bytes))
                    Issue.record("accepted \(bad) after \(prefix) bytes")
                } catch {
                    #expect(error.start == 1 + prefix, "\(bad) after \(prefix) bytes")
                }
            }
        }
    }
}
