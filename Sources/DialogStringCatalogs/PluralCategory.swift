/// The CLDR plural categories, in CLDR's order (the order Xcode lists them in).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `zero`, `one`, `two`, `few`, `many` and `other`, the one every language has.
    case zero, one, two, few, many, other

    /// Whether `lhs` comes before `rhs` in CLDR's order.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    private var ordinal: Int { PluralCategory.allCases.firstIndex(of: self) ?? 0 }
}
