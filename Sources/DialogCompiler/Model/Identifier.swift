/// The id syntax of format v1 and how ids become Swift names.
public enum Identifier {
    /// Whether `text` matches `^[A-Za-z][A-Za-z0-9_-]*$`.
    public static func isValid(_ text: String) -> Bool {
        // Every byte of a valid id is ASCII, so the UTF-8 bytes can be judged one by one.
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            let ok = isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            if !ok { return false }
        }
        return true
    }

    /// The UpperCamelCase type name an id becomes: `time-of-day` and `time_of_day` become `TimeOfDay`.
    public static func typeName(_ id: String) -> String {
        // Valid ids are ASCII: drop the separators and capitalize what follows, byte by byte.
        guard id.utf8.allSatisfy({ $0 < 0x80 }) else { return words(of: id).map(capitalizingFirst).joined() }
        var name: [UInt8] = []
        name.reserveCapacity(id.utf8.count)
        var startsWord = true
        for byte in id.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                startsWord = true
                continue
            }
            let isLowercase = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            name.append(startsWord && isLowercase ? byte - 32 : byte)
            startsWord = false
        }
        return String(decoding: name, as: UTF8.self)
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
