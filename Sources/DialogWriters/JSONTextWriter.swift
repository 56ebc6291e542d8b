import Foundation

/// Writes JSON text with keys in the order given and two-space indentation, so documents the
/// compiler writes (baselines, plans) are byte-for-byte stable and diff well.
///
/// The text grows as UTF-8 bytes in one `ByteBuffer` that every piece is written into through a
/// pointer: a render plan of thousands of dialogs is hundreds of thousands of short ASCII
/// strings, numbers and indentations, for which `Array`'s uniqueness and bounds checks and a
/// call per byte were most of `dialogc plan`'s own work. Each piece makes room for all it may
/// write once, then writes without a check.
///
/// A document of a fixed shape (a render plan) can instead be written as `JSONPiece`s and the
/// values between them (`startPiecewiseValue()` and the `write` functions): then the writer keeps
/// no state per piece.
///
/// The reports of `validate`, `lint` and `diff` (`json`, `sarif`) keep a layout of their own
/// (`Style.report`), which the tools that read and diff them have seen since their first version.
public struct JSONTextWriter: ~Copyable {
    /// How a document spells what JSON leaves open: the space around a key's colon, an empty
    /// container, and which characters beyond those JSON requires are escaped.
    package enum Style: Sendable {
        /// The compiler's own documents (plans, baselines, formatted specs, the language server's
        /// messages): `"key": value`, `[]` for an empty container, and DEL and the line separators
        /// of JavaScript (U+2028, U+2029) escaped too.
        case standard
        /// The reports: `"key" : value`, an empty container open across a blank line, and only
        /// quotes, backslashes and control characters escaped.
        case report
    }

    @usableFromInline var buffer: ByteBuffer
    /// How this writer spells what `Style` leaves open; set once, when it is made.
    private let style: Style
    /// The expansions of pieces this writer has used, kept when it is emptied for reuse.
    private var pieceTable = JSONPieceTable()
    private var depth = 0
    /// One bit per open container, the innermost lowest: whether it has an element yet. Containers
    /// nested deeper than 64 keep theirs in `deeperHasElement`.
    private var hasElementBits: UInt64 = 0
    private var openCount = 0
    private var deeperHasElement: [Bool] = []
    private var afterKey = false

    /// Creates an empty writer.
    public init() {
        self.init(indentLevel: 0)
    }

    /// Creates an empty writer for a value that will sit `level` levels deep in a document written
    /// around it, so the value's lines take that document's indentation without a second pass.
    public init(indentLevel level: Int) {
        self.init(indentLevel: level, capacity: 256)
    }

    /// Creates an empty writer as `init(indentLevel:)` does, with room for `capacity` bytes before it grows.
    package init(indentLevel level: Int, capacity: Int) {
        self.init(style: .standard, indentLevel: level, capacity: capacity)
    }

    /// Creates an empty writer of documents in `style`.
    package init(style: Style, indentLevel level: Int = 0, capacity: Int = 256) {
        buffer = ByteBuffer(capacity: max(capacity, 256))
        depth = level
        self.style = style
    }

    /// Empties the writer as `init(indentLevel:)` makes it, keeping its style, its buffer and its room.
    package mutating func reset(indentLevel level: Int) {
        buffer.removeAll()
        depth = level
        hasElementBits = 0
        openCount = 0
        deeperHasElement.removeAll()
        afterKey = false
    }

    /// The UTF-8 text written so far.
    public var bytes: [UInt8] { buffer.bytes }

    /// The UTF-8 text written; the writer is done with.
    public consuming func finish() -> [UInt8] { buffer.bytes }

    /// The text written so far.
    public var text: String { buffer.text }

    /// How many bytes are written.
    package var count: Int { buffer.count }

    /// `body` of the bytes written, without a copy (a plan's runs go straight into its document).
    package func withBytes<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
        buffer.withBytes(body)
    }

    // Inlined, as `open` and `close` are: a plan opens and closes about 90 containers a dialog.
    @inline(__always) public mutating func beginObject() { open(UInt8(ascii: "{")) }
    @inline(__always) public mutating func endObject() { close(UInt8(ascii: "}")) }
    @inline(__always) public mutating func beginArray() { open(UInt8(ascii: "[")) }
    @inline(__always) public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: String) {
        string(name)
        colon()
    }

    /// Writes an object key of letters, digits and ASCII punctuation that need no escape (the keys
    /// of a document's own format), copied without a scan; the next value written belongs to it.
    @inline(__always)
    public mutating func plainKey(_ name: StaticString) {
        // Inlined where the key is a literal: its length is a constant and its copy a store or two.
        if name.hasPointerRepresentation {
            plainKey(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount))
        } else {
            name.withUTF8Buffer { plainKey($0) }
        }
    }

    @inline(__always)
    private mutating func plainKey(_ utf8: UnsafeBufferPointer<UInt8>) {
        var cursor = reserve(elementRoom &+ utf8.count &+ 5)
        startElement(&cursor)
        cursor.pointee = UInt8(ascii: "\"")
        cursor += 1
        ByteBuffer.copy(UnsafeRawPointer(utf8.baseAddress), count: utf8.count, &cursor)
        if style == .report {
            Self.store(UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ":"), &cursor)
            cursor.pointee = UInt8(ascii: " ")
            cursor += 1
        } else {
            Self.store(UInt8(ascii: "\""), UInt8(ascii: ":"), UInt8(ascii: " "), &cursor)
        }
        commit(cursor)
        afterKey = true
    }

    /// Starts a value of an array written around this writer's text: a comma (which the first
    /// value of the array drops), a newline and the indentation.
    package mutating func startOuterArrayElement() {
        var cursor = reserve(elementRoom)
        cursor.pointee = UInt8(ascii: ",")
        cursor += 1
        Self.newline(depth: depth, &cursor)
        commit(cursor)
    }

    public mutating func string(_ value: String) {
        separate()
        write(value)
    }

    public mutating func number(_ value: Int) {
        separate()
        write(value)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        write(value)
    }

    public mutating func null() {
        separate()
        writeLiteral("null")
    }

    /// Writes a number in the shortest form that reads back as the same `Double` (`0.3`, `2`).
    public mutating func number(_ value: Double) {
        separate()
        write(value)
    }

    /// `value` as `units / 10^scale` with at most three decimals, when that decimal reads back as
    /// `value` and no shorter one does: then it is the shortest form `String(value)` spells too
    /// (frames to a hundredth, alphas to a thousandth).
    package static func fewDecimals(_ value: Double) -> (units: Int, scale: Int)? {
        guard abs(value) < 1e12, abs(value) >= 0.001 else { return nil }
        var power = 1.0
        for scale in 1...3 {
            power *= 10
            let units = Double(Self.roundedToInteger(value * power))
            if units / power == value { return (Int(units), scale) }
        }
        return nil
    }

    /// Writes a value that is already JSON text (a number as its source wrote it, a one-line array).
    package mutating func rawValue(_ json: String) {
        separate()
        writeJSON(json)
    }

    private mutating func writeJSON(_ json: String) {
        buffer.append(json)
    }

    /// Writes an object key that is already a quoted JSON string; the next value written belongs to it.
    package mutating func rawKey(_ quoted: String) {
        rawValue(quoted)
        colon()
    }

    // MARK: Pieces

    /// Starts a value written as pieces and values, as `beginObject()` would start it: the comma
    /// and the line break its container needs before it. The value must be whole when the next
    /// piece of the generic API is written.
    package mutating func startPiecewiseValue() { separate() }

    /// The depth a value started now stands at, for `pieces(_:depth:)`.
    package var indentLevel: Int { depth }

    /// `Piece`'s pieces as they read at `depth`, expanded the first time this writer asks.
    package mutating func pieces<Piece: JSONPiece>(_ type: Piece.Type, depth: Int) -> JSONPieces<Piece> {
        pieceTable.pieces(type, depth: depth)
    }

    /// Writes `piece` as it reads at the depth of `pieces`; inlinable, so it is specialized for the
    /// piece type in the generator that writes it, and inlined there: a plan writes about 200
    /// pieces a dialog, and the call cost as much as the copy.
    @inlinable @inline(__always)
    package mutating func write<Piece: JSONPiece>(_ piece: Piece, _ pieces: JSONPieces<Piece>) {
        buffer.appendPiece(piece.rawValue, of: pieces.block)
    }

    /// Writes `name` quoted, copied without an escape scan: only for names of ASCII letters and
    /// digits (a format's own values, such as an enumeration's raw values). Inlinable, as the
    /// plan writes one or two a piece of its shape.
    @inlinable @inline(__always)
    package mutating func write(name: StaticString) {
        name.withUTF8Buffer { utf8 in
            var cursor = buffer.reserve(utf8.count &+ 2)
            cursor.pointee = UInt8(ascii: "\"")
            cursor += 1
            ByteBuffer.copy(UnsafeRawPointer(utf8.baseAddress), count: utf8.count, &cursor)
            cursor.pointee = UInt8(ascii: "\"")
            buffer.commit(cursor + 1)
        }
    }

    /// Writes `value` quoted and escaped, as `string(_:)` does, without a separator.
    package mutating func write(_ value: String) {
        if let _: Void = value.utf8.withContiguousStorageIfAvailable({ quote($0) }) { return }
        var value = value
        value.withUTF8 { quote($0) }
    }

    /// Writes `"#RRGGBB"` (uppercase hexadecimal digits), as `write(_: String)` writes a color's
    /// hex spelling, without making the string: a plan paints about eight parts a dialog.
    package mutating func write(hexRed red: UInt8, green: UInt8, blue: UInt8) {
        let cursor = reserve(9)
        cursor[0] = UInt8(ascii: "\"")
        cursor[1] = UInt8(ascii: "#")
        Self.hexDigits(of: red, at: cursor + 2)
        Self.hexDigits(of: green, at: cursor + 4)
        Self.hexDigits(of: blue, at: cursor + 6)
        cursor[8] = UInt8(ascii: "\"")
        commit(cursor + 9)
    }

    /// Writes the two uppercase hexadecimal digits of `value` at `cursor`.
    @inline(__always)
    private static func hexDigits(of value: UInt8, at cursor: UnsafeMutablePointer<UInt8>) {
        func digit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") &+ value : UInt8(ascii: "A") &+ value &- 10 }
        cursor[0] = digit(value >> 4)
        cursor[1] = digit(value & 0x0F)
    }

    /// Writes `"path:line"` as `write(_: String)` writes that string, without making it.
    package mutating func write(path: String, line: Int) {
        write(path)
        // Over the closing quote: the line goes inside the string.
        var cursor = reserve(22) - 1
        cursor.pointee = UInt8(ascii: ":")
        cursor += 1
        ByteBuffer.digits(of: UInt(line), minimumCount: 1, &cursor)
        cursor.pointee = UInt8(ascii: "\"")
        commit(cursor + 1)
    }

    /// Writes `value` as `number(_: Int)` does, without a separator.
    @inline(__always)
    package mutating func write(_ value: Int) { buffer.append(decimal: value) }

    /// Writes `value` as `number(_: Double)` does, without a separator.
    package mutating func write(_ value: Double) {
        // Converting to an integer and back tests integrality without a call to `trunc`.
        if abs(value) < 1e15, Double(Int(value)) == value {
            write(Int(value))
        } else if let (units, scale) = Self.fewDecimals(value) {
            var cursor = reserve(22)
            Self.decimal(units, scale: scale, &cursor)
            commit(cursor)
        } else {
            writeJSON(String(value))
        }
    }

    /// Writes `(value * 100).rounded() / 100` as `write(_: Double)` does, without the division
    /// and the search for the fewest decimals: the hundredths are the digits.
    @inline(__always)
    package mutating func write(hundredthsOf value: Double) {
        let scaled = value * 100
        // Far below the magnitudes where `write(_: Double)` spells a number another way, or
        // where a hundredth is no longer a distinct `Double` (and no NaN).
        guard abs(scaled) < 1e13 - 1 else { return write((value * 100).rounded() / 100) }
        let hundredths = Self.roundedToInteger(scaled)
        let magnitude = hundredths.magnitude
        var cursor = reserve(24)
        if hundredths < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        ByteBuffer.digits(of: magnitude / 100, minimumCount: 1, &cursor)
        let fraction = magnitude % 100
        if fraction != 0 {
            cursor.pointee = UInt8(ascii: ".")
            cursor += 1
            if fraction % 10 == 0 {
                cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10)
                cursor += 1
            } else {
                ByteBuffer.digits(of: fraction, minimumCount: 2, &cursor)
            }
        }
        commit(cursor)
    }

    /// `value.rounded()` (half away from zero) as an integer, for magnitudes below 2^52, without
    /// the call to the C library's `round` that `rounded()` makes: a plan rounds every frame.
    @inline(__always)
    package static func roundedToInteger(_ value: Double) -> Int {
        let truncated = Int(value)
        // Exact: below 2^52 the truncated value is a `Double` within a factor of two of `value`.
        let rest = value - Double(truncated)
        return rest >= 0.5 ? truncated &+ 1 : rest <= -0.5 ? truncated &- 1 : truncated
    }

    /// Writes `true` or `false`, without a separator.
    @inline(__always)
    package mutating func write(_ value: Bool) { writeLiteral(value ? "true" : "false") }

    /// Writes `null`, without a separator.
    @inline(__always)
    package mutating func writeNull() { writeLiteral("null") }

    // MARK: The buffer

    @inline(__always)
    private mutating func reserve(_ count: Int) -> UnsafeMutablePointer<UInt8> { buffer.reserve(count) }

    @inline(__always)
    private mutating func commit(_ cursor: UnsafeMutablePointer<UInt8>) { buffer.commit(cursor) }

    /// What an element may write before its value: a comma, a newline and the indentation, and
    /// the up to seven bytes the last store of spaces writes past it.
    @inline(__always)
    private var elementRoom: Int { 2 &* depth &+ 9 }

    @inline(__always)
    private static func store(_ first: UInt8, _ second: UInt8, _ third: UInt8, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        cursor[0] = first
        cursor[1] = second
        cursor[2] = third
        cursor += 3
    }

    private mutating func colon() {
        var cursor = reserve(3)
        if style == .report {
            Self.store(UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " "), &cursor)
        } else {
            cursor[0] = UInt8(ascii: ":")
            cursor[1] = UInt8(ascii: " ")
            cursor += 2
        }
        commit(cursor)
        afterKey = true
    }

    /// Writes `true`, `false` or `null`.
    @inline(__always)
    private mutating func writeLiteral(_ literal: StaticString) {
        let count = literal.utf8CodeUnitCount
        var cursor = reserve(count)
        // Literals of four and five letters have a pointer, never a single scalar.
        ByteBuffer.copy(UnsafeRawPointer(literal.utf8Start), count: count, &cursor)
        commit(cursor)
    }

    // MARK: Numbers

    /// Writes `units / 10^scale` in decimal, without trailing zeros; at most 22 bytes.
    private static func decimal(_ units: Int, scale: Int, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        var fraction = units.magnitude
        var scale = scale
        while scale > 0, fraction % 10 == 0 {
            fraction /= 10
            scale -= 1
        }
        var divisor: UInt = 1
        for _ in 0..<scale { divisor *= 10 }
        if units < 0 {
            cursor.pointee = UInt8(ascii: "-")
            cursor += 1
        }
        ByteBuffer.digits(of: fraction / divisor, minimumCount: 1, &cursor)
        guard scale > 0 else { return }
        cursor.pointee = UInt8(ascii: ".")
        cursor += 1
        ByteBuffer.digits(of: fraction % divisor, minimumCount: scale, &cursor)
    }

    // MARK: Structure

    @inline(__always)
    private mutating func open(_ bracket: UInt8) {
        var cursor = reserve(elementRoom + 1)
        startElement(&cursor)
        cursor.pointee = bracket
        commit(cursor + 1)
        if openCount < 64 {
            hasElementBits <<= 1
        } else {
            deeperHasElement.append(false)
        }
        openCount += 1
        depth += 1
    }

    @inline(__always)
    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        openCount -= 1
        let hadElement: Bool
        if openCount < 64 {
            hadElement = hasElementBits & 1 == 1
            hasElementBits >>= 1
        } else {
            hadElement = deeperHasElement.removeLast()
        }
        // The room of an element: the blank line of a report's empty container takes the comma's place.
        var cursor = reserve(elementRoom + 1)
        if hadElement {
            Self.newline(depth: depth, &cursor)
        } else if style == .report {
            cursor.pointee = UInt8(ascii: "\n")
            cursor += 1
            Self.newline(depth: depth, &cursor)
        }
        cursor.pointee = bracket
        commit(cursor + 1)
    }

    /// Writes the comma and the line break before an element, unless it is a key's value; needs `elementRoom`.
    @inline(__always)
    private mutating func startElement(_ cursor: inout UnsafeMutablePointer<UInt8>) {
        if afterKey {
            afterKey = false
            return
        }
        guard openCount > 0 else { return }
        let hadElement: Bool
        if openCount <= 64 {
            hadElement = hasElementBits & 1 == 1
            hasElementBits |= 1
        } else {
            hadElement = deeperHasElement[deeperHasElement.count - 1]
            deeperHasElement[deeperHasElement.count - 1] = true
        }
        if hadElement {
            cursor.pointee = UInt8(ascii: ",")
            cursor += 1
        }
        Self.newline(depth: depth, &cursor)
    }

    /// Writes the comma and the line break before a value, unless it is a key's value.
    @inline(__always)
    private mutating func separate() {
        var cursor = reserve(elementRoom)
        startElement(&cursor)
        commit(cursor)
    }

    /// A newline and `depth` levels of indentation, eight spaces to a store (up to seven past the
    /// end, inside the room reserved).
    @inline(__always)
    private static func newline(depth: Int, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        cursor.pointee = UInt8(ascii: "\n")
        let spaces = UnsafeMutableRawPointer(cursor + 1)
        let count = 2 * depth
        var offset = 0
        while offset < count {
            spaces.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        cursor += 1 + count
    }

    // MARK: Strings

    /// Writes the string `utf8` quoted: copied eight bytes at a step while no byte may need an
    /// escape, the rest through `escape`.
    private mutating func quote(_ utf8: UnsafeBufferPointer<UInt8>) {
        let count = utf8.count
        var cursor = reserve(count + 2)
        cursor.pointee = UInt8(ascii: "\"")
        cursor += 1
        guard let source = utf8.baseAddress else {
            cursor.pointee = UInt8(ascii: "\"")
            return commit(cursor + 1)
        }
        let (raw, target) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(cursor))
        var index = 0
        // Strings of the format's own values are short ASCII: up to eight bytes are tested and
        // copied as one word made of two overlapping loads, longer ones a word at a step.
        switch count {
        case 0:
            break
        case 1:
            let byte = source[0]
            if !Self.mayNeedEscape(byte) {
                cursor[0] = byte
                index = 1
            }
        case 2..<4:
            let first = raw.loadUnaligned(as: UInt16.self), last = raw.loadUnaligned(fromByteOffset: count - 2, as: UInt16.self)
            if !Self.mayNeedEscape(UInt64(first) | UInt64(last) << 16 | 0x6161_6161_0000_0000) {
                target.storeBytes(of: first, as: UInt16.self)
                target.storeBytes(of: last, toByteOffset: count - 2, as: UInt16.self)
                index = count
            }
        case 4..<8:
            let first = raw.loadUnaligned(as: UInt32.self), last = raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            if !Self.mayNeedEscape(UInt64(first) | UInt64(last) << 32) {
                target.storeBytes(of: first, as: UInt32.self)
                target.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
                index = count
            }
        default:
            while index &+ 8 < count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if Self.mayNeedEscape(word) { break }
                target.storeBytes(of: word, toByteOffset: index, as: UInt64.self)
                index &+= 8
            }
            if index &+ 8 >= count {
                let last = raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
                if !Self.mayNeedEscape(last) {
                    target.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
                    index = count
                }
            }
        }
        cursor += index
        if index < count {
            commit(cursor)
            // Each byte left becomes at most six (`\u001f`, or U+2028's three as `\u2028`).
            cursor = reserve(6 * (count - index) + 1)
            Self.escape(UnsafeBufferPointer(rebasing: utf8[index...]), lineSeparators: style == .standard, &cursor)
        }
        cursor.pointee = UInt8(ascii: "\"")
        commit(cursor + 1)
    }

    /// Whether `byte` may start something `escape` escapes (any byte past ASCII: the JavaScript
    /// line separators start with 0xE2, and `escape` copies the others as they are).
    @inline(__always)
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte &- 0x20 >= 0x5F || byte == 0x22 || byte == 0x5C
    }

    /// Whether any of the eight bytes of `word` may start something `escape` escapes (a control,
    /// a quote, a backslash, DEL, or 0xE2, the first byte of U+2028 and U+2029), all eight tested
    /// at once: other bytes past ASCII are copied as they are, so the CJK text of a plan (four
    /// lines in ten) goes a word at a step too, where testing for any such byte sent it a byte at a step.
    @inline(__always)
    private static func mayNeedEscape(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        func hasZeroByte(_ word: UInt64) -> UInt64 { (word &- ones) & ~word }
        let below = (word &- 0x2020_2020_2020_2020) & ~word
        let quote = hasZeroByte(word ^ 0x2222_2222_2222_2222)
        let backslash = hasZeroByte(word ^ 0x5C5C_5C5C_5C5C_5C5C)
        let delete = hasZeroByte(word ^ 0x7F7F_7F7F_7F7F_7F7F)
        let separatorStart = hasZeroByte(word ^ 0xE2E2_E2E2_E2E2_E2E2)
        return (below | quote | backslash | delete | separatorStart) & 0x8080_8080_8080_8080 != 0
    }

    /// A JSON string literal; control characters and the JavaScript line separators are escaped.
    public static func quoted(_ value: String) -> String {
        var value = value
        return value.withUTF8 { utf8 in
            String(
                unsafeUninitializedCapacity: 6 * utf8.count + 2,
                initializingUTF8With: { buffer in
                    guard var cursor = buffer.baseAddress else { return 0 }
                    cursor.pointee = UInt8(ascii: "\"")
                    cursor += 1
                    escape(utf8, lineSeparators: true, &cursor)
                    cursor.pointee = UInt8(ascii: "\"")
                    return cursor + 1 - buffer.baseAddress!
                })
        }
    }

    /// Writes `utf8` escaped, copying runs that need no escape whole; needs six bytes a byte.
    /// `lineSeparators`: DEL, U+2028 and U+2029 are escaped too, as `Style.standard` writes them.
    private static func escape(_ utf8: UnsafeBufferPointer<UInt8>, lineSeparators: Bool, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            let escapeLength: Int
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || (lineSeparators && byte == 0x7F) {
                escapeLength = 1
            } else if lineSeparators, byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80,
                utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9
            {
                // U+2028 and U+2029 end lines in JavaScript.
                escapeLength = 3
            } else {
                index += 1
                continue
            }
            ByteBuffer.copy(UnsafeRawPointer(utf8.baseAddress! + runStart), count: index - runStart, &cursor)
            escape(escapeLength == 1 ? UInt32(byte) : 0x2028 + UInt32(utf8[index + 2] - 0xA8), &cursor)
            index += escapeLength
            runStart = index
        }
        ByteBuffer.copy(UnsafeRawPointer(utf8.baseAddress.map { $0 + runStart }), count: utf8.count - runStart, &cursor)
    }

    /// Writes the escape of `scalar`: two bytes for the short ones, six for `\uXXXX`.
    private static func escape(_ scalar: UInt32, _ cursor: inout UnsafeMutablePointer<UInt8>) {
        let short: UInt8? =
            switch scalar {
            case 0x22: UInt8(ascii: "\"")
            case 0x5C: UInt8(ascii: "\\")
            case 0x0A: UInt8(ascii: "n")
            case 0x0D: UInt8(ascii: "r")
            case 0x09: UInt8(ascii: "t")
            case 0x08: UInt8(ascii: "b")
            case 0x0C: UInt8(ascii: "f")
            default: nil
            }
        cursor[0] = UInt8(ascii: "\\")
        if let short {
            cursor[1] = short
            cursor += 2
            return
        }
        cursor[1] = UInt8(ascii: "u")
        for (offset, shift) in stride(from: 12, through: 0, by: -4).enumerated() {
            let nibble = UInt8(truncatingIfNeeded: scalar >> UInt32(shift)) & 0xF
            cursor[2 + offset] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
        }
        cursor += 6
    }
}
