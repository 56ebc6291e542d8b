import DialogDiagnostics
import DialogEditing
import DialogRules
import DialogValidation
import Foundation
import Testing

/// Which suggestions `--fix` applies and how edits combine.
@Suite struct SpecFixerTests {
    static func finding(_ rule: RuleID, _ start: Int, _ end: Int, _ replacement: String?, in source: SourceFile) -> Diagnostic {
        Diagnostic(.error, rule: rule, "finding", at: source.location(start, end), suggestion: Suggestion("fix", replacement: replacement))
    }

    @Test func onlyReplacementsOfSafeRulesAreApplied() {
        let source = SourceFile(path: "a.json", text: "0123456789")
        let diagnostics = [
            Self.finding(.unknownKey, 0, 2, "AB", in: source),
            // toast-too-short's replacement changes how long a toast shows: a decision, not a fix.
            Self.finding("toast-too-short", 4, 5, "X", in: source),
            Self.finding(.invalidValue, 6, 7, nil, in: source),
        ]
        let fix = SpecFixer.fix(source, diagnostics: diagnostics, rules: .lint)
        #expect(String(decoding: fix.bytes, as: UTF8.self) == "AB23456789")
        #expect(fix.applied.map(\.diagnostic.rule) == [.unknownKey])
        #expect(fix.overlapping.isEmpty)
    }

    @Test func editsApplyFromTheEndSoEarlierRangesStayValid() {
        let source = SourceFile(path: "a.json", text: "\"titel\": \"Destructive\"")
        let fix = SpecFixer.fix(
            source,
            diagnostics: [
                Self.finding(.invalidValue, 9, 22, "\"destructive\"", in: source),
                Self.finding(.unknownKey, 0, 7, "\"title\"", in: source),
            ], rules: .standard)
        #expect(String(decoding: fix.bytes, as: UTF8.self) == "\"title\": \"destructive\"")
        #expect(fix.applied.map(\.range) == [0..<7, 9..<22])
    }

    @Test func theFirstOfOverlappingEditsWinsWhateverTheOrderOfFindings() {
        let source = SourceFile(path: "a.json", text: "abcdefgh")
        let first = Self.finding(.unknownKey, 1, 4, "X", in: source)
        let overlapping = Self.finding(.invalidValue, 3, 6, "Y", in: source)
        let sameStart = Self.finding(.invalidValue, 1, 2, "Z", in: source)
        let later = Self.finding(.invalidValue, 6, 7, "W", in: source)
        for order in [[first, overlapping, sameStart, later], [later, sameStart, overlapping, first]] {
            let fix = SpecFixer.fix(source, diagnostics: order, rules: .standard)
            // Ordered by start, then end: 'Z' at 1..<2 comes first, so 'X' at 1..<4 overlaps it; 'Y' and 'W' touch but do not overlap.
            #expect(String(decoding: fix.bytes, as: UTF8.self) == "aZcYWh")
            #expect(fix.applied.map(\.replacement) == ["Z", "Y", "W"])
            #expect(fix.overlapping.map(\.replacement) == ["X"])
        }
    }

    @Test func twoFindingsAskingForTheSameEditAreOneFix() {
        let source = SourceFile(path: "a.json", text: "true")
        let fix = SpecFixer.fix(
            source,
            diagnostics: [
                Self.finding("cancel-preferred", 0, 4, "false", in: source),
                Self.finding("destructive-preferred", 0, 4, "false", in: source),
            ], rules: .lint)
        #expect(String(decoding: fix.bytes, as: UTF8.self) == "false")
        #expect(fix.overlapping.isEmpty)
    }

    @Test func findingsOfOtherFilesOrWithoutARangeAreLeftAlone() {
        let source = SourceFile(path: "a.json", text: "abc")
        let other = SourceFile(path: "b.json", text: "abc")
        let wholeFile = Diagnostic(
            .error, rule: .unknownKey, "x", at: SourceLocation(file: "a.json"), suggestion: Suggestion("s", replacement: "Q"))
        let fix = SpecFixer.fix(source, diagnostics: [Self.finding(.unknownKey, 0, 1, "Q", in: other), wholeFile], rules: .standard)
        #expect(!fix.changed)
    }

    @Test func aSecondCancelButtonBecomesADefaultOne() {
        let source = SourceFile(
            path: "a.json",
            text: RuleExample.dialogs(
                #"""
                {"id": "a", "type": "alert", "title": "Leave?", "buttons": [
                  {"id": "stay", "title": "Stay", "style": "cancel"}, {"id": "later", "title": "Later", "style": "cancel"}]}
                """#
            ).fileText)
        let fix = SpecFixer.fix(source, diagnostics: Validator.validate([source]).diagnostics, rules: .standard)
        #expect(fix.applied.map(\.diagnostic.ruleID) == ["multiple-cancel"])
        let fixed = SourceFile(path: "a.json", bytes: fix.bytes)
        #expect(String(decoding: fix.bytes, as: UTF8.self).contains(#"{"id": "later", "title": "Later", "style": "default"}"#))
        #expect(Validator.validate([fixed]).diagnostics.isEmpty)
    }

    @Test func theRulesMarkedSafeAreTheMechanicalOnes() {
        let safe = RuleSet.lint.all.filter { $0.description.suggestionIsSafe }.map { $0.id }
        #expect(
            safe == [
                "cancel-preferred", "destructive-preferred", "hide-missing-show-type", "hide-show-type-mismatch", "invalid-value",
                "multiple-cancel", "off-token-value", "renderer-unsupported", "unknown-key",
            ])
    }

    @Test func aMissingHideShowTypeIsAddedAsTheShowTypeInEffect() {
        let text = """
            {"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "Saved",
              "presentation": {"show": {"type": "fromBottom"}, "hide": {"duration": 0.25}}},
             {"id": "b", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}, {"id": "c", "title": "Cancel", "style": "cancel"}],
              "presentation": {"hide": {}}}]}
            """
        let source = SourceFile(path: "a.json", text: text)
        let before = Validator.validate([source])
        #expect(before.diagnostics.map(\.ruleID) == ["hide-missing-show-type", "hide-missing-show-type"])
        let fix = SpecFixer.fix(source, diagnostics: before.diagnostics, rules: .standard)
        let fixed = String(decoding: fix.bytes, as: UTF8.self)
        #expect(fixed.contains(#""hide": {"showType": "fromBottom", "duration": 0.25}"#))
        #expect(fixed.contains(#""hide": {"showType": "fromBottom"}}"#))
        #expect(Validator.validate([SourceFile(path: "a.json", bytes: fix.bytes)]).diagnostics.isEmpty)
    }
}

/// `--fix --dry-run`'s diff, compared with what `diff -u` prints.
@Suite struct UnifiedDiffTests {
    static func diff(_ old: String, _ new: String) -> String {
        UnifiedDiff.diff(old: Array(old.utf8), new: Array(new.utf8), path: "f")
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(Self.diff("a\nb\n", "a\nb\n") == "")
    }

    @Test func aChangedLineHasThreeLinesOfContext() {
        let old = (1...10).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "5\n", with: "five\n")
        #expect(Self.diff(old, new) == "--- a/f\n+++ b/f\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n")
    }

    @Test func distantChangesGetHunksOfTheirOwn() {
        let old = (1...20).map { "\($0)\n" }.joined()
        let new = old.replacingOccurrences(of: "\n2\n", with: "\nB\n").replacingOccurrences(of: "\n19\n", with: "\nS\n")
        let hunks = Self.diff(old, new).components(separatedBy: "\n").filter { $0.hasPrefix("@@") }
        #expect(hunks == ["@@ -1,5 +1,5 @@", "@@ -16,5 +16,5 @@"])
    }

    @Test func insertionsDeletionsAndAMissingFinalNewline() {
        #expect(
            Self.diff("a\nb", "a\nc")
                == "--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n")
        #expect(Self.diff("", "x\n") == "--- a/f\n+++ b/f\n@@ -0,0 +1,1 @@\n+x\n")
        #expect(Self.diff("a\nb\nc\n", "a\nc\n") == "--- a/f\n+++ b/f\n@@ -1,3 +1,2 @@\n a\n-b\n c\n")
    }
}
