@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// The workspace's design tokens in the editor: read from `.dialogc.json` at start and again when a
/// token file changes, a reference's value per appearance on hover, token paths after `"{`.
@Suite struct TokenFeatureTests {
    static let resolver = ##"""
        {
          "resolutionOrder": [{"$ref": "#/modifiers/theme"}],
          "modifiers": {"theme": {"contexts": {
            "light": [{"$ref": "./light.tokens.json"}],
            "dark": [{"color": {"accent": {"$type": "color", "$value": "#0A84FF"}}}]
          }}}
        }
        """##

    /// A workspace whose configuration names a resolver with a light file beside it.
    static func workspace(
        light: String = ##"{"color": {"accent": {"$type": "color", "$value": "#007AFF", "$description": "the brand's blue"}}}"##
    )
        throws -> URL
    {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-lsp-tokens-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Tokens"), withIntermediateDirectories: true)
        try #"{"tokens": ["Tokens/app.resolver.json"]}"#.write(
            to: root.appendingPathComponent(".dialogc.json"), atomically: true, encoding: .utf8)
        try resolver.write(to: root.appendingPathComponent("Tokens/app.resolver.json"), atomically: true, encoding: .utf8)
        try light.write(to: root.appendingPathComponent("Tokens/light.tokens.json"), atomically: true, encoding: .utf8)
        return root
    }

    static func hover(_ client: LSPClient, _ uri: String, _ source: MarkedSource) -> String? {
        client.request("textDocument/hover", LSPClient.at(uri, FeatureTests.position(source)))["contents"]?["value"]?.stringValue
    }

    @Test func aReferenceShowsItsTokenInEachAppearanceAndFollowsTheTokenFiles() throws {
        let root = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(encodings: ["utf-16"], root: root)
        #expect(client.server.workspace.tokens?.diagnostics.isEmpty == true)
        let uri = DocumentURI.uri(of: root.appendingPathComponent("a.json").path)
        let source = MarkedSource(FeatureTests.spec(#""title": "Delete?", "style": {"titleColor": "{color.1️⃣accent}"},"#))
        client.open(uri, source.text)
        let hover = try #require(Self.hover(client, uri, source))
        #expect(hover.contains("**`color.accent`** (color)"), "\(hover)")
        #expect(hover.contains("light: `#007AFF`") && hover.contains("dark: `#0A84FF`"), "\(hover)")
        #expect(hover.contains("the brand's blue"))

        // The light file changes on disk: the server reads the tokens again.
        let light = root.appendingPathComponent("Tokens/light.tokens.json")
        try ##"{"color": {"accent": {"$type": "color", "$value": "#3366FF"}}}"##.write(to: light, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.uri(of: light.path)), "type": 2]]])
        #expect(Self.hover(client, uri, source)?.contains("light: `#3366FF`") == true)
        // And when it is saved in the editor.
        try ##"{"color": {"accent": {"$type": "color", "$value": "#FFFFFF"}}}"##.write(to: light, atomically: true, encoding: .utf8)
        client.notify("textDocument/didSave", ["textDocument": ["uri": .string(DocumentURI.uri(of: light.path))]])
        #expect(Self.hover(client, uri, source)?.contains("light: `#FFFFFF`") == true)
    }

    @Test func aReferenceIsCheckedAgainstTheTokensAsTheyAreOnDisk() throws {
        let root = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(encodings: ["utf-16"], root: root)
        let uri = DocumentURI.uri(of: root.appendingPathComponent("a.json").path)
        client.open(uri, FeatureTests.spec(#""title": "Delete?", "style": {"titleColor": "{color.accent}"},"#))
        #expect(client.diagnostics(uri)?.contains { $0["code"] == "unknown-token" } == false)
        // The token is renamed in the light file: the reference names nothing any more.
        let light = root.appendingPathComponent("Tokens/light.tokens.json")
        try ##"{"color": {"brand": {"$type": "color", "$value": "#007AFF"}}}"##.write(to: light, atomically: true, encoding: .utf8)
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.uri(of: light.path)), "type": 2]]])
        #expect(client.diagnostics(uri)?.contains { $0["code"] == "unknown-token" } == true, "\(client.diagnostics(uri) ?? [])")
    }

    @Test func aStringBegunWithABraceCompletesTokenPaths() throws {
        let root = try Self.workspace()
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(encodings: ["utf-16"], root: root)
        let uri = DocumentURI.uri(of: root.appendingPathComponent("a.json").path)
        let source = MarkedSource(FeatureTests.spec(#""title": "Delete?", "style": {"titleColor": "{col1️⃣"},"#))
        client.open(uri, source.text)
        let items = client.request("textDocument/completion", LSPClient.at(uri, FeatureTests.position(source))).arrayValue ?? []
        #expect(items.map(\.["label"]) == ["{color.accent}"])
        #expect(items.first?["textEdit"]?["newText"] == "{color.accent}")
    }

    @Test func findingsInTheTokenFilesGoToTheLog() throws {
        let root = try Self.workspace(light: ##"{"color": {"accent": {"$value": "#007AFF"}}}"##)
        defer { try? FileManager.default.removeItem(at: root) }
        let (client, _) = LSPClient.initialized(encodings: ["utf-16"], root: root)
        let problems = client.server.workspace.problems
        #expect(
            problems.contains { $0.hasSuffix("light.tokens.json: token 'color.accent' has no '$type', and none of its groups gives one") },
            "\(problems)")
    }
}
