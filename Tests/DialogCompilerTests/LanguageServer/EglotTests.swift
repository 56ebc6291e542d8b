import Foundation
import Testing

/// `dialogc lsp` under Emacs eglot, the client that sends `"params": null`: batch Emacs opens a
/// spec with a misspelled key, gets the diagnostic through Flymake, and `eglot-shutdown` ends the
/// server, which exits by itself with status 0 (Tests/Fixtures/LSP/eglot-diagnostics.el drives it).
@Suite struct EglotTests {
    static let emacs = EditorSession.executable(["/usr/bin/emacs", "/usr/local/bin/emacs"])

    static var runs: Bool {
        if emacs != nil || ExternalTools.isCI { return true }
        print(
            "note: skipping the Emacs eglot end-to-end test of 'dialogc lsp': emacs is not installed (apt-get install elpa-eglot emacs-nox)"
        )
        return false
    }

    @Test(.enabled(if: runs)) func eglotShowsTheDiagnosticAndShutsTheServerDown() throws {
        let emacs = try #require(Self.emacs, "emacs is not installed; .ci/run installs Debian's emacs-nox and elpa-eglot")
        // Debian's site start adds eglot without an init file.
        let session = try EditorSession.run(emacs, label: "eglot") { fixtures in
            ["--batch", "-l", fixtures.appendingPathComponent("eglot-diagnostics.el").path]
        }
        let (run, report) = (session.run, session.report)
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
