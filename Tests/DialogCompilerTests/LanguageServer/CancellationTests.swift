@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// `$/cancelRequest` reaching a request in a later read than the request's own: one still
/// queued, and one already running, are both answered with RequestCancelled.
@Suite struct CancellationTests {
    static let uri = "file:///w/a.json"
    static let text = #"{"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved"}]}"#

    static func frame(_ message: JSONValue) -> [UInt8] { FrameDecoder.frame(Array(message.serialized.utf8)) }

    static func cancel(_ id: Int) -> [UInt8] { frame(LSPClient.message(id: nil, "$/cancelRequest", ["id": .int(id)])) }

    static func symbols(_ id: Int) -> [UInt8] {
        frame(LSPClient.message(id: id, "textDocument/documentSymbol", ["textDocument": ["uri": .string(uri)]]))
    }

    @Test func aQueuedRequestCancelledInALaterReadIsAnsweredAsCancelled() {
        let (client, _) = LSPClient.initialized()
        client.open(Self.uri, Self.text)
        // Three reads before the server gets to them, as when it is busy with an earlier message.
        client.server.incoming.append(Self.symbols(41))
        client.server.incoming.append(Self.symbols(42))
        client.server.incoming.append(Self.cancel(41))
        let answers = client.handleQueued().filter { $0["id"] != nil }
        #expect(answers.map { $0["id"] } == [41, 42])
        #expect(answers.first?["error"]?["code"] == .int(-32800))
        #expect(answers.last?["result"]?.arrayValue?.first?["name"] == "saved")
        // The cancellation is forgotten once handled: a later request with the same id is served.
        let again = client.sendBytes(Self.symbols(41)).first { $0["id"] == 41 }
        #expect(again?["result"]?.arrayValue?.count == 1)
    }

    @Test func aRunningRequestWhoseCancelIsReadMeanwhileIsAnsweredAsCancelled() {
        // The formatter stands for a long request: while it runs, the reading thread reads the cancel.
        final class Reader { var server: LanguageServer? }
        let reader = Reader()
        let (client, _) = LSPClient.initialized(formatter: { bytes in
            reader.server?.incoming.append(Self.cancel(7))
            return bytes + [0x0A]
        })
        reader.server = client.server
        client.open(Self.uri, Self.text)
        let format = LSPClient.message(
            id: 7, "textDocument/formatting",
            [
                "textDocument": ["uri": .string(Self.uri)], "options": ["tabSize": 2, "insertSpaces": true],
            ])
        let answer = client.send(format).first { $0["id"] == 7 }
        #expect(answer?["error"]?["code"] == .int(-32800))
        #expect(answer?["result"] == nil)
        // Not cancelled, the same request gets its edit.
        reader.server = nil
        let served = client.send(LSPClient.message(id: 8, "textDocument/formatting", format["params"]!)).first { $0["id"] == 8 }
        #expect(served?["result"]?.arrayValue?.count == 1)
    }

    @Test func aCancelOfAnAnsweredRequestChangesNothing() {
        let (client, _) = LSPClient.initialized()
        client.open(Self.uri, Self.text)
        #expect(client.sendBytes(Self.symbols(3)).first?["result"]?.arrayValue?.count == 1)
        #expect(client.sendBytes(Self.cancel(3)).isEmpty)
        #expect(client.server.incoming.isCancelled(.int(3)) == false)
    }
}
