import Foundation
import Testing

/// `--runtime-version` and `minimumRuntime` as a user runs them: lint reports what that runtime
/// cannot present, bundle refuses to write it, the option wins over the configuration.
@Suite struct RuntimeVersionCommandTests {
    static let spec = #"""
        {"specVersion": 1, "dialogs": [
        {"id": "storage-full", "type": "alert", "title": "Storage Full", "buttons": [{"id": "ok", "title": "OK"}]}
        ]}
        """#

    /// A scratch directory holding `spec.json` and, when given, `.dialogc.json`.
    static func scratch(configuration: String? = nil) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-runtime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: directory.appendingPathComponent("spec.json"))
        if let configuration { try Data(configuration.utf8).write(to: directory.appendingPathComponent(".dialogc.json")) }
        return directory
    }

    @Test func lintReportsWhatAnOlderRuntimeCannotPresent() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("lint", "--runtime-version", "0.1.0", "spec.json", in: directory)
        #expect(run.status == 1)
        #expect(
            run.standardOutput.contains(
                "spec.json:2:8: error: dialog 'storage-full' uses 'bundle' (a dialog read from a bundle of format 1: texts, buttons, "
                    + "presentation, style and layout), which runtime 0.1.0 cannot present; runtime 0.2.0 is the first that can "
                    + "[runtime-unsupported]"), "\(run.standardOutput)")
        // A runtime without bundles presents none of the dialog: its kind is not reported besides.
        #expect(!run.standardOutput.contains("'kind.alert'"))
        #expect(run.standardOutput.hasSuffix("1 file, 1 dialog: 1 error, 0 warnings\n"), "\(run.standardOutput)")
        for version in ["0.2.0", "0.2", "7.1"] {
            let current = try Dialogc.run("lint", "--runtime-version", version, "spec.json", in: directory)
            #expect(current.status == 0, "\(version): \(current.standardOutput)")
        }
    }

    @Test func aRuntimeVersionThatIsNoVersionIsAUsageError() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        for command in ["lint", "bundle"] {
            let run = try Dialogc.run(command, "--runtime-version", "latest", "spec.json", in: directory)
            #expect(run.status == 2, "\(command)")
            #expect(run.standardError.hasPrefix("error: '--runtime-version' is a runtime version such as '0.2.0'"), "\(run.standardError)")
        }
        // validate runs no lint rule, so it takes no runtime version.
        #expect(try Dialogc.run("validate", "--runtime-version", "0.1.0", "spec.json", in: directory).status == 2)
    }

    @Test func theOptionWinsOverTheConfiguration() throws {
        let directory = try Self.scratch(configuration: #"{"minimumRuntime": "0.1"}"#)
        defer { try? FileManager.default.removeItem(at: directory) }
        let configured = try Dialogc.run("lint", "spec.json", in: directory)
        #expect(configured.status == 1)
        #expect(configured.standardOutput.contains("which runtime 0.1 cannot present"))
        let overridden = try Dialogc.run("lint", "--runtime-version", "0.2.0", "spec.json", in: directory)
        #expect(overridden.status == 0, "\(overridden.standardOutput)")
    }

    @Test func bundleWritesNothingAnOlderRuntimeCannotPresent() throws {
        let directory = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try Dialogc.run("bundle", "--runtime-version", "0.1.0", "--output", "dialogs.json", "spec.json", in: directory)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("[runtime-unsupported]"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("dialogs.json").path))
        let written = try Dialogc.run("bundle", "--runtime-version", "0.2.0", "spec.json", in: directory)
        #expect(written.status == 0)
        #expect(written.standardOutput.contains(#""minimumRuntime": "0.2.0""#))
        #expect(
            written.standardOutput.contains("\"requires\": [\n        \"bundle\",\n        \"kind.alert\"\n      ],"),
            "\(written.standardOutput)")
    }
}
