/// Reads `.dialogc.json`. Every mistake is a located error: a configuration that cannot be
/// read is never silently replaced by the defaults.
public enum ConfigurationDecoder {
    static let keys = ["$schema", "rules", "exclude", "limits", "plugin"]
    static let severityNames = ["off", "note", "warning", "error"]

    /// The configuration, or nil with the errors that prevent using it.
    public static func decode(_ source: SourceFile) -> (configuration: Configuration?, diagnostics: [Diagnostic]) {
        var context = DecodingContext(file: source)
        guard let root = context.parseRoot() else { return (nil, context.diagnostics) }
        var configuration = Configuration()
        if let fields = context.object(root, named: "the configuration", keys: keys) {
            _ = context.string("$schema", in: fields)
            if let rules = fields["rules"] { configuration.ruleSettings = decodeRules(rules.value, &context) }
            configuration.exclude = (context.array("exclude", in: fields) ?? []).compactMap { element in
                guard let pattern = context.document.string(element), !pattern.isEmpty else {
                    context.report(context.mismatch("'exclude' element", expected: "a non-empty string", found: element))
                    return nil
                }
                // `.gitignore` users write `!keep.json`; matching it literally would silently do nothing.
                guard !pattern.hasPrefix("!") else {
                    context.report(context.invalid(
                        "'exclude' patterns cannot be negated with '!'; list only the paths to leave out", element))
                    return nil
                }
                return pattern
            }
            if let limits = fields["limits"] { configuration.options = decodeLimits(limits.value, &context) }
            if let plugin = fields["plugin"] { configuration.pluginLints = decodePlugin(plugin.value, &context) }
        }
        let hasErrors = context.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : configuration, context.diagnostics)
    }

    private static func decodeRules(_ node: JSONNode, _ context: inout DecodingContext) -> [RuleID: RuleSetting] {
        guard context.document.kind(node) == .object else {
            context.report(context.mismatch("'rules'", expected: "an object", found: node))
            return [:]
        }
        let lintRules = RuleSet.lint.all.map { $0.description }
        var settings: [RuleID: RuleSetting] = [:]
        for member in context.firstOccurrences(node) {
            let key = context.key(of: member)
            guard let rule = lintRules.first(where: { $0.id == key }) else {
                let suggestion = Suggestions.closest(to: key, among: lintRules.map(\.id))
                context.report(Diagnostic(
                    .error, rule: .invalidValue, "unknown rule '\(key)'", at: context.location(ofKey: member),
                    suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
                continue
            }
            guard rule.stage == .lint else {
                context.report(Diagnostic(
                    .error, rule: .invalidValue,
                    "rule '\(key)' is part of the format and cannot be turned off or changed",
                    at: context.location(ofKey: member)))
                continue
            }
            guard let name = context.document.string(member.value), severityNames.contains(name) else {
                let list = severityNames.map { "'\($0)'" }.joined(separator: ", ")
                var finding = context.invalid("rule '\(key)' must be one of \(list)", member.value)
                if let name = context.document.string(member.value) {
                    finding.suggestion = Suggestions.closestValue(to: name, among: severityNames)
                        .map { Suggestion.didYouMean($0, quoted: true) }
                }
                context.report(finding)
                continue
            }
            settings[rule.ruleID] = Severity(rawValue: name).map { .severity($0) } ?? .off
        }
        return settings
    }

    private static func decodeLimits(_ node: JSONNode, _ context: inout DecodingContext) -> RuleOptions {
        var options = RuleOptions()
        let limits: [(key: String, path: WritableKeyPath<RuleOptions, Int>)] = [
            ("actionSheetMaxOptions", \.actionSheetMaxOptions), ("alertMaxButtons", \.alertMaxButtons),
            ("buttonTitleMaxWords", \.buttonTitleMaxWords), ("titleMaxLines", \.titleMaxLines),
        ]
        guard let fields = context.object(node, named: "'limits'", keys: limits.map(\.key)) else { return options }
        for limit in limits {
            let current = options[keyPath: limit.path]
            // Limits only tighten: a project cannot allow what the platform or the guidelines do not.
            if let value = context.integer(limit.key, in: fields, bounds: .between(1, Double(current))) {
                options[keyPath: limit.path] = value.value
            }
        }
        return options
    }

    /// `plugin.lint`, which `generate --lint` (the build plugin's command) obeys; decoded, as every
    /// key is, by every command, so a mistake in it is a located error rather than a silent default.
    private static func decodePlugin(_ node: JSONNode, _ context: inout DecodingContext) -> Bool {
        guard let fields = context.object(node, named: "'plugin'", keys: ["lint"]) else { return true }
        return context.bool("lint", in: fields)?.value ?? true
    }
}
