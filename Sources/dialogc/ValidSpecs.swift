import DialogCompiler

/// The specs a producing command (generate, plan) works from: read, validated, and only
/// handed over when no spec has an error; otherwise the errors are printed exactly as
/// `validate` prints them.
enum ValidSpecs {
    static func load(paths: [String], relativeTo root: String? = nil) -> Result<[SpecFile], ExitStatus> {
        let paths = paths.isEmpty ? [CheckCommand.defaultPath] : paths
        let inputs = InputFiles(paths: paths, relativeTo: root)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { return .failure(.usageOrInput) }
        guard !inputs.sources.isEmpty else {
            Output.standardError("error: no spec files (*.json) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))\n")
            return .failure(.usageOrInput)
        }
        let result = Validator.validate(inputs.sources)
        guard !result.hasErrors else {
            let context = ReportContext(
                rules: .standard, showsExcerpts: Output.standardOutputIsTerminal, usesColor: Output.standardOutputIsColorTerminal)
            Output.standardOutput(TextReporter(context: context).report(result))
            return .failure(.specErrors)
        }
        return .success(result.files.compactMap(\.spec))
    }
}
