import Foundation
import Testing

/// Runs the built `dialogc` and checks what a user sees: output, streams and exit status.
@Suite struct ValidateCommandTests {
    @Test func validatesTheBundledSpecsByDefault() throws {
        let run = try Dialogc.run("validate")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(": 0 errors, 0 warnings\n"))
        #expect(run.standardOutput.hasPrefix("7 files, "))
        #expect(run.standardError.isEmpty)
    }

    @Test func reportsEveryFindingOfEveryFileInTextFormat() throws {
        let run = try Dialogc.run("validate", "Tests/Fixtures/CLI/errors")
        #expect(run.status == 1)
        try Snapshot.assert(run.standardOutput, matches: "validate-errors.txt")
    }

    @Test func reportsAsJSON() throws {
        let run = try Dialogc.run("validate", "--format", "json", "Tests/Fixtures/CLI/errors")
        #expect(run.status == 1)
        try Snapshot.assert(run.standardOutput, matches: "validate-errors.json")
        let document = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any]
        let summary = document?["summary"] as? [String: Int]
        #expect(summary == ["files": 3, "dialogs": 3, "errors": 5, "warnings": 0])
    }

    @Test func outputDoesNotDependOnArgumentOrder() throws {
        let forward = try Dialogc.run("validate", "Tests/Fixtures/CLI/errors/account.json", "Tests/Fixtures/CLI/errors/settings.json")
        let backward = try Dialogc.run("validate", "Tests/Fixtures/CLI/errors/settings.json", "Tests/Fixtures/CLI/errors/account.json")
        #expect(forward.standardOutput == backward.standardOutput)
        #expect(forward.standardOutput.contains("duplicate dialog id 'logout'"))
    }

    @Test func aCleanSpecPasses() throws {
        let run = try Dialogc.run("validate", "Tests/Fixtures/CLI/clean/welcome.json")
        #expect(run.status == 0)
        #expect(run.standardOutput == "1 file, 1 dialog: 0 errors, 0 warnings\n")
    }

    @Test func aMissingPathIsAnInputErrorButTheOthersAreStillChecked() throws {
        let run = try Dialogc.run("validate", "Tests/Fixtures/CLI/clean", "no/such/spec.json")
        #expect(run.status == 2)
        #expect(run.standardError == "no/such/spec.json: error: no such file or directory\n")
        #expect(run.standardOutput == "1 file, 1 dialog: 0 errors, 0 warnings\n")
    }

    @Test func aDirectoryWithoutSpecsIsAnInputError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try Dialogc.run("validate", empty.path)
        #expect(run.status == 2)
        #expect(run.standardError.contains("no spec files (*.json) found"))
    }

    @Test func aSymbolicLinkLoopEnds() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-loop-\(UUID().uuidString)")
        let nested = root.appendingPathComponent("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(
            at: Paths.fixtures.appendingPathComponent("CLI/clean/welcome.json"), to: nested.appendingPathComponent("welcome.json"))
        try FileManager.default.createSymbolicLink(at: nested.appendingPathComponent("loop"), withDestinationURL: root)
        let run = try Dialogc.run("validate", root.path)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasPrefix("1 file, 1 dialog"))
    }

    @Test func anUnknownOptionSuggestsTheRightOne() throws {
        let run = try Dialogc.run("validate", "--formt", "json")
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: unknown option '--formt'; did you mean '--format'?\n"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func anUnknownFormatIsAUsageError() throws {
        let run = try Dialogc.run("validate", "--format", "jsn")
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: unknown format 'jsn' (expected 'text', 'json', 'sarif', 'github', 'junit'); did you mean 'json'?\n"))
    }

    @Test func anUnknownCommandSuggestsTheRightOne() throws {
        let run = try Dialogc.run("valdate")
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("error: unknown command 'valdate'; did you mean 'validate'?\n"))
    }

    @Test func helpAndVersion() throws {
        let help = try Dialogc.run("--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("USAGE: dialogc <command>"))
        let validateHelp = try Dialogc.run("validate", "--help")
        #expect(validateHelp.status == 0)
        #expect(validateHelp.standardOutput.contains("EXIT STATUS:"))
        let version = try Dialogc.run("--version")
        #expect(version.status == 0)
        #expect(version.standardOutput.hasPrefix("dialogc "))
        let nothing = try Dialogc.run()
        #expect(nothing.status == 2)
    }
}
