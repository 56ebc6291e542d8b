import DialogConfiguration
import DialogDiagnostics
import DialogLanguageServerProtocol
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
            case .success(.notification(CancelRequestNotification.method, let params)):
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

    /// How the server answers one request: its params read into the request's type, then handled.
    private typealias RequestRoute = @Sendable (LanguageServer, JSONValue) throws(ResponseError) -> JSONValue
    /// How the server takes one notification.
    private typealias NotificationRoute = @Sendable (LanguageServer, JSONValue) throws(ResponseError) -> Void

    private static func route<Request: LSPRequest>(
        _: Request.Type, _ handle: @escaping @Sendable (LanguageServer, Request) throws(ResponseError) -> Request.Response
    ) -> (String, RequestRoute) {
        (Request.method, { server, params throws(ResponseError) in try handle(server, Request(params: params)).json })
    }

    private static func route<Notification: LSPNotification>(
        _: Notification.Type, _ handle: @escaping @Sendable (LanguageServer, Notification) throws(ResponseError) -> Void
    ) -> (String, NotificationRoute) {
        (Notification.method, { server, params throws(ResponseError) in try handle(server, Notification(params: params)) })
    }

    /// Every request the server answers, by method; `textDocument/formatting` only when it was given a formatter.
    private static let requestRoutes: [String: RequestRoute] = Dictionary(uniqueKeysWithValues: [
        route(InitializeRequest.self) { server, request throws(ResponseError) in try server.initialize(request) },
        route(ShutdownRequest.self) { server, _ in
            server.state = .shutDown
            return .null
        },
        route(CodeActionRequest.self) { server, request throws(ResponseError) in try server.codeActions(request) },
        route(HoverRequest.self) { server, request throws(ResponseError) in try server.hover(request) },
        route(CompletionRequest.self) { server, request throws(ResponseError) in try server.completion(request) },
        route(DocumentSymbolRequest.self) { server, request throws(ResponseError) in try server.documentSymbols(request) },
        route(DefinitionRequest.self) { server, request throws(ResponseError) in try server.definition(request) },
        route(FoldingRangeRequest.self) { server, request throws(ResponseError) in try server.foldingRanges(request) },
        route(FormattingRequest.self) { server, request throws(ResponseError) in try server.formatting(request) },
        route(PreviewRequest.self) { server, request throws(ResponseError) in try server.preview(request) },
    ])

    /// Every notification the server takes after `initialize`, by method; any other is dropped.
    private static let notificationRoutes: [String: NotificationRoute] = Dictionary(uniqueKeysWithValues: [
        route(InitializedNotification.self) { server, _ in server.registerFileWatching() },
        route(DidOpenNotification.self) { server, notification in server.didOpen(notification) },
        route(DidChangeNotification.self) { server, notification throws(ResponseError) in try server.didChange(notification) },
        route(DidCloseNotification.self) { server, notification in server.didClose(notification) },
        route(DidSaveNotification.self) { server, notification in server.didSave(notification) },
        route(DidChangeWatchedFilesNotification.self) { server, notification in server.didChangeWatchedFiles(notification) },
        route(SetTraceNotification.self) { _, _ in },
    ])

    private func request(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch state {
        case .uninitialized where method != InitializeRequest.method: throw .serverNotInitialized
        case .shutDown: throw .invalidRequest("the server is shut down")
        default: break
        }
        // A request reads the documents as they are now, so a pending check runs first.
        runPendingChecks()
        guard let route = Self.requestRoutes[method], method != FormattingRequest.method || formatter != nil else {
            throw .methodNotFound(method)
        }
        // Absent params are read as null, which every method that needs params answers with
        // InvalidParams; an empty object would have let 'initialize' through without any.
        return try route(self, params ?? .null)
    }

    private func notification(_ method: String, _ params: JSONValue?) throws(ResponseError) {
        if method == ExitNotification.method {
            exitStatus = state == .shutDown ? 0 : 1
            return
        }
        // Before `initialize` the protocol drops every notification but `exit`.
        guard state == .running, let route = Self.notificationRoutes[method] else { return }
        try route(self, params ?? .null)
    }

    private func didOpen(_ notification: DidOpenNotification) {
        store.open(uri: notification.uri, version: notification.version, text: notification.text)
        published[notification.uri] = nil
        checkAll()
    }

    private func didChange(_ notification: DidChangeNotification) throws(ResponseError) {
        let uri = notification.textDocument.uri
        // The last check's hold on the text is let go of, so that the text changes in place, not
        // copied whole for every keystroke; a request checks the document again before it reads it.
        if let document = store[uri] {
            checked[uri] = nil
            linter?.releaseText(of: document.path)
        }
        guard store.change(uri: uri, version: notification.version, changes: notification.contentChanges, encoding: encoding) else {
            throw .invalidParams("cannot apply the change to '\(uri)'")
        }
        pendingChecks.insert(uri)
        if checkDelay == 0 { runPendingChecks() }
    }

    private func didClose(_ notification: DidCloseNotification) {
        let uri = notification.textDocument.uri
        store.close(uri: uri)
        checked[uri] = nil
        published[uri] = nil
        pendingChecks.remove(uri)
        publish(uri: uri, version: nil, diagnostics: [])
        // The other documents' cross-file findings may have rested on its unsaved text.
        checkAll()
    }

    private func didSave(_ notification: DidSaveNotification) {
        let path = DocumentURI.path(of: notification.textDocument.uri)
        if workspace.isTokenFile(path) {
            reloadTokens()
            checkAll()
            return
        }
        workspace.reloadFile(path)
        runPendingChecks()
    }

    /// Reads the workspace's tokens again; every spec is checked against them afresh.
    private func reloadTokens() {
        workspace.reloadTokens().forEach(log)
        linter = nil
    }

    private func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        for uri in notification.uris {
            let path = DocumentURI.path(of: uri)
            if path.hasSuffix("/" + Configuration.fileName) || path == workspace.baselinePath {
                workspace.reload()
                workspace.problems.forEach(log)
                linter = nil
            } else if workspace.isTokenFile(path) {
                reloadTokens()
            } else {
                workspace.reloadFile(path)
            }
        }
        checkAll()
    }

    // MARK: Lifecycle

    private func initialize(_ request: InitializeRequest) throws(ResponseError) -> InitializeResult {
        guard state == .uninitialized else { throw .invalidRequest("'initialize' was already sent") }
        encoding = PositionEncoding.negotiate(request.positionEncodings)
        workspace.root = request.rootURI.map(DocumentURI.path(of:)) ?? request.rootPath
        workspace.baselinePath = request.baseline
        if let page = request.ruleDocumentation { ruleDocumentationPage = page }
        watchesFiles = request.watchesFiles
        workspace.reload()
        workspace.problems.forEach(log)
        linter = nil
        state = .running
        return InitializeResult(positionEncoding: encoding, formats: formatter != nil, version: DialogCompilerInfo.version)
    }

    private var watchesFiles = false

    /// Asks the client to report changes of the configuration and the specs on disk.
    private func registerFileWatching() {
        guard watchesFiles else { return }
        let watchers: JSONValue = [["globPattern": .string("**/\(Configuration.fileName)")], ["globPattern": "**/*.json"]]
        let registration: JSONValue = [
            "id": "dialogc-watched-files", "method": "workspace/didChangeWatchedFiles", "registerOptions": ["watchers": watchers],
        ]
        write(
            OutgoingMessage.request(id: .string("dialogc-\(nextRequestID)"), "client/registerCapability", ["registrations": [registration]])
        )
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
        let edits = store.takeEdits(checking: Set(open.map(\.uri)))
        guard !open.isEmpty else { return }
        let sources = workspace.sources(with: open)
        var linter =
            self.linter ?? IncrementalLinter(configuration: workspace.configuration, baseline: workspace.baseline, tokens: workspace.tokens)
        // Taken out while it checks, so that what it keeps changes in place.
        self.linter = nil
        let linted = linter.lint(sources, edits: edits)
        self.linter = linter
        let sourcesByPath = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let elsewhere = CrossFileFindings.concerning(Set(open.map(\.path)), in: linted.mapValues(\.diagnostics))
        for document in open {
            let diagnostics = linted[document.path]?.diagnostics ?? []
            let reportedElsewhere = elsewhere[document.path] ?? []
            let converter =
                store.converter(of: document.uri, encoding: encoding) ?? PositionConverter(bytes: document.bytes, encoding: encoding)
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
    package func checkedDocument(_ document: TextDocumentIdentifier) throws(ResponseError) -> CheckedDocument {
        guard let entry = checked[document.uri] else { throw .invalidParams("'\(document.uri)' is not open") }
        return entry
    }

    /// The document a request names as the client last sent it.
    package func openDocument(_ document: TextDocumentIdentifier) throws(ResponseError) -> OpenDocument {
        guard let open = store[document.uri] else { throw .invalidParams("the document is not open") }
        return open
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
