@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// Random byte streams and random well-framed but wrong messages: the server never crashes, stops
/// or writes anything that is not a framed message, and it still answers a request afterwards.
@Suite struct ProtocolFuzzTests {
    /// A small deterministic generator, so a failure replays from its seed.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11 ^ state
        }
    }

    static let methods = [
        "initialize", "initialized", "shutdown", "textDocument/didOpen", "textDocument/didChange", "textDocument/didClose",
        "textDocument/didSave", "textDocument/codeAction", "textDocument/hover", "textDocument/completion",
        "textDocument/documentSymbol", "textDocument/definition", "textDocument/foldingRange", "dialogc/preview",
        "workspace/didChangeWatchedFiles", "$/cancelRequest", "$/setTrace", "unknown/method",
    ]

    static func randomValue(_ generator: inout Generator, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &generator) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &generator))
        case 2: return .int(Int.random(in: -3...1_000_000, using: &generator))
        case 3: return .string(["", "file:///w/a.json", "😀\u{301}", "{", "utf-16", "x"].randomElement(using: &generator)!)
        case 4: return .number(Double.random(in: -1e9...1e9, using: &generator))
        case 5: return .array((0..<Int.random(in: 0...3, using: &generator)).map { _ in randomValue(&generator, depth: depth + 1) })
        default:
            let keys = [
                "textDocument", "uri", "text", "position", "line", "character", "range", "start", "end", "contentChanges", "id", "version",
                "capabilities",
            ]
            return .object(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    (keys.randomElement(using: &generator)!, randomValue(&generator, depth: depth + 1))
                })
        }
    }

    /// A message that is well framed and mostly well formed, with parameters of any shape.
    static func randomMessage(_ generator: inout Generator) -> [UInt8] {
        var fields: [(String, JSONValue)] = [("jsonrpc", Int.random(in: 0..<10, using: &generator) == 0 ? "1.0" : "2.0")]
        if Bool.random(using: &generator) { fields.append(("id", randomValue(&generator, depth: 4))) }
        fields.append(("method", .string(methods.randomElement(using: &generator)!)))
        if Bool.random(using: &generator) { fields.append(("params", randomValue(&generator))) }
        return FrameDecoder.frame(Array(JSONValue.object(fields).serialized.utf8))
    }

    static func expectOnlyFramedMessages(_ client: LSPClient) {
        #expect(!client.received.contains { $0["unframed"] == true })
        #expect(client.received.allSatisfy { $0["jsonrpc"] == "2.0" })
    }

    @Test(arguments: 1...40)
    func randomBytesNeverBreakTheServer(_ seed: UInt64) {
        var generator = Generator(state: seed)
        let (client, _) = LSPClient.initialized()
        client.open("file:///w/a.json", #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "😀"}]}"#)
        for _ in 0..<20 {
            let bytes: [UInt8]
            switch Int.random(in: 0..<3, using: &generator) {
            case 0: bytes = (0..<Int.random(in: 1...200, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            case 1:
                bytes =
                    Array("Content-Length: \(Int.random(in: 0...40, using: &generator))\r\n\r\n".utf8)
                    + (0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 32...126, using: &generator) }
            default: bytes = Self.randomMessage(&generator)
            }
            client.sendBytes(bytes)
            if client.server.exitStatus != nil { break }
        }
        // Whatever came before, a complete header after the garbage is read: finish any pending
        // content with enough spaces, then ask for something.
        if client.server.exitStatus == nil {
            client.sendBytes([UInt8](repeating: 0x20, count: 64) + Array("\r\n\r\n".utf8))
            let answer = client.response("shutdown", .null)
            #expect(answer["id"] != nil || client.server.exitStatus != nil, "seed \(seed)")
        }
        Self.expectOnlyFramedMessages(client)
    }

    @Test(arguments: 1...40)
    func randomValidButWrongMessagesAreAnsweredOrIgnored(_ seed: UInt64) {
        var generator = Generator(state: seed &* 7919)
        let (client, _) = LSPClient.initialized(encodings: ["utf-16", "utf-8"].shuffled(using: &generator))
        client.open("file:///w/a.json", #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "alert", "tittle": "中文"}]}"#)
        for _ in 0..<60 {
            let before = client.received.count
            let bytes = Self.randomMessage(&generator)
            let replies = client.sendBytes(bytes)
            if client.server.exitStatus != nil { break }
            // A request with a valid id gets exactly one answer to that id.
            if let message = JSONValue.parse(Array(bytes.drop { $0 != UInt8(ascii: "{") })), let id = message["id"],
                id.intValue != nil || id.stringValue != nil
            {
                #expect(replies.count { $0["id"] == id } == 1, "seed \(seed): \(message.serialized)")
            }
            #expect(client.received.count >= before)
        }
        Self.expectOnlyFramedMessages(client)
    }
}
