/// Decodes `suppressions`: `[{"rule": "cancel-title", "reason": "..."}]` on a dialog or the file.
enum SuppressionDecoder {
    /// The rules a suppression may name; computed once, as sorting every rule costs more than a file's decoding.
    private static let lintRules = RuleSet.lint.all.map { $0.description }
    static let keys = ["rule", "reason"]

    static func decode(_ fields: ObjectFields, _ context: inout DecodingContext) -> [Suppression] {
        context.readingNoRuleInput { context in
            let elements = context.array("suppressions", in: fields) ?? []
            return elements.compactMap { decodeOne($0, &context) }
        }
    }

    private static func decodeOne(_ node: JSONNode, _ context: inout DecodingContext) -> Suppression? {
        guard let fields = context.object(node, named: "suppression", keys: keys) else { return nil }
        context.require("rule", in: fields)
        let reason = context.string("reason", in: fields)
        guard let rule = context.string("rule", in: fields) else { return nil }
        guard let description = lintRules.first(where: { $0.id == rule.value }) else {
            let suggestion = Suggestions.closest(to: rule.value, among: lintRules.map(\.id))
            context.report(Diagnostic(
                .error, rule: InvalidValue.id, "unknown rule '\(rule.value)' in suppression", at: rule.location,
                suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
            return nil
        }
        guard description.isSuppressible else {
            context.report(Diagnostic(
                .error, rule: InvalidValue.id,
                "rule '\(rule.value)' reports a spec the platform rejects and cannot be suppressed", at: rule.location))
            return nil
        }
        return Suppression(rule: rule, reason: reason, location: context.location(of: node))
    }
}
