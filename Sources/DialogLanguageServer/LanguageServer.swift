import DialogConfiguration
import DialogDiagnostics
import DialogSpec
import DialogWriters

/// `dialogc lsp`: a Language Server Protocol 3.17 server for dialog specs.
///
/// A plain type with no I/O of its own: bytes go in through `receive(_:)` (or `incoming`, from
/// another thread, then `handleIncoming()`), framed messages come out through the `write`
/// closure, so tests drive it in-process and `StandardIOTransport` connects it to a real client. Checks after an edit wait `checkDelay` so a burst of typing is
/// checked once; the transport runs them when the client has been quiet that long
/// (`runPendingChecks()`), and with a delay of zero they run at once, which keeps tests free of timing.
public final class LanguageServer {
    /// Formats a whole spec; nil when it cannot (the text is not valid JSON).
    public typealias Formatter = ([UInt8]) -> [UInt8]?

    /// How long after the last message the pending checks run, in milliseconds.
    public let checkDelay: Int
    /// The status the process exits with, once the client sent `exit`: 0 after `shutdown`, else 1.
    public private(set) var exitStatus: Int32?
    /// Whether an edit waits to be checked.
    public var hasPendingChecks: Bool { !pendingChecks.isEmpty }

    private let write: ([UInt8]) -> Void
    private let log: (String) -> Void
    package let formatter: Formatter?
    /// The messages read and not yet handled; the reading thread fills it.
    public let incoming = IncomingMessages()
    /// The request being handled, which a cancel read meanwhile stops at its next safe point.
    private var running: JSONValue?
    private var state = State.uninitialized
    private var pendingChecks = Set<String>()
    private var nextRequestID = 1
    package var encoding = PositionEncoding.utf16
    package var store = DocumentStore()
    package var workspace = Workspace()
    /// The latest check of each open document.
    package var checked: [String: CheckedDocument] = [:]
    /// The lint kept between checks; nil until the next check after the configuration was read.
    private var linter: IncrementalLinter?
    /// The diagnostics last published for each open document, so an unchanged one is not sent again.
    private var published: [String: JSONValue] = [:]
    /// The page holding the rule reference that findings link into: `Documentation/Rules.md`, or a
    /// copy of it the client names; `DialogCompilerInfo.ruleDocumentationURL` adds the rule's anchor.
    package var ruleDocumentationPage = DialogCompilerInfo.rulesPageURL

    private enum State {
        case uninitialized, running, shutDown
    }

    /// A server writing framed messages to `write` and diagnostics of its own to `log` (standard
    /// error for the command, never standard output, which is the protocol's).
    public init(
        checkDelay: Int = 50, formatter: Formatter? = nil, write: @escaping ([UInt8]) -> Void, log: @escaping (String) -> Void = { _ in }
    ) {
        self.checkDelay = checkDelay
        self.formatter = formatter
        self.write = write
        self.log = log
    }

    /// Reads bytes from the client and handles every message they complete. A request followed in
    /// the same read by its `$/cancelRequest` is answered as cancelled.
    public func receive<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        incoming.append(bytes)
        handleIncoming()
    }

    /// Handles the messages `incoming` holds, oldest first; a request cancelled before or while
    /// it is handled is answered with RequestCancelled.
    public func handleIncoming() {
        for message in incoming.takeAll() where exitStatus == nil {
            switch message {
            case .failure(let failure):
                log("error: \(failure.error.message)")
                if !failure.isNotification { write(OutgoingMessage.error(id: failure.id, failure.error)) }
            case .success(.request(let id, let method, let params)):
                running = id
                do throws(ResponseError) {
                    try checkCancellation()
                    let result = try request(method, params)
                    try checkCancellation()
                    write(OutgoingMessage.response(id: id, result: result))
                } catch {
                    write(OutgoingMessage.error(id: id, error))
                }
                running = nil
                incoming.forget(id)
            case .success(.notification("$/cancelRequest", let params)):
                // Its request, read before it, has been answered by now.
                if let id = params?["id"] { incoming.forget(id) }
            case .success(.notification(let method, let params)):
                do throws(ResponseError) {
                    try notification(method, params)
                } catch {
                    log("error: \(method): \(error.message)")
                }
            case .success(.response):
                break
            }
        }
    }

    /// A safe point of the request being handled: throws RequestCancelled once its cancel was read.
    package func checkCancellation() throws(ResponseError) {
        if let running, incoming.isCancelled(running) { throw .requestCancelled }
    }

    /// Checks the documents edited since their last check and publishes their diagnostics.
    public func runPendingChecks() {
        guard !pendingChecks.isEmpty else { return }
        pendingChecks = []
        checkAll()
    }

    // MARK: Dispatch

    private func request(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch state {
        case .uninitialized where method != "initialize": throw .serverNotInitialized
        case .shutDown: throw .invalidRequest("the server is shut down")
        default: break
        }
        // A request reads the documents as they are now, so a pending check runs first.
        runPendingChecks()
        // Absent params are read as null, which every method that needs params answers with
        // InvalidParams; an empty object would have let 'initialize' through without any.
        let params = params ?? .null
        switch method {
        case "initialize": return try initialize(params)
        case "shutdown":
            state = .shutDown
            return .null
        case "textDocument/codeAction": return try codeActions(params)
        case "textDocument/hover": return try hover(params)
        case "textDocument/completion": return try completion(params)
        case "textDocument/documentSymbol": return try documentSymbols(params)
        case "textDocument/definition": return try definition(params)
        case "textDocument/foldingRange": return try foldingRanges(params)
        case "textDocument/formatting" where formatter != nil: return try formatting(params)
        case "dialogc/preview": return try preview(params)
        default: throw .methodNotFound(method)
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) throws(ResponseError) {
        if method == "exit" {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        // Before `initialize` the protocol drops every notification but `exit`.
        guard state == .running else { return }
        let params = params ?? .null
        switch method {
        case "initialized": registerFileWatching()
        case "textDocument/didOpen":
            let document = params["textDocument"]
            guard let uri = document?["uri"]?.stringValue, let text = document?["text"]?.stringValue else {
                throw .invalidParams("'textDocument' must have a 'uri' and a 'text'")
            }
            store.open(uri: uri, version: document?["version"]?.intValue, text: text)
            published[uri] = nil
            checkAll()
        case "textDocument/didChange":
            let uri = try Self.uri(params)
            guard let changes = params["contentChanges"]?.arrayValue else { throw .invalidParams("'contentChanges' must be an array") }
            guard store.change(uri: uri, version: params["textDocument"]?["version"]?.intValue, changes: changes, encoding: encoding) else {
                throw .invalidParams("cannot apply the change to '\(uri)'")
            }
            pendingChecks.insert(uri)
            if checkDelay == 0 { runPendingChecks() }
        case "textDocument/didClose":
            let uri = try Self.uri(params)
            store.close(uri: uri)
            checked[uri] = nil
            published[uri] = nil
            pendingChecks.remove(uri)
            publish(uri: uri, version: nil, diagnostics: [])
            // The other documents' cross-file findings may have rested on its unsaved text.
            checkAll()
        case "textDocument/didSave":
            let uri = try Self.uri(params)
            workspace.reloadFile(DocumentURI.path(of: uri))
            runPendingChecks()
        case "workspace/didChangeWatchedFiles":
            guard let changes = params["changes"]?.arrayValue else { throw .invalidParams("'changes' must be an array") }
            for change in changes {
                guard let uri = change["uri"]?.stringValue else { continue }
                let path = DocumentURI.path(of: uri)
                if path.hasSuffix("/" + Configuration.fileName) || path == workspace.baselinePath {
                    workspace.reload()
                    workspace.problems.forEach(log)
                    linter = nil
                } else {
                    workspace.reloadFile(path)
                }
            }
            checkAll()
        default:
            // `$/setTrace` and anything unknown.
            break
        }
    }

    package static func uri(_ params: JSONValue) throws(ResponseError) -> String {
        guard let uri = params["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("'textDocument.uri' must be a string") }
        return uri
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        guard state == .uninitialized else { throw .invalidRequest("'initialize' was already sent") }
        guard case .object = params else { throw .invalidParams("'initialize' takes an object") }
        let offered = params["capabilities"]?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.negotiate(offered)
        let folder = params["workspaceFolders"]?.arrayValue?.first?["uri"]?.stringValue ?? params["rootUri"]?.stringValue
        workspace.root = folder.map(DocumentURI.path(of:)) ?? params["rootPath"]?.stringValue
        let options = params["initializationOptions"]
        workspace.baselinePath = options?["baseline"]?.stringValue
        if let page = options?["ruleDocumentation"]?.stringValue { ruleDocumentationPage = page }
        watchesFiles = params["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.boolValue ?? false
        workspace.reload()
        workspace.problems.forEach(log)
        linter = nil
        state = .running
        var capabilities: [(String, JSONValue)] = [
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", ["openClose": true, "change": 2, "save": ["includeText": false]]),
            ("codeActionProvider", ["codeActionKinds": ["quickfix"]]),
            ("hoverProvider", true),
            ("completionProvider", ["triggerCharacters": ["\"", ":"]]),
            ("documentSymbolProvider", true),
            ("definitionProvider", true),
            ("foldingRangeProvider", true),
            ("experimental", ["dialogcPreview": true]),
        ]
        if formatter != nil { capabilities.append(("documentFormattingProvider", true)) }
        return ["capabilities": .object(capabilities), "serverInfo": ["name": "dialogc", "version": .string(DialogCompilerInfo.version)]]
    }

    private var watchesFiles = false

    /// Asks the client to report changes of the configuration and the specs on disk.
    private func registerFileWatching() {
        guard watchesFiles else { return }
        let watchers: JSONValue = [["globPattern": .string("**/\(Configuration.fileName)")], ["globPattern": "**/*.json"]]
        let registration: JSONValue = [
            "id": "dialogc-watched-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers],
        ]
        write(OutgoingMessage.request(id: .string("dialogc-\(nextRequestID)"), "client/registerCapability", ["registrations": [registration]]))
        nextRequestID += 1
    }

    // MARK: Checking

    /// Lints the open documents with the workspace's other specs, as `dialogc lint` would, and
    /// publishes each open document's findings.
    package func checkAll() {
        // The configuration, a baseline or a file `exclude` names is no spec, even when open.
        let (open, others) = store.ordered.reduce(into: ([OpenDocument](), [OpenDocument]())) { split, document in
            if workspace.isSpecPath(document.path), !Baseline.isBaselineFile(document.bytes) {
                split.0.append(document)
            } else {
                split.1.append(document)
            }
        }
        for document in others where checked[document.uri]?.document.bytes != document.bytes {
            checked[document.uri] = CheckedDocument(
                document: document, converter: PositionConverter(bytes: document.bytes, encoding: encoding), diagnostics: [],
                reportedElsewhere: [], spec: nil)
            publish(uri: document.uri, version: document.version, diagnostics: [])
        }
        guard !open.isEmpty else { return }
        let sources = workspace.sources(with: open)
        var linter = self.linter ?? IncrementalLinter(configuration: workspace.configuration, baseline: workspace.baseline)
        let linted = linter.lint(sources)
        self.linter = linter
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let elsewhere = CrossFileFindings.concerning(Set(open.map(\.path)), in: linted.mapValues(\.diagnostics))
        for document in open {
            let diagnostics = linted[document.path]?.diagnostics ?? []
            let reportedElsewhere = elsewhere[document.path] ?? []
            let kept = checked[document.uri]?.converter
            let converter = kept?.bytes == document.bytes ? kept! : PositionConverter(bytes: document.bytes, encoding: encoding)
            let entry = CheckedDocument(
                document: document, converter: converter, diagnostics: diagnostics, reportedElsewhere: reportedElsewhere,
                spec: linted[document.path]?.file.spec)
            let previousVersion = checked[document.uri]?.document.version
            checked[document.uri] = entry
            // An edit elsewhere changes this document's findings only through a cross-file rule.
            let lsp = JSONValue.array((diagnostics + reportedElsewhere).map { lspDiagnostic($0, in: entry, otherFiles: sourcesByPath) })
            if published[document.uri] == lsp, previousVersion == document.version { continue }
            published[document.uri] = lsp
            publish(uri: document.uri, version: document.version, diagnostics: lsp.arrayValue ?? [])
        }
    }

    private func publish(uri: String, version: Int?, diagnostics: [JSONValue]) {
        var params: [(String, JSONValue)] = [("uri", .string(uri))]
        if let version { params.append(("version", .int(version))) }
        params.append(("diagnostics", .array(diagnostics)))
        write(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
    }

    /// The latest check of the document a request names.
    package func checkedDocument(_ params: JSONValue) throws(ResponseError) -> CheckedDocument {
        let uri = try Self.uri(params)
        guard let entry = checked[uri] else { throw .invalidParams("'\(uri)' is not open") }
        return entry
    }

    /// The byte offset of the request's `position` in the document.
    package func offset(_ params: JSONValue, in entry: CheckedDocument) throws(ResponseError) -> Int {
        guard let position = LSPPosition(params["position"]) else { throw .invalidParams("'position' must have a 'line' and a 'character'") }
        return entry.converter.offset(of: position)
    }
}

/// One open document as last checked: its text, its findings and its decoded dialogs.
package struct CheckedDocument {
    package var document: OpenDocument
    package var converter: PositionConverter
    package var diagnostics: [Diagnostic]
    /// Findings reported in other files that point into this one (`CrossFileFindings`): shown and
    /// explained here, but their fixes belong to the other file.
    package var reportedElsewhere: [Diagnostic]
    package var spec: SpecFile?

    package var uri: String { document.uri }
}

/// The byte span of a location: the only place the server reads a location's offsets, so a change
/// of how locations store them is adapted here.
package func byteRange(of location: SourceLocation) -> Range<Int>? {
    location.range.map(byteRange(of:))
}

/// The byte span of a decoded value of the document.
package func byteRange(of value: some Locatable) -> Range<Int> {
    byteRange(of: value.range)
}

/// The byte span of `range`, never reversed.
package func byteRange(of range: ByteRange) -> Range<Int> {
    range.startOffset..<max(range.startOffset, range.endOffset)
}

extension OutgoingMessage {
    package static func request(id: JSONValue, _ method: String, _ params: JSONValue) -> [UInt8] {
        FrameDecoder.frame(Array(JSONValue.object([("jsonrpc", "2.0"), ("id", id), ("method", .string(method)), ("params", params)]).serialized.utf8))
    }
}
