import DialogDiagnostics
import DialogJSONReader
import Testing

/// The reader's promises from Documentation/SpecFormat.md: strict RFC 8259, a message that says what was
/// expected, and the exact place of the first error.
@Suite struct JSONReaderTests {
    /// Expects `marked` to be rejected with `message`, starting at its `1️⃣` marker.
    private func expectError(
        _ marked: String, _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let source = MarkedSource(marked)
        expectError(
            bytes: Array(source.text.utf8), message, at: source.positions.first ?? "no marker",
            sourceLocation: sourceLocation)
    }

    /// Expects raw `bytes` to be rejected with `message` at the `line:column` given.
    private func expectError(
        bytes: [UInt8], _ message: String, at expected: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let file = SourceFile(path: "test.json", bytes: bytes)
        do {
            let document = try JSONReader().parse(file)
            Issue.record("accepted as \(document.kind(document.root).typeName)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.message == message, sourceLocation: sourceLocation)
            let start = file.position(at: error.start)
            #expect("\(start.line):\(start.column)" == expected, sourceLocation: sourceLocation)
            #expect(error.start <= error.end && error.end <= bytes.count, sourceLocation: sourceLocation)
        }
    }

    private func parse(_ text: String) throws -> JSONDocument {
        try JSONReader().parse(text)
    }

    // MARK: Punctuation

    @Test func missingCommaBetweenMembers() {
        expectError(
            """
            {
              "a": 1
              1️⃣"b": 2
            }
            """, "expected ',' or '}' after object member, found '\"'")
    }

    @Test func missingCommaInArray() {
        expectError("[1 1️⃣2]", "expected ',' or ']' after array element, found '2'")
    }

    @Test func trailingCommas() {
        expectError(#"{"a": 11️⃣,}"#, "trailing comma before '}' is not allowed")
        expectError("[1, 21️⃣, ]", "trailing comma before ']' is not allowed")
        expectError("{\"a\": 1 1️⃣/* note */}", "comments are not allowed in JSON")
        expectError("[1 1️⃣// note\n]", "comments are not allowed in JSON")
    }

    @Test func comments() {
        expectError("{\"a\": 1️⃣// note\n 1}", "comments are not allowed in JSON")
        expectError(#"{1️⃣/* note */ "a": 1}"#, "comments are not allowed in JSON")
    }

    @Test func singleQuotes() {
        expectError(#"{"a": 1️⃣'b'}"#, "strings must use double quotes, not single quotes")
        expectError(#"{1️⃣'a': "b"}"#, "object keys must use double quotes, not single quotes")
    }

    // MARK: Numbers and literals

    @Test func leadingZeros() {
        expectError("[1, 1️⃣01]", "leading zeros are not allowed in numbers")
        expectError("[1️⃣-01]", "leading zeros are not allowed in numbers")
    }

    @Test func nonFiniteNumbers() {
        expectError("[1️⃣NaN]", "'NaN' is not valid JSON")
        expectError("[1️⃣Infinity]", "'Infinity' is not valid JSON")
        expectError("[1, 1️⃣-Infinity]", "'-Infinity' is not valid JSON")
    }

    @Test func capitalisedLiteral() {
        expectError(#"{"a": 1️⃣True}"#, "'True' is not valid JSON; literals are lowercase")
    }

    @Test func numbersKeepTheirExactText() throws {
        let document = try parse("[-0.0e+10, 1E400, 123456789012345678901234567890]")
        #expect(document.kind(document.root) == .array)
        #expect(
            document.elements(document.root).map { document.numberText($0) } == [
                "-0.0e+10", "1E400", "123456789012345678901234567890",
            ])
    }

    // MARK: Strings

    @Test func unterminatedString() {
        expectError(#"{"a": 1️⃣"abc"#, "unterminated string")
    }

    @Test func unescapedControlCharacters() {
        expectError("[\"ab1️⃣\ncd\"]", "a line break must be escaped in a string")
        expectError("[\"ab1️⃣\u{01}\"]", "control character U+0001 must be escaped in a string")
        expectError("[\"a1️⃣\tb\"]", "control character U+0009 must be escaped in a string")
    }

    @Test func invalidEscapes() {
        expectError(#"["ab1️⃣\x"]"#, #"invalid escape sequence '\x'"#)
        expectError(#"["1️⃣\u12G4"]"#, #"'\u' must be followed by four hexadecimal digits"#)
    }

    @Test func loneSurrogates() {
        expectError(#"["a1️⃣\uD83D"]"#, #"high surrogate '\uD83D' is not followed by a low surrogate"#)
        expectError(#"["1️⃣\uD83D\u0041"]"#, #"high surrogate '\uD83D' is not followed by a low surrogate"#)
        expectError(#"["1️⃣\uDE00"]"#, #"low surrogate '\uDE00' without a preceding high surrogate"#)
        expectError(#"["1️⃣\uDE00\uD83D"]"#, #"low surrogate '\uDE00' without a preceding high surrogate"#)
    }

    @Test func escapesDecodeExactly() throws {
        let document = try parse(#"["\"\\\/\b\f\n\r\t\u00e9", "\uD83D\uDE00", "ü\tü\u0000", "a\u0800\u07FF\u007F"]"#)
        #expect(
            document.elements(document.root).map { document.string($0) } == [
                "\"\\/\u{08}\u{0C}\n\r\té", "😀", "ü\tü\u{0}", "a\u{0800}\u{07FF}\u{7F}",
            ])
    }

    // MARK: UTF-8

    @Test func invalidUTF8InsideAString() {
        // `["é` then 0xFF: the bad byte is the fourth scalar of the line.
        expectError(bytes: [0x5B, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D], "invalid UTF-8 byte 0xFF", at: "1:4")
    }

    @Test func invalidUTF8OutsideAString() {
        expectError(bytes: Array("[1,\n ".utf8) + [0xFE, 0x5D], "invalid UTF-8 byte 0xFE", at: "2:2")
        expectError(
            bytes: Array("{} ".utf8) + [0xFF],
            "expected end of file after the top-level value, found an invalid UTF-8 byte", at: "1:4")
    }

    @Test(
        arguments: [
            ([0xC0, 0xAF], "0xC0"),  // overlong '/'
            ([0xED, 0xA0, 0x80], "0xED"),  // the surrogate U+D800 encoded
            ([0xF4, 0x90, 0x80, 0x80], "0xF4"),  // above U+10FFFF
            ([0xE9], "0xE9"),  // Latin-1 'é', a truncated sequence
            ([0x80], "0x80"),  // a stray continuation byte
        ] as [([UInt8], String)])
    func illFormedSequencesInAString(_ sequence: [UInt8], _ byte: String) {
        expectError(bytes: [0x22, 0x61] + sequence + [0x22], "invalid UTF-8 byte \(byte)", at: "1:3")
    }

    @Test func utf16IsRejected() {
        expectError(bytes: [0xFF, 0xFE, 0x5B, 0x00, 0x5D, 0x00], "the file is UTF-16 little-endian, not UTF-8", at: "1:1")
        expectError(bytes: [0x00, 0x5B, 0x00, 0x5D], "the file is UTF-16 big-endian, not UTF-8", at: "1:1")
        expectError(bytes: [0x5B, 0x00, 0x5D, 0x00], "the file is UTF-16 little-endian, not UTF-8", at: "1:1")
    }

    /// The spec format page promises UTF-32 files are rejected; the message should name the encoding too.
    @Test(
        arguments: [
            [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00, 0x5D],
            [0xFF, 0xFE, 0x00, 0x00, 0x5B, 0x00, 0x00, 0x00, 0x5D, 0x00, 0x00, 0x00],
        ] as [[UInt8]])
    func utf32IsRejectedByName(_ bytes: [UInt8]) {
        let error = #expect(throws: JSONSyntaxError.self) {
            try JSONReader().parse(SourceFile(path: "test.json", bytes: bytes))
        }
        #expect(error?.start == 0)
        #expect(error?.message.contains("UTF-32") == true, "\(error?.message ?? "")")
    }

    // MARK: Document shape

    @Test func emptyAndBlankFiles() {
        expectError("1️⃣", "expected a JSON value, found end of file")
        expectError(" \n  1️⃣", "expected a JSON value, found end of file")
    }

    @Test func contentAfterTheTopLevelValue() {
        expectError("{} 1️⃣x", "expected end of file after the top-level value, found 'x'")
        expectError("{}\n1️⃣{}", "expected end of file after the top-level value, found '{'")
    }

    @Test func nestingLimit() throws {
        let limit = JSONReader.defaultMaximumDepth
        #expect(limit == 512)
        _ = try parse(String(repeating: "[", count: limit) + String(repeating: "]", count: limit))
        _ = try parse(String(repeating: #"{"a":"#, count: limit - 1) + "[]" + String(repeating: "}", count: limit - 1))
        let tooDeep = String(repeating: "[", count: limit) + "1️⃣[]" + String(repeating: "]", count: limit)
        expectError(tooDeep, "arrays and objects nest deeper than 512 levels")
    }

    @Test func hostileNestingIsAnErrorNotACrash() {
        let file = SourceFile(path: "deep.json", text: String(repeating: "[", count: 100_000))
        #expect(throws: JSONSyntaxError("arrays and objects nest deeper than 512 levels", start: 512, end: 513)) {
            try JSONReader().parse(file)
        }
    }

    @Test func customDepthLimit() throws {
        _ = try JSONReader(maximumDepth: 2).parse("[[]]")
        #expect(throws: JSONSyntaxError("arrays and objects nest deeper than 2 levels", start: 2, end: 3)) {
            try JSONReader(maximumDepth: 2).parse("[[[]]]")
        }
    }

    // MARK: Tree

    @Test func duplicateKeysAreKeptInOrder() throws {
        let document = try parse(#"{"a": 1, "b": 2, "a": 3}"#)
        let members = Array(document.members(document.root))
        #expect(members.map { document.string($0.key) } == ["a", "b", "a"])
        #expect(members.map { document.numberText($0.value) } == ["1", "2", "3"])
        #expect(document.count(document.root) == 3)
    }

    @Test func rangesAreByteOffsets() throws {
        // 'ä' is two bytes, so every offset after it differs from its scalar index.
        let document = try parse(#"{"key": "välue", "n": [1, 22]}"#)
        #expect(document.range(document.root) == 0..<31)
        let members = Array(document.members(document.root))
        guard members.count == 2 else { Issue.record("not an object of two members"); return }
        #expect(document.range(members[0].key) == 1..<6)
        #expect(document.range(members[0].value) == 8..<16)
        #expect(document.range(members[1].key) == 18..<21)
        #expect(document.range(members[1].value) == 23..<30)
        #expect(document.kind(members[1].value) == .array)
        #expect(document.elements(members[1].value).map(document.range) == [24..<25, 27..<29])
    }

    @Test func escapedKeyDecodesAndSpansItsSourceText() throws {
        let document = try parse(#"{"a\u0062": true}"#)
        guard let member = document.members(document.root).first(where: { _ in true }) else {
            Issue.record("not an object"); return
        }
        #expect(document.string(member.key) == "ab")
        #expect(document.string(member.key, equals: "ab"))
        #expect(document.range(member.key) == 1..<10)
        #expect(document.range(member.value) == 12..<16)
        #expect(document.bool(member.value) == true)
    }
}
