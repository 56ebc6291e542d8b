/// A text of format v2 read as literal runs and `{name}` placeholders: `{{` and `}}` are literal
/// braces, and any other brace is stray (the `unescaped-brace` rule reports it).
public struct TextTemplate: Sendable, Hashable {
    /// One run of the text.
    public enum Piece: Sendable, Hashable {
        /// Text shown as it is, escapes resolved.
        case literal(String)
        /// `{name}`, with the UTF-8 offset of its `{` in the text.
        case placeholder(name: String, offset: Int)
    }

    /// The runs, in order; adjacent literals are merged.
    public var pieces: [Piece] = []
    /// UTF-8 offsets of braces that are neither a placeholder nor escaped; read as literal.
    public var strayBraces: [Int] = []

    /// Reads `text`.
    public init(_ text: String) {
        let bytes = Array(text.utf8)
        var literal: [UInt8] = []
        var index = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x7B || byte == 0x7D, index + 1 < bytes.count, bytes[index + 1] == byte {
                literal.append(byte)
                index += 2
            } else if byte == 0x7B, let close = bytes[(index + 1)...].firstIndex(of: 0x7D),
                DialogParameter.isValidName(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
            {
                flush()
                pieces.append(.placeholder(name: String(decoding: bytes[(index + 1)..<close], as: UTF8.self), offset: index))
                index = close + 1
            } else {
                if byte == 0x7B || byte == 0x7D { strayBraces.append(index) }
                literal.append(byte)
                index += 1
            }
        }
        flush()
    }

    /// `text` as a picture of the dialog shows it: an escaped brace (`{{`, `}}`) as one brace, a
    /// placeholder as `{name}` (its value is the app's, at run time) and a stray brace as written;
    /// a text without braces, as most are, is returned as it is.
    public static func shown(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x7B || $0 == 0x7D }) else { return text }
        return TextTemplate(text).pieces.map { piece in
            switch piece {
            case .literal(let literal): literal
            case .placeholder(let name, _): "{" + name + "}"
            }
        }.joined()
    }

    /// The names of the placeholders, in order, repeats included.
    public var placeholderNames: [String] {
        pieces.compactMap { if case .placeholder(let name, _) = $0 { name } else { nil } }
    }

    /// `text` with every stray brace doubled, so it reads as the literal text it shows today.
    public static func escapingStrayBraces(_ text: String) -> String {
        let stray = Set(TextTemplate(text).strayBraces)
        var bytes: [UInt8] = []
        for (offset, byte) in text.utf8.enumerated() {
            bytes.append(byte)
            if stray.contains(offset) { bytes.append(byte) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text with escapes resolved and each placeholder written by `placeholder`.
    public func rendered(_ placeholder: (String) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .literal(let text): text
            case .placeholder(let name, _): placeholder(name)
            }
        }.joined()
    }

    /// A `String(format:)` format of the text: `%` doubled, each placeholder the specifier of its
    /// parameter (`%@`, `%lld`; decimal numbers arrive formatted, as `%@`), at its 1-based
    /// position in `arguments` and written positionally (`%2$lld`) once the text takes more than
    /// one argument or one twice, so translators may reorder them.
    public func formatString(arguments: [DialogParameter]) -> String {
        // A text without arguments is shown as it is, never formatted: its `%` stays single.
        guard !arguments.isEmpty else { return rendered { "{\($0)}" } }
        let positional = arguments.count > 1 || placeholderNames.count > Set(placeholderNames).count
        return pieces.map { piece in
            switch piece {
            case .literal(let text):
                return String(text.flatMap { $0 == "%" ? ["%", "%"] : [$0] })
            case .placeholder(let name, _):
                guard let index = arguments.firstIndex(where: { $0.name.value == name }) else { return "{\(name)}" }
                let conversion = arguments[index].type.value == .integer ? "lld" : "@"
                return positional ? "%\(index + 1)$\(conversion)" : "%\(conversion)"
            }
        }.joined()
    }
}
