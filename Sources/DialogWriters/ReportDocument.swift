import Foundation

/// How every JSON report document is written: pretty-printed with sorted keys and unescaped
/// slashes, ending in a newline, so reports are stable byte for byte and diff well.
package enum ReportDocument {
    /// `document` as report text.
    package static func text(_ document: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and integers cannot fail.
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
