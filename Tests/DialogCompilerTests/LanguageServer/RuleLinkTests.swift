@testable import DialogRules
@testable import DialogWriters
import Foundation
@testable import DialogLanguageServerProtocol
import Testing

/// A finding's link leads to its rule's section of Documentation/Rules.md, the page SARIF's
/// `helpUri` leads to, by the same scheme.
@Suite struct RuleLinkTests {
    static let misspelled = FeatureTests.spec(#""title": "Delete this draft?", "tittle": "x","#)

    @Test func aFindingLinksToItsRulesSectionOfTheRulesPageAsSARIFDoes() throws {
        let (client, _) = FeatureTests.opened(Self.misspelled)
        let href = try #require(client.diagnostics(FeatureTests.uri)?.first?["codeDescription"]?["href"]?.stringValue)
        #expect(href == "https://dialogc.dev/Documentation/Rules.md#rule-unknown-key")
        #expect(href == RuleSet.lint.rule(withID: "unknown-key")?.description.helpURI)
    }

    @Test func everyRulesLinkLeadsToAnAnchorOfTheRulesPage() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Documentation/Rules.md"), encoding: .utf8)
        for rule in RuleSet.lint.all {
            let url = DialogCompilerInfo.ruleDocumentationURL(for: rule.id)
            #expect(url == "https://dialogc.dev/Documentation/Rules.md#rule-\(rule.id)")
            #expect(url == rule.description.helpURI)
            let fragment = try #require(url.split(separator: "#").last)
            #expect(page.contains("<a id=\"\(fragment)\"></a>\n\n### `\(rule.id)`\n"), "\(rule.id)")
        }
    }

    @Test func aCopyOfTheRulesPageNamedByTheClientKeepsTheAnchors() throws {
        let (client, _) = LSPClient.initialized(options: ["ruleDocumentation": "https://docs.example.com/dialogc/Rules.html"])
        client.open(FeatureTests.uri, Self.misspelled)
        let href = client.diagnostics(FeatureTests.uri)?.first?["codeDescription"]?["href"]
        #expect(href == "https://docs.example.com/dialogc/Rules.html#rule-unknown-key")
    }
}
