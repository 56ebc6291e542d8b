import Foundation
import Testing

/// Help and parsing come from one description per command: every option the help shows is one
/// the command parses, and every command the overview lists has help of its own.
@Suite struct CommandHelpTests {
    /// The options an OPTIONS section names, without `-h, --help`, and whether each shows a value.
    static func options(inHelp help: String) -> [(name: String, takesValue: Bool)] {
        let section = help.components(separatedBy: "\nOPTIONS:\n").dropFirst().first?.components(separatedBy: "\n\n").first ?? ""
        return section.split(separator: "\n").compactMap { line -> (String, Bool)? in
            guard line.hasPrefix("  --") else { return nil }
            let label = line.dropFirst(2).components(separatedBy: "  ")[0]
            let words = label.split(separator: " ")
            return (String(words[0]), words.count > 1)
        }
    }

    static func run(_ arguments: [String]) throws -> ExternalTools.Run {
        let executable = try #require(Dialogc.executable, "the dialogc executable was not built; run 'swift build' first")
        return try ExternalTools.run(executable.path, arguments, in: Paths.packageRoot)
    }

    @Test(arguments: [
        ["validate"], ["lint"], ["generate", "swift"], ["generate", "assets"], ["plan"], ["preview"], ["format"], ["strings"],
    ])
    func everyOptionInTheHelpIsParsed(_ command: [String]) throws {
        let help = try Self.run(command + ["--help"])
        #expect(help.status == 0)
        let options = Self.options(inHelp: help.standardOutput)
        #expect(options.count >= 3, "\(help.standardOutput)")
        for option in options {
            // A value, then --help: the option is parsed, and only the help is printed.
            let run = try Self.run(command + [option.name] + (option.takesValue ? ["x"] : []) + ["--help"])
            #expect(run.status == 0, "\(command) \(option.name): \(run.standardError)")
            #expect(run.standardOutput == help.standardOutput)
        }
        let unknown = try Self.run(command + ["--no-such-option"])
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown option '--no-such-option'"))
    }

    @Test func everyListedCommandHasItsHelp() throws {
        let overview = try Dialogc.run("--help").standardOutput
        let commands = overview.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(
            commands == [
                "validate", "lint", "generate", "plan", "preview", "strings", "audit", "rules", "explain", "diff", "lsp", "format",
                "init", "completions",
            ])
        for command in commands {
            let help = try Dialogc.run(String(command), "--help")
            #expect(help.status == 0)
            #expect(help.standardOutput.contains("USAGE: dialogc \(command)"))
        }
    }
}
