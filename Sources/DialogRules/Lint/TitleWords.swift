import Foundation

/// A list of words that titles are compared against, in `TitleText.comparable(_:)`'s form or as written.
///
/// For ASCII and CJK titles the comparison runs over the title's bytes: building the
/// comparable form (trimmed, stripped and lowercased, a new string each) for every button of
/// every dialog cost more than the rules that compare it.
package struct TitleWords: Sendable {
    /// The words: in the comparable form for `containsComparable`, as titles write them for
    /// `containsWithoutEndingPunctuation`.
    package let words: Set<String>
    /// The bytes of each word whose composed form (NFC) is simple text (`TitleText.withSimpleBytes`).
    /// Simple text is composed already, so a simple title equals a word exactly when its bytes
    /// equal these, and equals no word whose composed form is not simple.
    private let simpleWords: [[UInt8]]

    package init(_ words: Set<String>) {
        self.words = words
        // Only a word that is not simple as written is composed: Foundation's first composition
        // looks up its protocols, slow enough to show in a short run.
        simpleWords = words.compactMap { word in
            TitleText.withSimpleBytes(of: word) { _ in Array(word.utf8) }
                ?? TitleText.withSimpleBytes(of: word.precomposedStringWithCanonicalMapping) { _ in
                    Array(word.precomposedStringWithCanonicalMapping.utf8)
                }
        }
    }

    /// Whether `TitleText.comparable(text)` is one of the words.
    package func containsComparable(of text: String) -> Bool {
        if let found = TitleText.withSimpleBytes(
            of: text,
            { bytes in
                let core = TitleText.simpleCore(bytes)
                for word in simpleWords where Self.word(word, equalsLowercased: bytes, core) { return true }
                return false
            })
        {
            return found
        }
        return words.contains(TitleText.comparable(text))
    }

    /// Whether `TitleText.withoutEndingPunctuation(text)` is one of the words as they are written:
    /// a simple title is compared over its bytes, cheaper than hashing it for the set.
    package func containsWithoutEndingPunctuation(of text: String) -> Bool {
        if let found = TitleText.withSimpleBytes(
            of: text,
            { bytes in
                let core = TitleText.simpleCore(bytes)
                for word in simpleWords where Self.word(word, equals: bytes, core) { return true }
                return false
            })
        {
            return found
        }
        return words.contains(TitleText.withoutEndingPunctuation(text))
    }

    /// Whether `word` is `bytes[core]` as it is.
    private static func word(_ word: [UInt8], equals bytes: Span<UInt8>, _ core: Range<Int>) -> Bool {
        guard word.count == core.count else { return false }
        var offset = core.lowerBound
        for expected in word {
            guard bytes[offset] == expected else { return false }
            offset += 1
        }
        return true
    }

    /// Whether `word` is `bytes[core]` with ASCII capitals lowercased, which is all that
    /// `lowercased()` changes in simple text.
    private static func word(_ word: [UInt8], equalsLowercased bytes: Span<UInt8>, _ core: Range<Int>) -> Bool {
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
