/// Pseudo-locales and writing direction of the locales a layout is in.
extension LayoutLocale {
    /// The locale of a pseudo-locale, named as the option spells it (`double-length`).
    public init(pseudo: PseudoLocale) {
        self.init(pseudo.rawValue)
    }

    /// The pseudo-locale this locale stands for, if it is one.
    public var pseudoLocale: PseudoLocale? { PseudoLocale(rawValue: identifier) }

    /// The languages written right to left whose layouts UIKit mirrors.
    static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "yi", "dv", "ckb", "sd", "ug"]

    /// Whether UIKit mirrors a layout in this locale: a right-to-left language (`ar`, `he-IL`,
    /// `fa_IR`) or the right-to-left pseudo-locale.
    public var isRightToLeft: Bool {
        if let pseudo = pseudoLocale { return pseudo.isRightToLeft }
        let language = identifier.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        return Self.rightToLeftLanguages.contains(language)
    }
}
