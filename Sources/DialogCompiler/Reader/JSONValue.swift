/// A JSON value whose every part knows the bytes it came from.
public struct JSONNode: Sendable, Hashable {
    /// The value itself.
    public var value: JSONValue
    /// Byte offset of the value's first byte.
    public var start: Int
    /// Byte offset just past the value's last byte.
    public var end: Int

    /// Creates a node spanning the bytes `start ..< end`.
    public init(_ value: JSONValue, start: Int, end: Int) {
        self.value = value
        self.start = start
        self.end = end
    }
}

/// One `"key": value` pair of an object, in source order; duplicates are kept for the decoder to judge.
public struct JSONMember: Sendable, Hashable {
    /// The decoded key.
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyStart: Int
    /// Byte offset just past the key's closing quote.
    public var keyEnd: Int
    /// The member's value.
    public var value: JSONNode

    /// Creates a member whose key spans `keyStart ..< keyEnd`.
    public init(key: String, keyStart: Int, keyEnd: Int, value: JSONNode) {
        self.key = key
        self.keyStart = keyStart
        self.keyEnd = keyEnd
        self.value = value
    }
}

/// The JSON data model of RFC 8259; numbers keep their exact source text so nothing is rounded.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number exactly as written, e.g. `-1.50e3`.
    case number(String)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The name of the value's JSON type as users know it: `object`, `array`, `string`, `number`, `boolean` or `null`.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }
}
