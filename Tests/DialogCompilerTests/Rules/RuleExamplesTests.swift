import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogStringCatalogs
import DialogValidation
import Testing

/// Walks every rule's own examples: each triggering example must produce exactly that rule's
/// findings at its markers and nothing else; each near miss must produce no finding at all.
@Suite struct RuleExamplesTests {
    static let rules = RuleSet.lint.all.map(RuleCase.init)

    /// A rule and the set its examples run under: `validate`'s rules under the validate set,
    /// so their examples need not satisfy the guidelines; lint rules under the whole lint set.
    struct RuleCase: CustomTestStringConvertible, Sendable {
        let description: RuleDescription
        let isLintRule: Bool
        init(_ rule: any Rule.Type) {
            description = rule.description
            isLintRule = RuleSet.standard.rule(withID: rule.description.id) == nil
        }
        var testDescription: String { description.id }
    }

    static func validate(_ example: RuleExample, _ rule: RuleCase) -> (MarkedSource, [Diagnostic]) {
        let marked = MarkedSource(example.fileText)
        // A token file's example is read as a run's tokens, its findings in the token file.
        if example.isTokenFile { return (marked, TokenLinting.theme(marked.text).diagnostics) }
        let source = SourceFile(path: "example.json", text: marked.text)
        // Lint rules run through the whole lint pipeline, suppressions included, with the
        // example's catalog when it has one (every language of it checked).
        let texts = LocaleTexts(catalog: example.catalog.flatMap { try? StringCatalogParser.parse($0) })
        let tokens = example.tokens.map { DesignTokenTheme(files: [SourceFile(path: "example.tokens.json", text: $0)]) }
        var configuration = Configuration()
        configuration.options.runtimeVersion = example.runtimeVersion.flatMap(RuntimeVersion.init)
        let result =
            rule.isLintRule
            ? Linter.lint([source], configuration: configuration, texts: texts, tokens: tokens)
            : Validator.validate([source], tokens: tokens)
        return (marked, result.diagnostics)
    }

    @Test(arguments: rules)
    func triggeringExamplesReportAtTheirMarkers(_ rule: RuleCase) {
        let description = rule.description
        #expect(!description.triggeringExamples.isEmpty, "'\(description.id)' has no triggering example")
        for example in description.triggeringExamples {
            let (marked, diagnostics) = Self.validate(example, rule)
            #expect(!marked.markers.isEmpty, "example of '\(description.id)' marks no location:\n\(example)")
            let own = diagnostics.filter { $0.ruleID == description.id }
            #expect(own.map { $0.position(in: marked.text) }.sorted() == marked.positions, "\(description.id):\n\(example)\n\(diagnostics)")
            #expect(own.allSatisfy { $0.severity == description.severity })
            let others = diagnostics.filter { $0.ruleID != description.id }
            #expect(others.isEmpty, "example of '\(description.id)' also triggers \(others.map(\.ruleID)):\n\(example)\n\(others)")
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesAreClean(_ rule: RuleCase) {
        let description = rule.description
        #expect(!description.nonTriggeringExamples.isEmpty, "'\(description.id)' has no near miss")
        for example in description.nonTriggeringExamples {
            let (marked, diagnostics) = Self.validate(example, rule)
            #expect(marked.markers.isEmpty, "a near miss of '\(description.id)' carries a marker")
            #expect(diagnostics.isEmpty, "near miss of '\(description.id)' reports \(diagnostics):\n\(example)")
        }
    }

    @Test(arguments: rules)
    func messagesFollowTheHouseStyle(_ rule: RuleCase) {
        let description = rule.description
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "rule id '\(description.id)' is not kebab-case")
        #expect(!description.summary.hasSuffix("."), "summary of '\(description.id)' ends with a period")
        for example in description.triggeringExamples {
            for diagnostic in Self.validate(example, rule).1 {
                let notes = diagnostic.notes.map(\.message) + [diagnostic.suggestion?.message].compactMap { $0 }
                for message in [diagnostic.message] + notes {
                    #expect(message.first.map { !$0.isUppercase } ?? false, "'\(message)' starts uppercase")
                    #expect(!message.hasSuffix("."), "'\(message)' ends with a period")
                }
            }
        }
    }

    /// A token file with a finding would leave its example decoded without some of its tokens.
    @Test(arguments: rules)
    func examplesTokenFilesRead(_ rule: RuleCase) {
        for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
            guard let tokens = example.tokens else { continue }
            let theme = DesignTokenTheme(files: [SourceFile(path: "example.tokens.json", text: tokens)])
            #expect(theme.diagnostics.isEmpty, "the tokens of '\(rule.description.id)' have findings: \(theme.diagnostics)")
        }
    }

    /// A catalog that did not parse would leave its example linted without translations.
    @Test(arguments: rules)
    func examplesCatalogsParse(_ rule: RuleCase) throws {
        for example in rule.description.triggeringExamples + rule.description.nonTriggeringExamples {
            guard let catalog = example.catalog else { continue }
            #expect(throws: Never.self, "a catalog of '\(rule.description.id)' is not a catalog") { try StringCatalogParser.parse(catalog) }
        }
    }

    @Test func ruleIDsAreUnique() {
        let ids = RuleSet.lint.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
    }
}
