@testable import DialogCompiler
import Testing

/// The fast paths of title trimming give what walking the characters gives, for every kind of edge.
@Suite struct TitleTextTests {
    /// Trimming by walking every character from both ends, as the rules did before the fast paths.
    static func slowTrimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    @Test(arguments: [
        "Cancel", " Cancel", "Cancel ", "\tCancel\n", "取消", " 取消　", "取消　", "　取消", "Cancel\u{301}",
        "e\u{301} ", "\u{A0}OK\u{A0}", "OK\u{2029}", "", " ", "x", "Don't", "…", "Save.", "Save。", "Save 。 ",
        "🙂", " 🙂", "\r\n", "a\r\n",
    ])
    func trimmingMatchesTheCharacterWalk(_ text: String) {
        #expect(TitleText.trimmed(text) == Self.slowTrimmed(text))
        var slowPunctuation = Substring(Self.slowTrimmed(text))
        while let last = slowPunctuation.last, TitleText.endingPunctuation.contains(last) || last.isWhitespace {
            slowPunctuation.removeLast()
        }
        #expect(TitleText.withoutEndingPunctuation(text) == String(slowPunctuation))
    }

    @Test func countingWordsOverBytesMatchesSplittingCharacters() {
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        let texts = ascii.map { "a\($0)b" } + ascii.map { " \($0) " } + [
            "", " ", "Log Out", "  Log   Out  ", "a\r\nb", "Sign in with Apple", "退出 登录", "e\u{301} x", "a\u{A0}b",
        ]
        for text in texts {
            #expect(TitleText.wordCount(of: text) == TitleText.words(of: text).count, "\(text.debugDescription)")
        }
    }
}
