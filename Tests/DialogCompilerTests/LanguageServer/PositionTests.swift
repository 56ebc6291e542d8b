@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Testing

/// Positions in every encoding on lines with CJK, emoji (two UTF-16 units) and combining marks,
/// checked against Swift's own views of the text.
@Suite struct PositionTests {
    static let line = "a中文😀e\u{301}🇫🇷b\r\nz😀"

    @Test(arguments: PositionEncoding.allCases)
    func offsetsAndPositionsAgreeWithSwiftsViews(_ encoding: PositionEncoding) {
        let bytes = Array(Self.line.utf8)
        let converter = PositionConverter(bytes: bytes, encoding: encoding)
        var checked = 0
        var offset = 0
        for scalar in Self.line.unicodeScalars {
            let before = String(decoding: bytes[..<offset], as: UTF8.self)
            let lines = before.split(separator: "\r\n", omittingEmptySubsequences: false)
            let last = String(lines.last!)
            let character =
                switch encoding {
                case .utf8: last.utf8.count
                case .utf16: last.utf16.count
                case .utf32: last.unicodeScalars.count
                }
            let expected = LSPPosition(line: lines.count - 1, character: character)
            if scalar != "\n" {
                #expect(converter.position(at: offset) == expected, "\(encoding) at byte \(offset)")
                #expect(converter.offset(of: expected) == offset, "\(encoding) at \(expected)")
                checked += 1
            }
            offset += String(scalar).utf8.count
        }
        #expect(checked == Self.line.unicodeScalars.count - 1)
    }

    @Test func positionsPastALineOrInsideAPairClampToACharacterStart() {
        let bytes = Array("😀x\nyy".utf8)
        let utf16 = PositionConverter(bytes: bytes, encoding: .utf16)
        // Between the two surrogates of the emoji: its start.
        #expect(utf16.offset(of: LSPPosition(line: 0, character: 1)) == 0)
        #expect(utf16.offset(of: LSPPosition(line: 0, character: 99)) == 5)
        #expect(utf16.offset(of: LSPPosition(line: 9, character: 0)) == bytes.count)
        #expect(utf16.position(at: 2) == LSPPosition(line: 0, character: 0))
    }

    static let markedSpec = """
        {
          "specVersion": 1,
          "dialogs": [
            {
              "id": "delete-draft",
              "type": "alert",
              "title": "Löschen 📝 中文 e\u{301}?", 1️⃣"tittle": "x",
              "message": "删除后无法恢复",
              "buttons": [
                { "id": "cancel", "title": "Cancel", "style": "cancel" },
                { "id": "delete", "title": "Delete", "style": "destructive" }
              ]
            }
          ]
        }
        """

    @Test(arguments: ["utf-8", "utf-16", "utf-32"])
    func aFindingOnALineWithEmojiHasItsRangeInTheNegotiatedEncoding(_ encoding: String) throws {
        let marked = MarkedSource(Self.markedSpec)
        let (client, _) = LSPClient.initialized(encodings: [encoding])
        client.open("file:///w/a.json", marked.text)
        let diagnostics = try #require(client.diagnostics("file:///w/a.json"))
        let finding = try #require(diagnostics.first { $0["code"] == "unknown-key" })
        let start = TextPositions.position(of: marked.markers[0], in: marked.text, encoding: encoding)
        #expect(finding["range"]?["start"] == start)
        let end = LSPClient.position(start["line"]!.intValue!, start["character"]!.intValue! + "\"tittle\"".count)
        #expect(finding["range"]?["end"] == end)
        #expect(diagnostics.count == 1, "\(diagnostics)")
    }

    @Test func incrementalChangesAfterAnEmojiCountUTF16Units() throws {
        let marked = MarkedSource(Self.markedSpec)
        let (client, _) = LSPClient.initialized()
        let uri = "file:///w/a.json"
        client.open(uri, marked.text)
        // Replace `tittle` (inside its quotes) with `subtitle`: an alert may have one.
        let start = TextPositions.position(of: marked.markers[0], in: marked.text, encoding: "utf-16")
        let line = start["line"]!.intValue!
        let character = start["character"]!.intValue! + 1
        client.change(
            uri, version: 2,
            [
                [
                    "range": ["start": LSPClient.position(line, character), "end": LSPClient.position(line, character + 6)],
                    "text": "subtitle",
                ]
            ])
        #expect(client.diagnostics(uri) == [])
        // A full-text change replaces everything.
        client.change(uri, version: 3, [["text": "{"]])
        let diagnostics = try #require(client.diagnostics(uri))
        #expect(diagnostics.map(\.["code"]) == ["json-syntax"])
        client.notify("textDocument/didClose", ["textDocument": ["uri": .string(uri)]])
        #expect(client.diagnostics(uri) == [])
    }
}
