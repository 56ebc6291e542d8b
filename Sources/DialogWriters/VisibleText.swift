/// Text for a terminal, a CI log or a test report, with every character that could act on the
/// display instead of showing spelled out the way a spec author writes it in JSON (`\u001b`).
///
/// Messages quote spec values, and a JSON string may hold any control character: an escape
/// sequence would recolor or rewrite the terminal, a bidirectional control would reorder the
/// line around it. Zero-width joiners stay, since emoji sequences and several scripts need them.
package enum VisibleText {
    /// `text` with every such character spelled out.
    package static func escape(_ text: String) -> String {
        // Printable ASCII never needs it; most messages are nothing else.
        guard !isPrintableASCII(text), text.withUTF8Bytes(mayNeedEscape), text.unicodeScalars.contains(where: needsEscape) else {
            return text
        }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if let spelled = spelling(scalar) { escaped += spelled } else { escaped.unicodeScalars.append(scalar) }
        }
        return escaped
    }

    /// Whether every byte of `text` is printable ASCII: a text report escapes two strings a line.
    package static func isPrintableASCII(_ text: String) -> Bool {
        text.withUTF8Bytes(isPrintableASCII)
    }

    /// Whether every one of `bytes` is printable ASCII (0x20 to 0x7E), tested eight at a step.
    package static func isPrintableASCII(_ bytes: Span<UInt8>) -> Bool {
        var offset = 0
        let ones = UInt64(0x0101_0101_0101_0101)
        let highBits = ones &* 0x80
        while offset &+ 8 <= bytes.count {
            let eight = bytes.extracting(offset..<(offset &+ 8))
            var word: UInt64 = 0
            for index in eight.indices { word |= UInt64(eight[index]) << UInt64(index &* 8) }
            // With every high bit clear, adding one to each byte carries into its high bit only
            // from 0x7F, and subtracting 0x20 borrows into it only below 0x20.
            guard word & highBits == 0, (word &+ ones) & highBits == 0, (word &- ones &* 0x20) & ~word & highBits == 0 else {
                return false
            }
            offset &+= 8
        }
        while offset < bytes.count {
            guard bytes[offset] >= 0x20, bytes[offset] < 0x7F else { return false }
            offset &+= 1
        }
        return true
    }

    /// Whether `bytes` may hold a scalar `needsEscape` spells out: an ASCII control, or a scalar
    /// whose UTF-8 starts with C2 (C1 controls, the soft hyphen), D8 (U+061C), E2 (the general
    /// punctuation controls and separators) or EF (U+FEFF). False rules the text out on its bytes,
    /// sparing a walk over the scalars of a CJK or Cyrillic message.
    package static func mayNeedEscape(_ bytes: Span<UInt8>) -> Bool {
        for index in bytes.indices {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xD8 || byte == 0xE2 || byte == 0xEF { return true }
        }
        return false
    }

    /// How `scalar` is shown, or nil when it is shown as itself.
    package static func spelling(_ scalar: Unicode.Scalar) -> String? {
        guard needsEscape(scalar) else { return nil }
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }

    /// Controls, line separators, bidirectional controls and invisible characters other than the joiners.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        SwiftLiteral.needsEscape(scalar) && scalar != "\u{200C}" && scalar != "\u{200D}"
    }
}
