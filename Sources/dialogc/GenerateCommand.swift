import DialogCompiler
import Foundation

/// `dialogc generate swift`: validated specs in, typed Swift out; nothing is written when any spec has an error.
enum GenerateCommand {
    static let usage = """
        OVERVIEW: generate typed Swift model code from spec files

        USAGE: dialogc generate swift [options] [PATH ...]

        ARGUMENTS:
          PATH                   a spec file, or a directory searched recursively for *.json (default: Specs)

        OPTIONS:
          --output FILE|DIR      a .swift file for one file holding every dialog, or a directory for one
                                 file per spec plus <namespace>.swift (default: standard output)
          --access internal|public
                                 the access level of the generated declarations (default: internal)
          --namespace NAME       the enum that holds the dialog types (default: Dialogs); a Swift identifier
                                 that is no keyword and no type the generated code uses
          --source-root DIR      show spec paths in the generated code relative to DIR (default: the
                                 working directory)
          --check                write nothing; exit 1 and name the files that are out of date
          --force                replace files at '--output' even when dialogc did not generate them
          -h, --help             show this help

        Files are written only when their content changes, and atomically; missing folders are
        created. A file that does not start with dialogc's header is never replaced without --force.

        EXIT STATUS:
          0  generated (or, with --check, everything is up to date)
          1  a spec has an error (nothing is written), or --check found stale files
          2  usage error, an input that cannot be read, an output that cannot be written, or a file
             at '--output' that dialogc did not generate (without --force)
        """

    static func run(arguments: [String]) -> ExitStatus {
        guard arguments.first == "swift" else {
            if arguments.contains("-h") || arguments.contains("--help") {
                Output.standardOutput(usage + "\n")
                return .success
            }
            let language = arguments.first.map { "unknown language '\($0)'; " } ?? ""
            return CommandLineTool.usageError("\(language)dialogc generates 'swift'", usage: usage)
        }
        let parser = ArgumentParser(
            valueOptions: ["--output", "--access", "--namespace", "--source-root"], flagOptions: ["--check", "--force"])
        let parsed: ParsedArguments
        switch parser.parseCommand(Array(arguments.dropFirst()), usage: usage) {
        case .success(let arguments): parsed = arguments
        case .failure(let status): return status
        }
        let options: SwiftGenerationOptions
        switch generationOptions(parsed) {
        case .success(let parsedOptions): options = parsedOptions
        case .failure(let error): return CommandLineTool.usageError(error.message, usage: usage)
        }
        let output = parsed.values["--output"]
        if parsed.has("--check"), output == nil {
            return CommandLineTool.usageError("'--check' compares with the files at '--output', which is missing", usage: usage)
        }

        let specs: [SpecFile]
        switch ValidSpecs.load(paths: parsed.positional, relativeTo: parsed.values["--source-root"]) {
        case .success(let loaded): specs = loaded
        case .failure(let status): return status
        }
        guard let output else {
            Output.standardOutput(SwiftGenerator.generateFile(specs, options: options))
            return .success
        }
        // `Dialogs.Swift` is a file too: on macOS disks the case of an extension is not significant.
        let plan = output.lowercased().hasSuffix(".swift")
            ? OutputPlan.singleFile(path: output, contents: SwiftGenerator.generateFile(specs, options: options))
            : OutputPlan.directory(path: output, files: SwiftGenerator.generateFiles(specs, options: options))
        return parsed.has("--check") ? plan.check() : plan.write(force: parsed.has("--force"))
    }

    private static func generationOptions(_ parsed: ParsedArguments) -> Result<SwiftGenerationOptions, UsageError> {
        var options = SwiftGenerationOptions()
        if let access = parsed.values["--access"] {
            guard let level = SwiftGenerationOptions.AccessLevel(rawValue: access) else {
                return .failure(UsageError("unknown access level '\(access)' (expected 'internal' or 'public')"))
            }
            options.access = level
        }
        if let namespace = parsed.values["--namespace"] {
            if let problem = SwiftGenerationOptions.namespaceProblem(namespace) {
                return .failure(UsageError("'--namespace' \(problem)"))
            }
            options.namespace = namespace
        }
        return .success(options)
    }
}
