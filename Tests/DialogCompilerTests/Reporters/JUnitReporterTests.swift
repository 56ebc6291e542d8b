@testable import DialogDiagnostics
@testable import DialogReporters
@testable import DialogValidation
@testable import DialogWriters
import Testing

/// The JUnit XML must be well-formed for any message, with one suite per file and one case per finding.
@Suite struct JUnitReporterTests {
    static let result = ReporterFixtures.result()

    /// Issue 11: one case per file held every error as several `<failure>`s, and Jenkins and GitLab
    /// read one failure per case.
    @Test func isWellFormedWithOneSuitePerFileAndOneCasePerFinding() throws {
        let report = JUnitReporter().report(Self.result)
        #expect(report.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"dialogc\" tests=\"6\" failures=\"4\">\n"))
        let xml = try ParsedXML(report)
        let suites = xml.all("testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["Specs/My Dialogs/account.json", "Specs/buttons.json", "Specs/clean.json"])
        #expect(suites.map { $0.attributes["tests"] } == ["2", "3", "1"])
        #expect(suites.map { $0.attributes["failures"] } == ["2", "2", "0"])

        let cases = xml.all("testcase")
        #expect(
            cases.map { $0.attributes["name"] } == [
                "unknown-key at 2:67", "multiple-cancel at 4:44",
                "duplicate-button-id at 4:12", "duplicate-button-id at 5:12", "test-warning at 7:10",
                "no findings",
            ])
        #expect(cases.map { $0.attributes["classname"] } == cases.map { $0.path.last })
        // Every case holds at most one failure, so "passed = tests - failures" holds per case.
        let failures = xml.all("failure")
        #expect(failures.count == Self.result.errorCount)
        #expect(failures.map { $0.attributes["type"] } == Self.result.diagnostics.filter { $0.severity == .error }.map(\.ruleID))
        #expect(
            failures.map { $0.path.last } == [
                "unknown-key at 2:67", "multiple-cancel at 4:44", "duplicate-button-id at 4:12", "duplicate-button-id at 5:12",
            ])
        #expect(Set(failures.map(\.path)).count == failures.count)
    }

    @Test func aFailureHoldsTheFindingItsNotesAndItsSuggestion() throws {
        let failures = try ParsedXML(JUnitReporter().report(Self.result)).all("failure")
        let unknownKey = try #require(failures.first)
        #expect(unknownKey.attributes["message"] == "unknown key 'titel' in dialog")
        #expect(
            unknownKey.text == """
                Specs/My Dialogs/account.json:2:67: unknown key 'titel' in dialog
                Specs/My Dialogs/account.json:2:67: note: did you mean 'title'
                """)
        #expect(
            failures[1].text == """
                Specs/My Dialogs/account.json:4:44: button 'quit' is a second 'cancel' button in dialog 'logout'; a dialog may have only one
                Specs/My Dialogs/account.json:3:46: note: first 'cancel' button 'cancel' is here
                Specs/My Dialogs/account.json:4:44: note: make 'quit' a 'default' button
                """)
    }

    @Test func warningsGoToSystemOutWithoutFailing() throws {
        let result = ReporterFixtures.validate(#"{"specVersion": 1, "dialogs": [{"id": "warn-me", "type": "toast", "message": "hi"}]}"#)
        #expect(result.warningCount == 1)
        #expect(result.errorCount == 0)
        let xml = try ParsedXML(JUnitReporter().report(result))
        #expect(xml.all("failure").isEmpty)
        #expect(xml.all("testsuites").first?.attributes["failures"] == "0")
        #expect(xml.all("testsuites").first?.attributes["tests"] == "1")
        #expect(xml.all("system-out").map(\.text) == ["Specs/test.json:1:39: warning: dialog 'warn-me' asked for a warning [test-warning]"])
        #expect(xml.all("system-out").first?.path.suffix(2) == ["Specs/test.json", "test-warning at 1:39"])
    }

    /// Issue 11: a control character XML cannot carry was dropped without a trace; it is spelled out instead.
    @Test func escapesMarkupAndSpellsOutControlCharacters() throws {
        // The key holds `<&"`, a control character XML 1.0 cannot carry, and a JSON-escaped LF.
        let result = ReporterFixtures.validate(
            #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "hi", "<&\"x\u0001y\nz": 1}]}"#,
            path: "Specs/a&b <c>.json")
        let message = try #require(result.diagnostics.first?.message)
        #expect(message == "unknown key '<&\"x\u{1}y\nz' in dialog")
        let report = JUnitReporter().report(result)
        #expect(report.contains("&lt;&amp;&quot;x"))
        #expect(!report.contains("\u{1}"))
        let xml = try ParsedXML(report)
        #expect(xml.all("testsuite").first?.attributes["name"] == "Specs/a&b <c>.json")
        #expect(xml.all("testcase").first?.attributes["classname"] == "Specs/a&b <c>.json")
        let failure = try #require(xml.all("failure").first)
        #expect(failure.attributes["message"] == #"unknown key '<&"x\u0001y\nz' in dialog"#)
        #expect(failure.text.hasPrefix(#"Specs/a&b <c>.json:1:78: unknown key '<&"x\u0001y\nz' in dialog"#))
    }

    @Test func escapeCoversMarkupCharactersAndXMLsCharacterRange() {
        #expect(XMLEscaping.escape("a&b<c>d\"e'f") == "a&amp;b&lt;c&gt;d&quot;e'f")
        #expect(XMLEscaping.escape("a\"b", inAttribute: false) == "a\"b")
        #expect(XMLEscaping.escape("a\tb\nc\rd") == "a&#9;b&#10;c&#13;d")
        #expect(XMLEscaping.escape("a\tb\nc\rd", inAttribute: false) == "a\tb\nc&#13;d")
        #expect(XMLEscaping.escape("\u{0}\u{8}\u{B}\u{1F}ok\u{FFFE}\u{FFFF}\u{FFFD}😀") == "ok\u{FFFD}😀")
    }

    @Test func aRunWithoutInputsIsStillAValidReport() throws {
        let report = JUnitReporter().report(Validator.validate([]))
        let xml = try ParsedXML(report)
        #expect(xml.all("testcase").isEmpty)
        #expect(xml.all("testsuite").isEmpty)
        #expect(xml.all("testsuites").first?.attributes["tests"] == "0")
    }

    @Test func reportIsDeterministic() {
        #expect(JUnitReporter().report(Self.result) == JUnitReporter().report(ReporterFixtures.result()))
    }

    /// Issue 36: a finding of each language of a catalog was a case named `rule at line:column`
    /// again and again, and viewers (junitparser, Jenkins) fold the cases of one class and name
    /// into one row; each case's name says its language now, unique within its suite.
    @Test func caseNamesAreUniqueWithinEachSuiteAndNameTheLanguage() throws {
        let result = try NineteenLanguages.result()
        let cases = try ParsedXML(JUnitReporter().report(result)).all("testcase")
        #expect(cases.count == 19)
        let names = cases.compactMap { $0.attributes["name"] }
        #expect(Set(names).count == names.count)
        let position = try #require(names.first?.split(separator: " in ").first)
        #expect(names == NineteenLanguages.languages.map { "\(position) in '\($0)'" })
        #expect(names.first == "missing-translation at 3:36 in 'ar'")
    }

    /// Findings that share rule, place and language still get names of their own, numbered in order.
    @Test func aNameThatWouldRepeatIsNumbered() throws {
        var result = Validator.validate([])
        result.diagnostics = (1...3).map { _ in
            Diagnostic(.error, rule: "json-syntax", "the file is not UTF-8", at: SourceLocation(file: "a.json"))
        }
        result.inputFailures = [InputFailure(path: nil, "nothing left"), InputFailure(path: nil, "no such file")]
        let xml = try ParsedXML(JUnitReporter().report(result))
        let names = xml.all("testcase").map { [$0.attributes["classname"] ?? "", $0.attributes["name"] ?? ""] }
        #expect(
            names == [
                ["a.json", "json-syntax"], ["a.json", "json-syntax (2)"], ["a.json", "json-syntax (3)"],
                ["dialogc", "input"], ["dialogc", "input (2)"],
            ])
    }
}
