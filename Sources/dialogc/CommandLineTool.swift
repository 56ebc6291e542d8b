import DialogDiagnostics
import DialogWriters

/// Dispatches `dialogc <command> ...` to its command.
enum CommandLineTool {
    /// Every command, in the order `dialogc --help` lists them.
    static var commands: [any Command.Type] {
        [
            ValidateCommand.self, LintCommand.self, GenerateCommand.self, BundleCommand.self, PlanCommand.self, PreviewCommand.self,
            StringsCommand.self,
            AuditCommand.self, RulesCommand.self, ExplainCommand.self, DiffCommand.self, LSPCommand.self,
            FormatCommand.self, InitCommand.self, CompletionsCommand.self,
        ]
    }

    /// The first word of each command's name: `generate` for `generate swift`.
    static func word(of command: any Command.Type) -> String {
        String(command.description.name.prefix { $0 != " " })
    }

    static var usage: String {
        let names = commands.map(word(of:))
        let width = (names.map(\.count).max() ?? 0) + 4
        let list = zip(names, commands).map { name, command in
            "  " + name + String(repeating: " ", count: width - name.count) + command.description.summary
        }
        return """
            OVERVIEW: dialogc compiles declarative dialog specifications (JSON) for iOS apps

            USAGE: dialogc <command> [options] [PATH ...]

            COMMANDS:
            \(list.joined(separator: "\n"))

            OPTIONS:
              -h, --help  show help for dialogc or for a command
              --version   print the version

            See 'dialogc <command> --help' for a command's options.
            """
    }

    /// What a usage error of `dialogc` itself (no command) prints.
    static let description = CommandDescription(
        name: "", summary: "", overview: "", usage: "<command> [options] [PATH ...]")

    static func run(arguments: [String]) -> ExitStatus {
        do {
            try dispatch(arguments)
            return .success
        } catch {
            return error
        }
    }

    private static func dispatch(_ arguments: [String]) throws(ExitStatus) {
        guard let first = arguments.first else {
            Output.standardError(usage + "\n")
            throw .usageOrInput
        }
        let names = commands.map(word(of:))
        switch first {
        case "help" where arguments.count > 1:
            // `dialogc help validate` is `dialogc validate --help`.
            let command = arguments[1]
            guard names.contains(command), arguments.count == 2 else {
                let hint = Suggestions.closest(to: command, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw description.usageError(arguments.count == 2 ? "unknown command '\(command)'\(hint)" : "'help' takes one command")
            }
            try dispatch([command, "--help"])
        case "-h", "--help", "help":
            Output.standardOutput(usage + "\n")
        case "--version":
            Output.standardOutput("dialogc \(DialogCompilerInfo.version)\n")
        default:
            guard let command = commands.first(where: { word(of: $0) == first }) else {
                let hint = Suggestions.closest(to: first, among: names + ["--help", "--version"]).map { "; did you mean '\($0)'?" } ?? ""
                let kind = first.hasPrefix("-") ? "option" : "command"
                throw description.usageError("unknown \(kind) '\(first)'\(hint)")
            }
            try command.main(Array(arguments.dropFirst()))
        }
    }
}
