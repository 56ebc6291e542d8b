import DialogDiagnostics
import DialogRules
import DialogWriters
import Foundation
import Testing

/// Commands.md and Rules.md are rendered from the commands' declarations and the rules'
/// descriptions and must not drift from them. `DIALOGC_RECORD_DOCS=1 swift test` rewrites the
/// generated regions; a recording run fails every test that recorded, so it never passes
/// unnoticed: review the diff, then run the tests again without the variable.
@Suite struct GeneratedPagesTests {
    static func check(_ region: GeneratedPages.Region, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let text = try String(contentsOf: region.url, encoding: .utf8)
        let start = try #require(text.range(of: region.begin), "\(region.page) lacks the line \(region.begin)")
        let finish = try #require(
            text.range(of: region.end, range: start.upperBound..<text.endIndex), "\(region.page) lacks the line \(region.end)")
        let expected = region.render()
        let current = String(text[start.upperBound..<finish.lowerBound])
        if GeneratedPages.isRecording {
            try Data(text.replacingCharacters(in: start.upperBound..<finish.lowerBound, with: expected).utf8).write(to: region.url)
            Issue.record(
                "recorded \(region.page) (\(current == expected ? "unchanged" : "changed")); review the diff, then run the tests again without DIALOGC_RECORD_DOCS",
                sourceLocation: sourceLocation)
            return
        }
        #expect(
            current == expected, "\(region.page) is stale; run DIALOGC_RECORD_DOCS=1 swift test:\n\(Snapshot.diff(current, expected))",
            sourceLocation: sourceLocation)
    }

    @Test func commandsPageIsUpToDate() throws {
        try Self.check(GeneratedPages.commands)
    }

    @Test func rulesPageIsUpToDate() throws {
        try Self.check(GeneratedPages.rules)
    }

    @Test func runtimeCapabilitiesPageIsUpToDate() throws {
        try Self.check(GeneratedPages.capabilities)
    }

    /// Every command `dialogc --help` lists has its section, with every option it parses.
    @Test func commandsPageDocumentsEveryCommandAndOption() throws {
        let page = try String(contentsOf: GeneratedPages.commands.url, encoding: .utf8)
        let overview = try Dialogc.run("--help").standardOutput
        let commands = overview.components(separatedBy: "COMMANDS:\n")[1].components(separatedBy: "\n\n")[0]
            .split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        #expect(commands.count >= 13)
        for command in commands {
            #expect(page.contains("### `dialogc \(command)"), "Commands.md has no section for \(command)")
        }
        for command in [["validate"], ["lint"], ["generate", "swift"], ["plan"], ["preview"], ["format"], ["strings"], ["diff"]] {
            let help = try Dialogc.run(command + ["--help"]).standardOutput
            let options = CommandHelpTests.options(inHelp: help)
            #expect(options.count >= 2, "\(command)")
            for option in options {
                #expect(page.contains("| `\(option.name)"), "Commands.md lacks \(command.joined(separator: " ")) \(option.name)")
            }
        }
    }

    /// The anchor every rule link (SARIF's `helpUri`, the language server's `codeDescription`) points at.
    @Test func everyRuleHasItsAnchorOnTheRulesPage() throws {
        let page = try String(contentsOf: GeneratedPages.rules.url, encoding: .utf8)
        let rules = RuleSet.lint.all.map { $0.description }
        #expect(rules.count > 40)
        for rule in rules {
            let url = DialogCompilerInfo.ruleDocumentationURL(for: rule.id)
            #expect(url == "https://dialogc.dev/Documentation/Rules.md#rule-\(rule.id)")
            #expect(rule.helpURI == url)
            let fragment = try #require(url.split(separator: "#").last)
            #expect(
                page.components(separatedBy: "<a id=\"\(fragment)\"></a>\n\n### `\(rule.id)`\n").count == 2,
                "Rules.md: one anchor '\(fragment)'")
        }
    }
}
