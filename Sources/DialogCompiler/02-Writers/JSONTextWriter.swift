/// Writes JSON text with keys in the order given and two-space indentation, so documents the
/// compiler writes (baselines, plans) are byte-for-byte stable and diff well.
///
/// The text grows as UTF-8 bytes: a render plan of thousands of dialogs is mostly short ASCII
/// strings and indentation, which string concatenation and `String(repeating:)` made the
/// larger part of `dialogc plan` (27 % escaping, 20 % indentation in a profile).
public struct JSONTextWriter {
    /// The UTF-8 text written so far.
    public private(set) var bytes: [UInt8] = []
    private var depth = 0
    // One entry per open container: whether it has an element yet.
    private var hasElement: [Bool] = []
    private var afterKey = false

    /// Creates an empty writer.
    public init() {}

    /// Creates an empty writer for a value that will sit `level` levels deep in a document written
    /// around it, so the value's lines take that document's indentation without a second pass.
    public init(indentLevel level: Int) {
        depth = level
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() { open(UInt8(ascii: "{")) }
    public mutating func endObject() { close(UInt8(ascii: "}")) }
    public mutating func beginArray() { open(UInt8(ascii: "[")) }
    public mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: String) {
        startElement()
        Self.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    public mutating func string(_ value: String) {
        startElement()
        Self.appendQuoted(value, to: &bytes)
    }

    public mutating func number(_ value: Int) {
        startElement()
        appendDigits(of: value)
    }
    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }
    public mutating func null() { literal("null") }

    /// Writes a number in the shortest form that reads back as the same `Double` (`0.3`, `2`).
    public mutating func number(_ value: Double) {
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            startElement()
            appendDigits(of: Int(value))
        } else {
            literal(String(value))
        }
    }

    /// Writes a value that is already JSON text (a number as its source wrote it, a one-line array).
    mutating func rawValue(_ json: String) { literal(json) }

    /// Writes an object key that is already a quoted JSON string; the next value written belongs to it.
    mutating func rawKey(_ quoted: String) {
        startElement()
        bytes.append(contentsOf: quoted.utf8)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    /// Appends the decimal digits of `value`, as `String(value)` spells them, without a `String`.
    private mutating func appendDigits(of value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        withUnsafeMutableBytes(of: &digits) { buffer in
            repeat {
                buffer[19 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                count += 1
            } while magnitude > 0
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[(20 - count)...]))
        }
    }

    private mutating func literal(_ literal: String) {
        startElement()
        bytes.append(contentsOf: literal.utf8)
    }

    private mutating func open(_ bracket: UInt8) {
        startElement()
        bytes.append(bracket)
        hasElement.append(false)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if hasElement.removeLast() { newline() }
        bytes.append(bracket)
    }

    private mutating func startElement() {
        if afterKey {
            afterKey = false
            return
        }
        guard !hasElement.isEmpty else { return }
        if hasElement[hasElement.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasElement[hasElement.count - 1] = true
        newline()
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func newline() {
        bytes.append(UInt8(ascii: "\n"))
        var remaining = 2 * depth
        while remaining > 0 {
            let run = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[..<run])
            remaining -= run
        }
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
