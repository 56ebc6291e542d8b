@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// The protocol's lifecycle as real clients drive it: `"params": null` (Emacs eglot's `shutdown`
/// and `exit`) read as absent params, and each state's answer before `initialize`, while running
/// and after `shutdown`.
@Suite struct LifecycleTests {
    /// A message with `"params": null` written out, which `LSPClient.message` leaves out.
    static func nullParams(id: Int?, _ method: String) -> JSONValue {
        var fields: [(String, JSONValue)] = [("jsonrpc", "2.0")]
        if let id { fields.append(("id", .int(id))) }
        fields += [("method", .string(method)), ("params", .null)]
        return .object(fields)
    }

    static let hoverParams = LSPClient.at(FeatureTests.uri, LSPClient.position(0, 1))

    @Test func shutdownAndExitWithNullParamsEndTheServerWithZero() {
        let (client, _) = LSPClient.initialized()
        let replies = client.send(Self.nullParams(id: 50, "shutdown"))
        #expect(replies.count == 1)
        #expect(replies.first?["id"] == 50)
        #expect(replies.first?["error"] == nil, "\(replies)")
        #expect(replies.first?["result"] == .null)
        // A notification is never answered, not even with an error.
        #expect(client.send(Self.nullParams(id: nil, "exit")).isEmpty)
        #expect(client.server.exitStatus == 0)
    }

    @Test func exitWithNullParamsWithoutShutdownEndsWithOne() {
        let (client, _) = LSPClient.initialized()
        #expect(client.send(Self.nullParams(id: nil, "exit")).isEmpty)
        #expect(client.server.exitStatus == 1)
    }

    @Test(arguments: ["initialize", "textDocument/hover", "textDocument/completion", "dialogc/preview"])
    func aMethodThatNeedsParamsAnswersNullParamsWithInvalidParams(_ method: String) {
        let client: LSPClient
        if method == "initialize" { client = LSPClient() } else { client = LSPClient.initialized().0 }
        for message in [Self.nullParams(id: 7, method), LSPClient.message(id: 7, method, .null)] {
            let replies = client.send(message)
            #expect(replies.count == 1)
            #expect(replies.first?["error"]?["code"] == .int(-32602), "\(message.serialized): \(replies)")
        }
    }

    @Test func aNotificationThatNeedsParamsIsDroppedOnNullParamsAndTheServerGoesOn() throws {
        let (client, _) = LSPClient.initialized()
        #expect(client.send(Self.nullParams(id: nil, "textDocument/didOpen")).isEmpty)
        #expect(client.send(Self.nullParams(id: nil, "initialized")).isEmpty)
        client.open(FeatureTests.uri, "{")
        #expect(client.diagnostics(FeatureTests.uri)?.map(\.["code"]) == ["json-syntax"])
    }

    @Test func beforeInitializeRequestsAreServerNotInitializedAndNotificationsDropped() {
        let client = LSPClient()
        for method in ["shutdown", "textDocument/hover", "custom/unknown"] {
            #expect(client.response(method, Self.hoverParams)["error"]?["code"] == .int(-32002), "\(method)")
        }
        #expect(client.send(Self.nullParams(id: 3, "shutdown")).first?["error"]?["code"] == .int(-32002))
        client.open(FeatureTests.uri, "{")
        client.notify("initialized", .object([]))
        #expect(client.received.allSatisfy { $0["method"] == nil }, "\(client.received)")
        // `exit` is the one notification heard before `initialize`.
        client.notify("exit", .null)
        #expect(client.server.exitStatus == 1)
    }

    @Test func afterShutdownEveryRequestIsInvalidRequestAndOnlyExitIsHeard() {
        let (client, _) = LSPClient.initialized()
        client.open(FeatureTests.uri, "{")
        let before = client.received.count
        #expect(client.response("shutdown", .null)["error"] == nil)
        for method in ["initialize", "shutdown", "textDocument/hover", "textDocument/documentSymbol", "custom/unknown"] {
            #expect(client.response(method, Self.hoverParams)["error"]?["code"] == .int(-32600), "\(method)")
        }
        #expect(client.send(Self.nullParams(id: 20, "shutdown")).first?["error"]?["code"] == .int(-32600))
        // Edits, opens and closes after shutdown change nothing and publish nothing.
        client.change(FeatureTests.uri, version: 2, [["text": "{}"]])
        client.open("file:///w/b.json", "{")
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(FeatureTests.uri)]])
        client.runPendingChecks()
        #expect(client.received[before...].allSatisfy { $0["method"] == nil }, "\(client.received[before...])")
        #expect(client.server.exitStatus == nil)
        client.notify("exit", .object([]))
        #expect(client.server.exitStatus == 0)
    }
}
