import Foundation
import Testing

/// `dialogc lsp` under a real client: headless Neovim opens a spec with a misspelled key, gets
/// the diagnostic, applies the quick fix and sees the diagnostics clear
/// (Tests/Fixtures/LSP/quickfix.lua drives it).
@Suite struct NeovimTests {
    static let nvim: String? = ["/usr/bin/nvim", "/usr/local/bin/nvim"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static var runs: Bool {
        if nvim != nil || ExternalTools.isCI { return true }
        print("note: skipping the Neovim end-to-end test of 'dialogc lsp': nvim is not installed (apt-get install neovim)")
        return false
    }

    @Test(.enabled(if: runs)) func neovimAppliesTheQuickFixAndTheDiagnosticsClear() throws {
        let nvim = try #require(Self.nvim, "nvim is not installed; .ci/run installs Debian's neovim")
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-nvim-\(UUID().uuidString)")
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
        let run = try ExternalTools.run(
            nvim, ["--headless", "--clean", "-i", "NONE", "-c", "luafile " + fixtures.appendingPathComponent("quickfix.lua").path],
            in: scratch, environment: environment, timeout: 90)
        let report = (try? String(contentsOf: result, encoding: .utf8)) ?? ""
        #expect(!run.timedOut)
        #expect(run.status == 0, "\(report)\n\(run.standardError)")
        #expect(report.contains("diagnostic: 6:6 unknown-key unknown key 'tittle' in dialog"), "\(report)")
        #expect(report.contains("action: did you mean 'title'"), "\(report)")
        #expect(report.contains(#"line:       "title": "Löschen 📝 中文?","#), "\(report)")
        #expect(report.hasSuffix("cleared\n"), "\(report)")
    }
}
