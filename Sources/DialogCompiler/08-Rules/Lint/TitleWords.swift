/// A list of words that titles are compared against in `TitleText.comparable(_:)`'s form.
///
/// For ASCII and CJK titles the comparison runs over the title's bytes: building the
/// comparable form (trimmed, stripped and lowercased, a new string each) for every button of
/// every dialog cost more than the rules that compare it.
struct TitleWords: Sendable {
    /// The words, in the comparable form.
    let words: Set<String>
    /// Each word's bytes, when every word is simple text (`TitleText.withSimpleBytes`) and so
    /// equal to a simple title exactly when their bytes are; nil otherwise.
    private let simpleWords: [[UInt8]]?

    init(_ words: Set<String>) {
        self.words = words
        let simple = words.compactMap { word in TitleText.withSimpleBytes(of: word) { Array($0) } }
        simpleWords = simple.count == words.count ? simple : nil
    }

    /// Whether `TitleText.comparable(text)` is one of the words.
    func containsComparable(of text: String) -> Bool {
        if let simpleWords, let found = TitleText.withSimpleBytes(of: text, { bytes in
            let core = TitleText.simpleCore(bytes)
            return simpleWords.contains { word in Self.word(word, equalsLowercased: bytes, core) }
        }) {
            return found
        }
        return words.contains(TitleText.comparable(text))
    }

    /// Whether `word` is `bytes[core]` with ASCII capitals lowercased, which is all that
    /// `lowercased()` changes in simple text.
    private static func word(_ word: [UInt8], equalsLowercased bytes: UnsafeBufferPointer<UInt8>, _ core: Range<Int>) -> Bool {
        guard word.count == core.count else { return false }
        var offset = core.lowerBound
        for expected in word {
            let byte = bytes[offset]
            let lowered = (0x41...0x5A).contains(byte) ? byte + 0x20 : byte
            guard lowered == expected else { return false }
            offset += 1
        }
        return true
    }
}
