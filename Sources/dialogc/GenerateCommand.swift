import DialogGenerators
import Foundation

/// `dialogc generate swift`: validated specs in, typed Swift out; nothing is written when any spec has an error.
enum GenerateCommand: Command {
    static let output = CommandOption(
        "--output", .value, placeholder: "FILE|DIR",
        help: [
            "a .swift file for one file holding every dialog, or a directory for one",
            "file per spec plus <namespace>.swift (default: standard output)",
        ])
    static let access = CommandOption(
        "--access", .value, placeholder: SwiftGenerationOptions.AccessLevel.allCases.map(\.rawValue).joined(separator: "|"),
        help: ["the access level of the generated declarations (default: internal)"])
    static let namespace = CommandOption(
        "--namespace", .value, placeholder: "NAME",
        help: [
            "the enum that holds the dialog types (default: Dialogs); a Swift identifier",
            "that is no keyword and no type the generated code uses",
        ])
    static let localization = CommandOption(
        "--localization", .value,
        placeholder: SwiftGenerationOptions.Localization.allCases.map(\.rawValue).joined(separator: "|"),
        help: [
            "how texts of specVersion 2 reach the app: looked up by key in the app's",
            "bundle (default: bundle), or the spec's texts as literals (none)",
        ])
    static let sourceRoot = CommandOption(
        "--source-root", .value, placeholder: "DIR",
        help: ["show spec paths in the generated code relative to DIR (default: the", "working directory)"])
    static let check = CommandOption("--check", .flag, help: ["write nothing; exit 1 and name the files that are out of date"])
    static let force = CommandOption("--force", .flag, help: ["replace files at '--output' even when dialogc did not generate them"])
    static let lint = CommandOption(
        "--lint", .flag,
        help: [
            "lint the specs first, as 'dialogc lint' does, printing its findings with",
            "absolute paths; only errors stop the generation (the build plugin's mode;",
            "\"plugin\": {\"lint\": false} in the configuration turns it off)",
        ])

    static let description = CommandDescription(
        name: "generate swift",
        summary: "generate typed Swift model code, or the asset catalog of its colours",
        overview: "generate typed Swift model code from spec files",
        usage: "generate swift [options] [PATH ...]",
        arguments: [CheckCommand.pathArgument],
        options: [output, access, namespace, localization, sourceRoot, check, force, lint, CheckCommand.config] + TokenOptions.all,
        discussion: """
            Files are written only when their content changes, and atomically; missing folders are
            created. A file that does not start with dialogc's header is never replaced without --force.
            """,
        exitStatus: [
            "0  generated (or, with --check, everything is up to date)",
            "1  a spec has an error (nothing is written; with --lint, also a finding of a guideline",
            "   rule set to 'error'), or --check found stale files",
            "2  usage error, an input that cannot be read, an output that cannot be written, or a file",
            "   at '--output' that dialogc did not generate (without --force)",
        ])

    /// What `dialogc generate` makes: Swift, and the asset catalog of its colours.
    static let languages = ["swift", "assets"]

    static func main(_ arguments: [String]) throws(ExitStatus) {
        if arguments.first == "assets" { return try GenerateAssetsCommand.main(Array(arguments.dropFirst())) }
        guard let language = arguments.first, languages.contains(language) else {
            if arguments.contains("-h") || arguments.contains("--help") {
                Output.standardOutput(description.help + "\n")
                return
            }
            let language = arguments.first.map { "unknown language '\($0)'; " } ?? ""
            throw usageError("\(language)dialogc generates 'swift' or 'assets'")
        }
        guard let parsed = try description.parse(Array(arguments.dropFirst())) else { return }
        try run(parsed)
    }

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let generator = SwiftCodeGenerator(options: try generationOptions(parsed))
        let output = parsed.value(Self.output)
        if parsed.has(check), output == nil {
            throw usageError("'--check' compares with the files at '--output', which is missing")
        }
        let (sources, configuration) = try ValidSpecs.readWithConfiguration(
            paths: parsed.positional, relativeTo: parsed.value(sourceRoot), configurationPath: parsed.value(CheckCommand.config))
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        // Before the up-to-date shortcut: the guideline findings depend on the configuration too,
        // which the stamps do not cover, and a build that runs this wants them printed again.
        if parsed.has(lint), configuration.pluginLints {
            try ValidSpecs.lint(
                sources, configuration: configuration, tokens: tokens, relativeTo: parsed.value(sourceRoot))
        }
        guard let output else {
            Output.standardOutput(generator.generateFile(try ValidSpecs.validate(sources, tokens: tokens)))
            return
        }
        let plan = OutputPlan(generator: generator, output: output, tokenSources: TokenOptions.stampSources(tokens))
        // The stamps record the inputs of valid specs: unchanged inputs are still valid and would make
        // the same files, so a hash of the inputs stands in for validating and generating again.
        if plan.isUpToDate(sources) { return }
        let desired = plan.desiredFiles(try ValidSpecs.validate(sources, tokens: tokens), sources: sources)
        if parsed.has(check) {
            try plan.check(desired)
        } else {
            try plan.write(desired, force: parsed.has(force))
        }
    }

    private static func generationOptions(_ parsed: ParsedArguments) throws(ExitStatus) -> SwiftGenerationOptions {
        var options = SwiftGenerationOptions()
        if let access = parsed.value(access) {
            guard let level = SwiftGenerationOptions.AccessLevel(rawValue: access) else {
                throw usageError("unknown access level '\(access)' (expected 'internal' or 'public')")
            }
            options.access = level
        }
        if let namespace = parsed.value(namespace) {
            if let problem = SwiftGenerationOptions.namespaceProblem(namespace) {
                throw usageError("'--namespace' \(problem)")
            }
            options.namespace = namespace
        }
        if let mode = parsed.value(localization) {
            guard let value = SwiftGenerationOptions.Localization(rawValue: mode) else {
                throw usageError("unknown localization '\(mode)' (expected 'bundle' or 'none')")
            }
            options.localization = value
        }
        return options
    }
}
