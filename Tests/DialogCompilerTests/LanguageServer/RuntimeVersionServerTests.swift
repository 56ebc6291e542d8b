@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
import Foundation
import Testing

/// The language server checks the runtime version of the workspace's `.dialogc.json`
/// (`minimumRuntime`), as lint does, and re-checks open documents when it changes.
@Suite struct RuntimeVersionServerTests {
    @Test func theConfigurationsMinimumRuntimeIsChecked() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lsp-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let configuration = root.appendingPathComponent(".dialogc.json")
        try #"{"minimumRuntime": "0.1"}"#.write(to: configuration, atomically: true, encoding: .utf8)
        let (client, _) = LSPClient.initialized(encodings: ["utf-8"], root: root)
        let uri = DocumentURI.uri(of: root.appendingPathComponent("spec.json").path)
        let marked = MarkedSource(
            #"""
            {"specVersion": 1, "dialogs": [
            {"id": 1️⃣"storage-full", "type": "alert", "title": "Storage Full", "buttons": [{"id": "ok", "title": "OK"}]}
            ]}
            """#)
        client.open(uri, marked.text)
        let findings = try #require(client.diagnostics(uri)).filter { $0["code"] == "runtime-unsupported" }
        #expect(findings.map { $0["range"]?["start"] } == marked.markers.map { LSPClient.position($0.line - 1, $0.column - 1) })
        #expect(findings.allSatisfy { $0["severity"] == .int(1) })

        try #"{"minimumRuntime": "0.2.0"}"#.write(to: configuration, atomically: true, encoding: .utf8)
        client.notify(
            "workspace/didChangeWatchedFiles", ["changes": [["uri": .string(DocumentURI.uri(of: configuration.path)), "type": 2]]])
        #expect(client.diagnostics(uri) == [])
    }
}
