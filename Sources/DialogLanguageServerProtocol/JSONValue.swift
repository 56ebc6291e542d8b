import DialogDiagnostics
import DialogJSONReader
import DialogWriters

/// A JSON value as the protocol exchanges it: read with the project's `JSONReader`, written
/// compactly with the same string escaping as `JSONTextWriter`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; lookups take the last of duplicate keys, as most readers do.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(l), .bool(r)): l == r
        case let (.number(l), .number(r)): l == r
        case let (.string(l), .string(r)): l == r
        case let (.array(l), .array(r)): l == r
        case let (.object(l), .object(r)): l.count == r.count && zip(l, r).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(serialized)
    }

    /// The member `key` of an object; nil for a missing key or another kind of value.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as an integer when it is a number with no fraction that fits.
    public var intValue: Int? {
        guard case .number(let number) = self, number.rounded() == number, abs(number) < 9e15 else { return nil }
        return Int(number)
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// Parses UTF-8 JSON text; nil when it is not one well-formed JSON value.
    public static func parse(_ bytes: [UInt8]) -> JSONValue? {
        // The protocol allows bigger messages than a spec file, and deeper nesting is never needed.
        let reader = JSONReader(maximumDepth: 128, maximumFileSize: 256 * 1024 * 1024, maximumStringLength: 256 * 1024 * 1024)
        guard let document = try? reader.read(SourceFile(path: "<message>", bytes: bytes)) else { return nil }
        return value(of: document.root, in: document)
    }

    private static func value(of node: JSONNode, in document: JSONDocument) -> JSONValue {
        switch document.kind(node) {
        case .null: return .null
        case .bool: return .bool(document.bool(node) ?? false)
        case .number: return .number(document.numberText(node).flatMap(Double.init) ?? 0)
        case .string: return .string(document.string(node) ?? "")
        case .array: return .array(document.elements(node).map { value(of: $0, in: document) })
        case .object:
            return .object(document.members(node).map { (document.string($0.key) ?? "", value(of: $0.value, in: document)) })
        }
    }

    /// The value as compact JSON text.
    public var serialized: String {
        var text = ""
        write(to: &text)
        return text
    }

    private func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number):
            if number.rounded() == number, abs(number) < 1e15 { text += String(Int(number)) } else { text += String(number) }
        case .string(let value): text += JSONTextWriter.quoted(value)
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { text += "," }
                text += JSONTextWriter.quoted(member.0)
                text += ":"
                member.1.write(to: &text)
            }
            text += "}"
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral, ExpressibleByFloatLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) { self = .object(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(floatLiteral value: Double) { self = .number(value) }

    /// A number from an integer.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
