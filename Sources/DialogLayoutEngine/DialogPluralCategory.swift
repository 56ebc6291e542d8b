/// The CLDR plural categories a translated text varies by, in CLDR's order (the order Xcode lists
/// them in); the raw value is the key a `.stringsdict` and a String Catalog use. The catalogs the
/// compiler reads and writes, the forms generated code passes and the category the runtime picks
/// are this one type. The layout does not read it.
public enum DialogPluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A category, named as CLDR names it: `zero`, `one`, `two`, `few`, `many` and `other`, the
    /// one every language has.
    case zero, one, two, few, many, other

    /// Whether `lhs` comes before `rhs` in CLDR's order.
    public static func < (lhs: DialogPluralCategory, rhs: DialogPluralCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }

    private var ordinal: Int { DialogPluralCategory.allCases.firstIndex(of: self) ?? 0 }
}
