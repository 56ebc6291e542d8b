/// Writes JSON text with keys in the order given and two-space indentation, so documents the
/// compiler writes (baselines, plans) are byte-for-byte stable and diff well.
///
/// The text grows as UTF-8 bytes: a render plan of thousands of dialogs is mostly short ASCII
/// strings and indentation, which string concatenation and `String(repeating:)` made the
/// larger part of `dialogc plan` (27 % escaping, 20 % indentation in a profile).
public struct JSONTextWriter {
    /// The bytes written so far, then zeros up to the capacity: writes copy into it in place, which
    /// costs a fraction of `Array.append` per piece (a plan is hundreds of thousands of pieces).
    private var storage: [UInt8] = []
    /// How many bytes of `storage` are written.
    private var length = 0
    private var depth = 0
    /// One bit per open container, the innermost lowest: whether it has an element yet. Containers
    /// nested deeper than 64 keep theirs in `deeperHasElement`.
    private var hasElementBits: UInt64 = 0
    private var openCount = 0
    private var deeperHasElement: [Bool] = []
    private var afterKey = false

    /// Creates an empty writer.
    public init() {}

    /// Creates an empty writer for a value that will sit `level` levels deep in a document written
    /// around it, so the value's lines take that document's indentation without a second pass.
    public init(indentLevel level: Int) {
        depth = level
    }

    /// The UTF-8 text written so far.
    public var bytes: [UInt8] { Array(storage[..<length]) }

    /// The UTF-8 text written, without a copy; the writer is done with.
    public consuming func finish() -> [UInt8] {
        storage.removeSubrange(length...)
        return storage
    }

    /// The text written so far.
    public var text: String { String(decoding: storage[..<length], as: UTF8.self) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: String) {
        startElement()
        appendQuoted(name)
        append(UInt8(ascii: ":"), UInt8(ascii: " "))
        afterKey = true
    }

    /// Writes an object key of letters, digits and ASCII punctuation that need no escape (the keys
    /// of a document's own format), copied without a scan; the next value written belongs to it.
    public mutating func plainKey(_ name: StaticString) {
        startElement()
        append(UInt8(ascii: "\""))
        name.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
        append(UInt8(ascii: "\""), UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Starts a value of an array written around this writer's text: a comma (which the first
    /// value of the array drops), a newline and the indentation.
    mutating func startOuterArrayElement() {
        append(UInt8(ascii: ","))
        newline()
    }

    public mutating func string(_ value: String) {
        startElement()
        appendQuoted(value)
    }

    public mutating func number(_ value: Int) {
        startElement()
        appendDigits(of: value)
    }
    public mutating func bool(_ value: Bool) { plainLiteral(value ? "true" : "false") }
    public mutating func null() { plainLiteral("null") }

    /// Writes a number in the shortest form that reads back as the same `Double` (`0.3`, `2`).
    public mutating func number(_ value: Double) {
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            startElement()
            appendDigits(of: Int(value))
        } else if let (units, scale) = Self.fewDecimals(value) {
            startElement()
            appendDecimal(units, scale: scale)
        } else {
            literal(String(value))
        }
    }

    /// `value` as `units / 10^scale` with at most three decimals, when that decimal reads back as
    /// `value` and no shorter one does: then it is the shortest form `String(value)` spells too
    /// (frames to a hundredth, alphas to a thousandth).
    static func fewDecimals(_ value: Double) -> (units: Int, scale: Int)? {
        guard abs(value) < 1e12, abs(value) >= 0.001 else { return nil }
        var power = 1.0
        for scale in 1...3 {
            power *= 10
            let units = (value * power).rounded()
            if units / power == value { return (Int(units), scale) }
        }
        return nil
    }

    /// Writes a value that is already JSON text (a number as its source wrote it, a one-line array).
    mutating func rawValue(_ json: String) { literal(json) }

    /// Writes an object key that is already a quoted JSON string; the next value written belongs to it.
    mutating func rawKey(_ quoted: String) {
        startElement()
        append(quoted)
        append(UInt8(ascii: ":"), UInt8(ascii: " "))
        afterKey = true
    }

    // MARK: Bytes

    /// Makes room for `count` more bytes, doubling so that appends cost amortized constant time.
    @inline(__always)
    private mutating func reserve(_ count: Int) {
        if length + count > storage.count { grow(count) }
    }

    private mutating func grow(_ count: Int) {
        storage.append(contentsOf: repeatElement(0, count: max(length + count, 2 * storage.count, 256) - storage.count))
    }

    @inline(__always)
    private mutating func append(_ source: UnsafeRawBufferPointer) {
        guard let base = source.baseAddress, source.count > 0 else { return }
        reserve(source.count)
        let offset = length
        storage.withUnsafeMutableBytes { target in
            (target.baseAddress! + offset).copyMemory(from: base, byteCount: source.count)
        }
        length += source.count
    }

    private mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[length] = byte
        length += 1
    }

    @inline(__always)
    private mutating func append(_ first: UInt8, _ second: UInt8) {
        reserve(2)
        storage[length] = first
        storage[length + 1] = second
        length += 2
    }

    /// Appends the decimal digits of `value`, as `String(value)` spells them, without a `String`.
    private mutating func appendDigits(of value: Int) {
        if value < 0 { append(UInt8(ascii: "-")) }
        appendDigits(of: value.magnitude, minimumCount: 1)
    }

    /// Appends the digits of `magnitude`, at least `minimumCount` of them (leading zeros).
    private mutating func appendDigits(of magnitude: UInt, minimumCount: Int) {
        var magnitude = magnitude
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[23 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0 || count < minimumCount
            append(UnsafeRawBufferPointer(rebasing: buffer[(24 - count)...]))
        }
    }

    /// Appends `units / 10^scale` in decimal, without trailing zeros.
    private mutating func appendDecimal(_ units: Int, scale: Int) {
        var fraction = units.magnitude
        var scale = scale
        while scale > 0, fraction % 10 == 0 {
            fraction /= 10
            scale -= 1
        }
        var divisor: UInt = 1
        for _ in 0..<scale { divisor *= 10 }
        if units < 0 { append(UInt8(ascii: "-")) }
        appendDigits(of: fraction / divisor, minimumCount: 1)
        guard scale > 0 else { return }
        append(UInt8(ascii: "."))
        appendDigits(of: fraction % divisor, minimumCount: scale)
    }

    private mutating func plainLiteral(_ literal: StaticString) {
        startElement()
        literal.withUTF8Buffer { append(UnsafeRawBufferPointer($0)) }
    }

    private mutating func literal(_ literal: String) {
        startElement()
        append(literal)
    }

    // MARK: Structure

    private mutating func open(_ bracket: UInt8) {
        startElement()
        append(bracket)
        if openCount < 64 {
            hasElementBits <<= 1
        } else {
            deeperHasElement.append(false)
        }
        openCount += 1
        depth += 1
    }

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
        if hadElement { newline() }
        append(bracket)
    }

    @inline(__always)
    private mutating func startElement() {
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
        if hadElement { append(UInt8(ascii: ",")) }
        newline()
    }

    /// A newline and indentation for 63 levels, copied whole.
    private static let indentation = [UInt8(ascii: "\n")] + [UInt8](repeating: UInt8(ascii: " "), count: 126)

    @inline(__always)
    private mutating func newline() {
        var remaining = 2 * depth
        let first = min(remaining, Self.indentation.count - 1)
        Self.indentation.withUnsafeBytes { append(UnsafeRawBufferPointer(rebasing: $0[..<(first + 1)])) }
        remaining -= first
        while remaining > 0 {
            append(UInt8(ascii: " "))
            remaining -= 1
        }
    }

    /// Appends `value` as a JSON string literal.
    private mutating func appendQuoted(_ value: String) {
        var quoted: [UInt8] = []
        var value = value
        let isPlain = value.withUTF8 { utf8 -> Bool in
            guard !utf8.contains(where: Self.mayNeedEscape) else { return false }
            reserve(utf8.count + 2)
            append(UInt8(ascii: "\""))
            append(UnsafeRawBufferPointer(utf8))
            append(UInt8(ascii: "\""))
            return true
        }
        guard !isPlain else { return }
        Self.appendQuoted(value, to: &quoted)
        quoted.withUnsafeBytes { append($0) }
    }

    /// Whether `byte` may start something `appendQuoted(_:to:)` escapes.
    private static func mayNeedEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F || byte == 0xE2
    }

    /// A JSON string literal; control characters and the JavaScript line separators are escaped.
    public static func quoted(_ value: String) -> String {
        var bytes: [UInt8] = []
        appendQuoted(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `value` as a JSON string literal, copying runs that need no escape whole.
    static func appendQuoted(_ value: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var runStart = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escapeLength: Int
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F {
                    escapeLength = 1
                } else if byte == 0xE2, index + 2 < utf8.count, utf8[index + 1] == 0x80, utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9 {
                    // U+2028 and U+2029 end lines in JavaScript.
                    escapeLength = 3
                } else {
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: escapeLength == 1 ? UInt32(byte) : 0x2028 + UInt32(utf8[index + 2] - 0xA8), to: &bytes)
                index += escapeLength
                runStart = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscape(of scalar: UInt32, to bytes: inout [UInt8]) {
        let short: UInt8? = switch scalar {
        case 0x22: UInt8(ascii: "\"")
        case 0x5C: UInt8(ascii: "\\")
        case 0x0A: UInt8(ascii: "n")
        case 0x0D: UInt8(ascii: "r")
        case 0x09: UInt8(ascii: "t")
        case 0x08: UInt8(ascii: "b")
        case 0x0C: UInt8(ascii: "f")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
            return
        }
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(hexDigits[Int((scalar >> UInt32(shift)) & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
