import DialogStringCatalogs

/// Pseudo-locales and writing direction of the locales a layout is in.
extension LayoutLocale {
    /// The locale of a pseudo-locale, named as the option spells it (`double-length`).
    public init(pseudo: PseudoLocale) {
        self.init(pseudo.rawValue)
    }

    /// The pseudo-locale this locale stands for, if it is one.
    public var pseudoLocale: PseudoLocale? { PseudoLocale(rawValue: identifier) }

    /// The languages written right to left whose layouts UIKit mirrors.
    package static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// Whether UIKit mirrors a layout in this locale: a right-to-left language (`ar`, `he-IL`,
    /// `fa_IR`) or the right-to-left pseudo-locale.
    public var isRightToLeft: Bool {
        if let pseudo = pseudoLocale { return pseudo.isRightToLeft }
        if let ascii = Self.asciiLanguageIsRightToLeft(identifier) { return ascii }
        let language = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return Self.rightToLeftLanguages.contains(language)
    }

    /// `isRightToLeft` of an ASCII tag, read off its bytes: lowercasing and splitting the tag
    /// into strings cost thousands of instructions, and a preview asks once a dialog.
    /// Nil for a tag with a byte past ASCII, whose lowercasing is Unicode's.
    private static func asciiLanguageIsRightToLeft(_ identifier: String) -> Bool? {
        var identifier = identifier
        return identifier.withUTF8 { utf8 -> Bool? in
            // The first piece the separators leave, as `split` (which drops empty pieces) finds it.
            var language: [UInt8] = []
            language.reserveCapacity(4)
            for byte in utf8 {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                    if language.isEmpty { continue }
                    break
                }
                // Longer than any right-to-left language: read no further.
                if language.count == 3 { return utf8.contains { $0 >= 0x80 } ? nil : false }
                language.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
            }
            return rightToLeftLanguageBytes.contains(language)
        }
    }

    /// `rightToLeftLanguages` as bytes.
    private static let rightToLeftLanguageBytes = Set(rightToLeftLanguages.map { Array($0.utf8) })
}
