import DialogCompiler

/// The specs a producing command (generate, plan) works from: read, validated, and only
/// handed over when no spec has an error; otherwise the errors are printed exactly as
/// `validate` prints them.
enum ValidSpecs {
    /// The valid specs among `paths`, leaving out what the configuration (`--config`, else the
    /// working directory's `.dialogc.json`) excludes, as `validate` and `lint` do.
    static func load(paths: [String], relativeTo root: String? = nil, configurationPath: String? = nil) throws(ExitStatus) -> [SpecFile] {
        try validate(read(paths: paths, relativeTo: root, configurationPath: configurationPath))
    }

    /// The readable spec files among `paths` that the configuration does not exclude; a file that
    /// cannot be read, or finding none, is printed and ends the command.
    static func read(paths: [String], relativeTo root: String? = nil, configurationPath: String? = nil) throws(ExitStatus) -> [SourceFile] {
        guard let configuration = ConfigurationLoader.load(explicitPath: configurationPath) else { throw .usageOrInput }
        let paths = paths.isEmpty ? [CheckCommand.defaultPath] : paths
        let inputs = InputFiles(paths: paths, relativeTo: root, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { throw .usageOrInput }
        return inputs.sources
    }

    /// The specs of `sources` when none has an error; else the errors are printed as `validate` prints them.
    static func validate(_ sources: [SourceFile]) throws(ExitStatus) -> [SpecFile] {
        try validated(sources, failingWith: .specErrors).files.compactMap(\.spec)
    }

    /// The validation of `sources` when none has an error; else the errors are printed as
    /// `validate` prints them and `status` is thrown.
    static func validated(_ sources: [SourceFile], failingWith status: ExitStatus) throws(ExitStatus) -> ValidationResult {
        let result = Validator.validate(sources)
        guard !result.hasErrors else {
            let context = ReportContext(
                rules: .standard, showsExcerpts: Output.standardOutputIsTerminal, usesColor: Output.standardOutputIsColorTerminal)
            Output.standardOutput(TextReporter(context: context).report(result))
            throw status
        }
        return result
    }
}
