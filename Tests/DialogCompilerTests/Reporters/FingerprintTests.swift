import DialogDiagnostics
import DialogValidation
import Testing

/// A finding's fingerprint follows what it is about (rule, file, dialog), not its wording or its line.
@Suite struct FingerprintTests {
    static let spec = """
        {"specVersion": 1, "dialogs": [
        {"id": "sent", "type": "alert", "title": "Report sent", "buttons": [{"id": "view", "title": "View"}, {"id": "close", "title": "Close", "style": "cancel"}]}
        ]}
        """

    static func finding(_ text: String) throws -> Diagnostic {
        let findings = Linter.lint([SourceFile(path: "spec.json", text: text)]).diagnostics
        try #require(findings.count == 1)
        return findings[0]
    }

    @Test func findingsInADialogHaveItsIdAsSubject() throws {
        let finding = try Self.finding(Self.spec)
        #expect(finding.ruleID == "cancel-title")
        #expect(finding.subject == "sent")
        #expect(finding.identity == "cancel-title|spec.json|sent")
    }

    @Test func rewordingOrMovingKeepsTheFingerprintAndAnotherDialogChangesIt() throws {
        let original = try Self.finding(Self.spec)
        let reworded = try Self.finding(Self.spec.replacingOccurrences(of: "\"Close\"", with: "\"Dismiss\""))
        #expect(reworded.message != original.message)
        #expect(reworded.fingerprint == original.fingerprint)
        let moved = try Self.finding("\n\n" + Self.spec.replacingOccurrences(of: "{\"id\": \"sent\"", with: "\n {\"id\": \"sent\""))
        #expect(moved.location != original.location)
        #expect(moved.fingerprint == original.fingerprint)
        let other = try Self.finding(Self.spec.replacingOccurrences(of: "\"sent\"", with: "\"done\""))
        #expect(other.fingerprint != original.fingerprint)
    }

    @Test func aFindingAboutTheFileHasNoSubject() throws {
        let result = Validator.validate([SourceFile(path: "spec.json", text: #"{"specVersion": 1, "dialogs": [], "extra": 1}"#)])
        #expect(!result.diagnostics.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.subject == nil })
    }
}
