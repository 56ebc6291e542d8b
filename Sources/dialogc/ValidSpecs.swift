import DialogCompiler

/// The specs a producing command (generate, plan) works from: read, validated, and only
/// handed over when no spec has an error; otherwise the errors are printed exactly as
/// `validate` prints them.
enum ValidSpecs {
    /// The valid specs among `paths`, leaving out what the configuration (`--config`, else the
    /// working directory's `.dialogc.json`) excludes, as `validate` and `lint` do.
    static func load(paths: [String], relativeTo root: String? = nil, configurationPath: String? = nil) -> Result<[SpecFile], ExitStatus> {
        guard let configuration = ConfigurationLoader.load(explicitPath: configurationPath) else { return .failure(.usageOrInput) }
        let paths = paths.isEmpty ? [CheckCommand.defaultPath] : paths
        let inputs = InputFiles(paths: paths, relativeTo: root, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { return .failure(.usageOrInput) }
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
