import DialogCompiler
import Foundation

/// `dialogc validate` and `dialogc lint`: read the specs, check them, write the reports, and
/// turn the findings into an exit status.
enum CheckCommand {
    enum Mode: String {
        /// The format and the platform's hard rules.
        case validate
        /// Everything `validate` checks plus the guideline rules, configuration, suppressions and baselines.
        case lint
    }

    static let defaultPath = "Specs"

    static func run(_ mode: Mode, arguments: [String]) -> ExitStatus {
        var parser = ArgumentParser(repeatableOptions: ["--format", "--output"], flagOptions: ["--strict"])
        if mode == .lint {
            parser.valueOptions += ["--config", "--baseline", "--write-baseline"]
        }
        let usage = usage(mode)
        let parsed: ParsedArguments
        switch parser.parseCommand(arguments, usage: usage) {
        case .success(let arguments): parsed = arguments
        case .failure(let status): return status
        }
        let destinations: [ReportDestination]
        switch ReportDestinations.parse(parsed.ordered) {
        case .success(let parsedDestinations): destinations = parsedDestinations
        case .failure(let error): return CommandLineTool.usageError(error.message, usage: usage)
        }

        // Every command reads the configuration for 'exclude'; only lint applies its rules and limits.
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.values["--config"]) else { return .usageOrInput }

        let paths = parsed.positional.isEmpty ? [defaultPath] : parsed.positional
        // The baseline of the run is never a spec, even in the first layout, which has no marker.
        let baselinePaths = [parsed.values["--baseline"], parsed.values["--write-baseline"]].compactMap { $0 }
            .map { InputFiles.displayPath($0, relativeTo: FileManager.default.currentDirectoryPath) }
        let inputs = InputFiles(paths: paths, configuration: configuration, skipping: Set(baselinePaths))
        // A text report on standard output lists the failures itself; otherwise they go to standard error.
        if !destinations.contains(where: { $0.format == .text && $0.path == nil }) {
            Output.standardError(TextReporter().render(inputs.failures))
        }

        var result: ValidationResult
        switch mode {
        case .validate: result = Validator.validate(inputs.sources)
        case .lint: result = Linter.lint(inputs.sources, configuration: configuration)
        }
        result.inputFailures = inputs.failures.sorted()
        if let path = parsed.values["--write-baseline"] {
            let baseline = Baseline(recording: result)
            do {
                try Output.write(baseline.encoded(), to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the baseline: \(error.localizedDescription)\n")
                return .usageOrInput
            }
            // What the baseline cannot hold is reported and judged as in any run.
            result = baseline.filter(result).result
            func findings(_ count: Int) -> String { "\(count) finding\(count == 1 ? "" : "s")" }
            let unrecorded = result.diagnostics.isEmpty
                ? "" : "; \(findings(result.diagnostics.count)) of the format or the platform cannot be recorded and are reported"
            Output.standardError("note: recorded \(findings(baseline.entries.count)) in the baseline '\(path)'\(unrecorded)\n")
        } else if let path = parsed.values["--baseline"] {
            guard let baseline = BaselineLoader.load(path) else { return .usageOrInput }
            result = baseline.filter(result).result
        }

        let rules = mode == .lint ? configuration.ruleSet : RuleSet.standard
        guard write(result, to: destinations, rules: rules) else { return .usageOrInput }
        if !inputs.failures.isEmpty { return .usageOrInput }
        if result.hasErrors || (parsed.has("--strict") && result.warningCount > 0) { return .specErrors }
        return .success
    }

    /// Writes every report; false when a report file cannot be written.
    private static func write(_ result: ValidationResult, to destinations: [ReportDestination], rules: RuleSet) -> Bool {
        var succeeded = true
        for destination in destinations {
            let toTerminal = destination.path == nil && Output.standardOutputIsTerminal
            let context = ReportContext(
                rules: rules, showsExcerpts: toTerminal, usesColor: destination.path == nil && Output.standardOutputIsColorTerminal)
            let text = destination.format.makeReporter(context).report(result)
            guard let path = destination.path else {
                Output.standardOutput(text)
                continue
            }
            do {
                try Output.write(text, to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the report: \(error.localizedDescription)\n")
                succeeded = false
            }
        }
        return succeeded
    }

    static func usage(_ mode: Mode) -> String {
        let formats = ReportFormat.allCases.map(\.rawValue).joined(separator: "|")
        let overview =
            switch mode {
            case .validate: "check spec files against format v1 and the platform's rules"
            case .lint: "check spec files against format v1, the platform's rules and Apple's guidelines"
            }
        let lintOptions =
            mode == .lint
            ? """

              --config FILE          the configuration (default: .dialogc.json in the working directory, if any)
              --baseline FILE        report only findings that are not in FILE
              --write-baseline FILE  record every current guideline finding in FILE
            """ : ""
        return """
            OVERVIEW: \(overview)

            USAGE: dialogc \(mode.rawValue) [options] [PATH ...]

            ARGUMENTS:
              PATH                   a spec file, or a directory searched recursively for *.json (default: Specs)

            OPTIONS:
              --format \(formats)
                                     the report format (default: text); repeat with --output for several reports
              --output FILE          write the report of the preceding --format to FILE instead of standard output
              --strict               warnings fail the run too\(lintOptions)
              -h, --help             show this help

            EXIT STATUS:
              0  no spec has an error (nor a warning, with --strict)
              1  a spec has an error (or a warning, with --strict)
              2  usage error, or an input, configuration or baseline that cannot be read
            """
    }
}
