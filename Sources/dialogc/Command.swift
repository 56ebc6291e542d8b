/// A `dialogc` command: its description (options, help) and what it does with the parsed arguments.
protocol Command {
    static var description: CommandDescription { get }

    /// Runs the command; returning means exit status 0, anything else is thrown.
    static func run(_ arguments: ParsedArguments) throws(ExitStatus)

    /// Parses `arguments` with `description` and runs; a request for help prints it and returns.
    static func main(_ arguments: [String]) throws(ExitStatus)
}

extension Command {
    static func main(_ arguments: [String]) throws(ExitStatus) {
        guard let parsed = try description.parse(arguments) else { return }
        try run(parsed)
    }

    /// Prints a usage error of this command and returns the status to throw.
    static func usageError(_ message: String) -> ExitStatus {
        description.usageError(message)
    }
}
