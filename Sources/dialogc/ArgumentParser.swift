import DialogCompiler

/// The arguments of one command: options with values, flags, and positional paths.
///
/// Small on purpose: `--name value`, `--name=value`, flags, repeatable options whose order
/// matters (`--format X --output F --format Y`), `--` to end options, and a "did you mean"
/// for a misspelled option.
struct ParsedArguments {
    /// Single-use options and their values.
    var values: [String: String] = [:]
    /// Repeatable options, in command-line order.
    var ordered: [(name: String, value: String)] = []
    var flags: Set<String> = []
    var positional: [String] = []

    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

struct ArgumentParser {
    /// Options that take a value and may appear once, e.g. `--config`.
    var valueOptions: [String] = []
    /// Options that take a value and may repeat; their order is kept.
    var repeatableOptions: [String] = []
    /// Options that take none, e.g. `--strict`.
    var flagOptions: [String] = []

    enum Failure: Error {
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

    func parse(_ arguments: [String]) throws(Failure) -> ParsedArguments {
        var parsed = ParsedArguments()
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
            if flagOptions.contains(name), inlineValue == nil {
                parsed.flags.insert(name)
            } else if valueOptions.contains(name) || repeatableOptions.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else { throw .missingValue(name) }
                if repeatableOptions.contains(name) {
                    parsed.ordered.append((name, value))
                } else {
                    guard parsed.values[name] == nil else { throw .repeated(name) }
                    parsed.values[name] = value
                }
            } else {
                let known = valueOptions + repeatableOptions + flagOptions
                throw .unknownOption(name, suggestion: Suggestions.closest(to: name, among: known))
            }
        }
        return parsed
    }

    /// Parses a command's arguments (`-h`/`--help` always known); a mistake prints a usage error, and
    /// a request for help prints the usage, either way ending the command with the status to exit with.
    func parseCommand(_ arguments: [String], usage: String) -> Result<ParsedArguments, ExitStatus> {
        var parser = self
        parser.flagOptions += ["-h", "--help"]
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return .failure(CommandLineTool.usageError(error.message, usage: usage))
        }
        if parsed.has("-h") || parsed.has("--help") {
            Output.standardOutput(usage + "\n")
            return .failure(.success)
        }
        return .success(parsed)
    }

    private func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
