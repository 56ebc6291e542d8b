import DialogRules
import Testing

/// The one registry: `validate`'s and `lint`'s sets are selections of it, never lists of their own.
@Suite struct RuleRegistryTests {
    @Test func lintIsTheWholeRegistryOnce() {
        let registered = RuleSet.registry.map { $0.rule.id }
        #expect(Set(registered).count == registered.count, "a rule is registered twice")
        #expect(RuleSet.lint.all.map { $0.id } == registered.sorted())
    }

    @Test func validateRunsEveryRuleButTheLintStagesOnes() {
        let expected = RuleSet.registry.map { $0.rule }.filter { $0.description.stage != .lint }.map { $0.id }.sorted()
        #expect(RuleSet.standard.all.map { $0.id } == expected)
        #expect(RuleSet.standard.all.count == 32)
    }

    @Test func catalogRulesAreLintRulesWithCatalogExamples() {
        let catalogRules = RuleSet.registry.compactMap { entry -> (any DialogRule.Type)? in
            guard case .catalog(let rule) = entry else { return nil }
            return rule
        }
        #expect(
            catalogRules.map { $0.id } == [
                "missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review",
            ])
        for rule in catalogRules {
            #expect(rule.description.stage == .lint)
            #expect(rule.description.triggeringExamples.allSatisfy { $0.catalog != nil }, "'\(rule.id)'")
        }
    }
}
