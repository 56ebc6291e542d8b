import Foundation
import Testing

/// `exclude` in `.dialogc.json` as every command applies it: patterns relative to the
/// configuration's folder, folders matched as `.gitignore` matches them, explicit files read.
@Suite struct ExcludeCommandTests {
    /// A project whose `Specs/legacy/broken.json` has an error and `Specs/ok.json` none.
    static func project(configuration: String) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-exclude-\(UUID().uuidString)")
        let legacy = root.appendingPathComponent("Specs/legacy")
        try FileManager.default.createDirectory(at: legacy, withIntermediateDirectories: true)
        try Data(configuration.utf8).write(to: root.appendingPathComponent(".dialogc.json"))
        try Data(#"{"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved"}]}"#.utf8)
            .write(to: root.appendingPathComponent("Specs/ok.json"))
        try Data(#"{"specVersion": 1, "dialogs": [{"id": "old", "type": "toast", "message": 5}]}"#.utf8)
            .write(to: legacy.appendingPathComponent("broken.json"))
        return root
    }

    @Test(arguments: [#"["legacy"]"#, #"["legacy/"]"#, #"["Specs/legacy"]"#, #"["Specs/legacy/**"]"#])
    func everyCommandLeavesOutAnExcludedFolder(_ patterns: String) throws {
        let root = try Self.project(configuration: #"{"exclude": \#(patterns)}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["validate"], ["lint", "--strict"], ["generate", "swift"], ["plan"], ["preview", "--output", "out"]] {
            let executable = try #require(Dialogc.executable)
            let run = try ExternalTools.run(executable.path, command + ["Specs"], in: root)
            #expect(run.status == 0, "\(command) with \(patterns): \(run.standardOutput)\(run.standardError)")
            #expect(!run.standardOutput.contains("broken.json"), "\(command) with \(patterns)")
        }
    }

    @Test func patternsAreRelativeToTheConfigurationsFolder() throws {
        let root = try Self.project(configuration: #"{"exclude": ["Specs/legacy/"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("lint", "--config", "../.dialogc.json", ".", in: root.appendingPathComponent("Specs"))
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput == "1 file, 1 dialog: 0 errors, 0 warnings\n")
    }

    /// `--config` names the configuration for every command, so all of them leave out the same files.
    @Test func everyCommandTakesTheConfigurationGivenWithConfig() throws {
        let root = try Self.project(configuration: "{}")
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"exclude": ["legacy"]}"#.utf8).write(to: root.appendingPathComponent("team.json"))
        for command in [["validate"], ["lint", "--strict"], ["generate", "swift"], ["plan"], ["preview", "--output", "out"]] {
            let executable = try #require(Dialogc.executable)
            let without = try ExternalTools.run(executable.path, command + ["Specs"], in: root)
            #expect(without.status == 1, "\(command) without --config checks the legacy folder")
            let run = try ExternalTools.run(executable.path, command + ["--config", "team.json", "Specs"], in: root)
            #expect(run.status == 0, "\(command) --config: \(run.standardOutput)\(run.standardError)")
        }
    }

    /// Excluded files are never read, so one that cannot be read does not fail the run.
    @Test func anUnreadableExcludedFileIsNotRead() throws {
        let root = try Self.project(configuration: #"{"exclude": ["legacy"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("Specs/legacy/gone.json").path, withDestinationPath: "nowhere.json")
        let run = try Dialogc.run("validate", "Specs", in: root)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(!run.standardOutput.contains("gone.json"))
    }

    @Test func aFileNamedOnTheCommandLineIsCheckedEvenWhenExcluded() throws {
        let root = try Self.project(configuration: #"{"exclude": ["legacy"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("validate", "Specs/legacy/broken.json", in: root)
        #expect(run.status == 1, "\(run.standardError)")
        #expect(run.standardOutput.contains("Specs/legacy/broken.json:1:74: error: 'message' must be a string"))
    }

    @Test func aFolderWithOnlyExcludedFilesSaysSo() throws {
        let root = try Self.project(configuration: #"{"exclude": ["legacy"]}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("validate", "Specs/legacy", in: root)
        #expect(run.status == 2)
        // The text report on standard output lists the inputs it could not check.
        #expect(
            run.standardOutput.hasPrefix(
                """
                error: no spec files to check in 'Specs/legacy': the configuration's 'exclude' leaves out the only spec file found there

                """), "\(run.standardOutput)")
    }

    @Test func aDuplicateKeyInTheConfigurationIsALocatedError() throws {
        let root = try Self.project(configuration: #"{"rules": {"cancel-title": "off", "cancel-title": "error"}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("lint", "Specs/ok.json", in: root)
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix(".dialogc.json:1:35: error: duplicate key 'cancel-title' [duplicate-key]\n"))
        #expect(run.standardOutput.isEmpty)
    }
}
