import DialogDiagnostics
import DialogValidation
import Testing

/// Findings and fixes a user met that were wrong (issue 36): a second report of one mistake, and
/// "safe" fixes that made a spec worse.
@Suite struct ReportedFindingsTests {
    static func lint(_ dialogs: String) -> [Diagnostic] {
        let text = #"{"specVersion": 1, "dialogs": ["# + dialogs + "]}"
        return Linter.lint([SourceFile(path: "spec.json", text: text)]).diagnostics
    }

    @Test func aMisplacedMaxLengthIsReportedOnce() {
        let findings = Self.lint(
            """
            {"id": "name", "type": "textInput", "title": "Name", "input": {"placeholder": "Name", "maxLength": 20},
             "buttons": [{"id": "ok", "title": "OK"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """)
        #expect(findings.map(\.ruleID) == ["unknown-key"], "\(findings.map(\.message))")
        // Without any limit written anywhere, the rule still speaks.
        let unbounded = Self.lint(
            """
            {"id": "name", "type": "textInput", "title": "Name", "input": {"placeholder": "Name"},
             "buttons": [{"id": "ok", "title": "OK"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """)
        #expect(unbounded.map(\.ruleID) == ["unbounded-text-input"])
    }

    /// A sheet at its cap of six options with a second cancel: making it a 'default' button would
    /// make seven options, an 'option-cap' error in place of this one, so no replacement is offered.
    @Test func aSecondCancelOnAFullSheetIsNotFixedIntoAnOption() throws {
        let options = (1...6).map { #"{"id": "o\#($0)", "title": "Option \#($0)"}"# }.joined(separator: ", ")
        let findings = Self.lint(
            """
            {"id": "sheet", "type": "actionSheet", "title": "Choose", "buttons": [\(options),
              {"id": "close", "title": "Close", "style": "cancel"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """)
        let second = try #require(findings.first { $0.ruleID == "multiple-cancel" })
        #expect(second.suggestion?.replacement == nil, "a fix that breaks the option cap")
        #expect(second.suggestion?.message == "remove 'cancel', or make it a 'default' button and remove another option")

        let roomy = Self.lint(
            """
            {"id": "sheet", "type": "actionSheet", "title": "Choose", "buttons": [{"id": "o1", "title": "Option"},
              {"id": "close", "title": "Close", "style": "cancel"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """)
        #expect(roomy.first { $0.ruleID == "multiple-cancel" }?.suggestion?.replacement == "\"default\"")
    }

    /// `titel` beside `title`: renaming it would write 'title' twice, and the first would win.
    @Test func aNearMissBesideItsKeyIsNotRenamed() throws {
        let findings = Self.lint(
            """
            {"id": "t", "type": "alert", "title": "Real", "titel": "Typo", "buttons": [{"id": "ok", "title": "OK"}]}
            """)
        let unknown = try #require(findings.first { $0.ruleID == "unknown-key" })
        #expect(unknown.suggestion?.replacement == nil)
        #expect(unknown.suggestion?.message == "did you mean 'title'? it is set already; remove one of the two")
        let alone = Self.lint(
            """
            {"id": "t", "type": "alert", "titel": "Typo", "buttons": [{"id": "ok", "title": "OK"}]}
            """)
        #expect(alone.first { $0.ruleID == "unknown-key" }?.suggestion?.replacement == "\"title\"")
    }
}
