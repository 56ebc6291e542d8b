import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogSpec
import DialogStringCatalogs
import DialogValidation

/// Specs validated and linted against design tokens as a run that reads them does: each file
/// decoded with the tokens, the standard rules, then the lint rules and the specs' suppressions.
enum TokenLinting {
    /// The tokens of the token file `text` (one mode, the same in every appearance).
    static func theme(_ text: String, path: String = "tokens.json") -> DesignTokenTheme {
        DesignTokenTheme(files: [SourceFile(path: path, text: text)])
    }

    /// `sources` validated with `tokens`: the token files' findings, and the files decoded with
    /// the tokens and checked by the validate rules.
    static func validate(_ sources: [SourceFile], tokens: DesignTokenTheme, texts: LocaleTexts = LocaleTexts()) -> ValidationResult {
        let rules = RuleSet.standard
        let findings = FindingStore()
        var files: [DecodedFile] = []
        var diagnostics = tokens.diagnostics
        for source in sources.sorted(by: { $0.path < $1.path }) {
            let file = SpecDecoder.decode(source, tokens: tokens)
            diagnostics += file.diagnostics
            if let spec = file.spec {
                Validator.checkDialogs(of: spec, rules: rules.dialogRules, options: RuleOptions(), texts: texts, into: findings)
            }
            files.append(file)
        }
        diagnostics += findings.takeAll()
        let specs = files.compactMap(\.spec)
        for rule in rules.crossFileRules { diagnostics += rule.check(specs) }
        Validator.assignSubjects(&diagnostics, in: specs)
        return ValidationResult(files: files, diagnostics: diagnostics.sortedForReporting())
    }

    /// `sources` linted with `tokens`: `validate`'s findings, then the lint rules' and the suppressions.
    static func lint(_ sources: [SourceFile], tokens: DesignTokenTheme, texts: LocaleTexts = LocaleTexts()) -> ValidationResult {
        Linter.lint(validate(sources, tokens: tokens, texts: texts), texts: texts)
    }
}
