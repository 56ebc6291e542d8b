import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogSpec

/// The lint pipeline: validation with the guideline rules added, then the configuration's
/// severities and the specs' own suppressions applied.
public enum Linter {
    /// Lints `sources` together under `configuration`, with the translations and pseudo-locales of `texts`.
    ///
    /// Without `keepingModels` the result holds no decoded model, as after
    /// `Validator.validate(_:keepingModels: false)`: each file's model is dropped once its rules
    /// ran, keeping only its dialogs' ids and its suppressions.
    public static func lint(
        _ sources: [SourceFile], configuration: Configuration = Configuration(), texts: LocaleTexts = LocaleTexts(),
        tokens: DesignTokenTheme? = nil, keepingModels: Bool = true
    ) -> ValidationResult {
        let rules = configuration.ruleSet
        let indexed = rules.crossFileRules.compactMap { $0.indexed }
        guard !keepingModels, indexed.count == rules.crossFileRules.count else {
            let result = finish(
                Validator.validate(sources, rules: rules, options: configuration.options, texts: texts, tokens: tokens),
                configuration: configuration)
            guard !keepingModels else { return result }
            var withoutModels = Validator.withoutModels(
                sources.sorted { $0.path < $1.path }, diagnostics: result.diagnostics, dialogCount: result.dialogCount)
            withoutModels.tokenSources = result.tokenSources
            return withoutModels
        }
        let ordered = sources.sorted { $0.path < $1.path }
        // A variable, so that the findings are changed in place: a copy of them shared their storage,
        // and the first change copied every finding, retaining each of its fields.
        var run = Validator.checkWithoutModels(
            ordered, rules: rules, crossFileRules: indexed, options: configuration.options, texts: texts, tokens: tokens,
            summarizing: { suppressionScopes(of: $0) })
        var unused = applySuppressions(to: &run.diagnostics, scopes: Array(run.summaries.joined()), configuration: configuration)
        // The validator gave every finding it could its subject over the same index: only the new ones lack one.
        DiagnosticSubjects.assign(&unused, in: run.index)
        applySeverities(to: &run.diagnostics, configuration: configuration)
        applySeverities(to: &unused, configuration: configuration)
        // The validator sorted its findings and dropping some keeps them so: sorting them all
        // again cost a pass over every finding to learn only where the few new ones go.
        run.diagnostics.insertForReporting(unused)
        // Only now is it known which files a finding points into: an unused suppression may be a file's only one.
        return Validator.withoutModels(ordered, diagnostics: run.diagnostics, dialogCount: run.index.dialogCount).including(tokens)
    }

    /// Lints what `validation` (from `Validator.validate` with the standard rules and options)
    /// decoded, without reading or validating again: the guideline rules run over its dialogs and
    /// join its findings. A configuration's options can change what the standard rules find,
    /// so under options of its own those rules run again with them.
    public static func lint(
        _ validation: ValidationResult, configuration: Configuration = Configuration(), texts: LocaleTexts = LocaleTexts()
    ) -> ValidationResult {
        let configured = configuration.ruleSet
        // The runtime version is read by a lint rule alone: the standard rules' findings stand under any.
        var standardOptions = configuration.options
        standardOptions.runtimeVersion = nil
        let reusesStandard = standardOptions == RuleOptions()
        let standardIDs = Set(RuleSet.standard.dialogRules.map { $0.ruleID } + RuleSet.standard.crossFileRules.map { $0.ruleID })
        let dialogRules = reusesStandard ? configured.dialogRules.filter { !standardIDs.contains($0.ruleID) } : configured.dialogRules
        let crossFileRules =
            reusesStandard ? configured.crossFileRules.filter { !standardIDs.contains($0.ruleID) } : configured.crossFileRules
        let kept = validation.diagnostics.filter { diagnostic in
            !configuration.isDisabled(diagnostic.rule) && (reusesStandard || !standardIDs.contains(diagnostic.rule))
        }
        let specs = validation.files.compactMap(\.spec)
        let findings = FindingStore()
        _ = ParallelMap.map(specs) { spec in
            Validator.checkDialogs(of: spec, rules: dialogRules, options: configuration.options, texts: texts, into: findings)
        }
        var diagnostics = findings.takeAll()
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
        let specs = result.files.compactMap(\.spec)
        let unused = applySuppressions(
            to: &result.diagnostics, scopes: specs.flatMap(suppressionScopes(of:)), configuration: configuration)
        result.diagnostics += unused
        // The unused-suppression findings are new; the others keep the subject the validator gave them.
        DiagnosticSubjects.assign(&result.diagnostics, in: specs)
        applySeverities(to: &result.diagnostics, configuration: configuration)
        // A caller's findings (the language server's) need not come sorted.
        result.diagnostics.sortForReporting()
        return result
    }

    /// Gives `diagnostics` the severities `configuration` sets for their rules.
    private static func applySeverities(to diagnostics: inout [Diagnostic], configuration: Configuration) {
        // Most configurations set no severity: then no finding's rule needs hashing.
        let severities = configuration.ruleSettings.compactMapValues(\.severity)
        guard !severities.isEmpty else { return }
        for index in diagnostics.indices {
            if let severity = severities[diagnostics[index].rule] {
                diagnostics[index].severity = severity
            }
        }
    }

    /// The suppressions of `spec`, file-wide ones first, then its dialogs' in source order.
    private static func suppressionScopes(of spec: SpecFile) -> [SuppressionScope] {
        // Without design tokens the token rules judge nothing, so their suppressions cannot be
        // found unused: a spec moving onto its team's tokens is linted without them too.
        let judgedByTokens = spec.tokens != nil
        func wasChecked(_ suppression: Suppression, _ checked: Bool) -> Bool {
            checked && (judgedByTokens || !tokenRuleIDs.contains(suppression.rule.value))
        }
        var scopes = spec.suppressions.map {
            SuppressionScope(suppression: $0, file: spec.path, range: nil, wasChecked: wasChecked($0, spec.everyDialogIsWellFormed))
        }
        // By index: a loop over the dialogs copied every dialog of the run, with or without suppressions.
        for index in spec.dialogs.indices where !spec.dialogs[index].suppressions.isEmpty {
            let range = spec.dialogs[index].range
            let checked = spec.dialogs[index].isWellFormed
            scopes += spec.dialogs[index].suppressions.map {
                SuppressionScope(suppression: $0, file: spec.path, range: range, wasChecked: wasChecked($0, checked))
            }
        }
        return scopes
    }

    private static let tokenRuleIDs = Set(RuleSet.tokenRules.map { $0.description.id })

    /// Drops from `diagnostics` the findings a suppression covers, keeping the others' order, and
    /// returns a finding for each suppression that covered none.
    private static func applySuppressions(
        to diagnostics: inout [Diagnostic], scopes: [SuppressionScope], configuration: Configuration
    ) -> [Diagnostic] {
        guard !scopes.isEmpty else { return [] }
        let index = SuppressionIndex(scopes)
        var used = [Bool](repeating: false, count: scopes.count)
        // The findings come sorted by file, so a file's scopes are looked up once per run of its findings.
        var currentFile: String?
        var fileScopes: [SuppressionIndex.Entry] = []
        // Compacted in place with swaps in the array's storage: filtering into a new array copied
        // every kept finding, retaining and releasing each of its reference-counted fields, and
        // so did the array's own `swapAt`.
        var keptCount = 0
        do {
            var findings = diagnostics.mutableSpan
            for position in findings.indices {
                if findings[position].location.file != currentFile {
                    currentFile = findings[position].location.file
                    fileScopes = index.scopes(in: findings[position].location.file)
                }
                if let covering = SuppressionIndex.firstScope(in: fileScopes, covering: findings[position]) {
                    used[covering] = true
                    continue
                }
                if keptCount != position { findings.swapAt(keptCount, position) }
                keptCount += 1
            }
        }
        diagnostics.removeSubrange(keptCount...)
        // Where the rules skipped a dialog, nothing can be said about whether a suppression is needed.
        let unused = scopes.indices.filter { !used[$0] && scopes[$0].wasChecked }.map { scopes[$0] }
            .filter {
                !configuration.isDisabled(RuleID(rawValue: $0.suppression.rule.value))
                    && !configuration.isDisabled(UnusedSuppression.ruleID)
            }
            .map { scope in
                UnusedSuppression.diagnostic(
                    UnusedSuppression.Message.suppressesNothing(scope.suppression.rule.value),
                    at: SourceLocation(file: scope.file, range: scope.suppression.range),
                    suggestion: Suggestion(UnusedSuppression.Message.remove))
            }
        return unused
    }

    /// A suppression and the part of a file it silences: one dialog, or the whole file.
    private struct SuppressionScope: Sendable {
        var suppression: Suppression
        var file: String
        var range: ByteRange?
        /// Whether the rules ran over everything the scope covers.
        var wasChecked: Bool
    }

    /// The scopes by file, so that matching a finding to its suppressions costs a scan of its
    /// file's few scopes rather than of every suppression in the run, and no hashing per finding.
    private struct SuppressionIndex {
        struct Entry {
            package var rule: RuleID
            /// The dialog the scope covers; nil for the whole file.
            package var range: ByteRange?
            package var scope: Int
        }

        /// Per file, its scopes in the order given: file-wide ones first, then the dialogs' in
        /// source order. Dialogs do not overlap, so at most one dialog holds a finding.
        private var byFile: [String: [Entry]] = [:]

        init(_ scopes: [SuppressionScope]) {
            for (scope, entry) in scopes.enumerated() {
                byFile[entry.file, default: []].append(
                    Entry(rule: RuleID(rawValue: entry.suppression.rule.value), range: entry.range, scope: scope))
            }
        }

        /// The scopes of `file`, in the order given.
        func scopes(in file: String) -> [Entry] {
            byFile.isEmpty ? [] : byFile[file] ?? []
        }

        /// The first scope of `entries` (one file's) that silences `diagnostic`: a file-wide
        /// scope of its rule before the scope of the dialog it lies in.
        static func firstScope(in entries: [Entry], covering diagnostic: Diagnostic) -> Int? {
            guard !entries.isEmpty else { return nil }
            var dialogScope: Int?
            // A dialog's scope is tested by its range before its rule: comparing the rule ids,
            // strings of different storage, was most of the cost of a run's suppressions.
            for entry in entries {
                if let range = entry.range {
                    guard dialogScope == nil, let offset = diagnostic.location.range?.start, range.contains(offset),
                        entry.rule == diagnostic.rule
                    else { continue }
                    dialogScope = entry.scope
                } else if entry.rule == diagnostic.rule {
                    return entry.scope
                }
            }
            return dialogScope
        }
    }
}
