import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogValidation

/// What `dialogc preview` reports about its specs: the result `validate` would print, and the
/// findings `lint` would report, the lint built on the one validation.
public struct PreviewChecks: Sendable {
    /// As `Validator.validate(sources)` returns it.
    public var validation: ValidationResult
    /// As `Linter.lint(sources, configuration:)` returns it.
    public var lint: ValidationResult

    /// Validates `sources` once, their token references resolved against `tokens`, and lints that
    /// validation, so nothing is read, decoded or checked twice.
    public init(
        _ sources: [SourceFile], configuration: Configuration, texts: LocaleTexts = LocaleTexts(), tokens: DesignTokenTheme? = nil
    ) {
        validation = Validator.validate(sources, tokens: tokens)
        lint = Linter.lint(validation, configuration: configuration, texts: texts)
    }
}
