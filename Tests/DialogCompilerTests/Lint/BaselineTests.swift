import DialogCompiler
import Foundation
import Testing

/// A baseline absorbs the findings it recorded, survives lines moving, and lets new ones through.
@Suite struct BaselineTests {
    static let twoWarnings = """
        {"specVersion": 1, "dialogs": [
        {"id": "a", "type": "alert", "title": "Report sent", "buttons": [{"id": "close", "title": "Close", "style": "cancel"}]},
        {"id": "b", "type": "alert", "title": "Report sent", "buttons": [{"id": "close", "title": "Close", "style": "cancel"}]}
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
            with: ",\n{\"id\": \"c\", \"type\": \"alert\", \"title\": \"Report sent\", \"buttons\": [{\"id\": \"close\", \"title\": \"Dismiss\", \"style\": \"cancel\"}]}\n]}")
        let (filtered, _) = baseline.filter(Self.lint(withNew))
        #expect(filtered.diagnostics.map(\.message) == [
            "cancel button 'close' of alert 'c' is titled 'Dismiss'; a button that cancels should be titled 'Cancel'"
        ])
    }

    @Test func eachEntryAbsorbsOneFinding() {
        let one = Baseline(entries: [Self.lint(Self.twoWarnings).diagnostics[0]].map {
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
        #expect(diagnostics.map(\.position).contains(marked.positions[0]))
    }
}
