import DialogConfiguration
import DialogDiagnostics
import Testing

/// `.dialogc.json`: what it can say, and that every mistake in it is a located error.
@Suite struct ConfigurationTests {
    static func decode(_ marked: String) -> (MarkedSource, Configuration?, [Diagnostic]) {
        let source = MarkedSource(marked)
        let (configuration, diagnostics) = ConfigurationDecoder.decode(SourceFile(path: ".dialogc.json", text: source.text))
        return (source, configuration, diagnostics)
    }

    @Test func readsRulesExcludesAndLimits() throws {
        let (_, configuration, diagnostics) = Self.decode(
            """
            {"rules": {"cancel-title": "off", "generic-title": "error"},
             "exclude": ["Specs/legacy/**"], "limits": {"alertMaxButtons": 2}}
            """)
        #expect(diagnostics.isEmpty)
        let settings = try #require(configuration)
        #expect(settings.isDisabled("cancel-title"))
        #expect(settings.ruleSettings["generic-title"] == .severity(.error))
        #expect(settings.ruleSettings["cancel-title"] == .off)
        #expect(settings.options.alertMaxButtons == 2)
        #expect(settings.isExcluded("Specs/legacy/old.json"))
        #expect(!settings.isExcluded("Specs/account.json"))
        #expect(!settings.ruleSet.dialogRules.contains { $0.description.id == "cancel-title" })
    }

    @Test(arguments: [
        (#"{1️⃣"rulez": {}}"#, "unknown-key", "unknown key 'rulez' in the configuration"),
        (#"{"rules": {1️⃣"cancel-titel": "off"}}"#, "invalid-value", "unknown rule 'cancel-titel'"),
        (
            #"{"rules": {1️⃣"multiple-cancel": "off"}}"#, "invalid-value",
            "rule 'multiple-cancel' is part of the format and cannot be turned off or changed"
        ),
        (
            #"{"rules": {"cancel-title": 1️⃣"loud"}}"#, "invalid-value",
            "rule 'cancel-title' must be one of 'off', 'note', 'warning', 'error'"
        ),
        (#"{"limits": {"alertMaxButtons": 1️⃣5}}"#, "invalid-value", "'alertMaxButtons' must be an integer between 1 and 3, found 5"),
        (#"{"exclude": [1️⃣3]}"#, "type-mismatch", "'exclude' element must be a non-empty string, found a number"),
        (#"{"rules": {}1️⃣,}"#, "json-syntax", "trailing comma before '}' is not allowed"),
        (#"{"rules": {"cancel-title": "off", 1️⃣"cancel-title": "error"}}"#, "duplicate-key", "duplicate key 'cancel-title'"),
        (
            #"{"exclude": [1️⃣"!keep.json"]}"#, "invalid-value",
            "'exclude' patterns cannot be negated with '!'; list only the paths to leave out"
        ),
        (#"{"plugin": {"lint": 1️⃣"no"}}"#, "type-mismatch", "'lint' must be a boolean, found a string"),
        (#"{"plugin": 1️⃣false}"#, "type-mismatch", "'plugin' must be an object, found a boolean"),
        (#"{"plugin": {1️⃣"lints": false}}"#, "unknown-key", "unknown key 'lints' in 'plugin'"),
    ])
    func everyMistakeIsALocatedError(_ text: String, _ rule: String, _ message: String) {
        let (marked, configuration, diagnostics) = Self.decode(text)
        #expect(configuration == nil, "a configuration with errors must not be used")
        #expect(diagnostics.map(\.ruleID) == [rule])
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map { $0.position(in: marked.text) } == marked.positions)
        #expect(diagnostics.allSatisfy { $0.location.file == ".dialogc.json" })
    }

    @Test func thePluginLintsUnlessTheConfigurationSaysNot() throws {
        #expect(try #require(Self.decode(#"{"rules": {}}"#).1).pluginLints)
        let (_, configuration, diagnostics) = Self.decode(#"{"plugin": {"lint": false}}"#)
        #expect(diagnostics.isEmpty)
        #expect(try #require(configuration).pluginLints == false)
    }

    @Test(arguments: [("warn", "warning"), ("Error", "error"), ("OFF", "off"), ("warnings", "warning")])
    func aNearMissSeverityGetsTheOneMeant(_ written: String, _ meant: String) {
        let (_, configuration, diagnostics) = Self.decode(#"{"rules": {"cancel-title": "\#(written)"}}"#)
        #expect(configuration == nil)
        #expect(diagnostics.map(\.suggestion?.message) == ["did you mean '\(meant)'"])
    }

    @Test(arguments: [
        ("Specs/*.json", "Specs/a.json", true), ("Specs/*.json", "Specs/sub/a.json", false),
        ("Specs/**", "Specs/sub/a.json", true), ("**/*.draft.json", "a.draft.json", true),
        ("**/*.draft.json", "Specs/x/b.draft.json", true), ("Specs/?.json", "Specs/ab.json", false),
        ("Specs/legacy/**", "Specs/legacy", false), ("a.json", "a.json", true),
    ])
    func globsMatchLikeAShell(_ pattern: String, _ path: String, _ matches: Bool) {
        #expect(Glob.matches(pattern: pattern, path: path) == matches)
    }

    /// `exclude` reads patterns as `.gitignore` does: a folder takes everything below it, a
    /// pattern without an inner `/` matches at any depth, a trailing `/` only folders.
    @Test(arguments: [
        ("legacy", "Specs/legacy/a.json", true), ("legacy/", "Specs/legacy/old/a.json", true),
        ("legacy", "legacy", true), ("legacy/", "Specs/legacy", false), ("legacy/", "legacy.json", false),
        ("leg", "Specs/legacy/a.json", false), ("Specs/legacy", "Specs/legacy/old/a.json", true),
        ("Specs/legacy", "Other/Specs/legacy/a.json", false), ("/a.json", "a.json", true),
        ("/a.json", "Specs/a.json", false), ("*.draft.json", "Specs/x/b.draft.json", true),
        ("Specs/*.json", "Specs/sub/a.json", false), ("Specs/legacy/**", "Specs/legacy/a.json", true),
        ("Specs/**/", "Specs/a.json", false), ("Specs/**/", "Specs/sub/a.json", true),
    ])
    func excludePatternsMatchLikeGitignore(_ pattern: String, _ path: String, _ excluded: Bool) {
        var configuration = Configuration()
        configuration.exclude = [pattern]
        #expect(configuration.isExcluded(path) == excluded)
    }
}
