/// The lint pipeline: validation with the guideline rules added, then the configuration's
/// severities and the specs' own suppressions applied.
public enum Linter {
    /// Lints `sources` together under `configuration`.
    public static func lint(_ sources: [SourceFile], configuration: Configuration = Configuration()) -> ValidationResult {
        var result = Validator.validate(sources, rules: configuration.ruleSet, options: configuration.options)
        var diagnostics = applySuppressions(result, configuration: configuration)
        for index in diagnostics.indices {
            if case .some(.some(let severity)) = configuration.ruleSeverities[diagnostics[index].ruleID] {
                diagnostics[index].severity = severity
            }
        }
        result.diagnostics = diagnostics.sorted(by: Diagnostic.reportingOrder)
        return result
    }

    /// Drops the findings a suppression covers and reports the suppressions that covered none.
    private static func applySuppressions(_ result: ValidationResult, configuration: Configuration) -> [Diagnostic] {
        var scopes: [SuppressionScope] = []
        for spec in result.files.compactMap(\.spec) {
            scopes += spec.suppressions.map { SuppressionScope(suppression: $0, file: spec.path, range: nil) }
            for dialog in spec.dialogs {
                let range = dialog.location.range.map { $0.start.offset..<$0.end.offset }
                scopes += dialog.suppressions.map { SuppressionScope(suppression: $0, file: spec.path, range: range) }
            }
        }
        var used = Set<Int>()
        let kept = result.diagnostics.filter { diagnostic in
            guard let index = scopes.firstIndex(where: { $0.covers(diagnostic) }) else { return true }
            used.insert(index)
            return false
        }
        let unused = scopes.indices.filter { !used.contains($0) }.map { scopes[$0].suppression }
            .filter { !configuration.isDisabled($0.rule.value) && !configuration.isDisabled(UnusedSuppression.id) }
            .map { suppression in
                UnusedSuppression.diagnostic(
                    "suppression of '\(suppression.rule.value)' suppresses nothing",
                    at: suppression.location,
                    suggestion: Suggestion("remove the suppression"))
            }
        return kept + unused
    }

    /// A suppression and the part of a file it silences: one dialog, or the whole file.
    private struct SuppressionScope {
        var suppression: Suppression
        var file: String
        var range: Range<Int>?

        func covers(_ diagnostic: Diagnostic) -> Bool {
            guard diagnostic.ruleID == suppression.rule.value, diagnostic.location.file == file else { return false }
            guard let range else { return true }
            guard let offset = diagnostic.location.range?.start.offset else { return false }
            return range.contains(offset)
        }
    }
}
