/// A printf-style format specifier as Apple's `String(format:)` and String Catalogs use them:
/// `%@`, `%d`, `%lld`, `%.2f`, `%1$@`; `%%` is a literal percent sign and no specifier.
public struct FormatSpecifier: Sendable, Hashable {
    /// The 1-based argument the specifier consumes: written (`%2$@`) or counted from the left.
    public var position: Int
    /// What the argument must be.
    public var type: ArgumentType
    /// Whether the position was written out (`%1$@`).
    public var isPositional: Bool
    /// The specifier as written, from `%` to its conversion character.
    public var text: String
    /// Where the specifier is in the text, in UTF-8 bytes.
    public var range: Range<Int>

    /// The kinds of argument a conversion consumes; the length of an integer matters, as `%d`
    /// reads 32 bits where Swift's `Int` passes 64 (`%lld`, `%ld`).
    public enum ArgumentType: Sendable, Hashable, CustomStringConvertible {
        /// `%@`: an object (a `String`, in Swift).
        case object
        /// `%d`, `%i`, with the length modifier written (`""`, `l`, `ll`, `h`, `hh`, `q`, `z`, `t`, `j`).
        case signedInteger(length: String)
        /// `%u`, `%o`, `%x`, `%X`, with the length modifier written.
        case unsignedInteger(length: String)
        /// `%f`, `%e`, `%g`, `%a` and their capitals (`L`: long double).
        case floatingPoint(long: Bool)
        /// `%c`, `%C`: a character.
        case character(wide: Bool)
        /// `%s`, `%S`: a C string.
        case cString(wide: Bool)
        /// `%p`: a pointer.
        case pointer

        /// The type as a specifier would write it: `@`, `lld`, `f`.
        public var description: String {
            switch self {
            case .object: "@"
            case .signedInteger(let length): "\(length)d"
            case .unsignedInteger(let length): "\(length)u"
            case .floatingPoint(let long): long ? "Lf" : "f"
            case .character(let wide): wide ? "C" : "c"
            case .cString(let wide): wide ? "S" : "s"
            case .pointer: "p"
            }
        }
    }

    /// The specifiers of `text` in order; `%%` and a String Catalog's substitution references
    /// (`%#@name@`) are not among them, and a `%` that starts no specifier is left as text.
    public static func parse(_ text: String) -> [FormatSpecifier] {
        scan(text).compactMap { token in
            if case .specifier(let specifier) = token { specifier } else { nil }
        }
    }

    /// The pieces of `text` in order: literal runs and specifiers (`%%` stays literal text).
    package static func scan(_ text: String) -> [FormatToken] {
        let bytes = Array(text.utf8)
        var tokens: [FormatToken] = []
        var literalStart = 0
        var index = 0
        var nextPosition = 1
        func flushLiteral(upTo end: Int) {
            if end > literalStart { tokens.append(.literal(String(decoding: bytes[literalStart..<end], as: UTF8.self))) }
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                index += 1
                continue
            }
            if let end = substitutionEnd(bytes, from: index) {
                flushLiteral(upTo: index)
                tokens.append(.substitution(String(decoding: bytes[index..<end], as: UTF8.self)))
                index = end
                literalStart = end
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                index += 2  // stays part of the literal
                continue
            }
            guard let (end, written, type) = specifierEnd(bytes, from: index) else {
                index += 1
                continue
            }
            flushLiteral(upTo: index)
            let position = written ?? nextPosition
            if written == nil { nextPosition += 1 }
            tokens.append(
                .specifier(
                    FormatSpecifier(
                        position: position, type: type, isPositional: written != nil,
                        text: String(decoding: bytes[index..<end], as: UTF8.self), range: index..<end)))
            index = end
            literalStart = end
        }
        flushLiteral(upTo: bytes.count)
        return tokens
    }

    /// The end of `%#@name@` starting at `start`, or nil.
    private static func substitutionEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 2 < bytes.count, bytes[start + 1] == UInt8(ascii: "#"), bytes[start + 2] == UInt8(ascii: "@") else { return nil }
        var index = start + 3
        while index < bytes.count, isIdentifier(bytes[index]) { index += 1 }
        guard index > start + 3, index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return nil }
        return index + 1
    }

    /// Parses `%[n$][flags][width][.precision][length]conversion` from `start`.
    private static func specifierEnd(_ bytes: [UInt8], from start: Int) -> (Int, Int?, ArgumentType)? {
        var index = start + 1
        var written: Int?
        let digitsStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "$") {
            written = Int(String(decoding: bytes[digitsStart..<index], as: UTF8.self))
            guard let position = written, position > 0 else { return nil }
            index += 1
        } else {
            index = digitsStart
        }
        while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) { index += 1 }
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let lengthStart = index
        while index < bytes.count, "hlqLztj".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        let length = String(decoding: bytes[lengthStart..<index], as: UTF8.self)
        let type: ArgumentType
        switch bytes[index] {
        case UInt8(ascii: "@"): type = .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"): type = .signedInteger(length: length)
        case UInt8(ascii: "u"), UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"): type = .unsignedInteger(length: length)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
            UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
            type = .floatingPoint(long: length == "L")
        case UInt8(ascii: "c"): type = .character(wide: false)
        case UInt8(ascii: "C"): type = .character(wide: true)
        case UInt8(ascii: "s"): type = .cString(wide: false)
        case UInt8(ascii: "S"): type = .cString(wide: true)
        case UInt8(ascii: "p"): type = .pointer
        default: return nil
        }
        return (index + 1, written, type)
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}

/// A piece of a format string: what pseudo-locales transform, and what they leave alone.
package enum FormatToken: Sendable, Hashable {
    case literal(String)
    case specifier(FormatSpecifier)
    /// A String Catalog substitution reference, `%#@name@`.
    case substitution(String)
}
