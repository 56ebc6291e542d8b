import DialogCompiler

/// `dialogc validate [PATH ...]`: checks spec files and reports every finding.
enum ValidateCommand {
    static let defaultPath = "Specs"

    static let usage = """
        OVERVIEW: check spec files against format v1 and the platform's rules

        USAGE: dialogc validate [--format text|json] [PATH ...]

        ARGUMENTS:
          PATH        a spec file, or a directory searched recursively for *.json (default: Specs)

        OPTIONS:
          --format    text (default): 'path:line:column: error: message [rule-id]' lines;
                      json: one document with every finding and the summary
          -h, --help  show this help

        EXIT STATUS:
          0  no spec has an error
          1  a spec has an error
          2  usage error, or an input that cannot be read
        """

    static func run(arguments: [String]) -> ExitStatus {
        let parser = ArgumentParser(valueOptions: ["--format"], flagOptions: ["-h", "--help"])
        let parsed: ParsedArguments
        do {
            parsed = try parser.parse(arguments)
        } catch {
            return CommandLineTool.usageError(error.message, usage: usage)
        }
        if !parsed.flags.isDisjoint(with: ["-h", "--help"]) {
            Output.standardOutput(usage + "\n")
            return .success
        }
        let formatName = parsed.values["--format"] ?? ReportFormat.text.rawValue
        guard let format = ReportFormat(rawValue: formatName) else {
            let names = ReportFormat.allCases.map(\.rawValue)
            let hint = Suggestions.closest(to: formatName, among: names).map { "; did you mean '\($0)'?" } ?? ""
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            return CommandLineTool.usageError("unknown format '\(formatName)' (expected \(list))\(hint)", usage: usage)
        }

        let paths = parsed.positional.isEmpty ? [defaultPath] : parsed.positional
        var inputs = InputFiles(paths: paths)
        if inputs.sources.isEmpty, inputs.failures.isEmpty {
            // Validating nothing must not look like a pass in CI.
            inputs.failures.append("error: no spec files (*.json) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        for failure in inputs.failures {
            Output.standardError(failure + "\n")
        }
        let result = Validator.validate(inputs.sources)
        Output.standardOutput(format.reporter.report(result))
        if !inputs.failures.isEmpty { return .usageOrInput }
        return result.hasErrors ? .specErrors : .success
    }
}
