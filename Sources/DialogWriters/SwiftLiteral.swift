/// Swift source spellings of spec values that must mean exactly what the spec says.
package enum SwiftLiteral {
    /// A single-line string literal whose value is exactly `text`.
    ///
    /// Backslashes and quotes are escaped, so `\(` can never start an interpolation and `"""`
    /// or `#"` can never end or change the literal. Control characters, line and paragraph
    /// separators and bidirectional controls are written as `\u{...}`, so the generated line
    /// shows a reviewer what the string holds ("Trojan Source").
    package static func string(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if needsEscape(scalar) {
                    literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    literal.unicodeScalars.append(scalar)
                }
            }
        }
        return literal + "\""
    }

    /// An optional string: the literal, or `nil`.
    package static func string(_ text: String?) -> String {
        text.map { string($0) } ?? "nil"
    }

    /// A number in the shortest form that reads back as the same `Double`.
    package static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) + ".0" : String(value)
    }

    /// Text safe inside a `///` comment: one line, with invisible and direction-changing characters spelled out.
    package static func commentText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\r" || scalar == "\t" {
                result += " "
            } else if needsEscape(scalar) || scalar == "\0" {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Characters a reader cannot see or that reorder the text around them.
    package static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true  // C0 and C1 controls
        case 0x2028, 0x2029: true  // line and paragraph separators
        case 0x00AD: true  // soft hyphen, invisible unless a line breaks at it
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0x061C, 0xFEFF: true  // zero-width and bidi controls
        default: false
        }
    }
}
