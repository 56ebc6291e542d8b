import Foundation
import Testing

/// Help and parsing come from one description per command: every option the help shows is one
/// the command parses, and every command the overview lists has help of its own.
@Suite struct CommandHelpTests {
    /// The options an OPTIONS section names, without `-h, --help`.
    static func options(inHelp help: String) -> [String] {
        let section = help.components(separatedBy: "\nOPTIONS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  --") else { return nil }
            return line.dropFirst(2).split(separator: " ").first.map(String.init)
        }
    }

    static func run(_ arguments: [String]) throws -> ExternalTools.Run {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        return try ExternalTools.run(executable.path, arguments, in: Paths.packageRoot)
    }

    @Test(arguments: [["validate"], ["lint"], ["generate", "swift"], ["plan"], ["preview"]])
    func everyOptionInTheHelpIsParsed(_ command: [String]) throws {
        let help = try Self.run(command + ["--help"])
        #expect(help.status == 0)
        let options = Self.options(inHelp: help.standardOutput)
        #expect(options.count >= 3, "\(help.standardOutput)")
        for option in options {
            let run = try Self.run(command + [option, "--help"])
            #expect(!run.standardError.contains("unknown option"), "\(command) \(option): \(run.standardError)")
        }
        let unknown = try Self.run(command + ["--no-such-option"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown option '--no-such-option'"))
    }

    @Test func everyListedCommandHasItsHelp() throws {
        let overview = try Dialogc.run("--help").standardOutput
        let commands = overview.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(commands == ["validate", "lint", "generate", "plan", "preview", "rules", "explain"])
        for command in commands {
            let help = try Dialogc.run(String(command), "--help")
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("USAGE: dialogc \(command)"))
        }
    }
}
