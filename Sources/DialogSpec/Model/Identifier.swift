/// The id syntax of format v1 and how ids become Swift names.
public enum Identifier {
    /// Whether `text` matches `^[A-Za-z][A-Za-z0-9_-]*$`.
    public static func isValid(_ text: String) -> Bool {
        // Every byte of a valid id is ASCII, so the UTF-8 bytes can be judged one by one.
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isLetter(first) else { return false }
        while let byte = bytes.next() {
            let ok =
                isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            if !ok { return false }
        }
        return true
    }

    /// The UpperCamelCase type name an id becomes: `time-of-day` and `time_of_day` become `TimeOfDay`.
    public static func typeName(_ id: String) -> String {
        camelCase(id, upperFirst: true)
    }

    /// `id` without separators, each word capitalized, the first too when `upperFirst`.
    ///
    /// `identifier-collision` names every id of a run, so valid ids (ASCII, as the format
    /// requires) are named on their bytes without building a scalar view.
    private static func camelCase(_ id: String, upperFirst: Bool) -> String {
        if let name = asciiCamelCase(id.utf8.span, upperFirst: upperFirst) { return name }
        let name = scalarTypeName(id)
        guard !upperFirst, let first = name.first else { return name }
        return first.lowercased() + name.dropFirst()
    }

    private static func asciiCamelCase(_ bytes: Span<UInt8>, upperFirst: Bool) -> String? {
        for index in bytes.indices where bytes[index] >= 0x80 { return nil }
        var name: [UInt8] = []
        name.reserveCapacity(bytes.count)
        var startsWord = true
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                startsWord = true
                continue
            }
            let isLower = byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
            let isUpper = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
            if name.isEmpty, !upperFirst {
                name.append(isUpper ? byte + 32 : byte)
            } else if startsWord, isLower {
                name.append(byte - 32)
            } else {
                name.append(byte)
            }
            startsWord = false
        }
        return String(decoding: name, as: UTF8.self)
    }

    private static func scalarTypeName(_ id: String) -> String {
        // One pass over the scalars, dropping separators and capitalizing what follows; ids are
        // almost always ASCII, where capitalizing is a subtraction rather than a case mapping.
        var name = String.UnicodeScalarView()
        var startsWord = true
        for scalar in id.unicodeScalars {
            if scalar == "-" || scalar == "_" {
                startsWord = true
                continue
            }
            if !startsWord {
                name.append(scalar)
            } else if ("a"..."z").contains(scalar) {
                name.append(Unicode.Scalar(UInt8(scalar.value) - 32))
            } else {
                name.append(contentsOf: scalar.properties.uppercaseMapping.unicodeScalars)
            }
            startsWord = false
        }
        return String(name)
    }

    /// The lowerCamelCase member name an id becomes: `log-out` becomes `logOut`.
    public static func memberName(_ id: String) -> String {
        camelCase(id, upperFirst: false)
    }
}
