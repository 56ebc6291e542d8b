@testable import DialogConfiguration
@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// Examples/vscode-dialogc, checked without npm or VS Code: its manifest, and that the server
/// command its script starts is one `dialogc` serves.
@Suite struct VSCodeExtensionTests {
    static let folder = Paths.packageRoot.appendingPathComponent("Examples/vscode-dialogc")
    static let node: String? = ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    static var runsNode: Bool {
        if node != nil || ExternalTools.isCI { return true }
        print("note: skipping 'node --check' of the VS Code extension: node is not installed (apt-get install nodejs)")
        return false
    }

    static func manifest() throws -> [String: Any] {
        let data = try Data(contentsOf: folder.appendingPathComponent("package.json"))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "package.json is not a JSON object")
    }

    static func script() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("extension.js"), encoding: .utf8)
    }

    @Test func theManifestNamesTheScriptTheSettingsAndOneDependency() throws {
        let manifest = try Self.manifest()
        #expect(manifest["main"] as? String == "./extension.js")
        #expect((manifest["engines"] as? [String: Any])?["vscode"] is String)
        #expect((manifest["dependencies"] as? [String: Any]).map { Array($0.keys) } == ["vscode-languageclient"])
        #expect(manifest["devDependencies"] == nil)
        let activation = try #require(manifest["activationEvents"] as? [String])
        #expect(activation.contains("onLanguage:json"))
        #expect(activation.contains("workspaceContains:**/\(Configuration.fileName)"))
        let contributes = try #require(manifest["contributes"] as? [String: Any])
        let properties = try #require((contributes["configuration"] as? [String: Any])?["properties"] as? [String: [String: Any]])
        #expect(properties["dialogc.server.path"]?["default"] as? String == "dialogc")
        #expect(properties["dialogc.server.checkDelay"]?["default"] as? Int == 50)
        #expect(properties["dialogc.specs"]?["default"] as? [String] == ["**/Specs/**/*.json"])
        // Every command the manifest offers is one the script registers, and the other way round.
        let commands = try #require(contributes["commands"] as? [[String: Any]]).compactMap { $0["command"] as? String }
        let script = try Self.script()
        let registered = script.matches(of: /registerCommand\("([^"]+)"/).map { String($0.output.1) }
        #expect(commands.sorted() == registered.sorted())
        #expect(!commands.isEmpty)
        // The settings the script reads are the ones the manifest declares.
        let read = script.matches(of: /settings\.get\("([^"]+)"/).map { "dialogc." + $0.output.1 }
        #expect(Set(read) == Set(properties.keys))
    }

    @Test func theScriptStartsACommandDialogcServes() throws {
        let script = try Self.script()
        let match = try #require(
            script.firstMatch(of: /const args = \["lsp", "--check-delay", String\(settings\.get\("server\.checkDelay", (\d+)\)\)\];/))
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let messages = [
            LSPClient.message(id: 1, "initialize", ["capabilities": .object([])]), LSPClient.message(id: 2, "shutdown", .null),
            LSPClient.message(id: nil, "exit", .null),
        ]
        let input = Data(messages.flatMap { FrameDecoder.frame(Array($0.serialized.utf8)) })
        let run = try ExternalTools.run(executable.path, ["lsp", "--check-delay", String(match.output.1)], timeout: 60, input: input)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(LSPCommandTests.frames(run.outputBytes)?.compactMap { $0["id"] } == [1, 2])
    }

    @Test(.enabled(if: runsNode)) func theScriptIsValidJavaScript() throws {
        let node = try #require(Self.node, "node is not installed; .ci/run installs Debian's nodejs")
        let run = try ExternalTools.run(node, ["--check", Self.folder.appendingPathComponent("extension.js").path], timeout: 60)
        #expect(run.status == 0, "\(run.standardError)")
    }
}
