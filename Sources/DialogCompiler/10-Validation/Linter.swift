/// The lint pipeline: validation with the guideline rules added, then the configuration's
/// severities and the specs' own suppressions applied.
public enum Linter {
    /// Lints `sources` together under `configuration`, with the translations and pseudo-locales of `texts`.
    public static func lint(
        _ sources: [SourceFile], configuration: Configuration = Configuration(), texts: LocaleTexts = LocaleTexts()
    ) -> ValidationResult {
        let result = Validator.validate(sources, rules: configuration.ruleSet, options: configuration.options, texts: texts)
        return finish(result, configuration: configuration)
    }

    /// Lints what `validation` (from `Validator.validate` with the standard rules and options)
    /// decoded, without reading or validating again: the guideline rules run over its dialogs and
    /// join its findings. A configuration's options can change what the standard rules find,
    /// so under options of its own those rules run again with them.
    public static func lint(
        _ validation: ValidationResult, configuration: Configuration = Configuration(), texts: LocaleTexts = LocaleTexts()
    ) -> ValidationResult {
        let configured = configuration.ruleSet
        let reusesStandard = configuration.options == RuleOptions()
        let standardIDs = Set(RuleSet.standard.dialogRules.map { $0.ruleID } + RuleSet.standard.crossFileRules.map { $0.ruleID })
        let dialogRules = reusesStandard ? configured.dialogRules.filter { !standardIDs.contains($0.ruleID) } : configured.dialogRules
        let crossFileRules = reusesStandard ? configured.crossFileRules.filter { !standardIDs.contains($0.ruleID) } : configured.crossFileRules
        let kept = validation.diagnostics.filter { diagnostic in
            !configuration.isDisabled(diagnostic.rule) && (reusesStandard || !standardIDs.contains(diagnostic.rule))
        }
        let specs = validation.files.compactMap(\.spec)
        let findings = FindingStore()
        _ = ParallelMap.map(specs) { spec in
            Validator.checkDialogs(of: spec, rules: dialogRules, options: configuration.options, texts: texts, into: findings)
        }
        var diagnostics = findings.all
        for rule in crossFileRules {
            diagnostics += rule.check(specs)
        }
        Validator.assignSubjects(&diagnostics, in: specs)
        var result = validation
        result.diagnostics = (kept + diagnostics).sortedForReporting()
        return finish(result, configuration: configuration)
    }

    /// Applies `configuration`'s severities and the specs' suppressions to findings gathered by a
    /// caller that runs the rules itself (the language server, which re-runs only what an edit affects).
    public static func applyConfiguration(to result: ValidationResult, configuration: Configuration) -> ValidationResult {
        finish(result, configuration: configuration)
    }

    /// Applies `configuration`'s severities and the specs' suppressions to a run of the lint rules.
    private static func finish(_ validated: ValidationResult, configuration: Configuration) -> ValidationResult {
        var result = validated
        var diagnostics = applySuppressions(result, configuration: configuration)
        // The unused-suppression findings are new; the others keep the subject the validator gave them.
        DiagnosticSubjects.assign(&diagnostics, in: result.files.compactMap(\.spec))
        for index in diagnostics.indices {
            if let severity = configuration.severity(of: diagnostics[index].rule) {
                diagnostics[index].severity = severity
            }
        }
        result.diagnostics = diagnostics.sortedForReporting()
        return result
    }

    /// Drops the findings a suppression covers and reports the suppressions that covered none.
    private static func applySuppressions(_ result: ValidationResult, configuration: Configuration) -> [Diagnostic] {
        var scopes: [SuppressionScope] = []
        for spec in result.files.compactMap(\.spec) {
            scopes += spec.suppressions.map {
                SuppressionScope(suppression: $0, file: spec.path, range: nil, wasChecked: spec.everyDialogIsWellFormed)
            }
            for dialog in spec.dialogs {
                let range = dialog.range
                scopes += dialog.suppressions.map {
                    SuppressionScope(suppression: $0, file: spec.path, range: range, wasChecked: dialog.isWellFormed)
                }
            }
        }
        let index = SuppressionIndex(scopes)
        var used = Set<Int>()
        let kept = result.diagnostics.filter { diagnostic in
            guard let covering = index.firstScope(covering: diagnostic) else { return true }
            used.insert(covering)
            return false
        }
        // Where the rules skipped a dialog, nothing can be said about whether a suppression is needed.
        let unused = scopes.indices.filter { !used.contains($0) && scopes[$0].wasChecked }.map { scopes[$0] }
            .filter { !configuration.isDisabled(RuleID(rawValue: $0.suppression.rule.value)) && !configuration.isDisabled(UnusedSuppression.ruleID) }
            .map { scope in
                UnusedSuppression.diagnostic(
                    UnusedSuppression.Message.suppressesNothing(scope.suppression.rule.value),
                    at: SourceLocation(file: scope.file, range: scope.suppression.range),
                    suggestion: Suggestion(UnusedSuppression.Message.remove))
            }
        return kept + unused
    }

    /// A suppression and the part of a file it silences: one dialog, or the whole file.
    private struct SuppressionScope {
        var suppression: Suppression
        var file: String
        var range: ByteRange?
        /// Whether the rules ran over everything the scope covers.
        var wasChecked: Bool
    }

    /// The scopes by file and rule, so that matching findings to suppressions costs a lookup and
    /// a binary search per finding rather than a scan of every suppression in the run.
    private struct SuppressionIndex {
        struct Key: Hashable {
            var file: String
            var rule: RuleID
        }

        /// Per file and rule: the first file-wide scope, and the dialog scopes in source order.
        /// Dialogs do not overlap, so their ranges are sorted and disjoint.
        private var fileWide: [Key: Int] = [:]
        private var dialogScoped: [Key: [(range: ByteRange, scope: Int)]] = [:]

        init(_ scopes: [SuppressionScope]) {
            for (scope, entry) in scopes.enumerated() {
                let key = Key(file: entry.file, rule: RuleID(rawValue: entry.suppression.rule.value))
                if let range = entry.range {
                    dialogScoped[key, default: []].append((range, scope))
                } else if fileWide[key] == nil {
                    fileWide[key] = scope
                }
            }
        }

        /// The first scope, in the order given, that silences `diagnostic`: file-wide scopes come
        /// before a file's dialogs.
        func firstScope(covering diagnostic: Diagnostic) -> Int? {
            let key = Key(file: diagnostic.location.file, rule: diagnostic.rule)
            if let scope = fileWide[key] { return scope }
            guard let scopes = dialogScoped[key], let offset = diagnostic.location.range?.start else { return nil }
            var low = 0
            var high = scopes.count
            while low < high {
                let mid = (low + high) / 2
                if scopes[mid].range.end <= offset { low = mid + 1 } else { high = mid }
            }
            guard low < scopes.count, scopes[low].range.contains(offset) else { return nil }
            return scopes[low].scope
        }
    }
}
