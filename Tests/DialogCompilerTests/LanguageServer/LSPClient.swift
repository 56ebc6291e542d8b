@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
@testable import DialogRules
import Foundation

/// Drives a `LanguageServer` in-process the way an editor would, and reads back what it wrote.
final class LSPClient {
    private(set) var server: LanguageServer!
    private var written: [UInt8] = []
    private var nextID = 1
    /// Everything the server wrote, as parsed messages, in order.
    private(set) var received: [JSONValue] = []

    init(checkDelay: Int = 0, formatter: LanguageServer.Formatter? = nil) {
        server = LanguageServer(checkDelay: checkDelay, formatter: formatter, write: { [unowned self] in written += $0 })
    }

    /// A client that initialized the server offering `encodings`, with `root` as its workspace folder.
    static func initialized(
        encodings: [String] = [], root: URL? = nil, checkDelay: Int = 0, formatter: LanguageServer.Formatter? = nil,
        options: JSONValue = .object([])
    ) -> (LSPClient, JSONValue) {
        let client = LSPClient(checkDelay: checkDelay, formatter: formatter)
        var params: [(String, JSONValue)] = [
            ("capabilities", ["general": ["positionEncodings": .array(encodings.map { .string($0) })]]),
            ("initializationOptions", options),
        ]
        params.append(("rootUri", root.map { .string(DocumentURI.uri(of: $0.path)) } ?? .null))
        let result = client.request("initialize", .object(params))
        client.notify("initialized", .object([]))
        return (client, result)
    }

    /// Sends raw bytes and returns the messages they produced.
    @discardableResult
    func sendBytes(_ bytes: [UInt8]) -> [JSONValue] {
        let before = received.count
        server.receive(bytes)
        drain()
        return Array(received[before...])
    }

    @discardableResult
    func send(_ message: JSONValue) -> [JSONValue] {
        sendBytes(FrameDecoder.frame(Array(message.serialized.utf8)))
    }

    func notify(_ method: String, _ params: JSONValue) {
        send(Self.message(id: nil, method, params))
    }

    /// A request or notification; null parameters are left out, as clients do.
    static func message(id: Int?, _ method: String, _ params: JSONValue) -> JSONValue {
        var fields: [(String, JSONValue)] = [("jsonrpc", "2.0")]
        if let id { fields.append(("id", .int(id))) }
        fields.append(("method", .string(method)))
        if params != .null { fields.append(("params", params)) }
        return .object(fields)
    }

    /// The whole response to a request: its `result` or its `error`.
    func response(_ method: String, _ params: JSONValue) -> JSONValue {
        let id = nextID
        nextID += 1
        let messages = send(Self.message(id: id, method, params))
        return messages.first { $0["id"] == .int(id) } ?? .null
    }

    /// The result of a request (null when it failed).
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        response(method, params)["result"] ?? .null
    }

    /// The diagnostics most recently published for `uri`.
    func diagnostics(_ uri: String) -> [JSONValue]? {
        received.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == .string(uri) }?["params"]?[
            "diagnostics"]?.arrayValue
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify(
            "textDocument/didOpen",
            ["textDocument": ["uri": .string(uri), "languageId": "json", "version": .int(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify(
            "textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)], "contentChanges": .array(changes)])
    }

    static func position(_ line: Int, _ character: Int) -> JSONValue { ["line": .int(line), "character": .int(character)] }

    static func at(_ uri: String, _ position: JSONValue) -> JSONValue {
        ["textDocument": ["uri": .string(uri)], "position": position]
    }

    /// Handles what was put in the server's `incoming` queue, as the transport's serving thread
    /// does, and returns the messages that produced.
    @discardableResult
    func handleQueued() -> [JSONValue] {
        let before = received.count
        server.handleIncoming()
        drain()
        return Array(received[before...])
    }

    /// Runs the checks the server holds back, as the transport does once the client is quiet.
    func runPendingChecks() {
        server.runPendingChecks()
        drain()
    }

    private func drain() {
        var decoder = FrameDecoder()
        decoder.append(written)
        written = []
        while let frame = decoder.next() {
            guard case .content(let content) = frame, let value = JSONValue.parse(content) else {
                received.append(["unframed": true])
                continue
            }
            received.append(value)
        }
    }
}

/// The independent arithmetic the tests check the server against: Swift's own views of a text.
enum TextPositions {
    /// The LSP position of the marker at `line`:`column` (1-based, in scalars) in `encoding`.
    static func position(of marker: LocationMarkers.Marker, in text: String, encoding: String) -> JSONValue {
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[marker.line - 1]
        let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(marker.column - 1)))
        let character: Int
        switch encoding {
        case "utf-8": character = prefix.utf8.count
        case "utf-32": character = prefix.unicodeScalars.count
        default: character = prefix.utf16.count
        }
        return LSPClient.position(marker.line - 1, character)
    }

    /// `text` with LSP text edits applied, positions read in UTF-16 code units.
    static func apply(_ edits: [JSONValue], to text: String) -> String {
        var utf16 = Array(text.utf16)
        let lineStarts = [0] + utf16.indices.filter { utf16[$0] == 10 }.map { $0 + 1 }
        func offset(_ position: JSONValue?) -> Int {
            let line = position?["line"]?.intValue ?? 0
            return min(lineStarts[min(line, lineStarts.count - 1)] + (position?["character"]?.intValue ?? 0), utf16.count)
        }
        let sorted = edits.sorted { offset($0["range"]?["start"]) > offset($1["range"]?["start"]) }
        for edit in sorted {
            let range = offset(edit["range"]?["start"])..<offset(edit["range"]?["end"])
            utf16.replaceSubrange(range, with: Array((edit["newText"]?.stringValue ?? "").utf16))
        }
        return String(decoding: utf16, as: UTF16.self)
    }
}
