/// Xcode's pseudolanguages, which show how a layout holds up before any translation exists;
/// each transform leaves format specifiers (`%@`, `%1$lld`), `%%` and substitution references
/// (`%#@count@`) as they are, so the text still formats with the same arguments.
public enum PseudoLocale: String, Sendable, Hashable, CaseIterable {
    /// Xcode's Double-Length Pseudolanguage: every text twice over, as long as the longest
    /// translations (German, Finnish) tend to run.
    case doubleLength = "double-length"
    /// Xcode's Accented Pseudolanguage: letters with diacritics, which show clipped ascenders
    /// and descenders and text that escaped localization.
    case accented
    /// Xcode's Right-to-Left Pseudolanguage: the layout mirrored (`isRightToLeft`) and the text
    /// set right to left, with each literal run in a right-to-left override, so a layout that
    /// ignores the writing direction shows.
    case rightToLeft = "right-to-left"

    /// Whether the layout mirrors, as for Arabic and Hebrew.
    public var isRightToLeft: Bool { self == .rightToLeft }

    /// `text` as the pseudolanguage shows it.
    public func transform(_ text: String) -> String {
        FormatSpecifier.scan(text).map { token in
            switch token {
            case .literal(let literal): transformLiteral(literal)
            case .specifier(let specifier): specifier.text
            case .substitution(let reference): reference
            }
        }.joined()
    }

    private func transformLiteral(_ literal: String) -> String {
        switch self {
        case .doubleLength:
            return literal + literal
        case .accented:
            // `%%` must stay intact; the table maps letters only, so it does.
            return String(String.UnicodeScalarView(literal.unicodeScalars.map { PseudoLocale.accents[$0] ?? $0 }))
        case .rightToLeft:
            // RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING: invisible, zero width.
            return "\u{202E}" + literal + "\u{202C}"
        }
    }

    /// Each ASCII letter and an accented form of it (one scalar, so widths stay comparable).
    private static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åƀçđéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()
}
