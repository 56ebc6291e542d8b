/// `initialize`: the client's capabilities and workspace, answered with the server's capabilities.
public struct InitializeRequest: LSPRequest {
    public typealias Response = InitializeResult
    public static let method = "initialize"

    /// The position encodings the client offers (`capabilities.general.positionEncodings`).
    public var positionEncodings: [String]
    /// The workspace folder's URI: the first of `workspaceFolders`, else `rootUri`.
    public var rootURI: String?
    /// The workspace folder's path, from clients that send no URI.
    public var rootPath: String?
    /// The baseline file `initializationOptions.baseline` names.
    public var baseline: String?
    /// The page the rule table is on, from `initializationOptions.ruleDocumentation`.
    public var ruleDocumentation: String?
    /// Whether the client lets the server register file watchers.
    public var watchesFiles: Bool

    public init(params: JSONValue) throws(ResponseError) {
        guard case .object = params else { throw .invalidParams("'initialize' takes an object") }
        let reader = ParamsReader(params)
        let capabilities = reader.optionalObject("capabilities")
        positionEncodings = capabilities?.optionalObject("general")?.optionalStrings("positionEncodings") ?? []
        rootURI = params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue ?? reader.optionalString("rootUri")
        rootPath = reader.optionalString("rootPath")
        let options = reader.optionalObject("initializationOptions")
        baseline = options?.optionalString("baseline")
        ruleDocumentation = options?.optionalString("ruleDocumentation")
        watchesFiles =
            capabilities?.optionalObject("workspace")?.optionalObject("didChangeWatchedFiles")?.optionalBool("dynamicRegistration") ?? false
    }
}

/// What the server answers `initialize` with.
public struct InitializeResult: LSPResult, Sendable {
    /// The position encoding chosen.
    public var positionEncoding: PositionEncoding
    /// Whether `textDocument/formatting` is offered.
    public var formats: Bool
    /// The server's version.
    public var version: String

    /// The result of a server using `positionEncoding`, formatting when `formats`, at `version`.
    public init(positionEncoding: PositionEncoding, formats: Bool, version: String) {
        self.positionEncoding = positionEncoding
        self.formats = formats
        self.version = version
    }

    public var json: JSONValue {
        var capabilities: [(String, JSONValue)] = [
            ("positionEncoding", .string(positionEncoding.rawValue)),
            ("textDocumentSync", ["openClose": true, "change": 2, "save": ["includeText": false]]),
            ("codeActionProvider", ["codeActionKinds": ["quickfix"]]),
            ("hoverProvider", true),
            ("completionProvider", ["triggerCharacters": ["\"", ":"]]),
            ("documentSymbolProvider", true),
            ("definitionProvider", true),
            ("foldingRangeProvider", true),
            ("experimental", ["dialogcPreview": true]),
        ]
        if formats { capabilities.append(("documentFormattingProvider", true)) }
        return ["capabilities": .object(capabilities), "serverInfo": ["name": "dialogc", "version": .string(version)]]
    }
}

/// `shutdown`: no params, a null result.
public struct ShutdownRequest: LSPRequest {
    public typealias Response = JSONValue
    public static let method = "shutdown"

    public init(params: JSONValue) throws(ResponseError) {}
}

/// The document a request is about (`textDocument.uri`).
public struct TextDocumentIdentifier: Sendable, Hashable {
    /// The document's URI.
    public var uri: String

    /// Reads `textDocument.uri` of `params`.
    public init(_ params: ParamsReader) throws(ResponseError) {
        uri = try params.object("textDocument").string("uri")
    }
}

/// A request about one place of one document: `textDocument` and `position`.
public protocol TextDocumentPositionRequest: LSPRequest {
    /// The document.
    var textDocument: TextDocumentIdentifier { get }
    /// The place in it.
    var position: LSPPosition { get }
}

/// A request's method, for the requests that carry nothing but the document or the place they are about.
public protocol RequestMethod: Sendable {
    /// The method's name on the wire.
    static var name: String { get }
}

/// A request about one place that says nothing more: its method is all that tells it apart.
public struct PlaceRequest<Method: RequestMethod>: TextDocumentPositionRequest {
    public typealias Response = JSONValue
    public static var method: String { Method.name }
    public var textDocument: TextDocumentIdentifier
    public var position: LSPPosition

    public init(params: JSONValue) throws(ResponseError) {
        let reader = ParamsReader(params)
        textDocument = try TextDocumentIdentifier(reader)
        position = try reader.position("position")
    }
}

/// `textDocument/hover`: what is known about the place, as markdown.
public enum HoverMethod: RequestMethod { public static let name = "textDocument/hover" }
/// `textDocument/definition`: where what is at the place was first defined.
public enum DefinitionMethod: RequestMethod { public static let name = "textDocument/definition" }
/// `textDocument/completion`: what may be typed at the place.
public enum CompletionMethod: RequestMethod { public static let name = "textDocument/completion" }

/// `textDocument/hover`.
public typealias HoverRequest = PlaceRequest<HoverMethod>
/// `textDocument/definition`.
public typealias DefinitionRequest = PlaceRequest<DefinitionMethod>
/// `textDocument/completion`.
public typealias CompletionRequest = PlaceRequest<CompletionMethod>

/// `dialogc/preview`: the picture of the dialog at the place, on a device at a text size.
public struct PreviewRequest: TextDocumentPositionRequest {
    public typealias Response = JSONValue
    public static let method = "dialogc/preview"
    public var textDocument: TextDocumentIdentifier
    public var position: LSPPosition
    /// The device's name, when the client chose one.
    public var device: String?
    /// The text size's name, when the client chose one.
    public var textSize: String?

    public init(params: JSONValue) throws(ResponseError) {
        let reader = ParamsReader(params)
        textDocument = try TextDocumentIdentifier(reader)
        position = try reader.position("position")
        device = reader.optionalString("device")
        textSize = reader.optionalString("textSize")
    }
}

/// `textDocument/codeAction`: the fixes for the findings in a range.
public struct CodeActionRequest: LSPRequest {
    public typealias Response = JSONValue
    public static let method = "textDocument/codeAction"
    public var textDocument: TextDocumentIdentifier
    public var range: LSPRange
    /// The kinds of action the client asks for (`context.only`); nil for every kind.
    public var only: [String]?

    public init(params: JSONValue) throws(ResponseError) {
        let reader = ParamsReader(params)
        textDocument = try TextDocumentIdentifier(reader)
        range = try reader.range("range")
        only = reader.optionalObject("context")?.optionalStrings("only")
    }
}

/// A request about a whole document: `textDocument` alone.
public protocol TextDocumentRequest: LSPRequest {
    /// The document.
    var textDocument: TextDocumentIdentifier { get }
}

/// A request about a whole document that says nothing more: its method is all that tells it apart.
public struct DocumentRequest<Method: RequestMethod>: TextDocumentRequest {
    public typealias Response = JSONValue
    public static var method: String { Method.name }
    public var textDocument: TextDocumentIdentifier

    public init(params: JSONValue) throws(ResponseError) {
        textDocument = try TextDocumentIdentifier(ParamsReader(params))
    }
}

/// `textDocument/documentSymbol`: the document's dialogs and their buttons.
public enum DocumentSymbolMethod: RequestMethod { public static let name = "textDocument/documentSymbol" }
/// `textDocument/foldingRange`: the document's foldable objects and arrays.
public enum FoldingRangeMethod: RequestMethod { public static let name = "textDocument/foldingRange" }
/// `textDocument/formatting`: the edits that format the document.
public enum FormattingMethod: RequestMethod { public static let name = "textDocument/formatting" }

/// `textDocument/documentSymbol`.
public typealias DocumentSymbolRequest = DocumentRequest<DocumentSymbolMethod>
/// `textDocument/foldingRange`.
public typealias FoldingRangeRequest = DocumentRequest<FoldingRangeMethod>
/// `textDocument/formatting`.
public typealias FormattingRequest = DocumentRequest<FormattingMethod>
