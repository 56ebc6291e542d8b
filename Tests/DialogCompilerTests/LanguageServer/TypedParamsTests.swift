@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// The typed protocol layer: each method's params read into its type, a wrong field named in
/// the InvalidParams error, and the dispatch table holding every method the server announces.
@Suite struct TypedParamsTests {
    static let document: JSONValue = ["uri": "file:///a.json"]
    static let wrongParams: [(JSONValue, String)] = [
        (.null, "'textDocument' is missing"),
        (.object([("textDocument", 3)]), "'textDocument' must be an object"),
        (.object([("textDocument", .object([]))]), "'textDocument.uri' is missing"),
        (.object([("textDocument", .object([("uri", 1)]))]), "'textDocument.uri' must be a string"),
        (.object([("textDocument", document)]), "'position' is missing"),
        (.object([("textDocument", document), ("position", .object([("line", 0)]))]), "'position.character' is missing"),
        (
            .object([("textDocument", document), ("position", .object([("line", -1), ("character", 0)]))]),
            "'position.line' must be a whole number, not negative"
        ),
        (
            .object([("textDocument", document), ("position", .object([("line", 0.5), ("character", 0)]))]),
            "'position.line' must be a whole number, not negative"
        ),
    ]

    @Test(arguments: wrongParams)
    func aWrongFieldIsNamedInTheError(_ params: JSONValue, _ message: String) {
        #expect(throws: ResponseError.invalidParams(message)) { try HoverRequest(params: params) }
    }

    @Test func theChangesOfDidChangeAreReadWithTheirPlace() throws {
        let range: JSONValue = ["start": ["line": 0, "character": 1], "end": ["line": 0, "character": 2]]
        let change = try DidChangeNotification(params: [
            "textDocument": ["uri": "file:///a.json", "version": 3], "contentChanges": [["range": range, "text": "x"], ["text": "all"]],
        ])
        #expect(change.version == 3)
        #expect(
            change.contentChanges == [
                TextDocumentContentChange(
                    range: LSPRange(start: LSPPosition(line: 0, character: 1), end: LSPPosition(line: 0, character: 2)), text: "x"),
                TextDocumentContentChange(range: nil, text: "all"),
            ])
        #expect(throws: ResponseError.invalidParams("'contentChanges[1].text' is missing")) {
            try DidChangeNotification(params: ["textDocument": ["uri": "file:///a.json"], "contentChanges": [["text": ""], .object([])]])
        }
    }

    @Test func theErrorOfARequestNamesTheFieldOnTheWire() {
        let (client, _) = LSPClient.initialized()
        let error = client.response("textDocument/hover", ["textDocument": ["uri": "file:///a.json"]])["error"]
        #expect(error?["code"] == .int(-32602))
        #expect(error?["message"] == "'position' is missing")
        // Null params are absent params: shutdown needs none.
        #expect(client.send(["jsonrpc": "2.0", "id": 90, "method": "shutdown", "params": .null]).first?["result"] == .null)
    }
}
