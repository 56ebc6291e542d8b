import DialogConfiguration
import DialogDiagnostics
import DialogLayoutAdapter
import DialogReporters
import DialogRules
import DialogValidation
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

    static let format = CommandOption(
        "--format", .repeatable, placeholder: ReportFormat.allCases.map(\.rawValue).joined(separator: "|"),
        help: ["the report format (default: text); repeat with --output for several reports"])
    static let output = CommandOption(
        "--output", .repeatable, placeholder: "FILE",
        help: ["write the report of the preceding --format to FILE instead of standard output"])
    static let strict = CommandOption("--strict", .flag, help: ["warnings fail the run too"])
    static let config = CommandOption(
        "--config", .value, placeholder: "FILE", help: ["the configuration (default: .dialogc.json in the working directory, if any)"])
    static let baseline = CommandOption("--baseline", .value, placeholder: "FILE", help: ["report only findings that are not in FILE"])
    static let writeBaseline = CommandOption(
        "--write-baseline", .value, placeholder: "FILE", help: ["record every current guideline finding in FILE"])

    static let stdinPath = CommandOption(
        "--stdin-path", .value, placeholder: "PATH", help: ["the path standard input ('-') stands for in findings and cross-file rules"])

    /// The PATH argument every spec-reading command takes.
    static let pathArgument = (
        label: "PATH", help: ["a spec file, '-' for standard input, or a directory searched recursively for *.json (default: Specs)"]
    )

    static func description(_ mode: Mode) -> CommandDescription {
        CommandDescription(
            name: mode.rawValue,
            summary: mode == .validate
                ? "check spec files against formats v1 and v2 and the platform's rules"
                : "validate, then check Apple's guidelines and house rules",
            overview: mode == .validate
                ? "check spec files against formats v1 and v2 and the platform's rules"
                : "check spec files against formats v1 and v2, the platform's rules and Apple's guidelines",
            usage: "\(mode.rawValue) [options] [PATH ...]",
            arguments: [pathArgument],
            options: [format, output, strict, config]
                + (mode == .lint ? [baseline, writeBaseline] + LocaleOptions.repeatable + [RuntimeVersionOption.option] : [])
                + TokenOptions.all + [FixRun.fix, FixRun.dryRun, stdinPath],
            exitStatus: [
                "0  no spec has an error (nor a warning, with --strict)",
                "1  a spec has an error (or a warning, with --strict)",
                "2  usage error, or an input, configuration or baseline that cannot be read",
            ])
    }

    static func run(_ mode: Mode, _ parsed: ParsedArguments) throws(ExitStatus) {
        let description = description(mode)
        let destinations: [ReportDestination]
        do {
            // Only --format and --output pair up; --locale and --pseudo-locale repeat as well.
            destinations = try ReportDestinations.parse(parsed.ordered.filter { $0.option == format || $0.option == output })
        } catch {
            throw description.usageError(error.message)
        }

        // Every command reads the configuration for 'exclude'; only lint applies its rules and limits.
        guard var configuration = ConfigurationLoader.load(explicitPath: parsed.value(config)) else { throw .usageOrInput }
        if mode == .lint { try RuntimeVersionOption.apply(parsed, to: &configuration, for: description) }

        let paths = parsed.positional.isEmpty ? [defaultPath] : parsed.positional
        // The baseline of the run is never a spec, even in the first layout, which has no marker.
        let baselinePaths = [parsed.value(baseline), parsed.value(writeBaseline)].compactMap { $0 }
            .map { InputFiles.displayPath($0, relativeTo: FileManager.default.currentDirectoryPath) }
        if parsed.has(FixRun.dryRun), !parsed.has(FixRun.fix) { throw description.usageError("'--dry-run' needs '--fix'") }
        let inputs = InputFiles(
            paths: paths, configuration: configuration, skipping: Set(baselinePaths), stdinPath: parsed.value(stdinPath))
        // A text report on standard output lists the failures itself; otherwise they go to standard error.
        if !destinations.contains(where: { $0.format == .text && $0.path == nil }) {
            Output.standardError(TextReporter().render(inputs.failures))
        }

        let texts =
            mode == .lint
            ? try LocaleOptions.texts(parsed, repeatable: true, for: description, configuration: configuration) : LocaleTexts()
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        let check = { (sources: [SourceFile]) -> ValidationResult in
            switch mode {
            // The reports and fixes of validate read findings and counts only, never a model.
            case .validate: Validator.validate(sources, tokens: tokens, keepingModels: false)
            case .lint: Linter.lint(sources, configuration: configuration, texts: texts, tokens: tokens, keepingModels: false)
            }
        }
        let rules = mode == .lint ? configuration.ruleSet : RuleSet.standard
        var result = check(inputs.sources)
        if parsed.has(FixRun.fix) {
            if parsed.has(FixRun.dryRun) {
                // The diff replaces the reports, so the input failures go to standard error.
                if destinations.contains(where: { $0.format == .text && $0.path == nil }) {
                    Output.standardError(TextReporter().render(inputs.failures))
                }
                try FixRun.printDiff(result, sources: inputs.sources, rules: rules)
                if !inputs.failures.isEmpty { throw .usageOrInput }
                return
            }
            // What is left after the fixes is checked and reported as in any run.
            result = check(
                try FixRun.apply(
                    result, sources: inputs.sources, standardInput: inputs.standardInputSource, rules: rules))
        }
        result.inputFailures = inputs.failures.sorted()
        if let path = parsed.value(writeBaseline) {
            let baseline = Baseline(recording: result)
            do {
                try Output.write(baseline.encoded(), to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the baseline: \(Output.reason(error))\n")
                throw .usageOrInput
            }
            // What the baseline cannot hold is reported and judged as in any run.
            result = baseline.filter(result).result
            let left = result.diagnostics.count
            let unrecorded =
                left == 0
                ? ""
                : "; \(Wording.count(left, "finding")) of the format or the platform cannot be "
                    + "recorded and \(left == 1 ? "is" : "are") reported"
            Output.standardError(
                "note: recorded \(Wording.count(baseline.entries.count, "finding")) in the baseline '\(path)'\(unrecorded)\n")
        } else if let path = parsed.value(baseline) {
            guard let baseline = BaselineLoader.load(path) else { throw .usageOrInput }
            result = baseline.filter(result).result
        }

        ProcessEnd.keep(result)
        guard write(result, to: destinations, rules: rules) else { throw .usageOrInput }
        if !inputs.failures.isEmpty { throw .usageOrInput }
        if result.hasErrors || (parsed.has(strict) && result.warningCount > 0) { throw .specErrors }
    }

    /// Writes every report; false when a report file cannot be written.
    private static func write(_ result: ValidationResult, to destinations: [ReportDestination], rules: RuleSet) -> Bool {
        var succeeded = true
        for destination in destinations {
            let toTerminal = destination.path == nil && Output.standardOutputIsTerminal
            let context = ReportContext(
                rules: rules, showsExcerpts: toTerminal, usesColor: destination.path == nil && Output.standardOutputIsColorTerminal)
            if !destination.deliver(report: result, by: destination.format.makeReporter(context)) { succeeded = false }
        }
        return succeeded
    }
}

/// `dialogc validate`.
enum ValidateCommand: Command {
    static var description: CommandDescription { CheckCommand.description(.validate) }
    static func run(_ arguments: ParsedArguments) throws(ExitStatus) { try CheckCommand.run(.validate, arguments) }
}

/// `dialogc lint`.
enum LintCommand: Command {
    static var description: CommandDescription { CheckCommand.description(.lint) }
    static func run(_ arguments: ParsedArguments) throws(ExitStatus) { try CheckCommand.run(.lint, arguments) }
}
