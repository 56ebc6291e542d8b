@testable import DialogDiagnostics
@testable import DialogLayoutAdapter
@testable import DialogReporters
@testable import DialogRules
@testable import DialogStringCatalogs
@testable import DialogValidation
@testable import DialogWriters
import Foundation
import Testing

/// What the SARIF log says: the tool and its rules, columns, paths, rule links, fingerprints and regions.
@Suite struct SARIFReporterTests {
    static let result = ReporterFixtures.result()

    static func report(_ result: ValidationResult = result) -> String {
        SARIFReporter(context: ReporterFixtures.context).report(result)
    }

    static func run(_ result: ValidationResult = result) throws -> SARIFLog.Run {
        let log = try SARIFLog(report(result))
        #expect(log.runs.count == 1)
        return try #require(log.runs.first)
    }

    @Test func describesTheToolAndEveryRule() throws {
        let log = try SARIFLog(Self.report())
        #expect(log.version == "2.1.0")
        #expect(log.schema == "https://json.schemastore.org/sarif-2.1.0.json")
        let driver = try Self.run().tool.driver
        #expect(driver.name == "dialogc")
        #expect(driver.version == "1.2.3")
        #expect(driver.semanticVersion == "1.2.3")
        let expected = ReporterFixtures.rules.all.map { $0.description }
        #expect(driver.rules.map(\.id) == expected.map(\.id))
        for (rule, description) in zip(driver.rules, expected) {
            #expect(rule.shortDescription.text == description.summary)
            #expect(rule.fullDescription.text == description.explanation)
            #expect(rule.helpUri == DialogCompilerInfo.ruleDocumentationURL(for: description.id))
            #expect(rule.defaultConfiguration.level == description.severity.rawValue)
        }
        let duplicate = try #require(driver.rules.first { $0.id == "duplicate-button-id" })
        #expect(duplicate.name == "DuplicateButtonId")
        #expect(driver.rules.first { $0.id == "test-warning" }?.defaultConfiguration.level == "warning")
    }

    @Test func countsColumnsInUnicodeScalars() throws {
        let run = try Self.run()
        #expect(run.columnKind == "unicodeCodePoints")
        let unknownKey = try #require(run.results.first { $0.ruleId == "unknown-key" })
        let region = try #require(unknownKey.locations.first?.physicalLocation.region)
        let line = try #require(ReporterFixtures.account.converter.lineText(2))
        let prefix = try #require(line.range(of: "\"titel\"")).lowerBound
        // The CJK message before the key takes three bytes a character, so the two counts differ.
        #expect(region.startColumn == line[..<prefix].unicodeScalars.count + 1)
        #expect(region.startColumn != line[..<prefix].utf8.count + 1)
    }

    @Test func pointsAtFilesByRelativeURI() throws {
        let run = try Self.run()
        #expect(run.artifacts.map(\.location.uri) == ["Specs/My%20Dialogs/account.json", "Specs/buttons.json", "Specs/clean.json"])
        #expect(run.artifacts.allSatisfy { $0.location.uriBaseId == "%SRCROOT%" && $0.location.index == nil })
        let locations = run.results.flatMap { $0.locations + ($0.relatedLocations ?? []) }.map(\.physicalLocation.artifactLocation)
        #expect(!locations.isEmpty)
        for location in locations {
            #expect(location.uriBaseId == "%SRCROOT%")
            let index = try #require(location.index)
            #expect(run.artifacts[index].location.uri == location.uri)
        }
    }

    @Test func anAbsolutePathBecomesAFileURIWithoutBase() throws {
        let run = try Self.run(ReporterFixtures.firstCharacterError(path: "/work/my specs/a.json"))
        #expect(run.artifacts.map(\.location) == [.init(uri: "file:///work/my%20specs/a.json", uriBaseId: nil, index: nil)])
    }

    @Test(arguments: [
        ("Specs/a.json", "Specs/a.json"),
        ("My Dialogs/a b.json", "My%20Dialogs/a%20b.json"),
        ("a:b/#1?.json", "a%3Ab/%231%3F.json"),
        ("100%.json", "100%25.json"),
        ("说明.json", "%E8%AF%B4%E6%98%8E.json"),
        ("./x-y_z~.json", "./x-y_z~.json"),
        ("/abs/a.json", "file:///abs/a.json"),
    ])
    func percentEncodesPathsAsURIReferences(_ path: String, _ uri: String) {
        #expect(SARIFReporter.uriReference(path) == uri)
    }

    @Test func ruleIndexPointsAtTheResultsRule() throws {
        let run = try Self.run()
        #expect(run.results.count == Self.result.diagnostics.count)
        for finding in run.results {
            let index = try #require(finding.ruleIndex, "\(finding.ruleId) has no ruleIndex")
            #expect(run.tool.driver.rules[index].id == finding.ruleId)
        }
    }

    @Test func resultsCarryEachDiagnosticsLevelMessageAndRegion() throws {
        let run = try Self.run()
        for (finding, diagnostic) in zip(run.results, Self.result.diagnostics) {
            #expect(finding.ruleId == diagnostic.ruleID)
            #expect(finding.level == diagnostic.severity.rawValue)
            let links = diagnostic.notes.map(\.message) + (diagnostic.suggestion.map { [$0.message] } ?? [])
            #expect(
                finding.message.text == (links.isEmpty ? diagnostic.message : SARIFReporter.linkedMessage(diagnostic.message, links: links))
            )
            #expect(finding.locations.count == 1)
            let range = try #require(Self.result.range(diagnostic.location))
            #expect(finding.locations.first?.physicalLocation.region == SARIFLog.Region(range))
            let notes = (finding.relatedLocations ?? []).prefix(diagnostic.notes.count)
            for (related, note) in zip(notes, diagnostic.notes) {
                #expect(related.message?.text == note.message)
                #expect(related.physicalLocation.region == Self.result.range(note.location).map(SARIFLog.Region.init))
            }
        }
    }

    @Test func notesAreRelatedLocationsAndAReplacementIsAFix() throws {
        let run = try Self.run()
        let cancel = try #require(run.results.first { $0.ruleId == "multiple-cancel" })
        #expect(cancel.relatedLocations?.map(\.id) == [1, 2])
        #expect(cancel.relatedLocations?.first?.message?.text == "first 'cancel' button 'cancel' is here")
        #expect(cancel.relatedLocations?.last?.message?.text == "make 'quit' a 'default' button")
        #expect(cancel.fixes?.first?.artifactChanges.first?.replacements.first?.insertedContent.text == "\"default\"")

        let unknownKey = try #require(run.results.first { $0.ruleId == "unknown-key" })
        let region = unknownKey.locations.first?.physicalLocation.region
        #expect(unknownKey.relatedLocations?.first?.message?.text == "did you mean 'title'")
        #expect(unknownKey.relatedLocations?.first?.physicalLocation.region == region)
        let fix = try #require(unknownKey.fixes?.first)
        #expect(fix.description.text == "did you mean 'title'")
        let change = try #require(fix.artifactChanges.first)
        #expect(change.artifactLocation.uri == "Specs/My%20Dialogs/account.json")
        #expect(change.replacements.first?.deletedRegion == region)
        #expect(change.replacements.first?.insertedContent.text == "\"title\"")
    }

    @Test func aFindingWithoutRangeHasNoRegion() throws {
        var result = Self.result
        result.diagnostics = [
            Diagnostic(.error, rule: "json-syntax", "the file is not UTF-8", at: SourceLocation(file: "Specs/clean.json"))
        ]
        let location = try #require(try Self.run(result).results.first?.locations.first?.physicalLocation)
        #expect(location.region == nil)
        #expect(location.artifactLocation.uri == "Specs/clean.json")
    }

    @Test func fingerprintsAreUniqueAndStableAcrossRuns() throws {
        func fingerprints() throws -> [String] {
            try Self.run(ReporterFixtures.result()).results.map { $0.partialFingerprints["dialogc/v2"] ?? "" }
        }
        let first = try fingerprints()
        #expect(first == (try fingerprints()))
        #expect(Set(first).count == first.count)
        #expect(!first.contains(""))
        let duplicates = Self.result.diagnostics.enumerated().filter { $0.element.ruleID == "duplicate-button-id" }
        #expect(duplicates.count == 2)
        let base = duplicates[0].element.fingerprint
        #expect(duplicates[1].element.fingerprint == base)
        #expect(first[duplicates[0].offset] == base)
        #expect(first[duplicates[1].offset] == base + ":2")
    }

    @Test func reportIsDeterministicAndEndsWithANewline() {
        let report = Self.report()
        #expect(report == Self.report(ReporterFixtures.result()))
        #expect(report.hasSuffix("}\n"))
        #expect(!report.contains("\\/"))
    }

    /// A small fixture under few rules (the pipeline's and one semantic rule), so the snapshot shows
    /// the whole layout without every rule's text.
    @Test func matchesSnapshot() throws {
        var rules = RuleSet.standard
        rules.dialogRules = [MultipleCancel.self]
        rules.crossFileRules = []
        let result = Validator.validate([ReporterFixtures.account], rules: rules)
        try Snapshot.assert(
            SARIFReporter(context: ReportContext(rules: rules, toolVersion: "1.2.3")).report(result),
            matches: "report-account.sarif")
    }

    /// Issue 36: code scanning shows a related location only where the message links to it, so
    /// the notes and the suggestion were never seen there.
    @Test func theMessageLinksToEachRelatedLocation() throws {
        let run = try Self.run()
        let cancel = try #require(run.results.first { $0.ruleId == "multiple-cancel" })
        #expect(
            cancel.message.text == "button 'quit' is a second 'cancel' button in dialog 'logout'; a dialog may have only one; "
                + "[first 'cancel' button 'cancel' is here](1); [make 'quit' a 'default' button](2)")
        for finding in run.results {
            let ids = (finding.relatedLocations ?? []).compactMap(\.id)
            #expect(ids == Array(1..<(ids.count + 1)))
            for id in ids { #expect(finding.message.text.contains("](\(id))"), "\(finding.message.text) lacks a link to \(id)") }
        }
        let warning = try #require(run.results.first { $0.ruleId == "test-warning" })
        #expect(warning.relatedLocations == nil)
        #expect(warning.message.text == "dialog 'warn-saved' asked for a warning")
    }

    /// SARIF escapes `\`, `[` and `]` in a message with links, so a key named like a link stays text.
    @Test func aLinkedMessageEscapesBracketsAndBackslashes() {
        #expect(
            SARIFReporter.linkedMessage(#"unknown key '[a](1)\'"#, links: [#"did you mean 'b]'"#])
                == #"unknown key '\[a\](1)\\'; [did you mean 'b\]'](1)"#)
    }

    /// Issue 36: without `primaryLocationLineHash` the upload hashed the finding's line, so an alert
    /// did not survive a line inserted above it. The hash is the finding's fingerprint and its
    /// occurrence, GitHub's `hash:occurrence` form, unchanged when lines move.
    @Test func primaryLocationLineHashIsTheFingerprintAndItsOccurrence() throws {
        func lineHashes(_ result: ValidationResult) throws -> [String] {
            try Self.run(result).results.map { $0.partialFingerprints["primaryLocationLineHash"] ?? "" }
        }
        let hashes = try lineHashes(Self.result)
        #expect(hashes.count == Self.result.diagnostics.count)
        #expect(Set(hashes).count == hashes.count)
        var seen: [String: Int] = [:]
        for (hash, diagnostic) in zip(hashes, Self.result.diagnostics) {
            seen[diagnostic.fingerprint, default: 0] += 1
            #expect(hash == "\(diagnostic.fingerprint):\(seen[diagnostic.fingerprint] ?? 0)")
            #expect(hash.wholeMatch(of: /[0-9a-f]{16}:[1-9][0-9]*/) != nil)
        }
        #expect(seen.values.contains(2))

        let moved = SourceFile(
            path: ReporterFixtures.buttons.path, text: "\n\n" + String(decoding: ReporterFixtures.buttons.bytes, as: UTF8.self))
        let movedResult = Validator.validate([ReporterFixtures.account, moved, ReporterFixtures.clean], rules: ReporterFixtures.rules)
        #expect(movedResult.diagnostics.map(\.location) != Self.result.diagnostics.map(\.location))
        #expect(try lineHashes(movedResult) == hashes)
    }

    /// Issue 36: code scanning shows a rule's `help` beside its alerts, which held the explanation only.
    @Test func eachRulesHelpHoldsItsExplanationAndExamples() throws {
        let rules = try Self.run().tool.driver.rules
        let descriptions = ReporterFixtures.rules.all.map { $0.description }
        for (rule, description) in zip(rules, descriptions) {
            #expect(rule.help.text == description.helpText)
            #expect(rule.help.markdown == description.helpMarkdown)
            #expect(rule.help.markdown?.hasPrefix(description.explanation) == true)
            #expect(rule.help.markdown?.contains("1️⃣") == false)
        }
        let unknownKey = try #require(descriptions.first { $0.id == "unknown-key" })
        let example = try #require(unknownKey.triggeringExamples.first)
        #expect(unknownKey.helpMarkdown.contains("**Triggers:**\n\n```json\n" + example.plainText + "\n```"))
        #expect(unknownKey.helpText.contains("Triggers:\n\n    " + example.plainText.split(separator: "\n")[0]))
        #expect(unknownKey.helpMarkdown.contains("**Does not trigger:**"))
    }

    /// The findings of one text in many languages share a fingerprint; their line hashes hash the
    /// language too, so a language added to the catalog leaves the other languages' alerts alone.
    @Test func aLanguageAddedToTheCatalogKeepsTheOtherLanguagesLineHashes() throws {
        func lineHashes(_ result: ValidationResult) throws -> [String: String] {
            let results = try Self.run(result).results
            #expect(results.count == result.diagnostics.count)
            return Dictionary(
                uniqueKeysWithValues: zip(result.diagnostics, results).map {
                    ($0.locale ?? "", $1.partialFingerprints["primaryLocationLineHash"] ?? "")
                })
        }
        let before = try lineHashes(try NineteenLanguages.result())
        #expect(before.count == 19)
        #expect(Set(before.values).count == 19)
        #expect(before.values.allSatisfy { $0.hasSuffix(":1") })

        let added = ExampleCatalog.text([
            (
                key: "sync-failed.title",
                entry: ExampleCatalog.entry((["af"] + NineteenLanguages.languages).map { ($0, ExampleCatalog.unit("Sync")) })
            )
        ])
        let result = Linter.lint(
            [SourceFile(path: "Specs/sync.json", text: NineteenLanguages.spec)],
            texts: LocaleTexts(catalog: try StringCatalogParser.parse(added)))
        let after = try lineHashes(result)
        #expect(after.count == 20)
        #expect(after.filter { $0.key != "af" } == before)
    }
}
