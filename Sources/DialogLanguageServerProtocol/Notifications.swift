/// `initialized`: the client has the server's capabilities.
public struct InitializedNotification: LSPNotification {
    public static let method = "initialized"
    public init(params: JSONValue) throws(ResponseError) {}
}

/// `exit`: the process ends.
public struct ExitNotification: LSPNotification {
    public static let method = "exit"
    public init(params: JSONValue) throws(ResponseError) {}
}

/// `$/cancelRequest`: the client no longer wants the answer to request `id`.
public struct CancelRequestNotification: LSPNotification {
    public static let method = "$/cancelRequest"
    /// The id of the request to cancel.
    public var id: JSONValue

    public init(params: JSONValue) throws(ResponseError) {
        guard let id = params["id"] else { throw .invalidParams("'id' is missing") }
        self.id = id
    }
}

/// `$/setTrace`: how much the server should trace; the server writes no trace.
public struct SetTraceNotification: LSPNotification {
    public static let method = "$/setTrace"
    public init(params: JSONValue) throws(ResponseError) {}
}

/// `textDocument/didOpen`: the client opened a document, with its text.
public struct DidOpenNotification: LSPNotification {
    public static let method = "textDocument/didOpen"
    public var uri: String
    /// The document's version, when the client numbers them.
    public var version: Int?
    public var text: String

    public init(params: JSONValue) throws(ResponseError) {
        let document = try ParamsReader(params).object("textDocument")
        uri = try document.string("uri")
        text = try document.string("text")
        version = document.optionalInt("version")
    }
}

/// One change of `textDocument/didChange`: `text` replaces `range`, or the whole text when it has none.
public struct TextDocumentContentChange: Sendable, Hashable {
    /// The range replaced, in the positions of the text the previous change left.
    public var range: LSPRange?
    /// The new text of the range.
    public var text: String

    /// A change of `text` replacing `range`, or the whole document when `range` is nil.
    public init(range: LSPRange?, text: String) {
        self.range = range
        self.text = text
    }
}

/// `textDocument/didChange`: the client edited a document.
public struct DidChangeNotification: LSPNotification {
    public static let method = "textDocument/didChange"
    public var textDocument: TextDocumentIdentifier
    /// The document's version after the changes.
    public var version: Int?
    /// The changes, in the order to apply them.
    public var contentChanges: [TextDocumentContentChange]

    public init(params: JSONValue) throws(ResponseError) {
        let reader = ParamsReader(params)
        textDocument = try TextDocumentIdentifier(reader)
        version = try reader.object("textDocument").optionalInt("version")
        contentChanges = try reader.array("contentChanges") { change throws(ResponseError) in
            let range: LSPRange? = change.value["range"] == nil ? nil : try change.range("range")
            return TextDocumentContentChange(range: range, text: try change.string("text"))
        }
    }
}

/// `textDocument/didClose`: the client closed a document.
public struct DidCloseNotification: LSPNotification {
    public static let method = "textDocument/didClose"
    public var textDocument: TextDocumentIdentifier

    public init(params: JSONValue) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(ParamsReader(params))
    }
}

/// `textDocument/didSave`: the client saved a document.
public struct DidSaveNotification: LSPNotification {
    public static let method = "textDocument/didSave"
    public var textDocument: TextDocumentIdentifier

    public init(params: JSONValue) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(ParamsReader(params))
    }
}

/// `workspace/didChangeWatchedFiles`: files the server watches changed on disk.
public struct DidChangeWatchedFilesNotification: LSPNotification {
    public static let method = "workspace/didChangeWatchedFiles"
    /// The URIs of the changed files; a change without a string `uri` is skipped.
    public var uris: [String]

    public init(params: JSONValue) throws(ResponseError) {
        uris = try ParamsReader(params).array("changes") { change in change.optionalString("uri") }.compactMap { $0 }
    }
}
