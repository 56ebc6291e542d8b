import DialogRules
import DialogWriters
import Foundation
import Testing

/// The README's rule table is generated from the rules themselves and must not drift.
@Suite struct ReadmeRuleTableTests {
    static let readme = Paths.packageRoot.appendingPathComponent("README.md")
    static let begin = "<!-- rules:begin (generated from the rules' own descriptions; the tests fail when it is out of date) -->\n"
    static let end = "<!-- rules:end -->"

    @Test func readmeRuleTableIsUpToDate() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let start = try #require(text.range(of: Self.begin), "README.md lacks the rules:begin marker")
        let finish = try #require(text.range(of: Self.end, range: start.upperBound..<text.endIndex))
        let expected = RuleSet.lint.markdownTable()
        if Snapshot.isRecording {
            let updated = text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: expected)
            try Snapshot.record(updated, to: Self.readme)
            return
        }
        let current = String(text[start.upperBound..<finish.lowerBound])
        #expect(current == expected, "README rule table is stale; run DIALOGC_RECORD_SNAPSHOTS=1 swift test:\n\(Snapshot.diff(current, expected))")
    }

    /// Issue 36: SARIF and the language server linked rules to two different addresses; the one
    /// address must lead to a row of the README's rule table, as its anchors are really spelled.
    @Test func everyRulesDocumentationURLIsAnAnchorOfTheReadme() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        for rule in RuleSet.lint.all.map({ $0.description }) {
            let url = DialogCompilerInfo.ruleDocumentationURL(for: rule.id)
            #expect(url == "https://dialogc.dev/README.md#rule-\(rule.id)")
            let fragment = try #require(url.split(separator: "#").last)
            #expect(text.contains("<a id=\"\(fragment)\"></a>`\(rule.id)`"), "README.md has no anchor '\(fragment)'")
            #expect(rule.helpURI == url)
        }
    }
}
