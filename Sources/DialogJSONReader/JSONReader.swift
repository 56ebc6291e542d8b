import DialogDiagnostics

/// A strict RFC 8259 reader that turns UTF-8 bytes into a `JSONDocument`, a flat tree of located values.
///
/// It reads bytes directly (Foundation's `JSONSerialization` cannot report positions) and
/// stops at the first syntax error with a message that says what was expected. It never
/// traps on any input, and hostile input cannot exhaust the stack or the memory: files,
/// nesting and strings are bounded by `maximumFileSize`, `maximumDepth` and
/// `maximumStringLength` (see `Limit`).
public struct JSONReader: Sendable {
    /// The largest file accepted, in bytes (8 MiB); a larger file is refused before it is parsed.
    public static let defaultMaximumFileSize = 8 * 1024 * 1024
    /// The deepest nesting of arrays and objects accepted; deeper input is an error.
    public static let defaultMaximumDepth = 512
    /// The longest string (key or value) accepted, in UTF-8 bytes after escapes are decoded.
    public static let defaultMaximumStringLength = 100_000

    /// The file size limit this reader enforces, in bytes.
    public var maximumFileSize: Int
    /// The nesting limit this reader enforces.
    public var maximumDepth: Int
    /// The string length limit this reader enforces, in UTF-8 bytes.
    public var maximumStringLength: Int

    /// Creates a reader with the given limits.
    public init(
        maximumDepth: Int = JSONReader.defaultMaximumDepth,
        maximumFileSize: Int = JSONReader.defaultMaximumFileSize,
        maximumStringLength: Int = JSONReader.defaultMaximumStringLength
    ) {
        self.maximumDepth = maximumDepth
        self.maximumFileSize = maximumFileSize
        self.maximumStringLength = maximumStringLength
    }

    /// A bound the reader puts on its input so that no file can exhaust the stack or the memory.
    public enum Limit: String, Sendable, Hashable, CaseIterable {
        /// The file has more than `maximumFileSize` bytes.
        case fileSize
        /// Arrays and objects nest deeper than `maximumDepth`.
        case nestingDepth
        /// A string has more than `maximumStringLength` UTF-8 bytes.
        case stringLength
    }

    /// Why reading failed: the bytes are not well-formed JSON, or they exceed one of the reader's limits.
    public enum Failure: Error, Sendable, Hashable {
        /// Not well-formed JSON, or not UTF-8.
        case syntax(JSONSyntaxError)
        /// Well-formed as far as it was read, but past a limit; the error says which and where.
        case limitExceeded(Limit, JSONSyntaxError)

        /// The message and location, whatever the kind.
        public var error: JSONSyntaxError {
            switch self {
            case .syntax(let error), .limitExceeded(_, let error): error
            }
        }
    }

    /// The largest file any reader accepts, whatever its `maximumFileSize`: node offsets are 32-bit.
    public static let largestSupportedFileSize = Int(Int32.max) - 3

    /// Reads a whole file, telling syntax errors and exceeded limits apart. The file size is
    /// checked before anything is parsed. A leading UTF-8 byte-order mark is skipped (editors
    /// on some platforms write one); a UTF-16 or UTF-32 byte-order mark is an error.
    public func read(_ file: SourceFile) throws(Failure) -> JSONDocument {
        let sizeLimit = min(maximumFileSize, JSONReader.largestSupportedFileSize)
        if file.bytes.count - file.textStart > sizeLimit {
            throw .limitExceeded(
                .fileSize,
                JSONSyntaxError(
                    "the file is larger than the limit of \(JSONReader.byteCount(sizeLimit))", start: 0, end: 0))
        }
        let nodes = try file.bytes.withUnsafeBufferPointer { buffer throws(Failure) -> [JSONDocument.Node] in
            var parser = Parser(
                bytes: buffer, position: file.textStart, maximumDepth: maximumDepth, maximumStringLength: maximumStringLength)
            do throws(JSONSyntaxError) {
                try parser.parseDocument()
                return parser.nodes
            } catch {
                throw parser.exceededLimit.map { Failure.limitExceeded($0, error) } ?? Failure.syntax(error)
            }
        }
        return JSONDocument(bytes: file.bytes, nodes: nodes)
    }

    /// Reads the one value written exactly at `range` of `file`, as it stands `depth` containers
    /// deep: its nodes keep the file's offsets, and the document's root is that value. The
    /// language server reads an edited dialog so, alone, and keeps the rest of the file as it was.
    /// Whitespace around the value, or anything after it, is a syntax error.
    package func readValue(of file: SourceFile, in range: Range<Int>, depth: Int) throws(Failure) -> JSONDocument {
        guard range.lowerBound >= file.textStart, range.upperBound <= file.bytes.count,
            range.upperBound <= JSONReader.largestSupportedFileSize
        else {
            throw .syntax(JSONSyntaxError("the value lies outside the file", start: range.lowerBound, end: range.lowerBound))
        }
        let nodes = try file.bytes.withUnsafeBufferPointer { buffer throws(Failure) -> [JSONDocument.Node] in
            // The file up to the value's end, so the parser stops there; offsets stay the file's.
            var parser = Parser(
                bytes: UnsafeBufferPointer(rebasing: buffer[..<range.upperBound]), position: range.lowerBound,
                maximumDepth: maximumDepth, maximumStringLength: maximumStringLength, expectedNodes: range.count / 10 + 1)
            parser.depth = depth
            do throws(JSONSyntaxError) {
                try parser.parseValue()
                if parser.position < range.upperBound {
                    throw JSONSyntaxError("expected the value to end", start: parser.position, end: parser.position)
                }
                return parser.nodes
            } catch {
                throw parser.exceededLimit.map { Failure.limitExceeded($0, error) } ?? Failure.syntax(error)
            }
        }
        return JSONDocument(bytes: file.bytes, nodes: nodes)
    }

    /// Parses a whole file; an exceeded limit is reported like a syntax error. Use `read(_:)`
    /// to tell the two apart.
    public func parse(_ file: SourceFile) throws(JSONSyntaxError) -> JSONDocument {
        do throws(Failure) {
            return try read(file)
        } catch {
            throw error.error
        }
    }

    /// Parses UTF-8 text; a convenience for tests and tools.
    public func parse(_ text: String) throws(JSONSyntaxError) -> JSONDocument {
        try parse(SourceFile(path: "<text>", text: text))
    }

    /// `8388608` as "8 MiB (8,388,608 bytes)", `100000` as "100,000 bytes": how messages state a limit.
    package static func byteCount(_ count: Int) -> String {
        let grouped = JSONReader.grouped(count) + (count == 1 ? " byte" : " bytes")
        let mebibyte = 1024 * 1024
        return count >= mebibyte && count % mebibyte == 0 ? "\(count / mebibyte) MiB (\(grouped))" : grouped
    }

    /// `100000` as `100,000`, independent of the locale.
    package static func grouped(_ count: Int) -> String {
        var digits = String(count.magnitude)
        var groups: [Substring] = []
        while digits.count > 3 {
            groups.insert(Substring(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(Substring(digits), at: 0)
        return (count < 0 ? "-" : "") + groups.joined(separator: ",")
    }
}

private struct Parser {
    typealias Node = JSONDocument.Node

    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int
    let maximumDepth: Int
    let maximumStringLength: Int
    var depth = 0
    /// Set just before an error that reports an exceeded limit is thrown.
    var exceededLimit: JSONReader.Limit?
    /// The values read so far, each container before its children.
    var nodes: [Node] = []

    init(bytes: UnsafeBufferPointer<UInt8>, position: Int, maximumDepth: Int, maximumStringLength: Int, expectedNodes: Int? = nil) {
        self.bytes = bytes
        self.position = position
        self.maximumDepth = maximumDepth
        self.maximumStringLength = maximumStringLength
        // Specs average about one value per ten bytes; a close guess saves most regrowth.
        nodes.reserveCapacity(expectedNodes ?? bytes.count / 10 + 1)
    }

    // MARK: Document

    mutating func parseDocument() throws(JSONSyntaxError) {
        try rejectOtherEncodings()
        skipWhitespace()
        try parseValue()
        skipWhitespace()
        if position < bytes.count {
            throw error("expected end of file after the top-level value, found \(describeCurrent())")
        }
    }

    private func rejectOtherEncodings() throws(JSONSyntaxError) {
        let prefix = Array(bytes.prefix(4)) + [UInt8](repeating: 1, count: max(0, 4 - bytes.count))
        // A byte-order mark, or the zero bytes ASCII leaves in the wider encodings, give them away.
        let encoding: String? =
            if prefix.starts(with: [0, 0, 0xFE, 0xFF]) || (prefix[0] == 0 && prefix[1] == 0 && prefix[2] == 0) {
                "UTF-32 big-endian"
            } else if prefix.starts(with: [0xFF, 0xFE, 0, 0]) || (prefix[1] == 0 && prefix[2] == 0 && prefix[3] == 0) {
                "UTF-32 little-endian"
            } else if prefix.starts(with: [0xFE, 0xFF]) || (prefix[0] == 0 && bytes.count >= 2) {
                "UTF-16 big-endian"
            } else if prefix.starts(with: [0xFF, 0xFE]) || (prefix[1] == 0 && bytes.count >= 2) {
                "UTF-16 little-endian"
            } else {
                nil
            }
        if let encoding {
            throw JSONSyntaxError("the file is \(encoding), not UTF-8", start: 0, end: min(2, bytes.count))
        }
    }

    // MARK: Values

    /// Appends a scalar that spans `start ..< position`.
    @inline(__always)
    private mutating func appendScalar(_ kind: JSONDocument.Kind, flags: UInt8 = 0, start: Int) {
        let index = Int32(truncatingIfNeeded: nodes.count)
        nodes.append(
            Node(
                kind: kind, flags: flags, start: Int32(truncatingIfNeeded: start), end: Int32(truncatingIfNeeded: position),
                next: index + 1))
    }

    /// Appends a container whose end and subtree `close(_:)` fills in; returns its index.
    @inline(__always)
    private mutating func openContainer(_ kind: JSONDocument.Kind, start: Int) -> Int {
        nodes.append(Node(kind: kind, flags: 0, start: Int32(truncatingIfNeeded: start), end: 0, next: 0))
        return nodes.count - 1
    }

    @inline(__always)
    private mutating func close(_ container: Int) {
        nodes[container].end = Int32(truncatingIfNeeded: position)
        nodes[container].next = Int32(truncatingIfNeeded: nodes.count)
        depth -= 1
    }

    mutating func parseValue() throws(JSONSyntaxError) {
        guard position < bytes.count else {
            throw error("expected a JSON value, found end of file")
        }
        let start = position
        switch bytes[position] {
        case UInt8(ascii: "{"):
            try parseObject()
        case UInt8(ascii: "["):
            try parseArray()
        case UInt8(ascii: "\""):
            let flags = try scanString()
            appendScalar(.string, flags: flags, start: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            try scanNumber()
            appendScalar(.number, start: start)
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            appendScalar(.true, start: start)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            appendScalar(.false, start: start)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            appendScalar(.null, start: start)
        default:
            throw unexpectedValueStart()
        }
    }

    /// An object node is followed by each member's key (a string node) and value.
    private mutating func parseObject() throws(JSONSyntaxError) {
        let start = position
        try enterContainer()
        position += 1
        let object = openContainer(.object, start: start)
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            close(object)
            return
        }
        // Where the last comma was: a trailing comma is reported at itself, not at the brace after it.
        var comma: Int?
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                throw expectedKey(afterComma: comma)
            }
            let keyStart = position
            let flags = try scanString()
            appendScalar(.string, flags: flags, start: keyStart)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else {
                throw error("expected ':' after object key, found \(describeCurrent())")
            }
            position += 1
            skipWhitespace()
            try parseValue()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                comma = position
                position += 1
            case UInt8(ascii: "}"):
                position += 1
                close(object)
                return
            default:
                throw commentOr("expected ',' or '}' after object member, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) {
        let start = position
        try enterContainer()
        position += 1
        let array = openContainer(.array, start: start)
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            close(array)
            return
        }
        var comma = position
        while true {
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                throw error("trailing comma before ']' is not allowed", at: comma, end: comma + 1)
            }
            try parseValue()
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                comma = position
                position += 1
            case UInt8(ascii: "]"):
                position += 1
                close(array)
                return
            default:
                throw commentOr("expected ',' or ']' after array element, found \(describeCurrent())")
            }
        }
    }

    private mutating func enterContainer() throws(JSONSyntaxError) {
        depth += 1
        if depth > maximumDepth {
            exceededLimit = .nestingDepth
            throw error("arrays and objects nest deeper than \(maximumDepth) levels", length: 1)
        }
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { throw unexpectedValueStart() }
        let expected = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != expected[offset] {
            throw unexpectedValueStart()
        }
        position += count
    }

    // MARK: Numbers

    /// Steps over a number, checking its grammar; the node keeps its text as a byte range.
    private mutating func scanNumber() throws(JSONSyntaxError) {
        let start = position
        if current == UInt8(ascii: "-") {
            position += 1
            guard isDigit(current) else {
                if current == UInt8(ascii: "I") { throw error("'-Infinity' is not valid JSON", at: start, end: start + 9) }
                throw error("expected a digit after '-', found \(describeCurrent())")
            }
        }
        if current == UInt8(ascii: "0") {
            position += 1
            if isDigit(current) {
                throw error("leading zeros are not allowed in numbers", at: start, end: position + 1)
            }
        } else {
            skipDigits()
        }
        if current == UInt8(ascii: ".") {
            position += 1
            guard isDigit(current) else {
                throw error("expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard isDigit(current) else {
                throw error("expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
    }

    private mutating func skipDigits() {
        while position < bytes.count, bytes[position] &- UInt8(ascii: "0") < 10 { position += 1 }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: Strings

    /// Steps over a string starting at its opening quote, validating UTF-8 and escapes, and
    /// returns its node's flags. Nothing is decoded: the document does that when asked.
    ///
    /// The length limit applies to the decoded UTF-8, checked after each character as if it were
    /// decoded, so of a string that is both too long and malformed the first problem is reported.
    private mutating func scanString() throws(JSONSyntaxError) -> UInt8 {
        let openingQuote = position
        let contentStart = position + 1
        var index = contentStart
        var isASCII = true
        // Fast path: no escape, so the decoded length is the length in bytes.
        while index < bytes.count {
            // Eight bytes at a step to the first one that needs a look: a quote, a backslash, a
            // control character or a non-ASCII byte. Of the bits the tests set, the lowest is exact.
            while let word = word(at: index) {
                let quote = word ^ 0x2222_2222_2222_2222
                let backslash = word ^ 0x5C5C_5C5C_5C5C_5C5C
                let special =
                    ((quote &- 0x0101_0101_0101_0101) & ~quote
                        | (backslash &- 0x0101_0101_0101_0101) & ~backslash
                        | (word &- 0x2020_2020_2020_2020) & ~word
                        | word) & 0x8080_8080_8080_8080
                guard special == 0 else {
                    index += special.trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte < 0x80 {
                index += 1
                continue
            }
            isASCII = false
            guard let length = validSequenceLength(at: index) else { break }
            index += length
        }
        position = index
        if index - contentStart > maximumStringLength {
            try checkStringLength(index - contentStart, openingQuote: openingQuote)
        }
        guard index < bytes.count else { throw unterminatedString(openingQuote) }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            position += 1
            return Node.unescaped | (isASCII ? Node.plainASCII : 0)
        case UInt8(ascii: "\\"):
            try scanEscapedRest(openingQuote: openingQuote, decodedCount: index - contentStart)
            return 0
        default:
            try advanceOverStringByte(bytes[index])
            throw invalidUTF8(at: index)  // not reached: the byte was a control or not UTF-8
        }
    }

    /// The rest of a string from its first backslash, counting the UTF-8 its escapes decode to.
    private mutating func scanEscapedRest(openingQuote: Int, decodedCount: Int) throws(JSONSyntaxError) {
        var decodedCount = decodedCount
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                decodedCount += try scanEscape()
            } else {
                let start = position
                try advanceOverStringByte(byte)
                decodedCount += position - start
            }
            try checkStringLength(decodedCount, openingQuote: openingQuote)
        }
        throw unterminatedString(openingQuote)
    }

    /// Stops a string as soon as its decoded UTF-8 passes the limit, pointing at its opening quote.
    private mutating func checkStringLength(_ length: Int, openingQuote: Int) throws(JSONSyntaxError) {
        guard length > maximumStringLength else { return }
        exceededLimit = .stringLength
        throw JSONSyntaxError(
            "string is longer than the limit of \(JSONReader.byteCount(maximumStringLength)) of UTF-8",
            start: openingQuote, end: openingQuote + 1)
    }

    /// Steps over one unescaped character of a string, rejecting control characters and invalid UTF-8.
    private mutating func advanceOverStringByte(_ byte: UInt8) throws(JSONSyntaxError) {
        if byte < 0x20 {
            let name = byte == 0x0A ? "a line break" : "control character \(unicodeName(UInt32(byte)))"
            throw error("\(name) must be escaped in a string", length: 1)
        }
        if byte < 0x80 {
            position += 1
        } else {
            position += try utf8SequenceLength(at: position)
        }
    }

    /// Steps over one escape sequence and returns the number of UTF-8 bytes it decodes to.
    private mutating func scanEscape() throws(JSONSyntaxError) -> Int {
        let start = position
        position += 1
        guard let escaped = current else { throw error("unterminated escape sequence") }
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return 1
        case UInt8(ascii: "u"):
            return UTF8.width(try parseUnicodeEscape(start: start))
        default:
            position = start
            let length = 1 + ((try? utf8SequenceLength(at: start + 1)) ?? 1)
            throw error("invalid escape sequence '\(text(start, start + length))'", length: length)
        }
    }

    /// Reads the four hex digits after `\u`, pairing surrogates; a lone surrogate is an error.
    private mutating func parseUnicodeEscape(start: Int) throws(JSONSyntaxError) -> Unicode.Scalar {
        let unit = try parseHexQuad(escapeStart: start)
        switch unit {
        case 0xD800...0xDBFF:
            let lowStart = position
            guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else {
                throw error(
                    "high surrogate '\(text(start, start + 6))' is not followed by a low surrogate",
                    at: start, end: start + 6)
            }
            position += 2
            let low = try parseHexQuad(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error(
                    "high surrogate '\(text(start, start + 6))' is not followed by a low surrogate",
                    at: start, end: position)
            }
            let value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            return Unicode.Scalar(value)!
        case 0xDC00...0xDFFF:
            throw error(
                "low surrogate '\(text(start, start + 6))' without a preceding high surrogate",
                at: start, end: start + 6)
        default:
            return Unicode.Scalar(unit)!
        }
    }

    private mutating func parseHexQuad(escapeStart: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else {
                throw error(
                    "'\\u' must be followed by four hexadecimal digits", at: escapeStart,
                    end: min(bytes.count, position + 1))
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: UTF-8

    /// The length of the well-formed UTF-8 sequence at `index` (Unicode Table 3-7), or a located error.
    private func utf8SequenceLength(at index: Int) throws(JSONSyntaxError) -> Int {
        guard let length = validSequenceLength(at: index) else { throw invalidUTF8(at: index) }
        return length
    }

    /// The length of the well-formed UTF-8 sequence at `index`, or nil when it is not one.
    @inline(__always)
    private func validSequenceLength(at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    private func invalidUTF8(at index: Int) -> JSONSyntaxError {
        let hex = String(bytes[index], radix: 16, uppercase: true)
        return JSONSyntaxError("invalid UTF-8 byte 0x\(hex.count == 1 ? "0" + hex : hex)", start: index, end: index + 1)
    }

    // MARK: Whitespace and errors

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// Skips white space, runs of spaces eight bytes at a step: indentation is nearly half of a
    /// pretty-printed spec.
    @inline(__always)
    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20:
                position += 1
                while let word = word(at: position) {
                    let other = word ^ 0x2020_2020_2020_2020
                    guard other == 0 else {
                        position += other.trailingZeroBitCount >> 3
                        break
                    }
                    position += 8
                }
            case 0x09, 0x0A, 0x0D:
                position += 1
            default:
                return
            }
        }
    }

    /// The eight bytes at `index` with the first in the lowest bits, or nil past the end.
    @inline(__always)
    private func word(at index: Int) -> UInt64? {
        guard index + 8 <= bytes.count, let base = bytes.baseAddress else { return nil }
        return UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
    }

    private func text(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<min(end, bytes.count)]), as: UTF8.self)
    }

    /// The character at the current position as users should read it in a message.
    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte < 0x20 || byte == 0x7F { return unicodeName(UInt32(byte)) }
        guard let length = try? utf8SequenceLength(at: position) else { return "an invalid UTF-8 byte" }
        return "'\(text(position, position + length))'"
    }

    private func unicodeName(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private func unexpectedValueStart() -> JSONSyntaxError {
        let byte = bytes[position]
        if byte == UInt8(ascii: "/") { return error("comments are not allowed in JSON", length: 2) }
        if byte == UInt8(ascii: "'") { return error("strings must use double quotes, not single quotes", length: 1) }
        if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
            return error("expected a JSON value, found '\(Character(Unicode.Scalar(byte)))'", length: 1)
        }
        if byte >= 0x80, (try? utf8SequenceLength(at: position)) == nil { return invalidUTF8(at: position) }
        let word = wordAtPosition()
        if ["NaN", "Infinity", "-Infinity"].contains(word) {
            return error("'\(word)' is not valid JSON", length: word.utf8.count)
        }
        if ["True", "False", "Null", "TRUE", "FALSE", "NULL"].contains(word) {
            return error("'\(word)' is not valid JSON; literals are lowercase", length: word.utf8.count)
        }
        return error("expected a JSON value, found \(describeCurrent())", length: 1)
    }

    /// The error for what stands where a key belongs; `comma` is where the comma before it was, if one was.
    private func expectedKey(afterComma comma: Int?) -> JSONSyntaxError {
        switch current {
        case UInt8(ascii: "}") where comma != nil:
            error("trailing comma before '}' is not allowed", at: comma!, end: comma! + 1)
        case UInt8(ascii: "'"):
            error("object keys must use double quotes, not single quotes", length: 1)
        case UInt8(ascii: "/"):
            error("comments are not allowed in JSON", length: 2)
        default:
            error("expected a string key in double quotes, found \(describeCurrent())", length: 1)
        }
    }

    /// "comments are not allowed in JSON" when a comment (`//` or `/*`) starts here, as it does at
    /// a value or a key; else the error `message`.
    private func commentOr(_ message: String) -> JSONSyntaxError {
        if current == UInt8(ascii: "/"), position + 1 < bytes.count,
            bytes[position + 1] == UInt8(ascii: "/") || bytes[position + 1] == UInt8(ascii: "*")
        {
            return error("comments are not allowed in JSON", length: 2)
        }
        return error(message)
    }

    private func wordAtPosition() -> String {
        var end = position
        while end < bytes.count, end - position < 16,
            bytes[end] == UInt8(ascii: "-") || (bytes[end] | 0x20 >= UInt8(ascii: "a") && bytes[end] | 0x20 <= UInt8(ascii: "z"))
        {
            end += 1
        }
        return text(position, end)
    }

    private func unterminatedString(_ openingQuote: Int) -> JSONSyntaxError {
        JSONSyntaxError("unterminated string", start: openingQuote, end: openingQuote + 1)
    }

    private func error(_ message: String, length: Int = 0) -> JSONSyntaxError {
        JSONSyntaxError(message, start: position, end: min(bytes.count, position + length))
    }

    private func error(_ message: String, at start: Int, end: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message, start: start, end: min(bytes.count, end ?? start))
    }
}
