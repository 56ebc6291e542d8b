/// How a translation's format specifiers differ from its source's, the basis of the
/// `placeholder-mismatch` rule.
public enum PlaceholderMismatch: Sendable, Hashable {
    /// The texts have different numbers of specifiers.
    case count(source: Int, translation: Int)
    /// The source consumes the argument at `position`; the translation does not.
    case missing(position: Int, type: FormatSpecifier.ArgumentType)
    /// The translation consumes an argument at `position` that the source has not.
    case unexpected(position: Int, type: FormatSpecifier.ArgumentType)
    /// Both consume the argument at `position`, as different types.
    case type(position: Int, source: FormatSpecifier.ArgumentType, translation: FormatSpecifier.ArgumentType)

    /// The differences between `translation`'s specifiers and `source`'s, by position: none when
    /// both consume the same arguments as the same types the same number of times, in any order
    /// (a translation may reorder with `%2$@ %1$@`).
    public static func compare(source: [FormatSpecifier], translation: [FormatSpecifier]) -> [PlaceholderMismatch] {
        var mismatches: [PlaceholderMismatch] = []
        if source.count != translation.count {
            mismatches.append(.count(source: source.count, translation: translation.count))
        }
        let sourceTypes = types(source)
        let translationTypes = types(translation)
        for position in Set(sourceTypes.keys).union(translationTypes.keys).sorted() {
            switch (sourceTypes[position], translationTypes[position]) {
            case (let expected?, nil): mismatches.append(.missing(position: position, type: expected))
            case (nil, let found?): mismatches.append(.unexpected(position: position, type: found))
            case (let expected?, let found?) where expected != found:
                mismatches.append(.type(position: position, source: expected, translation: found))
            default: break
            }
        }
        return mismatches
    }

    /// The type each position is read as: the first specifier's, when a text reads one twice.
    private static func types(_ specifiers: [FormatSpecifier]) -> [Int: FormatSpecifier.ArgumentType] {
        var types: [Int: FormatSpecifier.ArgumentType] = [:]
        for specifier in specifiers where types[specifier.position] == nil { types[specifier.position] = specifier.type }
        return types
    }
}
