import DialogCompiler

/// Dispatches `dialogc <command> ...` to its command.
enum CommandLineTool {
    static let commands = ["validate", "lint", "generate", "plan", "preview", "rules", "explain"]

    static let usage = """
        OVERVIEW: dialogc compiles declarative dialog specifications (JSON) for iOS apps

        USAGE: dialogc <command> [options] [PATH ...]

        COMMANDS:
          validate    check spec files against format v1 and the platform's rules
          lint        validate, then check Apple's guidelines and house rules
          generate    generate typed Swift model code ('dialogc generate swift')
          plan        write the resolved render plan of every dialog for a device
          preview     draw every dialog as SVG on phone screens, with an HTML gallery
          rules       list every rule with its id, severity and summary
          explain     print a rule's explanation and examples

        OPTIONS:
          -h, --help  show help for dialogc or for a command
          --version   print the version

        See 'dialogc <command> --help' for a command's options.
        """

    static func run(arguments: [String]) -> ExitStatus {
        guard let first = arguments.first else {
            Output.standardError(usage + "\n")
            return .usageOrInput
        }
        switch first {
        case "help" where arguments.count > 1:
            // `dialogc help validate` is `dialogc validate --help`.
            let command = arguments[1]
            guard commands.contains(command), arguments.count == 2 else {
                let hint = Suggestions.closest(to: command, among: commands).map { "; did you mean '\($0)'?" } ?? ""
                return usageError(
                    arguments.count == 2 ? "unknown command '\(command)'\(hint)" : "'help' takes one command", usage: usage)
            }
            return run(arguments: [command, "--help"])
        case "-h", "--help", "help":
            Output.standardOutput(usage + "\n")
            return .success
        case "--version":
            Output.standardOutput("dialogc \(DialogCompilerInfo.version)\n")
            return .success
        case "validate":
            return CheckCommand.run(.validate, arguments: Array(arguments.dropFirst()))
        case "lint":
            return CheckCommand.run(.lint, arguments: Array(arguments.dropFirst()))
        case "generate":
            return GenerateCommand.run(arguments: Array(arguments.dropFirst()))
        case "plan":
            return PlanCommand.run(arguments: Array(arguments.dropFirst()))
        case "preview":
            return PreviewCommand.run(arguments: Array(arguments.dropFirst()))
        case "rules":
            return RulesCommand.list(arguments: Array(arguments.dropFirst()))
        case "explain":
            return RulesCommand.explain(arguments: Array(arguments.dropFirst()))
        default:
            let candidates = commands + ["--help", "--version"]
            let hint = Suggestions.closest(to: first, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
            let kind = first.hasPrefix("-") ? "option" : "command"
            return usageError("unknown \(kind) '\(first)'\(hint)", usage: usage)
        }
    }

    /// Prints a usage error, the command's usage line and where its help is (not the whole help,
    /// which would bury the one line that matters), and returns the status for it.
    static func usageError(_ message: String, usage: String) -> ExitStatus {
        let usageLine = usage.split(separator: "\n").first { $0.hasPrefix("USAGE: ") }.map { String($0.dropFirst(7)) }
        var text = "error: \(message)\n"
        if let usageLine {
            // The command is the leading plain words of its usage line: `dialogc generate swift`.
            let command = usageLine.split(separator: " ").prefix { word in
                word.first?.isLetter == true && word.allSatisfy { $0.isLowercase || $0 == "-" }
            }
            text += "usage: \(usageLine)\nsee '\(command.joined(separator: " ")) --help'\n"
        }
        Output.standardError(text)
        return .usageOrInput
    }
}
