import Foundation
import Testing

/// `dialogc lsp` under a real client: headless Neovim opens a spec with a misspelled key, gets
/// the diagnostic, applies the quick fix and sees the diagnostics clear
/// (Tests/Fixtures/LSP/quickfix.lua drives it).
@Suite struct NeovimTests {
    static let nvim = EditorSession.executable(["/usr/bin/nvim", "/usr/local/bin/nvim"])

    static var runs: Bool {
        if nvim != nil || ExternalTools.isCI { return true }
        print("note: skipping the Neovim end-to-end test of 'dialogc lsp': nvim is not installed (apt-get install neovim)")
        return false
    }

    @Test(.enabled(if: runs)) func neovimAppliesTheQuickFixAndTheDiagnosticsClear() throws {
        let nvim = try #require(Self.nvim, "nvim is not installed; .ci/run installs Debian's neovim")
        let session = try EditorSession.run(nvim, label: "nvim") { fixtures in
            ["--headless", "--clean", "-i", "NONE", "-c", "luafile " + fixtures.appendingPathComponent("quickfix.lua").path]
        }
        let (run, report) = (session.run, session.report)
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(report)\n\(run.standardError)")
        #expect(report.contains("diagnostic: 6:6 unknown-key unknown key 'tittle' in dialog"), "\(report)")
        #expect(report.contains("action: did you mean 'title'"), "\(report)")
        #expect(report.contains(#"line:       "title": "Löschen 📝 中文?","#), "\(report)")
        #expect(report.hasSuffix("cleared\n"), "\(report)")
    }
}
