import Foundation
import Testing

/// What every command shares: usage errors, help, and the options whose bounds users must know.
@Suite struct CommandLineTests {
    /// A mistake gets its one line, the usage line and where the help is, not 25 lines of help.
    @Test func aUsageErrorIsShort() throws {
        let option = try Dialogc.run("validate", "--formt", "json")
        #expect(option.status == 2)
        #expect(
            option.standardError == """
                error: unknown option '--formt'; did you mean '--format'?
                usage: dialogc validate [options] [PATH ...]
                see 'dialogc validate --help'

                """)
        let access = try Dialogc.run("generate", "swift", "--access", "open")
        #expect(
            access.standardError.hasSuffix(
                """
                usage: dialogc generate swift [options] [PATH ...]
                see 'dialogc generate swift --help'

                """))
        let command = try Dialogc.run("valdate")
        #expect(
            command.standardError == """
                error: unknown command 'valdate'; did you mean 'validate'?
                usage: dialogc <command> [options] [PATH ...]
                see 'dialogc --help'

                """)
        let explain = try Dialogc.run("explain")
        #expect(explain.standardError.hasSuffix("usage: dialogc explain RULE-ID\nsee 'dialogc explain --help'\n"))
    }

    @Test func helpForACommandIsThatCommandsHelp() throws {
        let help = try Dialogc.run("help", "validate")
        #expect(help.status == 0)
        #expect(help.standardOutput == (try Dialogc.run("validate", "--help")).standardOutput)
        #expect(help.standardOutput.hasPrefix("OVERVIEW: check spec files"))
        let generate = try Dialogc.run("help", "generate")
        #expect(generate.standardOutput.contains("USAGE: dialogc generate swift"))
        let unknown = try Dialogc.run("help", "valdate")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown command 'valdate'; did you mean 'validate'?\n"))
    }

    @Test func planHelpStatesTheExitStatusesAndTheDeviceBounds() throws {
        let help = try Dialogc.run("plan", "--help")
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("EXIT STATUS:\n  0  the plan is written\n  1  a spec has an error"))
        #expect(help.standardOutput.contains("width 200 to 2000, height 200 to 3000"))
    }

    @Test func aDeviceOutOfBoundsSaysWhatTheBoundsAre() throws {
        let small = try Dialogc.run("plan", "--device", "100x100")
        #expect(small.status == 2)
        #expect(
            small.standardError.hasPrefix(
                "error: device size '100x100' is out of range (width 200 to 2000, height 200 to 3000 points)\n"))
        let unknown = try Dialogc.run("plan", "--device", "iphone-16")
        #expect(
            unknown.standardError.hasPrefix(
                """
                error: unknown device 'iphone-16' (expected 'iphone-se', 'iphone-15', 'iphone-15-pro-max', 'ipad-air' \
                or WIDTHxHEIGHT, width 200 to 2000, height 200 to 3000 points)
                """), "\(unknown.standardError)")
        #expect(try Dialogc.run("plan", "--device", "200x3000", "Tests/Fixtures/CLI/clean").status == 0)
    }

    /// A warning `validate` reports (a bidirectional control) fails it only with `--strict`.
    @Test func validateStrictFailsOnWarnings() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-strict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = #"""
            {"specVersion": 1, "dialogs": [{"id": "note", "type": "toast", "message": "Saved \u202Eyllacol"}]}
            """#
        try Data(spec.utf8).write(to: directory.appendingPathComponent("bidi.json"))
        let plain = try Dialogc.run("validate", directory.path)
        #expect(plain.status == 0, "\(plain.standardOutput)")
        #expect(plain.standardOutput.contains("[bidi-control-character]"))
        let strict = try Dialogc.run("validate", "--strict", directory.path)
        #expect(strict.status == 1, "\(strict.standardOutput)\(strict.standardError)")
        #expect(strict.standardOutput == plain.standardOutput)
    }
}
