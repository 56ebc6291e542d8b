import DialogDiagnostics
import DialogJSONReader
import DialogRules
import DialogSpec

/// Reads `.dialogc.json`. Every mistake is a located error: a configuration that cannot be
/// read is never silently replaced by the defaults.
public enum ConfigurationDecoder {
    package static let keys =
        ["$schema", "rules", "exclude", "limits", "plugin"]
        + ["sourceLanguage", "catalog", "tokens", "tokenContext", "minimumRuntime"]
    package static let severityNames = ["off", "note", "warning", "error"]

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
                    context.report(
                        context.invalid(
                            "'exclude' patterns cannot be negated with '!'; list only the paths to leave out", element))
                    return nil
                }
                return pattern
            }
            if let limits = fields["limits"] { configuration.options = decodeLimits(limits.value, &context) }
            decodeMinimumRuntime(fields, into: &configuration, &context)
            if let plugin = fields["plugin"] { configuration.pluginLints = decodePlugin(plugin.value, &context) }
            decodeCatalogSettings(fields, into: &configuration, &context)
            decodeTokenSettings(fields, into: &configuration, &context)
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
                context.report(
                    Diagnostic(
                        .error, rule: .invalidValue, "unknown rule '\(key)'", at: context.location(ofKey: member),
                        suggestion: suggestion.map { Suggestion.didYouMean($0, quoted: true) }))
                continue
            }
            guard rule.stage == .lint else {
                context.report(
                    Diagnostic(
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

    /// `minimumRuntime`, the oldest runtime the project delivers bundles to, which lint checks the
    /// dialogs against (`runtime-unsupported`) unless `--runtime-version` names another.
    private static func decodeMinimumRuntime(
        _ fields: ObjectFields, into configuration: inout Configuration, _ context: inout DecodingContext
    ) {
        guard let version = context.string("minimumRuntime", in: fields) else { return }
        if let runtime = RuntimeVersion(version.value) {
            configuration.options.runtimeVersion = runtime
        } else if let member = fields["minimumRuntime"] {
            context.report(
                context.invalid(
                    "'minimumRuntime' must be a runtime version such as '0.2.0' (up to four numbers separated by dots), not '\(version.value)'",
                    member.value))
        }
    }

    /// `plugin.lint`, which `generate --lint` (the build plugin's command) obeys; decoded, as every
    /// key is, by every command, so a mistake in it is a located error rather than a silent default.
    private static func decodePlugin(_ node: JSONNode, _ context: inout DecodingContext) -> Bool {
        guard let fields = context.object(node, named: "'plugin'", keys: ["lint"]) else { return true }
        return context.bool("lint", in: fields)?.value ?? true
    }

    /// `sourceLanguage` and `catalog`, which `dialogc strings` and the catalog-reading commands use.
    private static func decodeCatalogSettings(
        _ fields: ObjectFields, into configuration: inout Configuration, _ context: inout DecodingContext
    ) {
        if let language = context.string("sourceLanguage", in: fields) {
            if isLanguageTag(language.value) {
                configuration.sourceLanguage = language.value
            } else if let member = fields["sourceLanguage"] {
                context.report(
                    context.invalid(
                        "'sourceLanguage' must be a language tag such as 'en', 'de' or 'zh-Hans', not '\(language.value)'", member.value))
            }
        }
        if let catalog = context.string("catalog", in: fields, nonEmpty: true) {
            configuration.catalog = catalog.value
        }
    }

    /// `tokens` and `tokenContext`, which every spec-reading command and the language server use.
    private static func decodeTokenSettings(
        _ fields: ObjectFields, into configuration: inout Configuration, _ context: inout DecodingContext
    ) {
        configuration.tokens = (context.array("tokens", in: fields) ?? []).compactMap { element in
            guard let path = context.document.string(element), !path.isEmpty else {
                context.report(context.mismatch("'tokens' element", expected: "a non-empty string", found: element))
                return nil
            }
            return path
        }
        guard let member = fields["tokenContext"] else { return }
        guard context.document.kind(member.value) == .object else {
            context.report(context.mismatch("'tokenContext'", expected: "an object", found: member.value))
            return
        }
        for choice in context.firstOccurrences(member.value) {
            let modifier = context.key(of: choice)
            guard let value = context.document.string(choice.value), !value.isEmpty, !modifier.isEmpty else {
                context.report(
                    context.mismatch("'tokenContext' member '\(modifier)'", expected: "a non-empty context name", found: choice.value))
                continue
            }
            configuration.tokenContext[modifier] = value
        }
    }

    /// Whether `text` has the shape of a BCP 47 language tag as catalogs name languages: a
    /// language of two or three letters, then subtags of letters and digits (`zh-Hans`, `pt-BR`).
    package static func isLanguageTag(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }
}
