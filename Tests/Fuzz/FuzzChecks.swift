// Oracles shared by the libFuzzer harnesses: a violated one traps, which libFuzzer reports
// as a crash and saves the input.
import DialogCompiler

enum FuzzChecks {
    static func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fatalError("fuzz oracle: \(message())") }
    }

    /// Every node and member key of `node` spans bytes inside `source`, in order; every string
    /// decodes, and equals its decoded text when compared as bytes.
    static func checkSpans(_ node: JSONNode, of document: JSONDocument, in source: SourceFile) {
        let span = document.range(node)
        require(
            source.textStart <= span.lowerBound && span.lowerBound < span.upperBound && span.upperBound <= source.bytes.count,
            "node span \(span) outside the file")
        var previousEnd = span.lowerBound
        switch document.kind(node) {
        case .array:
            for element in document.elements(node) {
                require(previousEnd < document.start(element), "element at \(document.start(element)) out of order")
                checkSpans(element, of: document, in: source)
                previousEnd = document.end(element)
            }
            require(previousEnd < span.upperBound, "array \(span) ends inside its last element")
        case .object:
            for member in document.members(node) {
                let key = document.range(member.key)
                require(document.kind(member.key) == .string, "member key at \(key) is not a string")
                require(
                    previousEnd < key.lowerBound && key.upperBound <= document.start(member.value),
                    "member key span \(key) out of order")
                checkSpans(member.key, of: document, in: source)
                checkSpans(member.value, of: document, in: source)
                previousEnd = document.end(member.value)
            }
            require(previousEnd < span.upperBound, "object \(span) ends inside its last member")
        case .string:
            let text = document.string(node)
            require(text != nil && document.string(node, equals: text!), "string at \(span) does not equal its own text")
        case .number:
            require(document.numberText(node)?.utf8.count == span.count, "number at \(span) has another text")
        case .bool, .null:
            break
        }
    }

    /// `text` is a JSON document the strict reader accepts.
    /// A position's column and line, checked the slow way: the column by scanning back from the
    /// offset to the line's start, the line by counting breaks before it. `SourceFile` answers
    /// from its checkpoints, so this is an independent count; it is O(offset), so only files of
    /// up to 4 KB are checked.
    static func requireLineAndColumn(_ position: SourcePosition, in source: SourceFile) {
        let bytes = source.bytes
        let offset = position.offset
        guard bytes.count <= 4_096 else { return }
        require(offset >= source.textStart && offset <= bytes.count, "offset \(offset) outside the text")
        // A CR ends a line unless an LF follows it; the LF then ends it.
        func endsLine(_ index: Int) -> Bool {
            bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A))
        }
        var lineStart = offset
        while lineStart > source.textStart, !endsLine(lineStart - 1) { lineStart -= 1 }
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        let line = (source.textStart..<lineStart).filter(endsLine).count + 1
        require(
            position.line == line && position.column == column,
            "offset \(offset) is \(line):\(column), not \(position.line):\(position.column)")
    }

    /// `text` is well-formed XML: every tag closed in order, attributes quoted, no raw `<` in
    /// text or values, `&` only as a predefined entity or character reference, and only
    /// characters XML 1.0 allows. Written here rather than with Foundation's `XMLParser` so that
    /// LeakSanitizer judges dialogc alone.
    static func requireWellFormedXML(_ text: String, _ what: String) {
        requireXMLCharacters(text, what)
        var scanner = XMLScanner(bytes: Array(text.utf8), what: what)
        scanner.scanDocument()
    }

    /// `text` holds only characters XML 1.0 (and so HTML) allows.
    static func requireXMLCharacters(_ text: String, _ what: String) {
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: continue
            default: fatalError("fuzz oracle: \(what) holds U+\(String(scalar.value, radix: 16, uppercase: true))")
            }
        }
    }

    static func requireJSON(_ text: String, _ what: String) {
        do {
            _ = try JSONReader().parse(SourceFile(path: "output.json", text: text))
        } catch {
            fatalError("fuzz oracle: the \(what) is not valid JSON: \(error.message) at byte \(error.start)")
        }
    }

    /// Generated Swift shows every character a reviewer must see: no raw control characters
    /// (but line feeds), line or paragraph separators, zero-width or bidirectional controls.
    static func requireVisibleSwift(_ code: String) {
        for scalar in code.unicodeScalars where scalar != "\n" {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0x061C, 0xFEFF:
                fatalError("fuzz oracle: generated Swift holds an unescaped U+\(String(scalar.value, radix: 16, uppercase: true))")
            default:
                break
            }
        }
    }
}

/// The small part of XML the preview writes: a declaration, comments, elements, attributes,
/// character data and references.
private struct XMLScanner {
    let bytes: [UInt8]
    let what: String
    var index = 0
    var open: [ArraySlice<UInt8>] = []

    init(bytes: [UInt8], what: String) {
        self.bytes = bytes
        self.what = what
    }

    func fail(_ why: String) -> Never {
        fatalError("fuzz oracle: \(what) is not well-formed XML at byte \(index): \(why)")
    }

    func starts(with literal: String) -> Bool {
        bytes[index...].starts(with: literal.utf8)
    }

    mutating func skip(past literal: String) {
        let needle = Array(literal.utf8)
        while index < bytes.count, !bytes[index...].starts(with: needle) { index += 1 }
        guard index < bytes.count else { fail("'\(literal)' missing") }
        index += needle.count
    }

    mutating func scanDocument() {
        var sawRoot = false
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "<"):
                if starts(with: "<?") {
                    skip(past: "?>")
                } else if starts(with: "<!--") {
                    let start = index + 4
                    skip(past: "-->")
                    if String(decoding: bytes[start..<(index - 3)], as: UTF8.self).contains("--") { fail("'--' inside a comment") }
                } else if starts(with: "</") {
                    index += 2
                    let name = scanName()
                    guard let expected = open.popLast(), expected == name else { fail("unexpected end tag") }
                    skipSpace()
                    expect(">")
                } else {
                    if open.isEmpty, sawRoot { fail("a second root element") }
                    sawRoot = true
                    scanStartTag()
                }
            case UInt8(ascii: "&"):
                scanReference()
            default:
                if open.isEmpty, !isSpace(bytes[index]) { fail("text outside the root element") }
                index += 1
            }
        }
        if !open.isEmpty { fail("\(open.count) elements left open") }
        if !sawRoot { fail("no root element") }
    }

    mutating func scanStartTag() {
        index += 1
        let name = scanName()
        var attributes: Set<ArraySlice<UInt8>> = []
        while true {
            let hadSpace = skipSpace()
            if starts(with: "/>") { index += 2; return }
            if starts(with: ">") { index += 1; open.append(name); return }
            if !hadSpace { fail("attributes must be separated by white space") }
            let attribute = scanName()
            if !attributes.insert(attribute).inserted { fail("a repeated attribute") }
            skipSpace()
            expect("=")
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                fail("an unquoted value")
            }
            let quote = bytes[index]
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { fail("'<' in an attribute value") }
                if bytes[index] == UInt8(ascii: "&") { scanReference() } else { index += 1 }
            }
            expect(String(UnicodeScalar(quote)))
        }
    }

    mutating func scanReference() {
        let start = index + 1
        guard let end = bytes[start...].prefix(10).firstIndex(of: UInt8(ascii: ";")) else { fail("a bare '&'") }
        let name = String(decoding: bytes[start..<end], as: UTF8.self)
        let isEntity = ["amp", "lt", "gt", "quot", "apos"].contains(name)
        let isDecimal = name.count > 1 && name.hasPrefix("#") && name.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
        let isHex = name.count > 2 && name.hasPrefix("#x") && name.dropFirst(2).allSatisfy { $0.isASCII && $0.isHexDigit }
        if !(isEntity || isDecimal || isHex) { fail("the reference '&\(name);'") }
        index = end + 1
    }

    mutating func scanName() -> ArraySlice<UInt8> {
        let start = index
        while index < bytes.count, isNameByte(bytes[index], first: index == start) { index += 1 }
        if index == start { fail("a name expected") }
        return bytes[start..<index]
    }

    func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: ":"): true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."): !first
        default: false
        }
    }

    func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    @discardableResult
    mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    mutating func expect(_ literal: String) {
        guard starts(with: literal) else { fail("'\(literal)' expected") }
        index += literal.utf8.count
    }
}
