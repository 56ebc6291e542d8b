import Foundation

/// Writes JSON text with keys in the order given and two-space indentation, so documents the
/// compiler writes (baselines, plans) are byte-for-byte stable and diff well.
public struct JSONTextWriter {
    /// The text written so far.
    public private(set) var text = ""
    private var indent = 0
    // One entry per open container: whether it has an element yet.
    private var hasElement: [Bool] = []
    private var afterKey = false

    /// Creates an empty writer.
    public init() {}

    public mutating func beginObject() { open("{") }
    public mutating func endObject() { close("}") }
    public mutating func beginArray() { open("[") }
    public mutating func endArray() { close("]") }

    /// Writes an object key; the next value written belongs to it.
    public mutating func key(_ name: String) {
        startElement()
        text += Self.quoted(name) + ": "
        afterKey = true
    }

    public mutating func string(_ value: String) { literal(Self.quoted(value)) }
    public mutating func number(_ value: Int) { literal(String(value)) }
    public mutating func bool(_ value: Bool) { literal(value ? "true" : "false") }
    public mutating func null() { literal("null") }

    /// Writes a number in the shortest form that reads back as the same `Double` (`0.3`, `2`).
    public mutating func number(_ value: Double) {
        if value == value.rounded(.towardZero), abs(value) < 1e15 {
            literal(String(Int(value)))
        } else {
            literal(String(value))
        }
    }

    private mutating func literal(_ literal: String) {
        startElement()
        text += literal
    }

    private mutating func open(_ bracket: String) {
        startElement()
        text += bracket
        hasElement.append(false)
        indent += 1
    }

    private mutating func close(_ bracket: String) {
        indent -= 1
        if hasElement.removeLast() { text += "\n" + String(repeating: "  ", count: indent) }
        text += bracket
    }

    private mutating func startElement() {
        if afterKey {
            afterKey = false
            return
        }
        guard !hasElement.isEmpty else { return }
        if hasElement[hasElement.count - 1] { text += "," }
        hasElement[hasElement.count - 1] = true
        text += "\n" + String(repeating: "  ", count: indent)
    }

    /// A JSON string literal; control characters and the JavaScript line separators are escaped.
    public static func quoted(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            case "\u{00}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
