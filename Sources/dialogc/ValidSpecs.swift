import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogReporters
import DialogRules
import DialogSpec
import DialogValidation
import Foundation

/// The specs a producing command (generate, plan) works from: read, validated, and only
/// handed over when no spec has an error; otherwise the errors are printed as `validate` prints
/// them, on standard error.
enum ValidSpecs {
    /// The readable spec files among `paths` that the configuration (`--config`, else the working
    /// directory's `.dialogc.json`) does not exclude, as `validate` and `lint` leave them out, with
    /// that configuration; a file that cannot be read, or finding none, is printed and ends the command.
    static func readWithConfiguration(
        paths: [String], relativeTo root: String? = nil, configurationPath: String? = nil
    ) throws(ExitStatus) -> (sources: [SourceFile], configuration: Configuration) {
        guard let configuration = ConfigurationLoader.load(explicitPath: configurationPath) else { throw .usageOrInput }
        return (try read(paths: paths, relativeTo: root, configuration: configuration), configuration)
    }

    /// The readable spec files among `paths` that `configuration`, already read, does not exclude.
    static func read(paths: [String], relativeTo root: String? = nil, configuration: Configuration) throws(ExitStatus) -> [SourceFile] {
        let paths = paths.isEmpty ? [CheckCommand.defaultPath] : paths
        let inputs = InputFiles(paths: paths, relativeTo: root, configuration: configuration)
        Output.standardError(TextReporter().render(inputs.failures))
        guard inputs.failures.isEmpty else { throw .usageOrInput }
        return inputs.sources
    }

    /// Lints `sources` as `dialogc lint` does with `configuration`, printing the findings (if any)
    /// as `lint` prints them, on standard error (standard output is the generated code or nothing);
    /// throws when one is an error.
    ///
    /// The findings name each spec by its absolute path (display paths are relative to `root`, else
    /// the working directory): a build system runs this from a folder of its own, and Xcode places a
    /// finding against the spec line only when it can find the file.
    static func lint(
        _ sources: [SourceFile], configuration: Configuration, tokens: DesignTokenTheme? = nil, relativeTo root: String?
    ) throws(ExitStatus) {
        let base = URL(fileURLWithPath: root ?? FileManager.default.currentDirectoryPath, isDirectory: true)
        let located = sources.map { source in
            SourceFile(path: URL(fileURLWithPath: source.path, relativeTo: base).standardizedFileURL.path, bytes: source.bytes)
        }
        let result = Linter.lint(located, configuration: configuration, tokens: tokens, keepingModels: false)
        if !result.diagnostics.isEmpty {
            Output.standardError(terminalReporter(rules: configuration.ruleSet).report(result))
        }
        if result.hasErrors { throw .specErrors }
    }

    /// The specs of `sources` when none has an error; else the errors are printed as `validate` prints them.
    static func validate(_ sources: [SourceFile], tokens: DesignTokenTheme? = nil) throws(ExitStatus) -> [SpecFile] {
        try validated(sources, tokens: tokens, failingWith: .specErrors).files.compactMap(\.spec)
    }

    /// The validation of `sources`, their token references resolved against `tokens`, when neither
    /// a spec nor a token file has an error; else the errors are printed as `validate` prints them
    /// and `status` is thrown.
    static func validated(
        _ sources: [SourceFile], tokens: DesignTokenTheme? = nil, failingWith status: ExitStatus
    ) throws(ExitStatus) -> ValidationResult {
        let result = Validator.validate(sources, tokens: tokens)
        try requireNoErrors(result, failingWith: status)
        return result
    }

    /// Prints `result` as `validate` prints it and throws `status` when it has an error.
    static func requireNoErrors(_ result: ValidationResult, failingWith status: ExitStatus) throws(ExitStatus) {
        guard result.hasErrors else { return }
        Output.standardError(terminalReporter(rules: .standard).report(result))
        throw status
    }

    /// The text report of findings for standard error, with excerpts and color when that is a terminal. A producing command's standard output is its product
    /// (`generate swift > Dialogs.swift`, `plan > plan.json`), so its findings never go there.
    static func terminalReporter(rules: RuleSet) -> TextReporter {
        TextReporter(
            context: ReportContext(
                rules: rules, showsExcerpts: Output.standardErrorIsTerminal, usesColor: Output.standardErrorIsColorTerminal))
    }
}
