/// CLDR's cardinal plural rules for integers, written from the rules of the Unicode CLDR
/// (`plurals.xml`, version 46) for the languages below; a language's regional variants share
/// its rules (`pt-PT` excepted, as CLDR has it).
///
/// A rule names the categories a language has (`categories`: what a translation of a plural
/// needs, `other` always among them, even where only fractions reach it, as Russian's) and
/// picks the one of an integer (`category(for:)`). Integers have no visible fraction digits, so
/// CLDR's operands reduce to `n = i` and `v = 0`; the `many` of French, Spanish, Italian,
/// Portuguese and Catalan, for multiples of a million, comes from `e = 0`.
public struct PluralRule: Sendable {
    /// The categories the language uses, in CLDR's order.
    public let categories: [PluralCategory]
    private let choose: @Sendable (Int) -> PluralCategory

    package init(_ categories: [PluralCategory], _ choose: @escaping @Sendable (Int) -> PluralCategory) {
        self.categories = categories
        self.choose = choose
    }

    /// The category of the integer `number` (its magnitude: CLDR's operands have no sign).
    public func category(for number: Int) -> PluralCategory {
        choose(number.magnitude > UInt(Int.max) ? Int.max : abs(number))
    }

    /// The categories integers can fall into, in CLDR's order (Russian has no integer in `other`).
    public var integerCategories: [PluralCategory] {
        // Every rule below decides on i % 100 and small values, besides the millions of `many`:
        // 0 ... 199 and 1,000,000 meet every branch.
        let reached = Set((0...199).map(category(for:)) + [category(for: 1_000_000)])
        return categories.filter(reached.contains)
    }
}

/// The bundled table of plural rules.
public enum PluralRules {
    /// The rule of `language` (`ru`, `pt-BR`, `zh_Hans`), or nil when the table lacks it.
    public static func rule(for language: String) -> PluralRule? {
        let identifier = language.lowercased().replacingOccurrences(of: "_", with: "-")
        if let rule = rules[identifier] { return rule }
        let base = identifier.split(separator: "-", maxSplits: 1).first.map(String.init) ?? identifier
        return rules[base]
    }

    /// The category of `number` in `language`, or nil when the table lacks the language.
    public static func category(for number: Int, language: String) -> PluralCategory? {
        rule(for: language)?.category(for: number)
    }

    /// The languages the table has, sorted.
    public static var languages: [String] { rules.keys.sorted() }

    private static let otherOnly = PluralRule([.other]) { _ in .other }
    /// `one` for 1 alone (`i = 1 and v = 0`, or `n = 1`).
    private static let oneOther = PluralRule([.one, .other]) { $0 == 1 ? .one : .other }
    /// `one` for 0 and 1 (`i = 0,1` and the like).
    private static let zeroAndOneOther = PluralRule([.one, .other]) { $0 <= 1 ? .one : .other }
    /// Romance languages since CLDR 38: `many` for non-zero multiples of a million.
    private static func romance(oneForZero: Bool) -> PluralRule {
        PluralRule([.one, .many, .other]) { n in
            if n == 1 || (oneForZero && n == 0) { return .one }
            return n != 0 && n % 1_000_000 == 0 ? .many : .other
        }
    }
    /// East Slavic: `one`, `few`, `many` by the last digits; `other` only for fractions.
    private static let eastSlavic = PluralRule([.one, .few, .many, .other]) { n in
        let (mod10, mod100) = (n % 10, n % 100)
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
    }
    /// Czech and Slovak: `one` 1, `few` 2 to 4, `many` only for fractions.
    private static let westSlavic = PluralRule([.one, .few, .many, .other]) { n in
        switch n {
        case 1: .one
        case 2...4: .few
        default: .other
        }
    }
    private static let polish = PluralRule([.one, .few, .many, .other]) { n in
        let (mod10, mod100) = (n % 10, n % 100)
        if n == 1 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .many
    }
    private static let arabic = PluralRule(PluralCategory.allCases) { n in
        switch (n, n % 100) {
        case (0, _): .zero
        case (1, _): .one
        case (2, _): .two
        case (_, 3...10): .few
        case (_, 11...99): .many
        default: .other
        }
    }
    /// Hebrew since CLDR 42, which dropped its `many`.
    private static let hebrew = PluralRule([.one, .two, .other]) { n in
        switch n {
        case 1: .one
        case 2: .two
        default: .other
        }
    }
    private static let romanian = PluralRule([.one, .few, .other]) { n in
        if n == 1 { return .one }
        return n == 0 || (1...19).contains(n % 100) ? .few : .other
    }
    /// Croatian, Serbian, Bosnian: like East Slavic, but what is not `one` or `few` is `other`.
    private static let southSlavic = PluralRule([.one, .few, .other]) { n in
        let (mod10, mod100) = (n % 10, n % 100)
        if mod10 == 1 && mod100 != 11 { return .one }
        if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
        return .other
    }

    private static let rules: [String: PluralRule] = [
        "en": oneOther, "de": oneOther, "nl": oneOther, "sv": oneOther, "da": oneOther, "nb": oneOther,
        "no": oneOther, "fi": oneOther, "et": oneOther, "el": oneOther, "hu": oneOther, "tr": oneOther,
        "bg": oneOther, "eu": oneOther,
        "fr": romance(oneForZero: true), "pt": romance(oneForZero: true), "pt-pt": romance(oneForZero: false),
        "es": romance(oneForZero: false), "it": romance(oneForZero: false), "ca": romance(oneForZero: false),
        "hi": zeroAndOneOther, "fa": zeroAndOneOther,
        "ru": eastSlavic, "uk": eastSlavic, "be": eastSlavic,
        "pl": polish, "cs": westSlavic, "sk": westSlavic,
        "hr": southSlavic, "sr": southSlavic, "bs": southSlavic,
        "ro": romanian, "ar": arabic, "he": hebrew, "iw": hebrew,
        "ja": otherOnly, "zh": otherOnly, "ko": otherOnly, "vi": otherOnly, "th": otherOnly, "id": otherOnly,
        "ms": otherOnly, "yue": otherOnly,
    ]
}
