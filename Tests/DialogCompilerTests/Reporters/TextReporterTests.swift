import DialogCompiler
import Testing

/// The text format's terminal extras: a caret under each finding, and color.
@Suite struct TextReporterTests {
    static let result = Validator.validate([
        SourceFile(path: "a.json", text: """
            {"specVersion": 1, "dialogs": [
            {"id": "退出", "type": "toast", "message": "hi"},
            {"id": "b", "type": "toast", "message": "hi", "titel": "x"}
            ]}
            """)
    ])

    @Test func plainByDefault() {
        let text = TextReporter().report(Self.result)
        #expect(text == """
            a.json:2:8: error: 'id' must start with a letter and contain only letters, digits, '-' and '_', found '退出' [invalid-value]
            a.json:3:47: error: unknown key 'titel' in dialog [unknown-key]
            a.json:3:47: note: did you mean 'title'
            1 file, 1 dialog: 2 errors, 0 warnings

            """)
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
        let text = #"{"specVersion": 1, "dialogs": ["# + filler("a") + #"{"id": "é-é", "type": "toast", "message": "m"}, "#
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
        let caretColumn = caret.unicodeScalars.firstIndex(of: "^").map { caret.unicodeScalars.distance(from: caret.unicodeScalars.startIndex, to: $0) }
        let underlined = excerpt.unicodeScalars.dropFirst(caretColumn ?? 0).prefix(5)
        #expect(String(String.UnicodeScalarView(underlined)) == #""é-é""#)
        #expect(caret.hasSuffix(" ^~~~~"))
    }

    @Test func colorOnlyWhenAsked() {
        let plain = TextReporter(context: ReportContext(rules: .standard)).report(Self.result)
        #expect(!plain.contains("\u{1B}["))
        let colored = TextReporter(context: ReportContext(rules: .standard, usesColor: true)).report(Self.result)
        #expect(colored.contains("\u{1B}[31merror:"))
        #expect(colored.contains("\u{1B}[36mnote:"))
    }
}
