import DialogConfiguration
import DialogDiagnostics
import DialogValidation
import Foundation
import Testing

/// A baseline absorbs the findings it recorded, survives lines moving, and lets new ones through.
@Suite struct BaselineTests {
    static let twoWarnings = """
        {"specVersion": 1, "dialogs": [
        {"id": "a", "type": "alert", "title": "Report sent", "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Close", "style": "cancel"}]},
        {"id": "b", "type": "alert", "title": "Report sent", "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Close", "style": "cancel"}]}
        ]}
        """

    static func lint(_ text: String) -> ValidationResult {
        Linter.lint([SourceFile(path: "spec.json", text: text)])
    }

    @Test func roundTripsThroughItsFile() throws {
        let recorded = Baseline(recording: Self.lint(Self.twoWarnings))
        #expect(recorded.entries.count == 2)
        let (decoded, diagnostics) = Baseline.decode(SourceFile(path: "baseline.json", text: recorded.encoded()))
        #expect(diagnostics.isEmpty)
        #expect(decoded == recorded)
    }

    @Test func absorbsRecordedFindingsEvenWhenLinesMove() {
        let baseline = Baseline(recording: Self.lint(Self.twoWarnings))
        let moved = "\n\n\n" + Self.twoWarnings.replacingOccurrences(of: "{\"id\": \"b\"", with: "\n  {\"id\": \"b\"")
        let (filtered, absorbed) = baseline.filter(Self.lint(moved))
        #expect(filtered.diagnostics.isEmpty)
        #expect(absorbed == 2)
    }

    @Test func letsNewFindingsThrough() {
        let baseline = Baseline(recording: Self.lint(Self.twoWarnings))
        let withNew = Self.twoWarnings.replacingOccurrences(
            of: "\n]}",
            with:
                ",\n{\"id\": \"c\", \"type\": \"alert\", \"title\": \"Report sent\", \"buttons\": [{\"id\": \"view\", \"title\": \"View\"}, {\"id\": \"close\", \"title\": \"Dismiss\", \"style\": \"cancel\"}]}\n]}"
        )
        let (filtered, _) = baseline.filter(Self.lint(withNew))
        #expect(
            filtered.diagnostics.map(\.message) == [
                "cancel button 'close' of alert 'c' is titled 'Dismiss'; a button that cancels should be titled 'Cancel'"
            ])
    }

    @Test func eachEntryAbsorbsOneFinding() {
        let one = Baseline(
            entries: [Self.lint(Self.twoWarnings).diagnostics[0]].map {
                Baseline.Entry(rule: $0.ruleID, file: $0.location.file, message: $0.message)
            })
        let sameTwice = Self.twoWarnings.replacingOccurrences(of: "\"id\": \"b\"", with: "\"id\": \"a\"")
        #expect(Self.lint(sameTwice).diagnostics.filter { $0.ruleID == "cancel-title" }.count == 2)
        #expect(one.filter(Self.lint(sameTwice)).result.diagnostics.filter { $0.ruleID == "cancel-title" }.count == 1)
    }

    @Test func aMalformedBaselineIsALocatedError() {
        let marked = MarkedSource(#"{"version": 1, "findings": [{"rule": "cancel-title", 1️⃣"line": 3}]}"#)
        let (baseline, diagnostics) = Baseline.decode(SourceFile(path: "baseline.json", text: marked.text))
        #expect(baseline == nil)
        #expect(diagnostics.map(\.ruleID).contains("unknown-key"))
        #expect(diagnostics.map { $0.position(in: marked.text) }.contains(marked.positions[0]))
    }

    /// A file with a syntax error beside one whose dialog hides differently than it shows: the
    /// findings of the format and the platform that once went into a baseline and hid errors.
    static let platformErrors = [
        SourceFile(path: "broken.json", text: #"{"specVersion": 1, "dialogs": [}"#),
        SourceFile(
            path: "sheet.json",
            text: """
                {"specVersion": 1, "dialogs": [{"id": "a", "type": "actionSheet", "title": "Report sent",
                 "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Close", "style": "cancel"}],
                 "presentation": {"hide": {"showType": "center"}}}]}
                """),
    ]

    @Test func neverRecordsOrAbsorbsAFindingOfTheFormatOrThePlatform() {
        let result = Linter.lint(Self.platformErrors)
        #expect(Set(result.diagnostics.map(\.ruleID)).isSuperset(of: ["json-syntax", "hide-show-type-mismatch"]))
        let baseline = Baseline(recording: result)
        #expect(!baseline.entries.isEmpty, "the guideline findings of the same run are recorded")
        #expect(baseline.entries.allSatisfy { Baseline.canRecord($0.rule) })
        #expect(!baseline.entries.contains { ["json-syntax", "hide-show-type-mismatch"].contains($0.rule) })
        // Even entries made by hand absorb nothing the platform rejects.
        let everything = Baseline(
            entries: result.diagnostics.map {
                Baseline.Entry(rule: $0.ruleID, file: $0.location.file, message: $0.message)
            })
        let filtered = everything.filter(result).result
        #expect(filtered.errorCount == result.errorCount)
        #expect(filtered.diagnostics.map(\.ruleID).sorted() == result.diagnostics.map(\.ruleID).filter { !Baseline.canRecord($0) }.sorted())
    }

    @Test func onlyFindingsASpecCouldSuppressAreRecordable() {
        #expect(Baseline.canRecord("cancel-title"))
        #expect(Baseline.canRecord("unused-suppression"))
        #expect(!Baseline.canRecord("json-syntax"))
        #expect(!Baseline.canRecord("hide-show-type-mismatch"))
        #expect(!Baseline.canRecord("bidi-control-character"), "a warning of the platform is not a guideline")
        #expect(!Baseline.canRecord("preferred-on-sheet"), "a guideline error cannot be suppressed either")
    }

    @Test func aBaselineThatRecordsAPlatformErrorSaysSo() throws {
        let marked = MarkedSource(
            """
            {"dialogcBaseline": 2, "findings": [
              {"rule": "cancel-title", "file": "a.json", "message": "m"},
              {"rule": 1️⃣"hide-show-type-mismatch", "file": "a.json", "message": "m"}
            ]}
            """)
        let (baseline, diagnostics) = Baseline.decode(SourceFile(path: "baseline.json", text: marked.text))
        #expect(baseline == nil, "a baseline that would hide an error is not used at all")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(diagnostic.severity == .error)
        #expect(
            diagnostic.message
                == "'hide-show-type-mismatch' is a rule of the format or the platform, whose findings a baseline cannot absorb")
        #expect(diagnostic.position(in: marked.text) == marked.positions[0])
    }

    @Test func writesTheSubjectLayoutAndStillReadsTheOlderOnes() throws {
        let findings = Self.lint(Self.twoWarnings)
        let recorded = Baseline(recording: findings)
        #expect(recorded.encoded().hasPrefix("{\n  \"dialogcBaseline\": 3,\n  \"findings\": ["))
        #expect(recorded.encoded().contains("\"subject\": \"a\""))
        #expect(!recorded.encoded().contains("\"message\""))
        #expect(Baseline.isBaselineFile(Array(recorded.encoded().utf8)))
        let messages = findings.diagnostics.map(\.message)
        let older = [#"{"version": 1, "findings": ["#, #"{"dialogcBaseline": 2, "findings": ["#].map { opening in
            (
                text: opening + """

                      {"rule": "cancel-title", "file": "spec.json", "message": "\(messages[0])"},
                      {"rule": "cancel-title", "file": "spec.json", "message": "\(messages[1])"}
                    ]}
                    """, ()
            )
        }
        for file in older {
            let (decoded, diagnostics) = Baseline.decode(SourceFile(path: "baseline.json", text: file.text))
            #expect(diagnostics.isEmpty)
            let baseline = try #require(decoded)
            #expect(baseline.entries.map(\.message) == messages)
            let (filtered, absorbed) = baseline.filter(findings)
            #expect(filtered.diagnostics.isEmpty && absorbed == 2, "an older baseline absorbs what it recorded")
            #expect(Baseline.isBaselineFile(Array(file.text.utf8)), "every layout dialogc wrote is recognised")
        }
        let (wrong, versionErrors) = Baseline.decode(SourceFile(path: "b.json", text: #"{"version": 2, "findings": []}"#))
        #expect(wrong == nil)
        #expect(versionErrors.map(\.ruleID) == ["unsupported-version"])
        let (future, futureErrors) = Baseline.decode(SourceFile(path: "b.json", text: #"{"dialogcBaseline": 4, "findings": []}"#))
        #expect(future == nil)
        #expect(futureErrors.map(\.message) == ["unsupported baseline version 4; this dialogc reads version 2 or 3"])
    }

    @Test func aRewordedFindingStaysAbsorbed() {
        let baseline = Baseline(recording: Self.lint(Self.twoWarnings))
        // The cancel button of 'a' gets another wrong title: the message changes, the finding does not.
        let retitled = Self.twoWarnings.replacingOccurrences(
            of:
                #"{"id": "a", "type": "alert", "title": "Report sent", "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Close""#,
            with:
                #"{"id": "a", "type": "alert", "title": "Report sent", "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Dismiss""#
        )
        let findings = Self.lint(retitled)
        #expect(Set(findings.diagnostics.map(\.message)).count == 2)
        #expect(!Self.lint(Self.twoWarnings).diagnostics.map(\.message).contains(findings.diagnostics[0].message))
        let (filtered, absorbed) = baseline.filter(findings)
        #expect(filtered.diagnostics.isEmpty)
        #expect(absorbed == 2)
        // A finding in another dialog is new, whatever its message.
        let renamed = Self.twoWarnings.replacingOccurrences(of: "\"id\": \"b\"", with: "\"id\": \"c\"")
        #expect(baseline.filter(Self.lint(renamed)).result.diagnostics.map(\.subject) == ["c"])
    }

    @Test(arguments: [
        (#"{"dialogcBaseline": 3, "findings": []}"#, true),
        ("\u{FEFF}\n\t {\r\n \"dialogcBaseline\":2}", true),
        (#"{"findings": [], "dialogcBaseline": 2}"#, false),
        (#"{"specVersion": 1, "dialogs": []}"#, false),
        // The first layout, as the dialogc of that time wrote it, and specs that only resemble it.
        ("{\n  \"version\": 1,\n  \"findings\": [\n  ]\n}\n", true),
        (#"{"version": 1, "dialogs": []}"#, false),
        (#"{"version": 12, "findings": []}"#, false),
        (#"["dialogcBaseline"]"#, false),
        ("{", false),
        ("", false),
    ])
    func aBaselineFileIsRecognisedByItsFirstKey(_ text: String, _ isBaseline: Bool) {
        #expect(Baseline.isBaselineFile(Array(text.utf8)) == isBaseline)
    }
}
