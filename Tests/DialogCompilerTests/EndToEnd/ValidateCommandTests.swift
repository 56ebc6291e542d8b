import Foundation
import Testing

/// Runs the built `dialogc` and checks what a user sees: output, streams and exit status.
@Suite struct ValidateCommandTests {
    @Test func validatesTheBundledSpecsByDefault() throws {
        let run = try Dialogc.run("validate")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.hasSuffix(": 0 errors, 0 warnings\n"))
        #expect(run.standardOutput.hasPrefix("19 files, "))
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
        #expect(summary == ["files": 3, "dialogs": 3, "errors": 5, "warnings": 0, "inputFailures": 0])
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

    /// Display paths are worked out from the text of the path alone (no `URL`s, no file system):
    /// `.`, `..` and doubled slashes fall away, and a path below the working directory is shown
    /// relative to it, however it was written.
    @Test func findingsNameFilesByTheirStandardizedPath() throws {
        let written = try Dialogc.run("validate", "./Tests//Fixtures/CLI/errors/../errors/account.json")
        let plain = try Dialogc.run("validate", "Tests/Fixtures/CLI/errors/account.json")
        #expect(written.status == 1)
        #expect(written.standardOutput == plain.standardOutput)
        #expect(written.standardOutput.hasPrefix("Tests/Fixtures/CLI/errors/account.json:"))
        let absolute = try Dialogc.run("validate", Paths.packageRoot.path + "/Tests/Fixtures/CLI/./errors/")
        let relative = try Dialogc.run("validate", "Tests/Fixtures/CLI/errors")
        #expect(absolute.standardOutput == relative.standardOutput)
        #expect(absolute.standardOutput.contains("Tests/Fixtures/CLI/errors/settings.json:"))
        let outside = try Dialogc.run("validate", "../" + Paths.packageRoot.lastPathComponent + "/Tests/Fixtures/CLI/errors/account.json")
        #expect(outside.standardOutput == plain.standardOutput, "'..' back into the working directory is below it again")
    }

    @Test func aMissingPathIsAnInputErrorButTheOthersAreStillChecked() throws {
        let run = try Dialogc.run("validate", "Tests/Fixtures/CLI/clean", "no/such/spec.json")
        #expect(run.status == 2)
        #expect(
            run.standardOutput == """
                no/such/spec.json: error: no such file or directory
                1 file, 1 dialog: 1 error (1 input could not be read), 0 warnings

                """)
        #expect(run.standardError.isEmpty, "the text report lists the failure once")
        let json = try Dialogc.run("validate", "--format", "json", "Tests/Fixtures/CLI/clean", "no/such/spec.json")
        #expect(json.status == 2)
        #expect(
            json.standardError == "no/such/spec.json: error: no such file or directory\n", "without a text report, standard error names it")
    }

    /// Issue 11: a missing input left every machine-readable report green beside exit status 2.
    @Test func everyFormatCarriesAnInputThatCouldNotBeRead() throws {
        let junit = try Dialogc.run("lint", "--format", "junit", "/nonexistent")
        #expect(junit.status == 2)
        let suites = try ParsedXML(junit.standardOutput).all("testsuites")
        #expect(suites.first?.attributes["tests"] == "1")
        #expect(suites.first?.attributes["failures"] == "1")

        let json = try Dialogc.run("lint", "--format", "json", "/nonexistent")
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        #expect((document?["summary"] as? [String: Int])?["errors"] == 1)
        #expect((document?["inputFailures"] as? [[String: String]]) == [["file": "/nonexistent", "message": "no such file or directory"]])

        let sarif = try SARIFLog(try Dialogc.run("lint", "--format", "sarif", "/nonexistent").standardOutput)
        #expect(sarif.runs.first?.invocations.first?.executionSuccessful == false)
        #expect(sarif.runs.first?.invocations.first?.toolExecutionNotifications?.map(\.message.text) == ["no such file or directory"])

        let github = try Dialogc.run("lint", "--format", "github", "/nonexistent")
        #expect(github.standardOutput.hasPrefix("::error file=/nonexistent,title=input::no such file or directory\n"))

        let text = try Dialogc.run("lint", "/nonexistent")
        #expect(text.status == 2)
        #expect(!text.standardOutput.contains("0 errors"), "\(text.standardOutput)")
    }

    @Test func aDirectoryWithoutSpecsIsAnInputError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try Dialogc.run("validate", empty.path)
        #expect(run.status == 2)
        #expect(run.standardOutput.hasPrefix("\(empty.path): error: no spec files (*.json) found in the directory\n"))
        // Issue 11: beside another path, the empty directory passed silently.
        let beside = try Dialogc.run("validate", "Tests/Fixtures/CLI/clean", empty.path)
        #expect(beside.status == 2)
        #expect(
            beside.standardOutput == """
                \(empty.path): error: no spec files (*.json) found in the directory
                1 file, 1 dialog: 1 error (1 input could not be read), 0 warnings

                """)
        // The same directory reached twice, or a directory inside another one given, is not empty.
        let nested = try Dialogc.run("validate", "Tests/Fixtures/CLI", "Tests/Fixtures/CLI/clean", "Tests/Fixtures/CLI")
        #expect(nested.status == 1, "\(nested.standardOutput)")
        #expect(!nested.standardOutput.contains("no spec files"))
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
        #expect(
            run.standardError.hasPrefix(
                "error: unknown format 'jsn' (expected 'text', 'json', 'sarif', 'github', 'junit'); did you mean 'json'?\n"))
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
