import Foundation
import Testing

/// A real editor run in batch against `dialogc lsp`: it opens a scratch copy of
/// `Tests/Fixtures/LSP/misspelled-key.json` and writes what it saw to a report file, driven by a
/// script of its own language in `Tests/Fixtures/LSP/`. Neovim and Emacs eglot use it alike.
struct EditorSession {
    /// The first of `paths` that is an executable, the editor's usual places.
    static func executable(_ paths: [String]) -> String? {
        paths.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The editor's own output and the report its script wrote.
    var run: ExternalTools.Run
    var report: String

    /// Runs `editor` with the arguments `arguments` makes of the fixtures folder, in a scratch
    /// folder that is its home (no init file of the person running the tests), with `DIALOGC`,
    /// `SPEC` and `RESULT` naming the server, the spec and the report for the script.
    static func run(_ editor: String, label: String, arguments: (_ fixtures: URL) -> [String]) throws -> EditorSession {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let fixtures = Paths.fixtures.appendingPathComponent("LSP")
        let spec = scratch.appendingPathComponent("misspelled-key.json")
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("misspelled-key.json"), to: spec)
        let result = scratch.appendingPathComponent("result.txt")
        var environment = ProcessInfo.processInfo.environment
        environment["DIALOGC"] = executable.path
        environment["SPEC"] = spec.path
        environment["RESULT"] = result.path
        environment["HOME"] = scratch.path
        let run = try ExternalTools.run(editor, arguments(fixtures), in: scratch, environment: environment, timeout: 90)
        return EditorSession(run: run, report: (try? String(contentsOf: result, encoding: .utf8)) ?? "")
    }
}
