@testable import DialogRules
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
        // CJK titles, which the byte paths take: full-width marks, ASCII and ideographic spaces, voicing marks.
        " 取消。", "取消！ ", "取消？？", "确定吗？", "写真を削除しますか", "が", "か\u{3099}", "ｙｅｓ！", "Ａ。", "확인 ", "保存\u{FE0F}",
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
        let texts =
            ascii.map { "a\($0)b" } + ascii.map { " \($0) " } + [
                "", " ", "Log Out", "  Log   Out  ", "a\r\nb", "Sign in with Apple", "退出 登录", "e\u{301} x", "a\u{A0}b",
                "退出登录", " 保存 到 iCloud ", "取消\u{3000}确定", "か \u{3099}", "확인\t취소", "、。", "ｙｅｓ ｎｏ",
            ]
        for text in texts {
            #expect(TitleText.wordCount(of: text) == TitleText.words(of: text).count, "\(text.debugDescription)")
        }
    }

    /// The slow forms of the fast paths the rules take for ASCII: the ending mark of the trimmed
    /// text, the reading model over characters, and yes/no by comparing the comparable form.
    static let edgeTexts =
        (0..<128).map { String(UnicodeScalar(UInt8($0))) }.flatMap { ["a\($0)b", " \($0) ", "x\($0)", "\($0)"] } + [
            "", " ", "Yes", " yes! ", "NO.", "No\u{301}", "\u{A0}Yes", "是", " 否？", "Nope", "Log Out", "Don't save", "a-b c_d",
            "保存到iCloud", "e\u{301} x", "Save 。 ", "Done!", "🙂", "OK\u{2029}",
            // A prepended mark joins the ASCII character after it; non-ASCII titles with and without a yes or a no.
            "\u{600}?", "a\u{600}.", "取消?", "保存", "\u{3000}Yes", "　否", "是！", "不是", "取消 no", "\u{F900}", "ｙｅｓ",
            // Latin-1 and Latin Extended letters (and the scalars around them), which toasts count over bytes.
            "Français", "Ça marche, à bientôt", "保存到Français", "ÀB保存 Ç。", "Größe  ändern 2×", "Œuvre ÷ Ĳ", "é\u{301}", "Ñ\u{300}a",
        ] + latinTexts

    /// Each scalar from just before U+00C0 to just after U+024F, alone and between others.
    static let latinTexts: [String] = (UInt32(0xBF)...0x251).flatMap { value -> [String] in
        let scalar = String(Unicode.Scalar(value)!)
        return ["a" + scalar + "b", " " + scalar + " ", "x" + scalar, scalar]
    }

    @Test func theFastPathsOfTheRulesMatchTheCharacterWalk() {
        for text in Self.edgeTexts {
            let trimmed = Self.slowTrimmed(text)
            let mark = trimmed.last.flatMap { TitleText.endingPunctuation.contains($0) ? $0 : nil }
            #expect(TitleText.endingMark(of: text) == mark, "\(text.debugDescription)")
            #expect(
                YesNoButtons.mayBeYesOrNo(text) || !YesNoButtons.yesNoTitles.contains(TitleText.comparable(text)),
                "\(text.debugDescription)")
            var words = 0
            for run in text.split(whereSeparator: \.isWhitespace) {
                var inWord = false
                for character in run where !TitleText.isCJK(character) && (character.isLetter || character.isNumber) {
                    if !inWord { words += 1 }
                    inWord = true
                }
            }
            if !text.unicodeScalars.contains(where: { TitleText.isCJK(Character($0)) }) {
                #expect(
                    ToastTooShort.readingTime(of: [text]) == ((1 + Double(words) * 0.3) * 10).rounded() / 10, "\(text.debugDescription)")
            }
        }
        #expect(ToastTooShort.readingTime(of: ["Saved", "to iCloud"]) == 1.9)
    }

    /// CJK texts, which the byte paths take when each scalar is a character of its own.
    static let cjkTexts = [
        "取消", " 取消。", "取消！ ", "确定吗？", "确定吗", "写真を削除しますか", "是", "否！", " 是 ", "错误", "错误。", "保存到iCloud",
        "保存 到 iCloud 2", "ー、々〇〆", "ゝゞヽヾ・゠", "か\u{3099}", "が", "ｙｅｓ", "Ｙｅｓ", "ＹＥＳ！", "확인", "확인 취소", "ㄱ", "〇一二",
        "取消\u{3000}", "\u{3000}取消", "Are you sure？", "OK。", "Ok！ ", "NO？", "注意\u{FE0F}", "提示\u{2026}", "",
    ]

    @Test(arguments: cjkTexts)
    func theCJKBytePathsMatchTheCharacterWalk(_ text: String) {
        let trimmed = Self.slowTrimmed(text)
        #expect(TitleText.trimmed(text) == trimmed)
        #expect(TitleText.endingMark(of: text) == trimmed.last.flatMap { TitleText.endingPunctuation.contains($0) ? $0 : nil })
        #expect(TitleText.wordCount(of: text) == TitleText.words(of: text).count)
        var slowPunctuation = Substring(trimmed)
        while let last = slowPunctuation.last, TitleText.endingPunctuation.contains(last) || last.isWhitespace {
            slowPunctuation.removeLast()
        }
        #expect(TitleText.withoutEndingPunctuation(text) == String(slowPunctuation))
        for words in [GenericTitle.genericTitles, OkNotInformational.okTitles, YesNoButtons.yesNoTitles, CancelTitle.acceptedTitles] {
            #expect(TitleWords(words).containsComparable(of: text) == words.contains(String(slowPunctuation).lowercased()))
            #expect(TitleWords(words).containsWithoutEndingPunctuation(of: text) == words.contains(String(slowPunctuation)))
        }
        let counts = ToastTooShort.characterReadingCounts(of: text)
        let seconds =
            ToastTooShort.noticeTime + Double(counts.words) * ToastTooShort.secondsPerWord
            + Double(counts.cjkCharacters) * ToastTooShort.secondsPerCJKCharacter
        #expect(ToastTooShort.readingTime(of: [text]) == (seconds * 10).rounded() / 10)
    }

    @Test func comparingWordsOverBytesFindsTheListedTitles() {
        #expect(TitleWords(GenericTitle.genericTitles).containsComparable(of: " Are you sure? "))
        #expect(TitleWords(GenericTitle.genericTitles).containsComparable(of: "确定吗？"))
        #expect(TitleWords(YesNoButtons.yesNoTitles).containsComparable(of: "否！"))
        #expect(!TitleWords(YesNoButtons.yesNoTitles).containsComparable(of: "不是"))
        #expect(TitleWords(CancelTitle.acceptedTitles).containsComparable(of: "キャンセル。"))
        let accepted = CancelTitle.acceptedWords
        #expect(accepted.containsWithoutEndingPunctuation(of: " 取消。") && accepted.containsWithoutEndingPunctuation(of: "Abbrechen!"))
        #expect(accepted.containsWithoutEndingPunctuation(of: "Hủy") && accepted.containsWithoutEndingPunctuation(of: "Hu\u{309}y"))
        #expect(!accepted.containsWithoutEndingPunctuation(of: "关闭") && !accepted.containsWithoutEndingPunctuation(of: "cancel"))
        // A simple title equals a word written in another form with the same composed form.
        let compatibility = TitleWords(["\u{F900}"])
        #expect(compatibility.containsWithoutEndingPunctuation(of: "\u{8C48}") && compatibility.containsComparable(of: "\u{8C48}。"))
    }
}
