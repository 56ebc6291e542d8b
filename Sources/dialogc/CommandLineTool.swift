import DialogCompiler

/// Dispatches `dialogc <command> ...` to its command.
enum CommandLineTool {
    static let version = "0.1.0"

    static let commands = ["validate"]

    static let usage = """
        OVERVIEW: dialogc compiles declarative dialog specifications (JSON) for iOS apps

        USAGE: dialogc <command> [options] [PATH ...]

        COMMANDS:
          validate    check spec files against format v1 and the platform's rules

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
        case "-h", "--help", "help":
            Output.standardOutput(usage + "\n")
            return .success
        case "--version":
            Output.standardOutput("dialogc \(version)\n")
            return .success
        case "validate":
            return ValidateCommand.run(arguments: Array(arguments.dropFirst()))
        default:
            let candidates = commands + ["--help", "--version"]
            let hint = Suggestions.closest(to: first, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
            let kind = first.hasPrefix("-") ? "option" : "command"
            return usageError("unknown \(kind) '\(first)'\(hint)", usage: usage)
        }
    }

    /// Prints a usage error and the usage, and returns the status for it.
    static func usageError(_ message: String, usage: String) -> ExitStatus {
        Output.standardError("error: \(message)\n\n\(usage)\n")
        return .usageOrInput
    }
}
