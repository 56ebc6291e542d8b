/// The id syntax of format v1 and how ids become Swift names.
public enum Identifier {
    /// Whether `text` matches `^[A-Za-z][A-Za-z0-9_-]*$`.
    public static func isValid(_ text: String) -> Bool {
        var scalars = text.unicodeScalars.makeIterator()
        guard let first = scalars.next(), first.isASCII, first.properties.isAlphabetic else { return false }
        while let scalar = scalars.next() {
            let ok = scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
            if !ok { return false }
        }
        return true
    }

    /// The UpperCamelCase type name an id becomes: `time-of-day` and `time_of_day` become `TimeOfDay`.
    public static func typeName(_ id: String) -> String {
        words(of: id).map(capitalizingFirst).joined()
    }

    /// The lowerCamelCase member name an id becomes: `log-out` becomes `logOut`.
    public static func memberName(_ id: String) -> String {
        let name = typeName(id)
        guard let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    private static func words(of id: String) -> [Substring] {
        id.split(whereSeparator: { $0 == "-" || $0 == "_" })
    }

    private static func capitalizingFirst(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }
}
