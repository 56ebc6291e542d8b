/// A request the server handles: its method, its params read into typed fields, and the type of
/// its result.
///
/// A conforming type is the request's params: `init(params:)` reads them, and a missing or
/// ill-typed field the request needs is an InvalidParams error that names it.
public protocol LSPRequest: Sendable {
    /// What the request's result is written as.
    associatedtype Response: LSPResult
    /// The request's `method`.
    static var method: String { get }
    /// Reads the request's params; absent or null params are `.null`.
    init(params: JSONValue) throws(ResponseError)
}

/// A notification the server handles: its method and its params read into typed fields.
public protocol LSPNotification: Sendable {
    /// The notification's `method`.
    static var method: String { get }
    /// Reads the notification's params; absent or null params are `.null`.
    init(params: JSONValue) throws(ResponseError)
}

/// A request's result, as the JSON value a response carries.
public protocol LSPResult {
    /// The result as JSON.
    var json: JSONValue { get }
}

extension JSONValue: LSPResult {
    /// The value itself.
    public var json: JSONValue { self }
}

/// The params of a request or notification being read: each accessor names the field it reads,
/// with the path to it, in the InvalidParams error it throws for a missing or ill-typed one.
public struct ParamsReader: Sendable {
    /// The value read.
    public let value: JSONValue
    /// The dotted path to `value` from the params, empty for the params themselves.
    public let path: String

    /// A reader of `params`.
    public init(_ params: JSONValue) {
        value = params
        path = ""
    }

    private init(_ value: JSONValue, path: String) {
        self.value = value
        self.path = path
    }

    private func name(_ key: String) -> String { path.isEmpty ? key : path + "." + key }

    private func member(_ key: String) throws(ResponseError) -> JSONValue {
        // Absent params hold no field: the first one needed is the one missing.
        if value == .null, path.isEmpty { throw .invalidParams("'\(key)' is missing") }
        guard case .object = value else {
            throw .invalidParams(path.isEmpty ? "the params must be an object" : "'\(path)' must be an object")
        }
        guard let member = value[key], member != .null else { throw .invalidParams("'\(name(key))' is missing") }
        return member
    }

    private func mismatch(_ key: String, _ expected: String) -> ResponseError {
        .invalidParams("'\(name(key))' must be \(expected)")
    }

    /// The object `key`.
    public func object(_ key: String) throws(ResponseError) -> ParamsReader {
        let member = try member(key)
        guard case .object = member else { throw mismatch(key, "an object") }
        return ParamsReader(member, path: name(key))
    }

    /// The object `key`, or nil when it is absent or not an object.
    public func optionalObject(_ key: String) -> ParamsReader? {
        guard let member = value[key], case .object = member else { return nil }
        return ParamsReader(member, path: name(key))
    }

    /// The string `key`.
    public func string(_ key: String) throws(ResponseError) -> String {
        guard let string = try member(key).stringValue else { throw mismatch(key, "a string") }
        return string
    }

    /// The string `key`, or nil when it is absent or of another type: an optional field a
    /// client spells wrongly is ignored, as it was before the params were typed.
    public func optionalString(_ key: String) -> String? { value[key]?.stringValue }

    /// The whole number `key`, or nil when it is absent or of another type.
    public func optionalInt(_ key: String) -> Int? { value[key]?.intValue }

    /// The boolean `key`, or nil when it is absent or of another type.
    public func optionalBool(_ key: String) -> Bool? { value[key]?.boolValue }

    /// The array `key`, each element read by `element`.
    public func array<Element>(
        _ key: String, _ element: (ParamsReader) throws(ResponseError) -> Element
    ) throws(ResponseError) -> [Element] {
        guard let elements = try member(key).arrayValue else { throw mismatch(key, "an array") }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for (index, value) in elements.enumerated() {
            result.append(try element(ParamsReader(value, path: "\(name(key))[\(index)]")))
        }
        return result
    }

    /// The strings of the array `key`, or nil when it is absent or not an array; elements of
    /// another type are skipped.
    public func optionalStrings(_ key: String) -> [String]? {
        value[key]?.arrayValue?.compactMap(\.stringValue)
    }

    /// The position `key`.
    public func position(_ key: String) throws(ResponseError) -> LSPPosition {
        let position = try object(key)
        func number(_ field: String) throws(ResponseError) -> Int {
            guard let number = try position.member(field).intValue, number >= 0 else {
                throw position.mismatch(field, "a whole number, not negative")
            }
            return number
        }
        return LSPPosition(line: try number("line"), character: try number("character"))
    }

    /// The range `key`.
    public func range(_ key: String) throws(ResponseError) -> LSPRange {
        let range = try object(key)
        return LSPRange(start: try range.position("start"), end: try range.position("end"))
    }
}

/// The unit LSP positions count characters in, negotiated at `initialize`.
public enum PositionEncoding: String, Sendable, Hashable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The encoding to use given the client's list: UTF-8, then UTF-32 (both count what the
    /// compiler already counts), else UTF-16, which every client must understand.
    package static func negotiate(_ offered: [String]) -> PositionEncoding {
        if offered.contains(PositionEncoding.utf8.rawValue) { return .utf8 }
        if offered.contains(PositionEncoding.utf32.rawValue) { return .utf32 }
        return .utf16
    }
}

/// A zero-based LSP position: a line and a character counted in the negotiated encoding.
public struct LSPPosition: Sendable, Hashable, Comparable {
    /// The zero-based line.
    public var line: Int
    /// The zero-based character within the line, in the negotiated encoding.
    public var character: Int

    /// The position at `character` of `line`.
    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LSPPosition, rhs: LSPPosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    /// The position as the protocol writes it.
    package var json: JSONValue { ["line": .int(line), "character": .int(character)] }
}

/// An LSP range: from `start` up to `end`, not including it.
public struct LSPRange: Sendable, Hashable {
    /// The first position of the range.
    public var start: LSPPosition
    /// The position just past the range.
    public var end: LSPPosition

    /// The range from `start` to `end`.
    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}
