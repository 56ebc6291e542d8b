@testable import DialogRules
@testable import DialogWriters
import Foundation
@testable import DialogLanguageServerProtocol
import Testing

/// A finding's link leads to its rule's row of the README's rule table, the page SARIF's
/// `helpUri` leads to, by the same scheme.
@Suite struct RuleLinkTests {
    static let misspelled = FeatureTests.spec(#""title": "Delete this draft?", "tittle": "x","#)

    @Test func aFindingLinksToItsRulesRowOfTheReadmeAsSARIFDoes() throws {
        let (client, _) = FeatureTests.opened(Self.misspelled)
        let href = try #require(client.diagnostics(FeatureTests.uri)?.first?["codeDescription"]?["href"]?.stringValue)
        #expect(href == "https://dialogc.dev/README.md#rule-unknown-key")
        #expect(href == RuleSet.lint.rule(withID: "unknown-key")?.description.helpURI)
    }

    @Test func everyRulesLinkLeadsToAnAnchorOfTheReadmesRuleTable() throws {
        let readme = try String(contentsOf: Paths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for rule in RuleSet.lint.all {
            let url = DialogCompilerInfo.ruleDocumentationURL(for: rule.id)
            #expect(url == "https://dialogc.dev/README.md#rule-\(rule.id)")
            #expect(url == rule.description.helpURI)
            let fragment = try #require(url.split(separator: "#").last)
            #expect(readme.contains("<a id=\"\(fragment)\"></a>`\(rule.id)`"), "\(rule.id)")
        }
    }

    @Test func aCopyOfTheReadmeNamedByTheClientKeepsTheAnchors() throws {
        let (client, _) = LSPClient.initialized(options: ["ruleDocumentation": "https://docs.example.com/dialogc/README.html"])
        client.open(FeatureTests.uri, Self.misspelled)
        let href = client.diagnostics(FeatureTests.uri)?.first?["codeDescription"]?["href"]
        #expect(href == "https://docs.example.com/dialogc/README.html#rule-unknown-key")
    }
}
