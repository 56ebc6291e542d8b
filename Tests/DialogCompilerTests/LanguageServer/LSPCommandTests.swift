@testable import DialogEditing
@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// The `dialogc lsp` command: its exit statuses, and nothing but framed messages on standard output.
@Suite struct LSPCommandTests {
    static func serve(_ messages: [JSONValue]) throws -> ExternalTools.Run {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-lsp-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data(messages.flatMap { FrameDecoder.frame(Array($0.serialized.utf8)) }).write(to: input)
        return try ExternalTools.run("/bin/sh", ["-c", "exec \"$0\" lsp < \"$1\"", executable.path, input.path], timeout: 60)
    }

    static let initialize = LSPClient.message(id: 1, "initialize", ["capabilities": .object([])])
    static let open = LSPClient.message(
        id: nil, "textDocument/didOpen",
        [
            "textDocument": [
                "uri": "file:///nowhere/a.json", "languageId": "json", "version": 1, "text": "{\"specVersion\": 1, \"dialogs\": [",
            ]
        ])

    static func frames(_ output: Data) -> [JSONValue]? {
        var decoder = FrameDecoder()
        decoder.append(output)
        var values: [JSONValue] = []
        while let frame = decoder.next() {
            guard case .content(let content) = frame, let value = JSONValue.parse(content) else { return nil }
            values.append(value)
        }
        return values
    }

    @Test func exitAfterShutdownIsStatusZeroAndOnlyProtocolIsWritten() throws {
        let run = try Self.serve([
            Self.initialize, Self.open, LSPClient.message(id: 2, "shutdown", .null), LSPClient.message(id: nil, "exit", .null),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let messages = try #require(Self.frames(run.outputBytes))
        #expect(messages.map(\.["id"]) == [1, nil, 2])
        #expect(messages[1]["params"]?["diagnostics"]?.arrayValue?.first?["code"] == "json-syntax")
    }

    @Test func nullParamsForShutdownAndExitEndTheProcessWithZero() throws {
        // Emacs eglot writes "params": null for both.
        let run = try Self.serve([
            Self.initialize, LifecycleTests.nullParams(id: 2, "shutdown"), LifecycleTests.nullParams(id: nil, "exit"),
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let messages = try #require(Self.frames(run.outputBytes))
        #expect(messages.map(\.["id"]) == [1, 2])
        #expect(messages.last?["error"] == nil)
    }

    @Test func theCommandFormatsAsDialogcFormatDoes() throws {
        let text = "{\"dialogs\":[],\"specVersion\":1}"
        let open = LSPClient.message(
            id: nil, "textDocument/didOpen",
            [
                "textDocument": ["uri": "file:///nowhere/b.json", "languageId": "json", "version": 1, "text": .string(text)]
            ])
        let format = LSPClient.message(
            id: 2, "textDocument/formatting",
            [
                "textDocument": ["uri": "file:///nowhere/b.json"], "options": ["tabSize": 2, "insertSpaces": true],
            ])
        let run = try Self.serve([
            Self.initialize, open, format, LSPClient.message(id: 3, "shutdown", .null), LSPClient.message(id: nil, "exit", .null),
        ])
        let messages = try #require(Self.frames(run.outputBytes))
        #expect(messages.first?["result"]?["capabilities"]?["documentFormattingProvider"] == true)
        let reply = try #require(messages.first { $0["id"] == 2 })
        let expected = try SpecFormatter.format(Array(text.utf8)).get()
        #expect(reply["result"]?.arrayValue?.first?["newText"]?.stringValue == String(decoding: expected, as: UTF8.self))
    }

    @Test func exitWithoutShutdownOrAClosedInputIsStatusOne() throws {
        #expect(try Self.serve([Self.initialize, LSPClient.message(id: nil, "exit", .null)]).status == 1)
        #expect(try Self.serve([Self.initialize]).status == 1)
    }
}
