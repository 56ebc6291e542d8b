import Foundation
import Testing

/// How findings name the specs and outputs a user gave (issue 36): as the user wrote them,
/// relative to `--source-root` when given, never made absolute unless given absolute.
@Suite struct InputPathTests {
    static let broken = #"{"specVersion": 1, "dialogs": [{"id": "broken", "type": "toast"}]}"# + "\n"

    @Test func aRelativeInputOutsideTheWorkingDirectoryStaysRelative() throws {
        let root = try Hardening.scratch("relative")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(Self.broken, to: root.appendingPathComponent("specs/b.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("work/deeper"), withIntermediateDirectories: true)
        let run = try Hardening.dialogc(["validate", "../../specs"], in: root.appendingPathComponent("work/deeper"))
        #expect(run.status == 1)
        #expect(run.standardOutput.hasPrefix("../../specs/b.json:1:"), "\(run.standardOutput)")
        #expect(!run.standardOutput.contains(root.path), "an absolute path for an input given relative")
        // Given absolute, it is shown absolute.
        let absolute = try Hardening.dialogc(
            ["validate", root.appendingPathComponent("specs").path], in: root.appendingPathComponent("work"))
        #expect(absolute.standardOutput.hasPrefix(root.appendingPathComponent("specs/b.json").path + ":1:"), "\(absolute.standardOutput)")
    }

    @Test func sourceRootAppliesToRelativeInputs() throws {
        let root = try Hardening.scratch("source-root")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(OutputPolicyTests.spec(id: "welcome"), to: root.appendingPathComponent("App/Specs/welcome.json"))
        let run = try Hardening.dialogc(
            ["generate", "swift", "App/Specs", "--source-root", "App", "--output", "Out/Dialogs.swift"], in: root)
        #expect(run.status == 0, "\(run.standardError)")
        let code = try String(contentsOf: root.appendingPathComponent("Out/Dialogs.swift"), encoding: .utf8)
        #expect(code.contains("// Source: Specs/welcome.json"), "spec paths in the code are not relative to --source-root")
    }

    @Test func aReadOnlySystemFileIsNamedAsReadOnly() throws {
        // /proc is Linux's, where CI runs; a regular file there that no one may write.
        try #require(FileManager.default.fileExists(atPath: "/proc/version"))
        let root = try Hardening.scratch("proc")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(OutputPolicyTests.spec(id: "welcome"), to: root.appendingPathComponent("specs/welcome.json"))
        let run = try Hardening.dialogc(["lint", "specs", "--format", "sarif", "--output", "/proc/version"], in: root)
        #expect(run.status == 2)
        #expect(run.standardError.contains("/proc/version: error: cannot write the report: the file is read-only"), "\(run.standardError)")
    }

    @Test func configurationErrorsComeInTheFilesOrder() throws {
        let root = try Hardening.scratch("config-order")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(OutputPolicyTests.spec(id: "welcome"), to: root.appendingPathComponent("specs/welcome.json"))
        try Hardening.write(
            "{\n  \"rules\": {\"no-such-rule\": \"error\"},\n  \"bogus\": 1\n}\n", to: root.appendingPathComponent(".dialogc.json"))
        let run = try Hardening.dialogc(["lint", "specs"], in: root)
        #expect(run.status == 2)
        let lines = run.standardError.split(separator: "\n").filter { $0.hasPrefix(".dialogc.json:") }
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix(".dialogc.json:2:") == true && lines.last?.hasPrefix(".dialogc.json:3:") == true, "\(lines)")
    }

    /// A folder that cannot be listed names the system's reason. Root lists almost any folder;
    /// the kernel keeps `/proc/1/map_files` from all but the holders of CAP_SYS_ADMIN, which this
    /// machine's root (and CI's, the same machine) does not hold.
    @Test func anUnreadableDirectoryNamesTheReason() throws {
        let folder = "/proc/1/map_files"
        try #require(try ExternalTools.run("ls", [folder]).status != 0, "\(folder) can be listed here")
        let run = try Hardening.dialogc(["validate", folder])
        #expect(run.status == 2)
        #expect(run.standardOutput.contains("\(folder): error: cannot read the directory: permission denied"), "\(run.standardOutput)")
    }
}
