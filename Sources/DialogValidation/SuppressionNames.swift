import DialogDiagnostics
import DialogRules
import DialogSpec

/// Checks the rule each decoded suppression names, and drops the suppressions that name no
/// suppressible rule, so they neither silence anything nor count as unused.
///
/// The decoder reads a suppression's shape but cannot know the rules (they come after it), so
/// the validator runs this right after decoding each file, for `validate` and `lint` alike.
package enum SuppressionNames {
    /// The rules a suppression may name; computed once, as sorting every rule costs more than a file's decoding.
    private static let lintRules = RuleSet.lint.all.map { $0.description }

    /// The ids of the rules a suppression may name. Taken from the rules unsorted: sorting them
    /// by id read every rule's description a dozen times in any run with a suppression, and only
    /// a finding about a suppression needs `lintRules` in order.
    private static let suppressibleIDs: Set<String> = {
        let lint = RuleSet.lint
        let rules: [any Rule.Type] = lint.pipelineRules + lint.dialogRules.map { $0 } + lint.crossFileRules.map { $0 }
        var ids = Set<String>(minimumCapacity: rules.count)
        for rule in rules {
            let description = rule.description
            if description.isSuppressible { ids.insert(description.id) }
        }
        return ids
    }()

    /// Whether a suppression of `spec` names a rule it may not: the rare case, checked without copying anything.
    package static func hasInvalid(_ spec: SpecFile) -> Bool {
        func hasInvalid(_ suppressions: [Suppression]) -> Bool {
            !suppressions.isEmpty && suppressions.contains { !suppressibleIDs.contains($0.rule.value) }
        }
        // Each dialog's suppressions are read where they are: iterating the dialogs copied every
        // one of them (all its texts retained and released), several times the cost of the test.
        return hasInvalid(spec.suppressions)
            || spec.dialogs.indices.contains { hasInvalid(spec.dialogs[$0].suppressions) }
    }

    /// Removes from `spec` the suppressions naming an unknown or unsuppressible rule, with a finding for each.
    package static func check(_ spec: inout SpecFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        let source = spec.source
        spec.suppressions = spec.suppressions.filter { isValid($0, in: source, &findings) }
        for index in spec.dialogs.indices where !spec.dialogs[index].suppressions.isEmpty {
            spec.dialogs[index].suppressions = spec.dialogs[index].suppressions.filter { isValid($0, in: source, &findings) }
        }
        return findings
    }

    private static func isValid(_ suppression: Suppression, in source: SourceFile, _ findings: inout [Diagnostic]) -> Bool {
        let rule = suppression.rule
        guard let description = lintRules.first(where: { $0.id == rule.value }) else {
            let suggestion = Suggestions.closest(to: rule.value, among: lintRules.map(\.id))
            findings.append(
                Diagnostic(
                    .error, rule: .invalidValue, "unknown rule '\(rule.value)' in suppression", at: source.location(of: rule),
                    suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
            return false
        }
        guard description.isSuppressible else {
            findings.append(
                Diagnostic(
                    .error, rule: .invalidValue,
                    "rule '\(rule.value)' reports a spec the platform rejects and cannot be suppressed", at: source.location(of: rule)))
            return false
        }
        return true
    }
}
