@testable import DialogConfiguration
@testable import DialogDiagnostics
@testable import DialogLanguageServer
@testable import DialogRules
@testable import DialogSpec
@testable import DialogValidation
import Testing

/// The language server's per-dialog path: after any one-character edit, anywhere, the incremental
/// lint finds exactly what a lint from scratch finds and decodes the same spec, while an edit
/// inside one dialog decodes that dialog alone.
@Suite struct PerDialogDecodingTests {
    static let path = "/w/a.json"
    static let decodingOnly = RuleSet(pipelineRules: [], dialogRules: [], crossFileRules: [])
    /// What an editor types: mostly letters inside strings, now and then the JSON's own punctuation.
    static let typed = ["a", "Z", "1", " ", "\"", ",", ":", "{", "}", "[", "]", "\\", "é", "确", "-", "_"]

    /// One character of `text` replaced, one inserted or one deleted, at a random place.
    static func edit(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        let offset = IncrementalCheckTests.boundary(in: text, atOrAfter: Int.random(in: 0..<text.count + 1, using: &random))
        let end = IncrementalCheckTests.boundary(in: text, atOrAfter: min(text.count, offset + 1))
        let character = Array(typed[Int.random(in: 0..<typed.count, using: &random)].utf8)
        var edited = text
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where offset < text.count: edited.replaceSubrange(offset..<end, with: character)
        case 1 where offset < text.count: edited.removeSubrange(offset..<end)
        default: edited.insert(contentsOf: character, at: offset)
        }
        return edited
    }

    @Test(arguments: Array(UInt64(1)...12))
    func randomOneCharacterEditsFindWhatALintFromScratchFinds(seed: UInt64) {
        var specs = RandomSpecs(seed: seed)
        var random = SeededGenerator(seed: seed &* 7919)
        let start = Array(specs.file(dialogs: 6).utf8)
        let other = SourceFile(path: "/w/b.json", bytes: Array(specs.file(dialogs: 2).utf8))
        var linter = IncrementalLinter(configuration: Configuration(), baseline: nil)
        var text = start
        var findingsSeen = 0
        for step in 0..<120 {
            // Mostly an edit of the text as it is; now and then back to the start, so that not
            // every edit lands in a document an earlier one broke.
            text = Int.random(in: 0..<8, using: &random) == 0 ? start : Self.edit(text, &random)
            let source = SourceFile(path: Self.path, bytes: text)
            let sources = [source, other]
            let incremental = linter.lint(sources)
            let expected = Dictionary(grouping: Linter.lint(sources).diagnostics) { $0.location.file }
            let found = incremental[Self.path]?.diagnostics ?? []
            #expect(found == (expected[Self.path] ?? []), "step \(step):\n\(String(decoding: text, as: UTF8.self))")
            #expect(incremental[other.path]?.diagnostics ?? [] == (expected[other.path] ?? []), "step \(step)")
            let decoded = Validator.checkFile(source, rules: Self.decodingOnly).file.spec
            #expect(incremental[Self.path]?.file.spec == decoded, "step \(step):\n\(String(decoding: text, as: UTF8.self))")
            findingsSeen += found.count
        }
        #expect(findingsSeen > 0)
        // Most edits land inside a dialog: the per-dialog path must have been taken.
        #expect(linter.decodedDialogs < 120 * 6 / 2)
    }

    @Test func anEditInsideOneDialogDecodesThatDialogAlone() {
        let dialogs = (0..<50).map {
            #"    {"id": "d\#($0)", "type": "alert", "title": "Delete draft \#($0)?", "buttons": [{"id": "yes", "title": "Yes"}]}"#
        }
        let text = "{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n"
        var linter = IncrementalLinter(configuration: Configuration(), baseline: nil)
        _ = linter.lint([SourceFile(path: Self.path, bytes: Array(text.utf8))])
        #expect(linter.decodedDialogs == 50)
        // The same length: every other dialog stays where it stood.
        let replaced = text.replacingOccurrences(of: "Delete draft 10?", with: "Delete draft 1X?")
        let found = linter.lint([SourceFile(path: Self.path, bytes: Array(replaced.utf8))])
        #expect(linter.decodedDialogs == 51)
        #expect(linter.checkedDialogs == 51)
        let expected = Linter.lint([SourceFile(path: Self.path, bytes: Array(replaced.utf8))]).diagnostics
        #expect(found[Self.path]?.diagnostics == expected)
        #expect(expected.count >= 50)
        // Longer: the dialogs after it moved, and are moved, not decoded again, with their findings.
        let longer = replaced.replacingOccurrences(of: "Delete draft 1X?", with: "Delete the draft 1X?")
        let moved = linter.lint([SourceFile(path: Self.path, bytes: Array(longer.utf8))])
        #expect(linter.decodedDialogs == 52)
        #expect(linter.checkedDialogs == 52)
        #expect(moved[Self.path]?.diagnostics == Linter.lint([SourceFile(path: Self.path, bytes: Array(longer.utf8))]).diagnostics)
        #expect(
            moved[Self.path]?.file.spec
                == Validator.checkFile(SourceFile(path: Self.path, bytes: Array(longer.utf8)), rules: Self.decodingOnly).file.spec)
        // An edit of the top level decodes every dialog again.
        let version = longer.replacingOccurrences(of: "\"specVersion\": 1", with: "\"specVersion\": 2")
        _ = linter.lint([SourceFile(path: Self.path, bytes: Array(version.utf8))])
        #expect(linter.decodedDialogs == 52 + 50)
    }

    @Test func theCrossFileRulesCompareAgainOnlyWhenAnIdOrKeyChanged() {
        let dialogs = (0..<30).map {
            #"    {"id": "d\#($0)", "type": "alert", "title": "Delete draft \#($0)?", "buttons": [{"id": "yes", "title": "Yes"}]}"#
        }
        // The other file declares 'd3' again: a finding across the two files.
        let other = SourceFile(
            path: "/w/b.json", bytes: Array(#"{"specVersion": 1, "dialogs": [{"id": "d3", "type": "alert", "title": "Again"}]}"#.utf8))
        var text = "{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n"
        var linter = IncrementalLinter(configuration: Configuration(), baseline: nil)
        func lint(_ replacing: String, _ with: String) -> [Diagnostic] {
            let old = Array(text.utf8)
            text = text.replacingOccurrences(of: replacing, with: with)
            let source = SourceFile(path: Self.path, bytes: Array(text.utf8))
            let found = linter.lint([source, other], edits: [Self.path: .edit(ByteEdit(from: old, to: source.bytes))])
            let expected = Dictionary(grouping: Linter.lint([source, other]).diagnostics) { $0.location.file }
            #expect(found[Self.path]?.diagnostics == expected[Self.path] ?? [])
            #expect(found[other.path]?.diagnostics == expected[other.path] ?? [])
            return (found[Self.path]?.diagnostics ?? []) + (found[other.path]?.diagnostics ?? [])
        }
        _ = lint("", "")
        #expect(linter.crossFileChecks == 1)
        // A title: the ids stand as they were, and the duplicate is still found where it is.
        #expect(lint("Delete draft 10?", "Delete draft 1X?").contains { $0.ruleID == "duplicate-dialog-id" })
        #expect(linter.crossFileChecks == 1)
        #expect(linter.decodedDialogs == 31 + 1)
        // An id: compared again; the duplicate is gone.
        #expect(!lint(#""id": "d3""#, #""id": "dX""#).contains { $0.ruleID == "duplicate-dialog-id" })
        #expect(linter.crossFileChecks == 2)
        #expect(linter.decodedDialogs == 31 + 2)
    }
}
