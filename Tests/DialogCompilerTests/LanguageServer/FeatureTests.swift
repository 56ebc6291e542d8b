@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// Each feature of the server, in-process, with the inline markers the rule tests use.
@Suite struct FeatureTests {
    static let uri = "file:///w/a.json"

    /// A spec with nothing to report, around `dialog` members marked by the caller.
    static func spec(
        _ members: String,
        buttons: String =
            #"{ "id": "cancel", "title": "Cancel", "style": "cancel" }, { "id": "delete", "title": "Delete", "style": "destructive" }"#
    ) -> String {
        """
        {
          "specVersion": 1,
          "dialogs": [
            {
              "id": "delete-draft",
              "type": "alert",
              \(members)
              "buttons": [\(buttons)]
            }
          ]
        }
        """
    }

    static func opened(_ marked: String, formatter: LanguageServer.Formatter? = nil) -> (LSPClient, MarkedSource) {
        let source = MarkedSource(marked)
        let (client, _) = LSPClient.initialized(formatter: formatter)
        client.open(uri, source.text)
        return (client, source)
    }

    /// The UTF-16 position of marker `name` (by default the only or first one).
    static func position(_ source: MarkedSource, _ name: String? = nil) -> JSONValue {
        let marker = name.flatMap { name in source.markers.first { $0.name == name } } ?? source.markers[0]
        return TextPositions.position(of: marker, in: source.text, encoding: "utf-16")
    }

    static func codeActions(_ client: LSPClient, at position: JSONValue) -> [JSONValue] {
        client.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": .string(uri)], "range": ["start": position, "end": position], "context": ["diagnostics": []],
            ]
        ).arrayValue ?? []
    }

    /// Applies the action's edit to `text` and sends the result as the client would.
    static func apply(_ action: JSONValue, _ client: LSPClient, _ text: String, version: Int) -> String {
        let edits = action["edit"]?["changes"]?[uri]?.arrayValue ?? []
        let fixed = TextPositions.apply(edits, to: text)
        client.change(uri, version: version, [["text": .string(fixed)]])
        return fixed
    }

    @Test func diagnosticsCarryRuleCodeSourceAndLink() throws {
        let (client, _) = Self.opened(Self.spec(#""title": "Delete this draft?", 1️⃣"tittle": "x","#))
        let diagnostic = try #require(client.diagnostics(Self.uri)?.first)
        #expect(diagnostic["code"] == "unknown-key")
        #expect(diagnostic["source"] == "dialogc")
        #expect(diagnostic["severity"] == 1)
        #expect(diagnostic["codeDescription"]?["href"] == "https://dialogc.dev/Documentation/Rules.md#rule-unknown-key")
        #expect(diagnostic["message"]?.stringValue?.hasPrefix("unknown key 'tittle' in dialog") == true)
    }

    @Test func aDidYouMeanIsAQuickFixThatClearsTheFinding() throws {
        let (client, source) = Self.opened(Self.spec(#"1️⃣"tittle": "Delete this draft?","#))
        let actions = Self.codeActions(client, at: Self.position(source))
        let fix = try #require(actions.first { $0["isPreferred"] == true })
        #expect(fix["title"] == "did you mean 'title'")
        #expect(fix["kind"] == "quickfix")
        let fixed = Self.apply(fix, client, source.text, version: 2)
        #expect(fixed.contains(#""title": "Delete this draft?""#))
        #expect(client.diagnostics(Self.uri) == [])
    }

    @Test func aMissingShowTypeAndAMissingCancelAreAdded() throws {
        let hide = Self.spec(#""title": "Saved", "presentation": { "hide": 1️⃣{ "duration": 0.2 } },"#)
        let (client, source) = Self.opened(hide)
        let showType = try #require(Self.codeActions(client, at: Self.position(source)).first { $0["isPreferred"] == true })
        let fixed = Self.apply(showType, client, source.text, version: 2)
        // The rule's own replacement, the one `--fix` applies.
        #expect(fixed.contains(#""hide": {"showType": "center", "duration": 0.2}"#), "\(fixed)")
        #expect(client.diagnostics(Self.uri) == [])

        let destructive = Self.spec(
            #""title": "Delete this draft?","#, buttons: #"{ "id": "delete", "title": "Delete", "style": 1️⃣"destructive" }"#)
        let (other, marked) = Self.opened(destructive)
        let cancel = try #require(Self.codeActions(other, at: Self.position(marked)).first { $0["isPreferred"] == true })
        let withCancel = Self.apply(cancel, other, marked.text, version: 2)
        #expect(withCancel.contains(#"{ "id": "cancel", "title": "Cancel", "style": "cancel" }"#), "\(withCancel)")
        #expect(other.diagnostics(Self.uri) == [])
    }

    @Test func aGuidelineFindingCanBeSuppressedForItsDialog() throws {
        let (client, source) = Self.opened(
            Self.spec(
                #""title": "Delete this draft?","#,
                buttons: #"{ "id": "discard", "title": "Discard" }, { "id": "keep", "title": 1️⃣"Keep", "style": "cancel" }"#))
        #expect(client.diagnostics(Self.uri)?.map(\.["code"]) == ["cancel-title"])
        let actions = Self.codeActions(client, at: Self.position(source))
        let suppress = try #require(actions.first { $0["title"] == "suppress 'cancel-title' for dialog 'delete-draft'" })
        let fixed = Self.apply(suppress, client, source.text, version: 2)
        #expect(fixed.contains(#""suppressions": [{ "rule": "cancel-title", "reason": "why the guideline does not apply here" }],"#))
        #expect(client.diagnostics(Self.uri) == [])
    }

    @Test func anUnusedSuppressionIsTaggedUnnecessary() throws {
        let (client, _) = Self.opened(
            Self.spec(#""title": "Delete this draft?", "suppressions": [{ "rule": "cancel-title", "reason": "r" }],"#))
        let diagnostic = try #require(client.diagnostics(Self.uri)?.first)
        #expect(diagnostic["code"] == "unused-suppression")
        #expect(diagnostic["tags"] == [1])
    }

    @Test func hoverExplainsFindingsKeysAndDialogs() throws {
        let (client, source) = Self.opened(
            Self.spec(
                #""title": "Delete this draft?", "message": 3️⃣"Gone for good", 2️⃣"tittle": "x","#
            ).replacingOccurrences(of: #""id": "delete-draft""#, with: #""id": "1️⃣delete-draft""#))
        let dialog = client.request("textDocument/hover", LSPClient.at(Self.uri, Self.position(source, "1️⃣")))
        let text = try #require(dialog["contents"]?["value"]?.stringValue)
        #expect(text.contains("**delete-draft**: alert"))
        #expect(text.contains("'cancel' (cancel), 'delete' (destructive)"))
        #expect(text.contains("size on iphone-se: 270 × "), "\(text)")
        let finding = client.request("textDocument/hover", LSPClient.at(Self.uri, Self.position(source, "2️⃣")))
        #expect(finding["contents"]?["value"]?.stringValue?.hasPrefix("**unknown-key** (error)") == true)
        let key = MarkedSource(Self.spec(#""title": "Delete this draft?", "mes1️⃣sage": "Gone for good","#))
        let (keyClient, _) = Self.opened(key.text)
        let message = keyClient.request("textDocument/hover", LSPClient.at(Self.uri, Self.position(key)))
        #expect(message["contents"]?["value"]?.stringValue?.hasPrefix("`message`: ") == true)
        #expect(client.request("textDocument/hover", LSPClient.at(Self.uri, Self.position(source, "3️⃣"))) == .null)
    }

    @Test func completionOffersTheKeysOfTheDialogsType() throws {
        let toast = """
            {"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved", 1️⃣}]}
            """
        let (client, source) = Self.opened(toast)
        let items = client.request("textDocument/completion", LSPClient.at(Self.uri, Self.position(source))).arrayValue ?? []
        let labels = Set(items.compactMap { $0["label"]?.stringValue })
        #expect(labels.contains("autoHide"))
        #expect(!labels.contains("buttons"), "a toast has no buttons")
        #expect(!labels.contains("message"), "the dialog has a message already")
        #expect(items.first { $0["label"] == "autoHide" }?["textEdit"]?["newText"] == "\"autoHide\": ")
        #expect(!labels.contains("parameters"), "format v1 has no parameters")
    }

    @Test(arguments: [
        (#"{"specVersion": 1, "dialogs": [{"id": "a", "type": "1️⃣"}]}"#, "actionSheet"),
        (#"{"dialogs": [{"id": "a", "type": "alert", "buttons": [{"id": "b", "title": "B", "style": "de1️⃣"}]}]}"#, "destructive"),
        (#"{"dialogs": [{"id": "a", "type": "alert", "suppressions": [{"rule": "1️⃣"}]}]}"#, "cancel-title"),
        (#"{"dialogs": [{"id": "a", "type": "alert", "presentation": {"hide": {"showType": 1️⃣}}}]}"#, "\"fromBottom\""),
        (#"{"dialogs": [{"id": "a", "type": "alert", "presentation": {"show": {"curve": "1️⃣"}}}]}"#, "easeInOut"),
        (#"{"dialogs": [{"id": "a", "type": "alert", "layout": {"buttonArrangement": "1️⃣"}}]}"#, "stack"),
        (#"{"dialogs": [{"id": "a", "type": "alert", "layout": {1️⃣}}]}"#, "\"toolbarButtonWidth\": "),
        (#"{"specVersion": 2, "dialogs": [{"id": "a", "type": "alert", 1️⃣}]}"#, "\"parameters\": "),
        (#"{"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "message": {1️⃣}}]}"#, "\"plural\": "),
        (#"{"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "parameters": {"n": {"type": "1️⃣"}}}]}"#, "integer"),
        (#"{"dialogs": [{"id": "a", "type": "textInput", "input": {"returnKey": "1️⃣"}}]}"#, "done"),
        (#"{"dialogs": [{"id": "a", "type": "toast", "announcement": "1️⃣"}]}"#, "assertive"),
        (#"{"dialogs": [{"id": "a", "type": "toast", "style": {"messageFont": {"relativeTo": "1️⃣"}}}]}"#, "caption1"),
        (#"{"dialogs": [{"id": "a", "type": "toast", "presentation": {"show": {"reducedMotion": {"animation": "1️⃣"}}}}]}"#, "fade"),
        (#"{"dialogs": [{"id": "a", "type": "toast", "presentation": {"hide": {"reducedMotion": {1️⃣}}}}]}"#, "\"duration\": "),
        (#"{"dialogs": [{"id": "a", "type": "toast", 1️⃣}]}"#, "\"announcement\": "),
        (#"{"dialogs": [{"id": "a", "type": "alert", "buttons": [{1️⃣}]}]}"#, "\"accessibilityLabel\": "),
        // Keys, in each object `FormatObject` knows by its path.
        (#"{1️⃣}"#, "\"specVersion\": "),
        (#"{"suppressions": [{1️⃣}]}"#, "\"reason\": "),
        (#"{"dialogs": [{"id": "a", "type": "alert", "presentation": {"hide": {"spring": {1️⃣}}}}]}"#, "\"dampingRatio\": "),
        (#"{"dialogs": [{"id": "a", "type": "alert", "buttons": [{"id": "b", "title": "B", "font": {1️⃣}}]}]}"#, "\"weight\": "),
        (#"{"dialogs": [{"id": "a", "type": "alert", "layout": {"frame": {1️⃣}}}]}"#, "\"height\": "),
        (#"{"dialogs": [{"id": "a", "type": "picker", "limits": {1️⃣}}]}"#, "\"maxOptions\": "),
        (#"{"specVersion": 2, "dialogs": [{"id": "a", "type": "alert", "buttons": [{1️⃣}]}]}"#, "\"comment\": "),
        (#"{"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "parameters": {"n": {1️⃣}}}]}"#, "\"type\": "),
        (
            #"{"dialogs": [{"id": "a", "type": "alert", "buttons": [{"id": "keep", "title": "Keep"}], "presentation": {"coverTapResult": "1️⃣"}}]}"#,
            "keep"
        ),
    ])
    func completionOffersValues(_ marked: String, _ expected: String) throws {
        let (client, source) = Self.opened(marked)
        let items = client.request("textDocument/completion", LSPClient.at(Self.uri, Self.position(source))).arrayValue ?? []
        #expect(items.contains { $0["textEdit"]?["newText"] == .string(expected) }, "\(items.map(\.["label"]))")
    }

    @Test func symbolsFoldingAndPreview() throws {
        let (client, source) = Self.opened(Self.spec(#""title": "Delete 1️⃣this draft?","#))
        let symbols = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue ?? []
        #expect(symbols.map(\.["name"]) == ["delete-draft"])
        #expect(symbols.first?["children"]?.arrayValue?.map(\.["name"]) == ["cancel", "delete"])
        let folds = client.request("textDocument/foldingRange", ["textDocument": ["uri": .string(Self.uri)]]).arrayValue ?? []
        #expect(folds.map(\.["startLine"]) == [0, 2, 3])
        let preview = client.request(
            "dialogc/preview",
            [
                "textDocument": ["uri": .string(Self.uri)], "position": Self.position(source), "device": "iphone-15",
            ])
        #expect(preview["dialog"] == "delete-draft")
        #expect(preview["svg"]?.stringValue?.contains("<svg") == true)
        #expect(preview["svg"]?.stringValue?.contains("Delete this draft?") == true)
        let outside = client.response(
            "dialogc/preview", ["textDocument": ["uri": .string(Self.uri)], "position": LSPClient.position(0, 0)])
        #expect(outside["error"]?["code"] == .int(-32602))
    }

    @Test func formattingUsesTheInjectedFormatter() throws {
        let (client, result) = LSPClient.initialized(formatter: { Array(String(decoding: $0, as: UTF8.self).uppercased().utf8) })
        #expect(result["capabilities"]?["documentFormattingProvider"] == true)
        client.open(Self.uri, "{\"a\": 1}\n")
        let edits = client.request(
            "textDocument/formatting", ["textDocument": ["uri": .string(Self.uri)], "options": ["tabSize": 2, "insertSpaces": true]])
        #expect(TextPositions.apply(edits.arrayValue ?? [], to: "{\"a\": 1}\n") == "{\"A\": 1}\n")
    }

    @Test func checksWaitForTheDelayAndRunOnceForABurstOfEdits() {
        let (client, _) = LSPClient.initialized(checkDelay: 500)
        client.open(Self.uri, Self.spec(#""title": "Delete this draft?","#))
        let published = { client.received.count { $0["method"] == "textDocument/publishDiagnostics" } }
        #expect(published() == 1, "an opened document is checked at once")
        client.change(Self.uri, version: 2, [["text": "{"]])
        client.change(Self.uri, version: 3, [["text": "{}"]])
        #expect(published() == 1)
        #expect(client.server.hasPendingChecks)
        client.runPendingChecks()
        #expect(published() == 2)
        #expect(client.received.last?["params"]?["version"] == 3)
        // A request sees the document as it is: pending checks run first.
        client.change(Self.uri, version: 4, [["text": "{"]])
        _ = client.request("textDocument/documentSymbol", ["textDocument": ["uri": .string(Self.uri)]])
        #expect(published() == 3)
    }

    @Test func theWorkspaceGivesCrossFileFindingsConfigurationAndDefinition() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let other = Self.spec(#""title": "Delete this draft?","#)
        try other.write(to: root.appendingPathComponent("first.json"), atomically: true, encoding: .utf8)
        let (client, _) = LSPClient.initialized(encodings: ["utf-8"], root: root)
        let uri = DocumentURI.uri(of: root.appendingPathComponent("second.json").path)
        let marked = MarkedSource(
            Self.spec(
                #""title": "Delete this draft?","#,
                buttons: #"{ "id": "discard", "title": "Discard" }, { "id": "keep", "title": "Keep", "style": "cancel" }"#
            )
            .replacingOccurrences(of: #""id": "delete-draft""#, with: #""id": 1️⃣"delete-draft""#))
        client.open(uri, marked.text)
        let diagnostics = try #require(client.diagnostics(uri))
        let duplicate = try #require(diagnostics.first { $0["code"] == "duplicate-dialog-id" })
        let related = try #require(duplicate["relatedInformation"]?.arrayValue?.first)
        #expect(related["location"]?["uri"] == .string(DocumentURI.uri(of: root.appendingPathComponent("first.json").path)))
        #expect(related["location"]?["range"]?["start"] == LSPClient.position(4, 12))
        let definition = client.request(
            "textDocument/definition",
            [
                "textDocument": ["uri": .string(uri)],
                "position": TextPositions.position(of: marked.markers[0], in: marked.text, encoding: "utf-8"),
            ])
        #expect(definition["uri"] == related["location"]?["uri"])
        #expect(diagnostics.contains { $0["code"] == "cancel-title" })

        // Turning the rule off in .dialogc.json re-checks the open document.
        try #"{"rules": {"cancel-title": "off"}}"#.write(
            to: root.appendingPathComponent(".dialogc.json"), atomically: true, encoding: .utf8)
        client.notify(
            "workspace/didChangeWatchedFiles",
            ["changes": [["uri": .string(DocumentURI.uri(of: root.appendingPathComponent(".dialogc.json").path)), "type": 1]]])
        #expect(client.diagnostics(uri)?.contains { $0["code"] == "cancel-title" } == false)
        #expect(client.diagnostics(uri)?.contains { $0["code"] == "duplicate-dialog-id" } == true)
    }

    @Test func theConfigurationABaselineAndOtherFilesAreNotCheckedAsSpecs() {
        let (client, _) = LSPClient.initialized()
        client.open("file:///w/.dialogc.json", #"{"rules": {}}"#)
        client.open("file:///w/notes.txt", "{")
        client.open("file:///w/baseline.json", #"{"dialogcBaseline": 3, "findings": []}"#)
        #expect(client.diagnostics("file:///w/.dialogc.json") == [])
        #expect(client.diagnostics("file:///w/notes.txt") == [])
        #expect(client.diagnostics("file:///w/baseline.json") == [])
        client.open(Self.uri, "{")
        #expect(client.diagnostics(Self.uri)?.map(\.["code"]) == ["json-syntax"])
    }
}
