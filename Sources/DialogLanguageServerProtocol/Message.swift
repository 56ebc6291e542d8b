/// One JSON-RPC 2.0 message as the server reads it.
public enum Message: Sendable, Hashable {
    /// A request, answered with a response carrying the same id.
    case request(id: JSONValue, method: String, params: JSONValue?)
    /// A notification, never answered.
    case notification(method: String, params: JSONValue?)
    /// A response to a request of the server's own; the server sends none that need one, so it is ignored.
    case response(id: JSONValue)

    /// The message `content` holds, or the error to answer it with (and the id to answer, when one could be read).
    public static func parse(_ content: [UInt8]) -> Result<Message, RequestFailure> {
        guard let value = JSONValue.parse(content) else {
            return .failure(RequestFailure(id: .null, error: .parseError("the content is not valid JSON")))
        }
        guard case .object = value else {
            return .failure(RequestFailure(id: .null, error: .invalidRequest("a message must be a JSON object")))
        }
        let id = value["id"]
        if let id, !Self.isValidID(id) {
            return .failure(RequestFailure(id: .null, error: .invalidRequest("'id' must be a number or a string")))
        }
        // A method without an id is a notification even when the rest is wrong: it is logged, never answered.
        let isNotification = id == nil && value["method"]?.stringValue != nil
        guard value["jsonrpc"] == .string("2.0") else {
            return .failure(
                RequestFailure(id: id ?? .null, error: .invalidRequest("'jsonrpc' must be \"2.0\""), isNotification: isNotification))
        }
        // A null `params` is no `params`: Emacs eglot writes `"params": null` for `shutdown` and
        // `exit`, and each method then checks what it needs as it would for absent ones.
        // (`.none`, not `nil`: JSONValue is itself expressible by `nil`, as `.null`.)
        let params: JSONValue? = value["params"] == .some(.null) ? .none : value["params"]
        if let params {
            switch params {
            case .object, .array: break
            default:
                return .failure(
                    RequestFailure(
                        id: id ?? .null, error: .invalidRequest("'params' must be an object or an array"), isNotification: isNotification))
            }
        }
        guard let methodValue = value["method"] else {
            if let id, value["result"] != nil || value["error"] != nil { return .success(.response(id: id)) }
            return .failure(RequestFailure(id: id ?? .null, error: .invalidRequest("the message has no 'method'")))
        }
        guard let method = methodValue.stringValue else {
            return .failure(RequestFailure(id: id ?? .null, error: .invalidRequest("'method' must be a string")))
        }
        if let id { return .success(.request(id: id, method: method, params: params)) }
        return .success(.notification(method: method, params: params))
    }

    private static func isValidID(_ id: JSONValue) -> Bool {
        switch id {
        case .string: true
        case .number: id.intValue != nil
        default: false
        }
    }
}

/// A request that cannot be served, with the id to answer it under.
public struct RequestFailure: Error, Sendable, Hashable {
    public var id: JSONValue
    public var error: ResponseError
    /// Whether the message was a notification, whose error is logged rather than answered.
    public var isNotification = false
}

/// A JSON-RPC error object.
public struct ResponseError: Error, Sendable, Hashable {
    public var code: Int
    public var message: String

    public init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    public static func parseError(_ message: String) -> ResponseError { ResponseError(code: -32700, message: message) }
    public static func invalidRequest(_ message: String) -> ResponseError { ResponseError(code: -32600, message: message) }
    public static func methodNotFound(_ method: String) -> ResponseError {
        ResponseError(code: -32601, message: "unknown method '\(method)'")
    }
    public static func invalidParams(_ message: String) -> ResponseError { ResponseError(code: -32602, message: message) }
    public static func internalError(_ message: String) -> ResponseError { ResponseError(code: -32603, message: message) }
    public static let serverNotInitialized = ResponseError(code: -32002, message: "the server is not initialized")
    public static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")

    package var json: JSONValue { ["code": .int(code), "message": .string(message)] }
}

/// What the server writes: responses and notifications, as framed bytes.
package enum OutgoingMessage {
    package static func response(id: JSONValue, result: JSONValue) -> [UInt8] {
        frame(["jsonrpc": "2.0", "id": id, "result": result])
    }

    package static func error(id: JSONValue, _ error: ResponseError) -> [UInt8] {
        frame(["jsonrpc": "2.0", "id": id, "error": error.json])
    }

    package static func notification(_ method: String, _ params: JSONValue) -> [UInt8] {
        frame(["jsonrpc": "2.0", "method": .string(method), "params": params])
    }

    package static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> [UInt8] {
        frame(["jsonrpc": "2.0", "id": id, "method": .string(method), "params": params])
    }

    private static func frame(_ value: JSONValue) -> [UInt8] {
        FrameDecoder.frame(Array(value.serialized.utf8))
    }
}
