import Foundation
import Testing

/// `dialogc lsp` under Emacs eglot, the client that sends `"params": null`: batch Emacs opens a
/// spec with a misspelled key, gets the diagnostic through Flymake, and `eglot-shutdown` ends the
/// server, which exits by itself with status 0 (Tests/Fixtures/LSP/eglot-diagnostics.el drives it).
@Suite struct EglotTests {
    static let emacs: String? = ["/usr/bin/emacs", "/usr/local/bin/emacs"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static var runs: Bool {
        if emacs != nil || ExternalTools.isCI { return true }
        print("note: skipping the Emacs eglot end-to-end test of 'dialogc lsp': emacs is not installed (apt-get install elpa-eglot emacs-nox)")
        return false
    }

    @Test(.enabled(if: runs)) func eglotShowsTheDiagnosticAndShutsTheServerDown() throws {
        let emacs = try #require(Self.emacs, "emacs is not installed; .ci/run installs Debian's emacs-nox and elpa-eglot")
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-eglot-\(UUID().uuidString)")
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
        // No init file of the person running the tests; Debian's site start still adds eglot.
        environment["HOME"] = scratch.path
        let run = try ExternalTools.run(
            emacs, ["--batch", "-l", fixtures.appendingPathComponent("eglot-diagnostics.el").path],
            in: scratch, environment: environment, timeout: 90)
        let report = (try? String(contentsOf: result, encoding: .utf8)) ?? ""
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(report)\n\(run.standardError)")
        #expect(report.contains("connected: dialogc"), "\(report)")
        #expect(report.contains("diagnostic: 7 eglot-error dialogc [unknown-key]: unknown key 'tittle' in dialog"), "\(report)")
        #expect(report.contains("shut down\n"), "\(report)")
        // Ended by itself after `exit`, not killed by eglot, and no longer running.
        #expect(report.contains("server: exit 0\n"), "\(report)")
        #expect(report.hasSuffix("running: no\n"), "\(report)")
    }
}
