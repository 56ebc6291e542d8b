/// What `dialogc preview` reports about its specs: the result `validate` would print, and the
/// findings `lint` would report, from one pass over the specs where the two can be told apart.
public struct PreviewChecks: Sendable {
    /// As `Validator.validate(sources)` returns it.
    public var validation: ValidationResult
    /// As `Linter.lint(sources, configuration:)` returns it.
    public var lint: ValidationResult

    /// Lints `sources` once and reads the validation out of the lint: lint runs every rule of
    /// `validate`, and a configuration can neither turn those off, change their severity nor
    /// suppress them; only rule options (which `validate` ignores) can change what they find, so
    /// a configuration with options of its own validates on its own.
    public init(_ sources: [SourceFile], configuration: Configuration) {
        let lint = Linter.lint(sources, configuration: configuration)
        self.lint = lint
        self.validation = configuration.options == RuleOptions() ? Self.validation(in: lint) : Validator.validate(sources)
    }

    /// The findings of `lint` that `validate` reports too.
    private static func validation(in lint: ValidationResult) -> ValidationResult {
        let lintOnly = Set(RuleSet.lint.all.map { $0.id } + [UnusedSuppression.id]).subtracting(RuleSet.standard.all.map { $0.id })
        return ValidationResult(files: lint.files, diagnostics: lint.diagnostics.filter { !lintOnly.contains($0.ruleID) })
    }
}
