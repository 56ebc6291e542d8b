import DialogConfiguration
import DialogDiagnostics
import DialogValidation
import Testing

/// Suppressions and configuration as the lint pipeline applies them.
@Suite struct LinterTests {
    /// An alert with a cancel button titled 'Close': a `cancel-title` finding at the marker.
    static func closeAlert(_ id: String, marker: String = "", suppressions: String = "") -> String {
        """
        {"id": "\(id)", "type": "alert", "title": "Report sent", "buttons": [
          {"id": "view", "title": "View Report"}, {"id": "close", "title": \(marker)"Close", "style": "cancel"}
        ]\(suppressions.isEmpty ? "" : ", \"suppressions\": [\(suppressions)]")}
        """
    }

    static func lint(_ dialogs: String..., configuration: Configuration = Configuration()) -> (MarkedSource, [Diagnostic]) {
        let marked = MarkedSource("{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n")
        let result = Linter.lint([SourceFile(path: "spec.json", text: marked.text)], configuration: configuration)
        return (marked, result.diagnostics)
    }

    /// `style-ignored-by-system` names exactly the key a system alert sets, for each key it knows.
    @Test func theSystemRendererNamesEachIgnoredKey() {
        let values = [
            "titleFont": #"{"size": 15}"#, "messageFont": #"{"size": 15}"#, "buttonFont": #"{"size": 15}"#,
            "fieldFont": #"{"size": 15}"#, "textAlignment": #""center""#, "cornerRadius": "12",
        ]
        let keys = [
            "titleFont", "messageFont", "titleColor", "messageColor", "lineColor", "backgroundColor", "coverColor",
            "textAlignment", "cornerRadius", "buttonFont", "toolbarColor", "toolbarTitleColor", "fieldFont", "fieldColor",
            "placeholderColor", "layout",
        ]
        let dialogs = keys.enumerated().map { index, key in
            let value = values[key] ?? "\"#FF0000\""
            let setting = key == "layout" ? #""layout": {"width": 240}"# : #""style": {"\#(key)": \#(value)}"#
            return #"{"id": "a\#(index)", "type": "alert", "title": "Saved", \#(setting), "buttons": [{"id": "ok", "title": "OK"}]}"#
        }
        let (_, diagnostics) = Self.lint(dialogs.joined(separator: ",\n"))
        let messages = diagnostics.filter { $0.ruleID == "style-ignored-by-system" }.map(\.message)
        #expect(
            messages
                == keys.enumerated().map { index, key in
                    "alert 'a\(index)' is drawn by the 'system' renderer, which ignores '\(key)'"
                })
    }

    @Test func aDialogSuppressionSilencesOnlyItsDialog() {
        let (marked, diagnostics) = Self.lint(
            Self.closeAlert("first", suppressions: #"{"rule": "cancel-title", "reason": "the source says Close"}"#),
            Self.closeAlert("second", marker: "1️⃣"))
        #expect(diagnostics.map(\.ruleID) == ["cancel-title"])
        #expect(diagnostics.map { $0.position(in: marked.text) } == marked.positions)
    }

    /// Among many dialogs, a suppression silences exactly its own dialog's finding, and a second
    /// suppression of the same rule in one dialog has nothing left to silence.
    @Test func manySuppressionsEachSilenceTheirOwnDialog() {
        let dialogs = (0..<40).map { number in
            switch number % 4 {
            case 0: Self.closeAlert("d\(number)", suppressions: #"{"rule": "cancel-title"}"#)
            case 1: Self.closeAlert("d\(number)", marker: "1️⃣")
            case 2: Self.closeAlert("d\(number)", suppressions: #"{"rule": "cancel-title"}, 1️⃣{"rule": "cancel-title"}"#)
            default: #"{"id": "d\#(number)", "type": "toast", "message": "m", "suppressions": [1️⃣{"rule": "cancel-title"}]}"#
            }
        }
        let marked = MarkedSource("{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n")
        let result = Linter.lint([SourceFile(path: "spec.json", text: marked.text)])
        let expected = (0..<40).filter { $0 % 4 != 0 }.map { $0 % 4 == 1 ? "cancel-title" : "unused-suppression" }
        #expect(result.diagnostics.map(\.ruleID) == expected)
        #expect(result.diagnostics.map { $0.position(in: marked.text) }.sorted() == marked.positions)
    }

    @Test func aFileSuppressionSilencesEveryDialogOfTheFile() {
        let text = """
            {"specVersion": 1, "suppressions": [{"rule": "cancel-title"}], "dialogs": [
            \(Self.closeAlert("first")), \(Self.closeAlert("second"))
            ]}
            """
        let other = "{\"specVersion\": 1, \"dialogs\": [\(Self.closeAlert("third"))]}"
        let result = Linter.lint([SourceFile(path: "a.json", text: text), SourceFile(path: "b.json", text: other)])
        #expect(result.diagnostics.map(\.ruleID) == ["cancel-title"])
        #expect(result.diagnostics.map(\.location.file) == ["b.json"])
    }

    @Test func anUnusedSuppressionIsReportedWhereItStands() {
        let (marked, diagnostics) = Self.lint(
            #"{"id": "saved", "type": "toast", "message": "Saved", "suppressions": [1️⃣{"rule": "cancel-title"}]}"#)
        #expect(diagnostics.map(\.ruleID) == ["unused-suppression"])
        #expect(diagnostics.map { $0.position(in: marked.text) } == marked.positions)
        #expect(diagnostics.first?.severity == .warning)
    }

    @Test func aRuleThePlatformEnforcesCannotBeSuppressed() {
        let (marked, diagnostics) = Self.lint(
            #"{"id": "saved", "type": "toast", "message": "Saved", "suppressions": [{"rule": 1️⃣"multiple-cancel"}]}"#)
        #expect(diagnostics.map(\.ruleID) == ["invalid-value"])
        #expect(diagnostics.map { $0.position(in: marked.text) } == marked.positions)
        #expect(diagnostics.first?.message == "rule 'multiple-cancel' reports a spec the platform rejects and cannot be suppressed")
    }

    /// A mistyped rule id is its own finding; the dialog's other suppressions keep working.
    @Test func aMistypedSuppressionLeavesTheOthersWorking() throws {
        let (marked, diagnostics) = Self.lint(
            Self.closeAlert(
                "first", suppressions: #"{"rule": 1️⃣"yes-no-buton"}, {"rule": "cancel-title", "reason": "the source says Close"}"#))
        #expect(diagnostics.count == 1, "\(diagnostics)")
        let finding = try #require(diagnostics.first)
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.message == "unknown rule 'yes-no-buton' in suppression")
        #expect(finding.suggestion?.message == "did you mean 'yes-no-buttons'")
        #expect([finding.position(in: marked.text)] == marked.positions)
    }

    /// The rules skip a dialog with a value they cannot read, so its suppressions cannot be judged.
    @Test func suppressionsOfADialogTheRulesSkippedAreNotCalledUnused() {
        let (_, diagnostics) = Self.lint(
            #"{"id": "saved", "type": "toast", "message": "Saved", "style": {"lineColor": "red"}, "suppressions": [{"rule": "cancel-title"}]}"#
        )
        #expect(diagnostics.map(\.ruleID) == ["invalid-value"])
        let file =
            #"{"specVersion": 1, "suppressions": [{"rule": "cancel-title"}], "dialogs": [{"id": "a", "type": "toast", "message": 5}]}"#
        let result = Linter.lint([SourceFile(path: "a.json", text: file)])
        #expect(result.diagnostics.map(\.ruleID) == ["type-mismatch"])
    }

    @Test func anUnknownRuleInASuppressionGetsASuggestion() {
        let (_, diagnostics) = Self.lint(
            #"{"id": "saved", "type": "toast", "message": "Saved", "suppressions": [{"rule": "cancel-titel"}]}"#)
        #expect(diagnostics.map(\.ruleID) == ["invalid-value"])
        #expect(diagnostics.first?.suggestion?.replacement == "\"cancel-title\"")
    }

    @Test func validateIgnoresGuidelinesButAcceptsSuppressions() {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(Self.closeAlert("a", suppressions: #"{"rule": "cancel-title"}"#))]}"
        #expect(Validator.validate([SourceFile(path: "a.json", text: text)]).diagnostics.isEmpty)
    }

    @Test func theConfigurationChangesSeverityAndTurnsRulesOff() {
        var configuration = Configuration()
        configuration.ruleSettings["cancel-title"] = .severity(.error)
        #expect(Self.lint(Self.closeAlert("a"), configuration: configuration).1.map(\.severity) == [.error])

        configuration.ruleSettings["cancel-title"] = .off
        let silenced = Self.lint(
            Self.closeAlert("a"),
            Self.closeAlert("b", suppressions: #"{"rule": "cancel-title"}"#), configuration: configuration)
        #expect(silenced.1.isEmpty, "a rule turned off reports nothing, and its suppressions are not 'unused'")
    }

    @Test func theConfigurationLowersLimits() {
        let alert = """
            {"id": "a", "type": "alert", "title": "Save changes", "buttons": [
              {"id": "save", "title": "Save"}, 1️⃣{"id": "discard", "title": "Discard"},
              {"id": "cancel", "title": "Cancel", "style": "cancel"}
            ]}
            """
        #expect(Self.lint(alert).1.isEmpty)
        var configuration = Configuration()
        configuration.options.alertMaxButtons = 1
        let (marked, diagnostics) = Self.lint(alert, configuration: configuration)
        #expect(diagnostics.map(\.ruleID) == ["alert-too-many-buttons"])
        #expect(diagnostics.map { $0.position(in: marked.text) } == marked.positions)
    }
}
