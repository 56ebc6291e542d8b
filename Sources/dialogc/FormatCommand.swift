import DialogDiagnostics
import DialogEditing
import DialogReporters

/// `dialogc format`: rewrites spec files in the canonical layout of `SpecFormatter`.
enum FormatCommand: Command {
    static let check = CommandOption("--check", .flag, help: ["write nothing; name the files that would change and exit 1 if any would"])
    static let standardOutput = CommandOption("--stdout", .flag, help: ["write the formatted spec to standard output (one PATH only)"])

    static let description = CommandDescription(
        name: "format", summary: "rewrite spec files in the canonical layout",
        overview: "rewrite spec files in the canonical layout: two-space indent, keys in the format's order",
        usage: "format [options] [PATH ...]",
        arguments: [CheckCommand.pathArgument],
        options: [check, standardOutput, CheckCommand.stdinPath, CheckCommand.config],
        discussion: """
            Standard input ('-') is always written to standard output. A file with a syntax error is \
            reported and left as it is.
            """,
        exitStatus: [
            "0  every file is formatted (or, with --check, already was)",
            "1  a file has a syntax error, or with --check a file would change",
            "2  usage error, or an input or configuration that cannot be read",
        ])

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        guard let configuration = ConfigurationLoader.load(explicitPath: parsed.value(CheckCommand.config)) else { throw .usageOrInput }
        let paths = parsed.positional.isEmpty ? [CheckCommand.defaultPath] : parsed.positional
        let inputs = InputFiles(paths: paths, configuration: configuration, stdinPath: parsed.value(CheckCommand.stdinPath))
        let toStandardOutput = parsed.has(standardOutput) || paths == [InputFiles.standardInputPath]
        if toStandardOutput, inputs.sources.count + inputs.failures.count > 1 {
            throw usageError("'--stdout' formats one spec; found \(inputs.sources.count + inputs.failures.count)")
        }
        if parsed.has(check), toStandardOutput, parsed.has(standardOutput) {
            throw usageError("'--check' and '--stdout' exclude each other")
        }
        Output.standardError(TextReporter().render(inputs.failures))

        var syntaxErrors: [Diagnostic] = []
        var changed: [String] = []
        var unwritten = 0
        for source in inputs.sources {
            let formatted: [UInt8]
            switch SpecFormatter.format(source) {
            case .success(let bytes): formatted = bytes
            case .failure(let failure):
                syntaxErrors.append(failure.diagnostic)
                continue
            }
            if toStandardOutput || source.path == inputs.standardInputSource, !parsed.has(check) {
                Output.standardOutput(String(decoding: formatted, as: UTF8.self))
                continue
            }
            guard formatted != source.bytes else { continue }
            changed.append(source.path)
            guard !parsed.has(check) else { continue }
            do {
                try Output.write(String(decoding: formatted, as: UTF8.self), to: source.path)
            } catch {
                Output.standardError("\(source.path): error: cannot write the formatted file: \(Output.reason(error))\n")
                unwritten += 1
            }
        }
        Output.standardError(TextReporter().render(syntaxErrors, sources: inputs.sources))
        if parsed.has(check) {
            Output.standardOutput(changed.map { $0 + "\n" }.joined())
            Output.standardError("note: \(Wording.count(changed.count, "file")) of \(inputs.sources.count) would be reformatted\n")
        } else if !toStandardOutput {
            // Only the files written count as reformatted; the others were named with their error.
            let failures = unwritten == 0 ? "" : "; \(unwritten) could not be written"
            Output.standardError(
                "note: reformatted \(Wording.count(changed.count - unwritten, "file")) of \(inputs.sources.count)\(failures)\n")
        }
        if unwritten > 0 || !inputs.failures.isEmpty { throw .usageOrInput }
        if !syntaxErrors.isEmpty || (parsed.has(check) && !changed.isEmpty) { throw .specErrors }
    }
}
