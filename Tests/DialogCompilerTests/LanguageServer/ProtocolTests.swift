@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// The JSON-RPC layer: framing, lifecycle, and an answer of the right error to every wrong message.
@Suite struct ProtocolTests {
    @Test func initializeAnswersCapabilitiesAndServerInfo() {
        let (_, result) = LSPClient.initialized(encodings: ["utf-16"])
        let capabilities = result["capabilities"]
        #expect(capabilities?["positionEncoding"] == "utf-16")
        #expect(capabilities?["textDocumentSync"]?["change"] == 2)
        #expect(capabilities?["hoverProvider"] == true)
        #expect(capabilities?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
        // No formatter was given, so formatting is not offered.
        #expect(capabilities?["documentFormattingProvider"] == nil)
        #expect(result["serverInfo"]?["name"] == "dialogc")
    }

    @Test(arguments: [
        (["utf-16", "utf-8"], "utf-8"), (["utf-32", "utf-16"], "utf-32"), ([], "utf-16"), (["utf-7"], "utf-16"),
    ])
    func negotiatesThePositionEncoding(_ offered: [String], _ chosen: String) {
        let (_, result) = LSPClient.initialized(encodings: offered)
        #expect(result["capabilities"]?["positionEncoding"] == .string(chosen))
    }

    @Test func framesSplitAnywhereAreReadWhole() {
        let client = LSPClient()
        let message: JSONValue = ["jsonrpc": "2.0", "id": 7, "method": "initialize", "params": ["capabilities": .object([])]]
        let bytes = FrameDecoder.frame(Array(message.serialized.utf8))
        var responses: [JSONValue] = []
        for byte in bytes { responses += client.sendBytes([byte]) }
        #expect(responses.count == 1)
        #expect(responses.first?["id"] == 7)
        #expect(responses.first?["result"]?["capabilities"] != nil)
    }

    @Test func aMalformedHeaderIsAnsweredAndTheNextMessageServed() {
        let client = LSPClient()
        let initialize: JSONValue = ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": .object([])]
        let messages = client.sendBytes(Array("Content-Lenght: 3\r\n\r\n".utf8) + FrameDecoder.frame(Array(initialize.serialized.utf8)))
        #expect(messages.count == 2)
        #expect(messages[0]["error"]?["code"] == .int(-32700))
        #expect(messages[0]["id"] == .null)
        #expect(messages[1]["id"] == 1)
    }

    @Test func invalidJSONIsAParseError() {
        let client = LSPClient()
        let messages = client.sendBytes(FrameDecoder.frame(Array("{\"jsonrpc\": \"2.0\", \"id\": 1,".utf8)))
        #expect(messages.first?["error"]?["code"] == .int(-32700))
    }

    @Test(arguments: [
        #"[1, 2]"#, #"{"id": 1, "method": "initialize"}"#, #"{"jsonrpc": "2.0", "id": 1}"#,
        #"{"jsonrpc": "2.0", "id": 1, "method": 5}"#, #"{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": 3}"#,
        #"{"jsonrpc": "2.0", "id": [1], "method": "initialize"}"#,
    ])
    func aMessageOfTheWrongShapeIsAnInvalidRequest(_ content: String) {
        let messages = LSPClient().sendBytes(FrameDecoder.frame(Array(content.utf8)))
        #expect(messages.count == 1)
        #expect(messages.first?["error"]?["code"] == .int(-32600), "\(content)")
    }

    @Test(arguments: [
        #"{"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": 3}"#, #"{"jsonrpc": "1.0", "method": "exit"}"#,
    ])
    func aNotificationOfTheWrongShapeIsLoggedNotAnswered(_ content: String) {
        // JSON-RPC never answers a notification: the client has no request to match an answer to.
        let (client, _) = LSPClient.initialized()
        #expect(client.sendBytes(FrameDecoder.frame(Array(content.utf8))).isEmpty, "\(content)")
        #expect(client.server.exitStatus == nil)
        #expect(client.response("shutdown", .null)["error"] == nil)
    }

    @Test func requestsBeforeInitializeAreRefused() {
        let client = LSPClient()
        #expect(client.response("textDocument/hover", .object([]))["error"]?["code"] == .int(-32002))
        // A notification before initialize is dropped, not answered.
        #expect(client.send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": .object([])]).isEmpty)
    }

    @Test func unknownRequestsAreMethodNotFoundAndUnknownNotificationsIgnored() {
        let (client, _) = LSPClient.initialized()
        #expect(client.response("textDocument/rename", .object([]))["error"]?["code"] == .int(-32601))
        #expect(client.send(["jsonrpc": "2.0", "method": "custom/somethingNew", "params": .object([])]).isEmpty)
        #expect(client.send(["jsonrpc": "2.0", "method": "$/setTrace", "params": ["value": "verbose"]]).isEmpty)
        // formatting is unknown when no formatter was given.
        #expect(client.response("textDocument/formatting", ["textDocument": ["uri": "file:///a.json"]])["error"]?["code"] == .int(-32601))
    }

    @Test func wrongParametersAreInvalidParams() {
        let (client, _) = LSPClient.initialized()
        #expect(client.response("textDocument/hover", ["textDocument": 3])["error"]?["code"] == .int(-32602))
        #expect(
            client.response("textDocument/hover", ["textDocument": ["uri": "file:///closed.json"], "position": LSPClient.position(0, 0)])[
                "error"]?["code"] == .int(-32602))
        // A second initialize is a protocol error.
        #expect(client.response("initialize", .object([]))["error"]?["code"] == .int(-32600))
        // A notification with wrong parameters is only logged; the server goes on.
        #expect(client.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": ["textDocument": 1]]).isEmpty)
        #expect(client.response("shutdown", .null)["result"] == .null)
    }

    @Test func exitAfterShutdownIsZeroAndWithoutItOne() {
        let (client, _) = LSPClient.initialized()
        #expect(client.response("shutdown", .null)["error"] == nil)
        #expect(client.response("textDocument/hover", .object([]))["error"]?["code"] == .int(-32600))
        client.notify("exit", .null)
        #expect(client.server.exitStatus == 0)

        let (abrupt, _) = LSPClient.initialized()
        abrupt.notify("exit", .null)
        #expect(abrupt.server.exitStatus == 1)
        // Nothing is read after exit.
        #expect(abrupt.send(["jsonrpc": "2.0", "id": 9, "method": "shutdown"]).isEmpty)
    }

    @Test func aRequestCancelledInTheSameReadIsAnsweredAsCancelled() {
        let (client, _) = LSPClient.initialized()
        let request: JSONValue = ["jsonrpc": "2.0", "id": 42, "method": "shutdown"]
        let cancel: JSONValue = ["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 42]]
        let messages = client.sendBytes(
            FrameDecoder.frame(Array(request.serialized.utf8)) + FrameDecoder.frame(Array(cancel.serialized.utf8)))
        #expect(messages.count == 1)
        #expect(messages.first?["error"]?["code"] == .int(-32800))
        // A cancel of a request already answered changes nothing.
        #expect(client.send(cancel).isEmpty)
    }

    @Test func jsonValuesRoundTripThroughTheProjectReader() {
        let value: JSONValue = ["text": "tab\t \"quoted\" 📝 \u{2028}", "list": [1, -2.5, true, nil], "nested": ["empty": .object([])]]
        #expect(JSONValue.parse(Array(value.serialized.utf8)) == value)
    }
}
