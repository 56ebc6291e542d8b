@testable import DialogDiagnostics
@testable import DialogLayoutEngine
@testable import DialogReporters
@testable import DialogValidation
import Testing

/// The text format's terminal extras: a caret under each finding, and color.
@Suite struct TextReporterTests {
    static let result = Validator.validate([
        SourceFile(
            path: "a.json",
            text: """
                {"specVersion": 1, "dialogs": [
                {"id": "退出", "type": "toast", "message": "hi"},
                {"id": "b", "type": "toast", "message": "hi", "titel": "x"}
                ]}
                """)
    ])

    @Test func plainByDefault() {
        let text = TextReporter().report(Self.result)
        #expect(
            text == """
                a.json:2:8: error: 'id' must start with a letter and contain only letters, digits, '-' and '_', found '退出' [invalid-value]
                a.json:3:47: error: unknown key 'titel' in dialog [unknown-key]
                a.json:3:47: note: did you mean 'title'
                1 file, 1 dialog: 2 errors, 0 warnings

                """)
    }

    /// A report of many findings is written in runs on every core: joined, the runs must read
    /// exactly as the findings written one at a time, in order, with excerpts and color too.
    @Test(arguments: [false, true])
    func aLongReportWrittenInRunsReadsAsOneWrittenLineByLine(_ decorated: Bool) throws {
        let dialogs = (0..<1_300).map { #"{"id": "d\#($0)", "type": "toast", "message": "hi", "titel": "x"}"# }
        let result = Validator.validate([
            SourceFile(path: "many.json", text: #"{"specVersion": 1, "dialogs": [\#n"# + dialogs.joined(separator: ",\n") + "\n]}"),
            SourceFile(
                path: "b.json", text: #"{"specVersion": 1, "dialogs": [{"id": "b", "type": "toast", "message": "hi", "titel": "x"}]}"#),
        ])
        #expect(result.diagnostics.count > 1_300)
        let reporter = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: decorated, usesColor: decorated))
        let sources = result.files.map(\.source)
        let whole = reporter.render(result.diagnostics, sources: sources)
        let oneByOne = result.diagnostics.map { reporter.render([$0], sources: sources) }.joined()
        #expect(whole == oneByOne)
        #expect(whole.hasPrefix(decorated ? "\u{1B}" : "b.json:1:"))
    }

    /// The command line writes a report as its runs are rendered: the pieces, in the order handed
    /// over, are the report, and a piece the destination refuses is the last one it is offered.
    @Test func aReportWrittenPieceByPieceIsTheReportAndStopsAtARefusal() throws {
        let dialogs = (0..<1_300).map { #"{"id": "d\#($0)", "type": "toast", "message": "hi", "titel": "x"}"# }
        let result = Validator.validate([
            SourceFile(path: "many.json", text: #"{"specVersion": 1, "dialogs": [\#n"# + dialogs.joined(separator: ",\n") + "\n]}")
        ])
        let reporter = TextReporter()
        let pieces = Pieces(refusing: nil)
        #expect(reporter.writeReport(result, to: pieces.take))
        // The unreadable inputs, the lines in at least three runs of 512 findings, the summary.
        #expect(pieces.taken.count >= 5)
        #expect(String(decoding: pieces.taken.joined(), as: UTF8.self) == reporter.report(result))

        let refusing = Pieces(refusing: 2)
        #expect(!reporter.writeReport(result, to: refusing.take))
        #expect(refusing.taken.count == 3)
        #expect(pieces.taken.starts(with: refusing.taken))
    }

    /// The pieces a report hands over, taken until the one at `refusing` (0-based), which is refused.
    private final class Pieces: @unchecked Sendable {
        private let refusal: Int?
        private(set) var taken: [[UInt8]] = []

        init(refusing refusal: Int?) {
            self.refusal = refusal
        }

        @Sendable func take(_ piece: Span<UInt8>) -> Bool {
            taken.append(piece.copiedBytes)
            return taken.count - 1 != refusal
        }
    }

    @Test func excerptsPutTheCaretUnderTheColumnCountingWideCharactersTwice() {
        let context = ReportContext(rules: .standard, showsExcerpts: true)
        let lines = TextReporter(context: context).report(Self.result).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[1] == #"{"id": "退出", "type": "toast", "message": "hi"},"#)
        // The range covers the quoted id, six terminal columns: two quotes and two wide characters.
        #expect(lines[2] == "       ^~~~~~")
        #expect(lines[4] == #"{"id": "b", "type": "toast", "message": "hi", "titel": "x"}"#)
        #expect(lines[5] == String(repeating: " ", count: 46) + "^~~~~~~")
    }

    /// A long line is cut to a window around the finding, marked with `…` on each cut side, and
    /// the caret stays under the finding.
    @Test func excerptsOfALongLineShowAWindowAroundTheFinding() {
        func filler(_ prefix: String) -> String {
            (0..<40).map { #"{"id": "\#(prefix)\#($0)", "type": "toast", "message": "m"}, "# }.joined()
        }
        let text =
            #"{"specVersion": 1, "dialogs": ["# + filler("a") + #"{"id": "é-é", "type": "toast", "message": "m"}, "#
            + filler("b") + #"{"id": "end", "type": "toast", "message": "m"}]}"#
        let result = Validator.validate([SourceFile(path: "long.json", text: text)])
        let context = ReportContext(rules: .standard, showsExcerpts: true)
        let lines = TextReporter(context: context).report(result).split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(lines)")
        #expect(lines[0].hasPrefix("long.json:1:"))
        let (excerpt, caret) = (lines[1], lines[2])
        #expect(excerpt.hasPrefix("\u{2026}") && excerpt.hasSuffix("\u{2026}"))
        // At most 80 bytes before the finding and 160 after, plus the two 3-byte ellipses.
        #expect(excerpt.utf8.count <= 80 + 160 + 6)
        let caretColumn = caret.unicodeScalars.firstIndex(of: "^").map {
            caret.unicodeScalars.distance(from: caret.unicodeScalars.startIndex, to: $0)
        }
        let underlined = excerpt.unicodeScalars.dropFirst(caretColumn ?? 0).prefix(5)
        #expect(String(String.UnicodeScalarView(underlined)) == #""é-é""#)
        #expect(caret.hasSuffix(" ^~~~~"))
    }

    /// Issue 11: after a ZWJ sequence or a flag the caret landed several columns too far right,
    /// since it moved by scalars. It moves by grapheme clusters and their terminal width; the
    /// reported column still counts scalars.
    @Test func theCaretCountsGraphemeClustersAndTheirWidth() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"  // one cluster of five scalars, two columns
        let flag = "\u{1F1EF}\u{1F1F5}"  // two regional indicators, one cluster, two columns
        let accented = "e\u{301}"  // a combining mark takes no column
        let head = #"{"id": "a", "type": "toast", "message": ""#
        let line = head + family + flag + accented + "退" + #"", "titel": "x"}"#
        let result = Validator.validate([SourceFile(path: "e.json", text: "{\"specVersion\": 1, \"dialogs\": [\n" + line + "\n]}\n")])
        let diagnostic = try #require(result.diagnostics.first)
        let scalarsBefore = line.unicodeScalars.count - #""titel": "x"}"#.unicodeScalars.count
        #expect(result.range(diagnostic.location)?.start.column == scalarsBefore + 1, "columns count Unicode scalars")
        let lines = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: true)).report(result)
            .split(separator: "\n").map(String.init)
        #expect(lines[1] == line)
        let columnsBefore = head.count + 2 + 2 + 1 + 2 + #"", "#.count
        #expect(lines[2] == String(repeating: " ", count: columnsBefore) + "^~~~~~~")
    }

    /// The caret and the layout judge emoji alike: a keycap without VARIATION SELECTOR-16 is one
    /// wide emoji to both, a plain digit to neither.
    @Test(arguments: ["1\u{20E3}", "\u{2764}\u{FE0F}", "\u{1F389}", "\u{1F1EF}\u{1F1F5}", "1", "#", "\u{2764}"])
    func theCaretAndTheLayoutAgreeOnEmoji(_ text: String) throws {
        let cluster = try #require(text.first)
        #expect(
            (TextReporter.displayWidth(cluster) == 2) == TextLayout.isEmoji(cluster),
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test func aWideCharacterAtTheStartIsUnderlinedWhole() {
        let result = Validator.validate([
            SourceFile(
                path: "w.json",
                text: "{\"specVersion\": 1, \"dialogs\": [\n{\"id\": \"a\", \"type\": \"toast\", \"message\": \"m\", 退: 1}\n]}")
        ])
        let lines = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: true)).report(result).split(separator: "\n").map(
            String.init)
        #expect(lines[0].hasPrefix("w.json:2:46: error: "), "\(lines)")
        #expect(lines[2] == String(repeating: " ", count: 45) + "^~")
    }

    /// Issue 11: a value holding an escape sequence recolored the terminal.
    @Test func controlCharactersAreSpelledOutInMessagesAndExcerpts() throws {
        let escaped =
            "{\"specVersion\": 1, \"dialogs\": [\n{\"id\": \"a\", \"type\": \"toast\", \"message\": \"m\", \"\\u001b[31m\\u202e\": 1}\n]}\n"
        let raw = "{\"specVersion\": 1, \"dialogs\": [\n{\"id\": \"b\u{1B}[2J\"}\n]}\n"
        let result = Validator.validate([SourceFile(path: "c\u{1B}.json", text: escaped), SourceFile(path: "d.json", text: raw)])
        for context in [ReportContext(rules: .standard), ReportContext(rules: .standard, showsExcerpts: true, usesColor: true)] {
            let report = TextReporter(context: context).report(result)
            let escapes = report.unicodeScalars.filter { $0.value == 0x1B }.count
            let colors = report.components(separatedBy: "\u{1B}[").count - 1
            #expect(escapes == colors, "only the reporter's own color sequences may reach the terminal")
            #expect(!report.unicodeScalars.contains("\u{202E}"))
        }
        let plain = TextReporter().report(result)
        #expect(plain.contains(#"c\u001b.json:2:46: error: unknown key '\u001b[31m\u202e' in dialog [unknown-key]"#), "\(plain)")
        let excerpts = TextReporter(context: ReportContext(rules: .standard, showsExcerpts: true)).report(result)
            .split(separator: "\n").map(String.init)
        let line = try #require(excerpts.firstIndex { $0.hasPrefix(#"{"id": "b\u001b[2J"#) }, "\(excerpts)")
        // The raw control byte in a string is a syntax error at that byte; the caret sits under its spelling.
        #expect(excerpts[line - 1].hasPrefix("d.json:2:10: error: "))
        #expect(excerpts[line + 1] == String(repeating: " ", count: 9) + "^~~~~~")
    }

    @Test func colorOnlyWhenAsked() {
        let plain = TextReporter(context: ReportContext(rules: .standard)).report(Self.result)
        #expect(!plain.contains("\u{1B}["))
        let colored = TextReporter(context: ReportContext(rules: .standard, usesColor: true)).report(Self.result)
        #expect(colored.contains("\u{1B}[31merror:"))
        #expect(colored.contains("\u{1B}[36mnote:"))
    }
}
