/// Text made safe for XML 1.0 attribute values and character data.
package enum XMLEscaping {
    /// `text` with markup characters escaped and characters XML 1.0 forbids dropped.
    ///
    /// Messages quote spec values, and a JSON string may hold any control character via `\u0001`,
    /// which no XML 1.0 document may contain even as a character reference. In an attribute, tab
    /// and LF are written as references so attribute-value normalization cannot turn them into
    /// spaces; CR always is, since parsers fold a literal CR into LF.
    package static func escape(_ text: String, inAttribute: Bool = true) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            // Attributes are written in double quotes, so apostrophes (common in messages) stay readable.
            case "\"" where inAttribute: escaped += "&quot;"
            case "\t" where inAttribute: escaped += "&#9;"
            case "\n" where inAttribute: escaped += "&#10;"
            case "\r": escaped += "&#13;"
            default:
                if isAllowed(scalar) { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }

    /// XML 1.0's `Char` production; surrogates cannot occur in a Swift string, so only these ranges remain.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
