import Foundation
import Testing

extension HardeningTests {
    /// Every command gives byte-identical output whatever the order of the paths on the command
    /// line, the locale (`LANG`, `LC_ALL`) and the time zone (`TZ`). (dialogc runs on one thread,
    /// so the number of threads cannot change anything.)
    @Suite struct DeterminismTests {
        struct Command: CustomTestStringConvertible, Sendable {
            var name: String
            var arguments: [String]
            /// The inputs, as paths relative to the package root; the run shuffles them.
            var inputs: [String]
            var testDescription: String { name }
        }

        /// The bundled specs as relative paths; throws when they are missing, so no test runs on none.
        static func specFiles() throws -> [String] {
            try SpecLoading.bundledFiles().map(SpecLoading.displayPath)
        }

        static func commands() throws -> [Command] {
            let valid = try specFiles() + ["Tests/Fixtures/Hostile/hostile-texts.json", "Tests/Fixtures/CLI/clean/welcome.json"]
            // Findings of every stage: syntax, format, semantic and guideline rules, notes across files.
            let findings =
                valid + [
                    "Tests/Fixtures/CLI/errors/account.json", "Tests/Fixtures/CLI/errors/broken.json",
                    "Tests/Fixtures/CLI/errors/settings.json", "Tests/Fixtures/CLI/lint/guidelines.json",
                ]
            return [
                Command(name: "validate --format json", arguments: ["validate", "--format", "json"], inputs: findings),
                Command(name: "lint --format sarif", arguments: ["lint", "--format", "sarif"], inputs: findings),
                Command(name: "generate swift", arguments: ["generate", "swift", "--access", "public"], inputs: valid),
                Command(name: "plan", arguments: ["plan", "--device", "iphone-se", "--text-size", "AX5"], inputs: valid),
            ]
        }

        /// Locales and time zones far from the defaults: a Turkish dotless i, German number
        /// formatting, a zone with a 45-minute offset, one a day ahead of UTC.
        static let environments: [[String: String?]] = [
            ["LANG": "C", "LC_ALL": "C", "TZ": "UTC"],
            ["LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "TZ": "Europe/Berlin"],
            ["LANG": "tr_TR.UTF-8", "LC_ALL": "tr_TR.UTF-8", "TZ": "Asia/Kathmandu"],
            ["LANG": "ja_JP.UTF-8", "LC_ALL": nil, "LC_NUMERIC": "ar_SA.UTF-8", "TZ": "Pacific/Kiritimati"],
            ["LANG": nil, "LC_ALL": nil, "TZ": "America/St_Johns"],
        ]

        @Test(arguments: try commands())
        func outputDoesNotDependOnOrderLocaleOrTimeZone(_ command: Command) throws {
            try #require(command.inputs.count >= 8)
            var random = SeededGenerator(seed: 5)
            var reference: ExternalTools.Run?
            for (index, changes) in Self.environments.enumerated() {
                // Sorted, reversed, then shuffled orders, each under another environment.
                var inputs = command.inputs.sorted()
                if index == 1 { inputs.reverse() }
                if index >= 2 { inputs.shuffle(using: &random) }
                let run = try Hardening.dialogc(command.arguments + inputs, environment: Hardening.environment(changes))
                #expect(!run.standardOutput.isEmpty, "\(command.name): no output\n\(run.standardError)")
                guard let reference else {
                    reference = run
                    continue
                }
                #expect(run.status == reference.status, "\(command.name) under \(changes)")
                #expect(
                    run.outputBytes == reference.outputBytes,
                    "\(command.name) differs under \(changes) with inputs \(inputs):\n\(Snapshot.diff(reference.standardOutput, run.standardOutput))"
                )
                #expect(run.standardError == reference.standardError, "\(command.name) under \(changes)")
            }
        }

        /// Directories in place of their files give the same output too.
        @Test func directoriesAndTheirFilesGiveTheSameOutput() throws {
            let files = try Hardening.dialogc(
                ["lint", "--format", "json"] + Self.specFiles().reversed() + ["Tests/Fixtures/CLI/errors/broken.json"])
            let directories = try Hardening.dialogc([
                "lint", "--format", "json", "Specs/", "Tests/Fixtures/CLI/errors/broken.json", "./Specs",
            ])
            #expect(files.status == directories.status)
            #expect(files.outputBytes == directories.outputBytes, "\(Snapshot.diff(files.standardOutput, directories.standardOutput))")
        }
    }
}
