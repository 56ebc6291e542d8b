import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogValidation

/// Specs validated and linted against design tokens as a run that reads them does, with the
/// token files' own findings beside the specs'.
enum TokenLinting {
    /// The tokens of the token file `text` (one mode, the same in every appearance).
    static func theme(_ text: String, path: String = "tokens.json") -> DesignTokenTheme {
        DesignTokenTheme(files: [SourceFile(path: path, text: text)])
    }

    /// `sources` validated with `tokens`, the token files' findings first.
    static func validate(_ sources: [SourceFile], tokens: DesignTokenTheme, texts: LocaleTexts = LocaleTexts()) -> ValidationResult {
        var result = Validator.validate(sources, texts: texts, tokens: tokens)
        result.diagnostics = tokens.diagnostics + result.diagnostics
        return result
    }

    /// `sources` linted with `tokens`, the token files' findings first.
    static func lint(_ sources: [SourceFile], tokens: DesignTokenTheme, texts: LocaleTexts = LocaleTexts()) -> ValidationResult {
        var result = Linter.lint(sources, texts: texts, tokens: tokens)
        result.diagnostics = tokens.diagnostics + result.diagnostics
        return result
    }
}
