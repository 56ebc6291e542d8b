@testable import DialogDiagnostics
@testable import DialogReporters
@testable import DialogValidation
import Testing

/// The workflow commands GitHub Actions turns into annotations, checked line by line.
@Suite struct GitHubReporterTests {
    @Test func writesOneCommandPerFindingThenItsNotesThenTheSummary() {
        let lines = GitHubReporter().report(ReporterFixtures.result()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(
            lines == [
                "::error file=Specs/My Dialogs/account.json,line=2,col=67,endLine=2,endColumn=74,title=unknown-key::unknown key 'titel' in dialog%0Adid you mean 'title'",
                "::error file=Specs/My Dialogs/account.json,line=4,col=44,endLine=4,endColumn=52,title=multiple-cancel::button 'quit' is a second 'cancel' button in dialog 'logout'; a dialog may have only one%0Amake 'quit' a 'default' button",
                "::notice file=Specs/My Dialogs/account.json,line=3,col=46,endLine=3,endColumn=54,title=multiple-cancel::first 'cancel' button 'cancel' is here",
                "::error file=Specs/buttons.json,line=4,col=12,endLine=4,endColumn=16,title=duplicate-button-id::dialog 'confirm' has more than one button with id 'ok'",
                "::notice file=Specs/buttons.json,line=3,col=12,endLine=3,endColumn=16,title=duplicate-button-id::'ok' first defined here",
                "::error file=Specs/buttons.json,line=5,col=12,endLine=5,endColumn=16,title=duplicate-button-id::dialog 'confirm' has more than one button with id 'ok'",
                "::notice file=Specs/buttons.json,line=3,col=12,endLine=3,endColumn=16,title=duplicate-button-id::'ok' first defined here",
                "::warning file=Specs/buttons.json,line=7,col=10,endLine=7,endColumn=22,title=test-warning::dialog 'warn-saved' asked for a warning",
                "3 files, 4 dialogs: 4 errors, 1 warning",
                "",
            ])
    }

    /// GitHub numbers lines and columns from 1, as we do, so the first character is line=1,col=1 in both.
    @Test func linesAndColumnsAreOneBasedLikeOurs() throws {
        let result = ReporterFixtures.firstCharacterError()
        let start = try #require(result.diagnostics.first.flatMap { result.range($0.location) }?.start)
        #expect((start.line, start.column) == (1, 1))
        let report = GitHubReporter().report(result)
        #expect(report.hasPrefix("::error file=Specs/broken.json,line=1,col=1,endLine=1,endColumn=2,title=json-syntax::"))
    }

    @Test func escapesPercentCommaColonAndSpellsOutLineBreaks() {
        // The key holds a JSON-escaped LF and CR, so the message does too; they show as `\n` and `\r`.
        let result = ReporterFixtures.validate(
            #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "hi", "50%,a:b\nc\r": 1}]}"#,
            path: "Specs/odd,name: 100%.json")
        let report = GitHubReporter().report(result)
        #expect(
            report == #"""
                ::error file=Specs/odd%2Cname%3A 100%25.json,line=1,col=78,endLine=1,endColumn=92,title=unknown-key::unknown key '50%25,a:b\nc\r' in dialog
                1 file, 1 dialog: 1 error, 0 warnings

                """#)
    }

    /// Issue 11: an escape sequence in a spec value reached the CI log as one.
    @Test func controlCharactersReachTheLogSpelledOut() {
        let result = ReporterFixtures.validate(
            #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "hi", "\u001b[31mred\u202e": 1}]}"#,
            path: "Specs/a\u{1B}.json")
        let report = GitHubReporter().report(result)
        #expect(!report.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x202E })
        #expect(
            report.hasPrefix(
                #"::error file=Specs/a\u001b.json,line=1,col=78,endLine=1,endColumn=99,title=unknown-key::unknown key '\u001b[31mred\u202e' in dialog"#
            ))
    }

    @Test(arguments: [
        ("plain", "plain", "plain"), ("100%", "100%25", "100%25"), ("a\nb\r", "a%0Ab%0D", "a%0Ab%0D"),
        ("k: v, w", "k: v, w", "k%3A v%2C w"), ("%0A", "%250A", "%250A"),
    ])
    func escapesDataAndPropertiesByGitHubsRules(_ text: String, _ data: String, _ property: String) {
        #expect(GitHubReporter.escapeData(text) == data)
        #expect(GitHubReporter.escapeProperty(text) == property)
    }

    /// The runner drops columns whose lines differ, so a range over several lines gives lines only.
    @Test func aRangeOverSeveralLinesKeepsOnlyItsLines() {
        let range = SourceRange(
            start: SourcePosition(line: 2, column: 5, utf16Column: 5, utf8Column: 5, offset: 20),
            end: SourcePosition(line: 4, column: 2, utf16Column: 2, utf8Column: 2, offset: 40))
        let command = GitHubReporter.command("error", file: "a.json", range: range, title: "r", "m")
        #expect(command == "::error file=a.json,line=2,endLine=4,title=r::m\n")
    }

    @Test func aFindingAboutTheWholeFileNamesOnlyTheFile() {
        let command = GitHubReporter.command("warning", file: "a.json", title: "r", "m")
        #expect(command == "::warning file=a.json,title=r::m\n")
    }

    @Test func severitiesMapToGitHubsCommands() {
        #expect(Severity.allCases.map(GitHubReporter.name) == ["notice", "warning", "error"])
    }

    @Test func reportIsDeterministic() {
        #expect(GitHubReporter().report(ReporterFixtures.result()) == GitHubReporter().report(ReporterFixtures.result()))
    }

    /// Issue 36: one missing text of a 19-language catalog was 19 annotations, and GitHub shows 10
    /// of a severity per step (50 per job) and drops the rest; the languages are one annotation now.
    @Test func findingsDifferingOnlyInLocaleAreOneAnnotationNamingEveryLanguage() throws {
        let result = try NineteenLanguages.result()
        #expect(result.diagnostics.count == 19)
        #expect(Set(result.diagnostics.compactMap(\.locale)) == Set(NineteenLanguages.languages))
        let lines = GitHubReporter().report(result).split(separator: "\n").map(String.init)
        let annotations = lines.filter { $0.hasPrefix("::") }
        #expect(annotations.count == 1)
        #expect(annotations.filter { $0.hasPrefix("::warning ") }.count <= 10)
        let annotation = try #require(annotations.first)
        #expect(annotation.hasPrefix("::warning file=Specs/sync.json,line=3,col=36,endLine=3,endColumn=40,title=missing-translation::"))
        for language in NineteenLanguages.languages { #expect(annotation.contains("'\(language)'"), "\(language) missing: \(annotation)") }
        #expect(
            annotation.hasSuffix(
                "::'ar' has no translation of 'sync-failed.button.ok' (also in 'cs', 'da', 'de', 'es', 'fi', 'fr', 'it', 'ja', 'ko', 'nb', "
                    + "'nl', 'pl', 'pt-BR', 'ru', 'sv', 'tr', 'zh-Hans' and 'zh-Hant')%0Atranslate the key into 'ar', 'cs', 'da', 'de', 'es', "
                    + "'fi', 'fr', 'it', 'ja', 'ko', 'nb', 'nl', 'pl', 'pt-BR', 'ru', 'sv', 'tr', 'zh-Hans' and 'zh-Hant' in the catalog"))
        #expect(lines.last == result.summaryLine)
    }

    /// Findings of one place in several languages stay apart when their rules or places differ,
    /// and a wording that differs beyond its language gets a line of its own.
    @Test func onlyTheLocaleIsGroupedAway() {
        func finding(_ rule: RuleID, _ message: String, _ locale: String?, file: String = "a.json") -> Diagnostic {
            var diagnostic = Diagnostic(.warning, rule: rule, message, at: SourceLocation(file: file))
            diagnostic.subject = "d"
            diagnostic.locale = locale
            return diagnostic
        }
        var result = Validator.validate([])
        result.diagnostics = [
            finding("plural-category-missing", "'ar' lacks 'zero'", "ar"),
            finding("plural-category-missing", "'ru' lacks 'many'", "ru"),
            finding("plural-category-missing", "'uk' lacks 'many'", "uk"),
            finding("missing-translation", "'de' has no translation", "de"),
            finding("missing-translation", "'de' has no translation", "de", file: "b.json"),
            finding("missing-translation", "spec text", nil),
            finding("missing-translation", "spec text", nil),
        ]
        let annotations = GitHubReporter().report(result).split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(
            annotations == [
                "::warning file=a.json,title=plural-category-missing::'ar' lacks 'zero'%0A'ru' lacks 'many' (also in 'uk')",
                "::warning file=a.json,title=missing-translation::'de' has no translation",
                "::warning file=b.json,title=missing-translation::'de' has no translation",
                "::warning file=a.json,title=missing-translation::spec text",
                "::warning file=a.json,title=missing-translation::spec text",
            ])
    }

    /// The job summary holds every finding the annotations stand for, one row each, in Markdown
    /// that shows the text as written.
    @Test func stepSummaryListsEveryFindingWithItsLanguages() throws {
        let result = try NineteenLanguages.result()
        let summary = try #require(GitHubReporter().stepSummary(result))
        let rows = summary.split(separator: "\n").filter { $0.hasPrefix("| ") }
        #expect(rows.count == 2)
        #expect(rows.first == "| file:line | severity | rule | message | languages |")
        let row = try #require(rows.last)
        #expect(
            row.hasPrefix(
                "| Specs/sync.json:3 | warning | missing-translation | 'ar' has no translation of 'sync-failed.button.ok' (also in 'cs', "))
        #expect(row.hasSuffix("| " + NineteenLanguages.languages.joined(separator: ", ") + " |"))
        #expect(summary.hasPrefix("### dialogc\n\n" + result.summaryLine + "\n"))

        let fixture = try #require(GitHubReporter().stepSummary(ReporterFixtures.result()))
        #expect(fixture.split(separator: "\n").filter { $0.hasPrefix("| Specs/") }.count == ReporterFixtures.result().diagnostics.count)
        #expect(fixture.contains("| Specs/buttons.json:7 | warning | test-warning | dialog 'warn-saved' asked for a warning |  |"))
    }

    @Test func aCleanRunSummarizesWithoutATable() throws {
        let summary = try #require(GitHubReporter().stepSummary(Validator.validate([ReporterFixtures.clean])))
        #expect(summary == "### dialogc\n\n1 file, 1 dialog: 0 errors, 0 warnings\n\n")
    }

    @Test(arguments: [
        ("plain 'a'", "plain 'a'"), ("a|b", "a\\|b"), ("<b>&*x*_", "\\<b\\>\\&\\*x\\*\\_"), ("`k` [l](u)", "\\`k\\` \\[l\\](u)"),
        ("a\\b", "a\\\\b"), ("\u{1B}", "\\\\u001b"),
    ])
    func markdownCellsShowTheTextAsWritten(_ text: String, _ cell: String) {
        #expect(GitHubReporter.markdownCell(text) == cell)
    }
}
