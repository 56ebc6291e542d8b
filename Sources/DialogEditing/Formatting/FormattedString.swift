import DialogRules
import DialogWriters

/// How the formatter writes a string: as the JSON writer quotes it, and with the characters a
/// reviewer must see spelled out as `\u` escapes too.
package enum FormattedString {
    /// `text` as a minimal JSON string literal: non-ASCII as is; quotes, backslashes, C0 and C1
    /// controls, U+2028, U+2029 and bidirectional controls escaped.
    package static func quoted(_ text: String) -> String {
        // The writer escapes quotes, backslashes, C0 controls, DEL and the line separators already.
        let quoted = JSONTextWriter.quoted(text)
        guard quoted.unicodeScalars.contains(where: needsEscape) else { return quoted }
        var escaped = ""
        for scalar in quoted.unicodeScalars {
            if needsEscape(scalar), let spelled = VisibleText.spelling(scalar) {
                escaped += spelled
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The characters the writer leaves as they are but a formatted spec spells out: C1 controls,
    /// which no editor shows, and the bidirectional controls that can reorder what a reviewer reads.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (0x80...0x9F).contains(scalar.value) || BidiControlCharacter.isBidiControl(scalar)
    }
}
