import Foundation
import Testing

/// `dialogc generate swift --lint`, the command the DialogcPlugin build-tool plugin runs.
@Suite struct GenerateLintTests {
    /// A spec whose alert is fine but for a button color the system renderer ignores (line 6).
    static let spec = """
        {
          "specVersion": 1,
          "dialogs": [
            {"id": "delete-photo", "type": "alert", "title": "Delete This Photo?",
             "buttons": [
               {"id": "delete", "title": "Delete", "style": "destructive", "color": "#FF3B30"},
               {"id": "cancel", "title": "Cancel", "style": "cancel"}
             ]}
          ]
        }
        """

    /// A scratch package root holding `Specs/delete-photo.json` and, when given, a `.dialogc.json`.
    static func scratch(configuration: String? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("dialogc-generate-lint-\(UUID().uuidString)").resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: directory.appendingPathComponent("Specs/delete-photo.json"))
        if let configuration { try Data(configuration.utf8).write(to: directory.appendingPathComponent(".dialogc.json")) }
        return directory
    }

    @Test func warningsNameTheSpecByItsAbsolutePathAndTheCodeIsStillWritten() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let spec = root.appendingPathComponent("Specs/delete-photo.json").path
        let output = root.appendingPathComponent("Out/Dialogs.swift")
        // Run from elsewhere, as a build system does, with the spec named by its absolute path.
        let run = try Dialogc.run(
            "generate", "swift", spec, "--output", output.path, "--source-root", root.path, "--lint",
            in: FileManager.default.temporaryDirectory)
        #expect(run.status == 0, "\(run.standardError)")
        // On standard error, never into the product; a build log shows both streams.
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("\(spec):6:77: warning: "), "\(run.standardError)")
        #expect(run.standardError.contains("[style-ignored-by-system]"))
        #expect(run.standardError.hasSuffix("1 file, 1 dialog: 0 errors, 1 warning\n"))
        let code = try String(contentsOf: output, encoding: .utf8)
        #expect(code.contains("enum DeletePhoto: AlertDialog"))
        #expect(code.contains("// Source: Specs/delete-photo.json"), "spec paths in the code stay relative to --source-root")

        // The stamps say the code is current, but the findings are printed again: a build that
        // runs the command (after a configuration edit, say) shows them.
        let again = try Dialogc.run(
            "generate", "swift", spec, "--output", output.path, "--source-root", root.path, "--lint",
            in: FileManager.default.temporaryDirectory)
        #expect(again.status == 0)
        #expect(again.standardError == run.standardError)
    }

    @Test func aGuidelineRuleSetToErrorStopsTheGenerationAndSoTheBuild() throws {
        let root = try Self.scratch(configuration: #"{"rules": {"style-ignored-by-system": "error"}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run(
            "generate", "swift", "Specs", "--output", "Dialogs.swift", "--config", ".dialogc.json", "--lint", in: root)
        #expect(run.status == 1)
        #expect(run.standardError.hasPrefix("\(root.path)/Specs/delete-photo.json:6:77: error: "), "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Dialogs.swift").path))
    }

    /// `"plugin": {"lint": false}` is how a project turns the plugin's lint off: the plugin always
    /// passes `--lint`, since SwiftPM reruns its command, not the plugin, when the configuration changes.
    @Test(arguments: [["--lint"], []])
    func withoutLintTheGuidelinesAreNotConsulted(_ flags: [String]) throws {
        let root = try Self.scratch(configuration: #"{"rules": {"style-ignored-by-system": "error"}, "plugin": {"lint": false}}"#)
        defer { try? FileManager.default.removeItem(at: root) }
        let arguments = ["generate", "swift", "Specs", "--output", "Dialogs.swift", "--config", ".dialogc.json"] + flags
        let run = try ExternalTools.run(try #require(Dialogc.executable).path, arguments, in: root)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.isEmpty)
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Dialogs.swift").path))
    }

    @Test func codeOnStandardOutputKeepsTheFindingsOnStandardError() throws {
        let root = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try Dialogc.run("generate", "swift", "Specs", "--lint", in: root)
        #expect(run.status == 0)
        #expect(run.standardOutput.hasPrefix("// Code generated by dialogc. DO NOT EDIT."))
        #expect(run.standardError.contains("/Specs/delete-photo.json:6:77: warning: "), "\(run.standardError)")
    }
}
