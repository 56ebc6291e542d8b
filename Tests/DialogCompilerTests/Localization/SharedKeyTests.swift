import DialogDiagnostics
import DialogValidation
import Foundation
import Testing

/// `validate` and `strings` agree on shared localization keys (issue 36): texts that read the
/// same may share a key of their own, texts that differ may not, and what `validate` passes
/// `strings` writes.
@Suite struct SharedKeyTests {
    static func dialogs(_ dialogs: String...) -> String {
        #"{"specVersion": 2, "dialogs": ["# + dialogs.joined(separator: ",\n") + "]}\n"
    }

    static let deletedA = #"{"id": "a", "type": "toast", "message": {"text": "Deleted", "key": "common.deleted"}}"#
    static let deletedB = #"{"id": "b", "type": "toast", "message": {"text": "Deleted", "key": "common.deleted"}}"#
    static let removedC = #"{"id": "c", "type": "toast", "message": {"text": "Removed", "key": "common.deleted"}}"#

    @Test func textsThatReadTheSameShareAKeyInValidateAndStrings() throws {
        let root = try Hardening.scratch("shared-key")
        defer { try? FileManager.default.removeItem(at: root) }
        try Hardening.write(Self.dialogs(Self.deletedA), to: root.appendingPathComponent("specs/a.json"))
        try Hardening.write(Self.dialogs(Self.deletedB), to: root.appendingPathComponent("specs/b.json"))
        let lint = try Hardening.dialogc(["lint", "--strict", "specs"], in: root)
        #expect(lint.status == 0, "\(lint.standardOutput)")
        let strings = try Hardening.dialogc(["strings", "specs", "--catalog", "L.xcstrings"], in: root)
        #expect(strings.status == 0, "lint --strict passed, so strings must write: \(strings.standardError)")
        let catalog = try String(contentsOf: root.appendingPathComponent("L.xcstrings"), encoding: .utf8)
        #expect(catalog.contains(#""comment" : "Message of the toast 'a'.\nMessage of the toast 'b'.""#), "\(catalog)")
    }

    @Test func textsThatDifferUnderOneKeyFailValidate() throws {
        let result = Validator.validate([SourceFile(path: "s.json", text: Self.dialogs(Self.deletedA, Self.removedC))])
        let conflicts = result.diagnostics.filter { $0.ruleID == "localization-key-conflict" }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.subject == "c")
        #expect(conflicts.first?.message.contains("reads differently") == true)
    }

    @Test func aTextMayNotTakeAnotherDialogsKey() throws {
        let sameWords = #"{"id": "d", "type": "toast", "message": {"text": "Saved", "key": "e.message"}}"#
        let owner = #"{"id": "e", "type": "toast", "message": "Saved"}"#
        // In two files: the index of the run, not the models, must be enough.
        let result = Validator.validate(
            [SourceFile(path: "d.json", text: Self.dialogs(sameWords)), SourceFile(path: "e.json", text: Self.dialogs(owner))],
            keepingModels: false)
        #expect(result.diagnostics.map(\.ruleID) == ["localization-key-conflict"])
        // A key that only looks like one, of a dialog the run does not have, is fine.
        let free = Validator.validate([SourceFile(path: "d.json", text: Self.dialogs(sameWords))])
        #expect(free.diagnostics.isEmpty)
    }
}
