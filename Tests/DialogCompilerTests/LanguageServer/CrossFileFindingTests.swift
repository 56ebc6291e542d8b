@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// A cross-file finding reaches the person typing: it is published on every open document it
/// concerns, whichever file the rule reported it in, pointing at the other file.
@Suite struct CrossFileFindingTests {
    static func spec(id: String) -> String {
        """
        {
          "specVersion": 1,
          "dialogs": [
            { "id": "\(id)", "type": "toast", "message": "Saved" }
          ]
        }
        """
    }

    /// A workspace folder holding `files` (name and text), removed by the caller.
    static func workspace(_ files: [(String, String)]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-cross-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(to: root.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return root
    }

    static func uri(_ root: URL, _ name: String) -> String { DocumentURI.uri(of: root.appendingPathComponent(name).path) }

    /// The id's value in `spec(id:)`: line 4, past `    { "id": `.
    static let idStart = LSPClient.position(3, 12)

    @Test func aNewSpecRepeatingAnIdOfAnUnopenedFileShowsTheFinding() throws {
        // 'a.json' sorts before 'b.json', so the rule reports the duplicate in the unopened 'b.json'.
        let root = try Self.workspace([("b.json", Self.spec(id: "saved"))])
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(root: root)
        let opened = Self.uri(root, "a.json")
        client.open(opened, Self.spec(id: "saved"))

        let diagnostics = try #require(client.diagnostics(opened))
        let duplicate = try #require(diagnostics.first { $0["code"] == "duplicate-dialog-id" }, "\(diagnostics)")
        #expect(duplicate["range"]?["start"] == Self.idStart)
        #expect(duplicate["severity"] == 1)
        #expect(duplicate["message"] == "duplicate dialog id 'saved'")
        let related = try #require(duplicate["relatedInformation"]?.arrayValue)
        #expect(related.count == 1)
        #expect(related.first?["location"]?["uri"] == .string(Self.uri(root, "b.json")))
        #expect(related.first?["location"]?["range"]?["start"] == Self.idStart)
        // Nothing is published for the file the editor has not opened.
        #expect(client.diagnostics(Self.uri(root, "b.json")) == nil)
        // No quick fix or suppression edits this file for a finding reported in another.
        let actions = client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(opened)], "range": ["start": Self.idStart, "end": Self.idStart],
                "context": ["diagnostics": []],
            ])
        #expect(actions == [])

        // Renaming the id clears it.
        client.change(opened, version: 2, [["text": .string(Self.spec(id: "savedAgain"))]])
        #expect(client.diagnostics(opened)?.contains { $0["code"] == "duplicate-dialog-id" } == false)
    }

    @Test func withBothFilesOpenEachShowsTheFindingPointingAtTheOther() throws {
        let root = try Self.workspace([])
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(root: root)
        let first = Self.uri(root, "a.json")
        let second = Self.uri(root, "b.json")
        client.open(first, Self.spec(id: "saved"))
        client.open(second, Self.spec(id: "saved"))
        for (uri, other) in [(first, second), (second, first)] {
            let duplicates = client.diagnostics(uri)?.filter { $0["code"] == "duplicate-dialog-id" } ?? []
            #expect(duplicates.count == 1, "\(uri): \(duplicates)")
            #expect(duplicates.first?["range"]?["start"] == Self.idStart)
            #expect(duplicates.first?["relatedInformation"]?.arrayValue?.map(\.["location"]?["uri"]) == [.string(other)], "\(uri)")
        }
        // 'b.json' was never saved: closing it ends the duplicate, and the open file is checked again.
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(second)]])
        #expect(client.diagnostics(first)?.filter { $0["code"] == "duplicate-dialog-id" }.count == 0)
    }
}
