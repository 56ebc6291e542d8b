import DialogDiagnostics

/// The arguments of one command, looked up by the options its description declares.
struct ParsedArguments {
    private var values: [String: String] = [:]
    private var flags: Set<String> = []
    /// Repeatable options, in command-line order.
    private(set) var ordered: [(option: CommandOption, value: String)] = []
    var positional: [String] = []

    /// The value of a `.value` option, nil when it is not given.
    func value(_ option: CommandOption) -> String? { values[option.name] }

    /// Every value of a `.repeatable` option, in command-line order.
    func values(_ option: CommandOption) -> [String] { ordered.filter { $0.option == option }.map(\.value) }

    /// Whether a flag is given.
    func has(_ option: CommandOption) -> Bool { flags.contains(option.name) }

    fileprivate mutating func set(_ option: CommandOption, _ value: String?) throws(ArgumentFailure) {
        switch option.kind {
        case .flag: flags.insert(option.name)
        case .repeatable: ordered.append((option, value ?? ""))
        case .value:
            guard values[option.name] == nil else { throw .repeated(option.name) }
            values[option.name] = value
        }
    }
}

/// A mistake the parser finds, worded for a usage error.
enum ArgumentFailure: Error {
    case unknownOption(String, suggestion: String?)
    case missingValue(String)
    case repeated(String)

    var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            "unknown option '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .missingValue(let name): "option '\(name)' needs a value"
        case .repeated(let name): "option '\(name)' is given more than once"
        }
    }
}

/// Small on purpose: `--name value`, `--name=value`, flags, repeatable options whose order
/// matters (`--format X --output F --format Y`), `--` to end options, and a "did you mean"
/// for a misspelled option.
extension CommandDescription {
    private static let helpNames: Set<String> = ["-h", "--help"]

    /// The arguments, or nil when they ask for help (which is then printed); a mistake prints a
    /// usage error and throws the status for it.
    func parse(_ arguments: [String]) throws(ExitStatus) -> ParsedArguments? {
        guard acceptsOptions else {
            if arguments.contains(where: Self.helpNames.contains) { return printHelp() }
            var parsed = ParsedArguments()
            parsed.positional = arguments
            return parsed
        }
        do {
            let parsed = try parseOptions(arguments)
            return parsed.wantsHelp ? printHelp() : parsed.arguments
        } catch {
            throw usageError(error.message)
        }
    }

    private func printHelp() -> ParsedArguments? {
        Output.standardOutput(help + "\n")
        return nil
    }

    private func parseOptions(_ arguments: [String]) throws(ArgumentFailure) -> (arguments: ParsedArguments, wantsHelp: Bool) {
        var parsed = ParsedArguments()
        var wantsHelp = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                parsed.positional += remaining
                break
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                parsed.positional.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
            if Self.helpNames.contains(name), inlineValue == nil {
                wantsHelp = true
            } else if let option = options.first(where: { $0.name == name }), option.kind != .flag || inlineValue == nil {
                if option.kind == .flag {
                    try parsed.set(option, nil)
                } else {
                    guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(name) }
                    try parsed.set(option, value)
                }
            } else {
                // Value options first, then repeatable ones, then flags: the order ties in the suggestion are broken by.
                let kinds: [CommandOption.Kind] = [.value, .repeatable, .flag]
                let known = kinds.flatMap { kind in options.filter { $0.kind == kind }.map(\.name) } + ["-h", "--help"]
                throw .unknownOption(name, suggestion: Suggestions.closest(to: name, among: known))
            }
        }
        return (parsed, wantsHelp)
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
