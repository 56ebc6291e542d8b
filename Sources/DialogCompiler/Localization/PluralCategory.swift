/// The CLDR plural categories, in CLDR's order (the order Xcode lists them in).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `zero`, `one`, `two`, `few`, `many` and `other`, the one every language has.
    case zero, one, two, few, many, other

    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
