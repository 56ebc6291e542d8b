@testable import DialogEditing
import Foundation
import Testing

/// The formats of `dialogc diff`, on the fixture pairs.
@Suite struct DiffReporterTests {
    @Test func textGroupsByDialogBreakingFirst() throws {
        let report = try DiffFixtures.report("dialog-type-changed")
        let text = DiffFormat.text.report(report)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.first == "dialog 'saved'")
        #expect(
            lines.dropFirst().first?.hasPrefix("  breaking, breaks delivered dialogs: toast 'saved' is now an alert [dialog-type-changed]")
                == true, "\(text)")
        #expect(lines.last == report.summaryLine)
        let categories = report.changes.map(\.category)
        #expect(categories == categories.sorted(), "strictest first within the dialog")
    }

    @Test func aReportWithoutChangesSaysSo() throws {
        let report = try DiffFixtures.report("same-formatting")
        #expect(DiffFormat.text.report(report) == "0 changes: 0 breaking, 0 behaviour, 0 text, 0 visual, 0 added\n")
        #expect(DiffFormat.markdown.report(report) == "### dialogc diff\n\nNo changes to the dialogs.\n")
    }

    @Test func markdownHasATablePerCategory() throws {
        let report = try DiffFixtures.report("dialog-type-changed")
        let markdown = DiffFormat.markdown.report(report)
        #expect(
            markdown.contains("#### Breaking (1)\n\n| dialog | element | change | where |\n|---|---|---|---|\n| `saved` | type |"),
            "\(markdown)")
        #expect(markdown.contains("#### Added (1)"))
        #expect(!markdown.contains("#### Text"), "no table for a category without changes")
    }

    @Test func markdownCellsCannotBreakTheTable() {
        #expect(DiffMarkdownReporter.escape("a | b\nc *x*") == "a \\| b\\\\nc \\*x\\*")
    }

    @Test func githubAnnotatesTheNewLocation() throws {
        let report = try DiffFixtures.report("button-removed")
        let github = DiffFormat.github.report(report)
        #expect(github.hasPrefix("::error file=Tests/Fixtures/Diff/button-removed/new/photos.json,line="), "\(github)")
        #expect(
            github.contains(
                "title=dialogc diff%3A button-removed::button 'cancel' of picker 'photo-size' was removed (breaks delivered dialogs)\n"),
            "\(github)")
        let removed = try DiffFixtures.report("dialog-removed")
        #expect(DiffFormat.github.report(removed).hasPrefix("::error title=dialogc diff%3A dialog-removed::toast 'saved' was removed\n"))
    }

    @Test func sarifListsEveryKindAndFingerprintsEachChange() throws {
        let report = try DiffFixtures.report("button-renamed")
        let object = try JSONSerialization.jsonObject(with: Data(DiffFormat.sarif.report(report).utf8)) as? [String: Any]
        let run = try #require((object?["runs"] as? [[String: Any]])?.first)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == ChangeKind.all.map(\.id))
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.changes.count)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "button-renamed")
        #expect(first["level"] as? String == "error")
        #expect((first["partialFingerprints"] as? [String: String])?["dialogcDiff/v1"] == report.changes.first?.fingerprint)
        #expect((first["relatedLocations"] as? [[String: Any]])?.count == 1, "the old location")
    }

    @Test func everyFormatIsDeterministic() throws {
        for format in DiffFormat.allCases {
            let once = format.report(try DiffFixtures.report("dialog-type-changed"))
            let again = format.report(try DiffFixtures.report("dialog-type-changed"))
            #expect(once == again, "\(format)")
            #expect(once.hasSuffix("\n"))
        }
    }

    @Test func theDiffPageListsEveryKindOfChange() throws {
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Documentation/Diff.md"), encoding: .utf8)
        for kind in ChangeKind.all {
            #expect(
                page.contains(
                    "| `\(kind.id)` | \(kind.category.rawValue) | \(kind.breaksDeliveredDialogs ? "yes" : "no") | \(kind.summary) |"),
                "Documentation/Diff.md: the row of '\(kind.id)'")
        }
    }

    /// Every format says which changes break delivered dialogs: `button-removed` does, the
    /// cover tap's change beside it does not.
    @Test func everyFormatMarksWhatBreaksDeliveredDialogs() throws {
        let report = try DiffFixtures.report("button-removed")
        #expect(report.changes.map(\.breaksDeliveredDialogs) == [true, false])
        #expect(report.deliveredBreakingCount == 1)

        let text = DiffFormat.text.report(report)
        #expect(
            text.contains("  breaking, breaks delivered dialogs: button 'cancel' of picker 'photo-size' was removed [button-removed]\n"),
            "\(text)")
        #expect(text.contains("  behaviour: picker 'photo-size'"), "\(text)")
        #expect(text.hasSuffix("2 changes: 1 breaking, 1 behaviour, 0 text, 0 visual, 0 added; 1 breaks delivered dialogs\n"), "\(text)")

        let markdown = DiffFormat.markdown.report(report)
        #expect(markdown.contains("2 changes: 1 breaking, 1 behaviour; 1 breaks delivered dialogs.\n"), "\(markdown)")
        #expect(markdown.contains("was removed `button-removed` **breaks delivered dialogs** |"), "\(markdown)")
        #expect(markdown.components(separatedBy: "**breaks delivered dialogs**").count == 2, "one change marked")

        let github = DiffFormat.github.report(report)
        #expect(github.contains("::button 'cancel' of picker 'photo-size' was removed (breaks delivered dialogs)\n"), "\(github)")
        #expect(!github.contains("tap on the cover (breaks"), "\(github)")

        let json = try JSONSerialization.jsonObject(with: Data(DiffFormat.json.report(report).utf8)) as? [String: Any]
        #expect((json?["summary"] as? [String: Any])?["breaksDeliveredDialogs"] as? Int == 1)
        let changes = try #require(json?["changes"] as? [[String: Any]])
        #expect(changes.compactMap { $0["breaksDeliveredDialogs"] as? Bool } == [true, false])

        let sarif = try JSONSerialization.jsonObject(with: Data(DiffFormat.sarif.report(report).utf8)) as? [String: Any]
        let run = try #require((sarif?["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { ($0["properties"] as? [String: Any])?["breaksDeliveredDialogs"] as? Bool } == [true, false])
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let marked = rules.filter { ($0["properties"] as? [String: Any])?["breaksDeliveredDialogs"] as? Bool == true }
        #expect(marked.compactMap { $0["id"] as? String } == ChangeKind.all.filter(\.breaksDeliveredDialogs).map(\.id))
        #expect(marked.count >= 7)
    }

    /// A report where nothing breaks delivered dialogs reads as before the mark existed.
    @Test func nothingMarkedWhereNothingBreaksDeliveredDialogs() throws {
        let report = try DiffFixtures.report("text-changed")
        #expect(!report.breaksDeliveredDialogs)
        #expect(report.summaryLine == "1 change: 0 breaking, 0 behaviour, 1 text, 0 visual, 0 added")
        for format in [DiffFormat.text, .markdown, .github] {
            #expect(!format.report(report).contains("delivered"), "\(format)")
        }
    }
}
