@testable import DialogConfiguration
@testable import DialogDiagnostics
@testable import DialogLanguageServer
@testable import DialogLanguageServerProtocol
@testable import DialogValidation
import Foundation
import Testing

/// After any sequence of edits, the server's incremental check finds exactly what a check from
/// scratch (`dialogc lint` with the same configuration and baseline) finds.
@Suite struct IncrementalCheckTests {
    static let edited = "/w/a.json"
    static let other = "/w/b.json"

    /// One dialog a line, each ending in a comma but the last, so whole lines can be dropped or repeated.
    static let editedText = """
        {
          "specVersion": 1,
          "dialogs": [
            {"id": "a", "type": "alert", "title": "Delete this draft?", "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "delete", "title": "Delete", "style": "destructive"}]},
            {"id": "b", "type": "alert", "title": "Discard changes?", "buttons": [{"id": "keep", "title": "Close", "style": "cancel"}, {"id": "discard", "title": "Discard", "style": "destructive"}]},
            {"id": "c", "type": "alert", "title": "Log out?", "message": "You can log in again at any time.", "buttons": [{"id": "ok", "title": "OK"}]},
            {"id": "d", "type": "toast", "message": "Saved", "duration": 0.5},
            {"id": "e", "type": "actionSheet", "title": "Share", "buttons": [{"id": "copy", "title": "Copy"}, {"id": "mail", "title": "Mail"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]},
            {"id": "last", "type": "toast", "message": "Done"}
          ]
        }

        """

    static let otherText = """
        {"specVersion": 1, "dialogs": [
          {"id": "dup", "type": "toast", "message": "Copied"},
          {"id": "b-two", "type": "toast", "message": "Moved", "suppressions": [{"rule": "toast-too-short", "reason": "r"}]}
        ]}

        """

    /// Realistic edits: each replaces one occurrence of a snippet.
    static let replacements: [(String, String)] = [
        (#""title": "Cancel""#, #""title": "Close""#), (#""title": "Close""#, #""title": "Cancel""#),
        (#""style": "cancel""#, #""style": "default""#), (#""style": "default""#, #""style": "cancel""#),
        (#""id": "b""#, #""id": "a""#), (#""id": "c""#, #""id": "dup""#), (#""id": "d""#, #""id": "b_two""#),
        (#""title": "Delete""#, #""title": "Yes""#), (#""type": "alert""#, #""type": "toast""#),
        (#""specVersion": 1"#, #""specVersion": 2"#), (#""specVersion": 2"#, #""specVersion": 1"#),
        (#""type": ""#, #""suppressions": [{"rule": "cancel-title", "reason": "r"}], "type": ""#),
        (#""type": ""#, #""suppressions": [{"rule": "duplicate-dialog-id", "reason": "r"}], "type": ""#),
        (#""message": "Saved""#, #""message": "Saved 🎉 ✔︎ — a message long enough to wrap past the lines a toast has on a small phone""#),
        (#""duration": 0.5"#, #""duration": 4"#), (#"{"id": "keep""#, #"{"id": "discard""#),
    ]

    static let configuration: Configuration = {
        let text = #"{"rules": {"cancel-title": "error", "yes-no-buttons": "off"}}"#
        return ConfigurationDecoder.decode(SourceFile(path: "/w/.dialogc.json", bytes: Array(text.utf8))).configuration!
    }()

    /// A baseline recorded from a variant of the specs, so it absorbs some findings of the edits and not others.
    static let baseline: Baseline = {
        let variant = editedText.replacingOccurrences(of: #""id": "c""#, with: #""id": "dup""#)
            .replacingOccurrences(of: #""title": "Close""#, with: #""title": "Cancel""#)
        let recorded = Linter.lint(
            [SourceFile(path: edited, bytes: Array(variant.utf8)), SourceFile(path: other, bytes: Array(otherText.utf8))],
            configuration: configuration)
        return Baseline(recording: recorded)
    }()

    /// A random edit of `text`: a snippet replaced, a line dropped or repeated, or a few bytes typed or deleted.
    static func edit(_ text: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<5:
            let (find, replace) = replacements[Int.random(in: 0..<replacements.count, using: &random)]
            let ranges = text.ranges(of: Array(find.utf8))
            guard !ranges.isEmpty else { return text }
            var edited = text
            edited.replaceSubrange(ranges[Int.random(in: 0..<ranges.count, using: &random)], with: Array(replace.utf8))
            return edited
        case 5..<7:
            var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map(Array.init)
            let dialogLines = lines.indices.filter { lines[$0].starts(with: Array("    {".utf8)) && lines[$0].last == UInt8(ascii: ",") }
            guard !dialogLines.isEmpty else { return text }
            let line = dialogLines[Int.random(in: 0..<dialogLines.count, using: &random)]
            if Int.random(in: 0..<2, using: &random) == 0 { lines.remove(at: line) } else { lines.insert(lines[line], at: line) }
            return Array(lines.joined(separator: [0x0A]))
        default:
            // Typing, which breaks the JSON as often as not.
            let offset = boundary(in: text, atOrAfter: Int.random(in: 0..<text.count + 1, using: &random))
            var edited = text
            if Int.random(in: 0..<2, using: &random) == 0, offset < text.count {
                edited.removeSubrange(
                    offset..<boundary(in: text, atOrAfter: min(text.count, offset + 1 + Int.random(in: 0..<3, using: &random))))
            } else {
                let typed = [" ", "x", "\"", ",", "}", "1", "\"id\": \"a\", "][Int.random(in: 0..<7, using: &random)]
                edited.insert(contentsOf: Array(typed.utf8), at: offset)
            }
            return edited
        }
    }

    /// The first offset from `offset` on that starts a character (or is the end).
    static func boundary(in text: [UInt8], atOrAfter offset: Int) -> Int {
        var offset = offset
        while offset < text.count, text[offset] & 0xC0 == 0x80 { offset += 1 }
        return offset
    }

    static func fromScratch(_ sources: [SourceFile]) -> [String: [Diagnostic]] {
        let result = baseline.filter(Linter.lint(sources, configuration: configuration)).result
        return Dictionary(grouping: result.diagnostics) { $0.location.file }
    }

    @Test(arguments: Array(UInt64(1)...8))
    func incrementalFindingsEqualAFromScratchLint(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var linter = IncrementalLinter(configuration: Self.configuration, baseline: Self.baseline)
        var texts = [Array(Self.editedText.utf8), Array(Self.otherText.utf8)]
        var history = [texts]
        var findingsSeen = 0
        for step in 0..<60 {
            // Mostly the edited file; now and then the other file, or an undo to an earlier state.
            switch Int.random(in: 0..<10, using: &random) {
            case 0: texts[1] = Self.edit(texts[1], &random)
            case 1: texts = history[Int.random(in: 0..<history.count, using: &random)]
            default: texts[0] = Self.edit(texts[0], &random)
            }
            history.append(texts)
            let sources = [SourceFile(path: Self.edited, bytes: texts[0]), SourceFile(path: Self.other, bytes: texts[1])]
            let incremental = linter.lint(sources)
            let expected = Self.fromScratch(sources)
            for path in [Self.edited, Self.other] {
                let found = incremental[path]?.diagnostics ?? []
                #expect(
                    found == (expected[path] ?? []),
                    "step \(step), \(path):\n\(String(decoding: texts[path == Self.edited ? 0 : 1], as: UTF8.self))")
                findingsSeen += found.count
            }
        }
        // The edits must reach findings, or the comparison proves little.
        #expect(findingsSeen > 0)
    }

    @Test func anEditInOneDialogRechecksThatDialogOfThatFileOnly() throws {
        let dialogs = (0..<50).map {
            #"    {"id": "d\#($0)", "type": "alert", "title": "Delete draft \#($0)?", "buttons": [{"id": "yes", "title": "Yes"}]}"#
        }
        let text = "{\"specVersion\": 1, \"dialogs\": [\n" + dialogs.joined(separator: ",\n") + "\n]}\n"
        var linter = IncrementalLinter(configuration: Configuration(), baseline: nil)
        let other = SourceFile(path: Self.other, bytes: Array(Self.otherText.utf8))
        _ = linter.lint([SourceFile(path: Self.edited, bytes: Array(text.utf8)), other])
        #expect(linter.decodedFiles == 2)
        #expect(linter.checkedDialogs == 52)
        // A longer title in the 11th dialog moves every dialog after it.
        let edited = text.replacingOccurrences(of: "Delete draft 10?", with: "Delete the draft 10?")
        let sources = [SourceFile(path: Self.edited, bytes: Array(edited.utf8)), other]
        let found = linter.lint(sources)
        #expect(linter.decodedFiles == 3)
        #expect(linter.checkedDialogs == 53)
        let expected = Dictionary(grouping: Linter.lint(sources).diagnostics) { $0.location.file }
        #expect(found[Self.edited]?.diagnostics == expected[Self.edited])
        // Each dialog has a finding (a 'Yes' button), so the moved findings are compared too.
        #expect((expected[Self.edited]?.count ?? 0) >= 50)
    }

    @Test func theServerPublishesAfterEditsWhatAFreshServerPublishes() {
        var random = SeededGenerator(seed: 7)
        let (client, _) = LSPClient.initialized()
        let uri = DocumentURI.uri(of: Self.edited)
        let otherURI = DocumentURI.uri(of: Self.other)
        client.open(otherURI, Self.otherText)
        client.open(uri, Self.editedText)
        var text = Array(Self.editedText.utf8)
        for version in 2..<40 {
            let edited = Self.edit(text, &random)
            // The smallest replacement that turns the old text into the new, sent as an incremental change.
            var prefix = zip(text, edited).prefix { $0 == $1 }.count
            while prefix > 0, prefix < text.count, text[prefix] & 0xC0 == 0x80 { prefix -= 1 }
            let suffix = zip(text.reversed(), edited.reversed()).prefix { $0 == $1 }.count
            var kept = min(suffix, text.count - prefix, edited.count - prefix)
            while kept > 0, text[text.count - kept] & 0xC0 == 0x80 { kept -= 1 }
            let converter = PositionConverter(bytes: text, encoding: .utf16)
            let change: JSONValue = [
                "range": converter.range(prefix, text.count - kept),
                "text": .string(String(decoding: edited[prefix..<(edited.count - kept)], as: UTF8.self)),
            ]
            client.change(uri, version: version, [change])
            text = edited
        }
        let (fresh, _) = LSPClient.initialized()
        fresh.open(otherURI, Self.otherText)
        fresh.open(uri, String(decoding: text, as: UTF8.self))
        #expect(client.diagnostics(uri) == fresh.diagnostics(uri))
        #expect(client.diagnostics(otherURI) == fresh.diagnostics(otherURI))
        #expect(client.server.checked[uri]?.document.bytes == text)
    }
}
