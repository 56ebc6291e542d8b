/// The default format: one `path:line:column: severity: message [rule-id]` line per finding,
/// the form Xcode, editors and compilers' users already read, then a summary line.
///
/// On a terminal it can also show the source line with a caret under the finding, and color
/// the severity labels, the way swift and clang do.
public struct TextReporter: Reporter {
    private let context: ReportContext

    /// Creates the reporter; excerpts and color come from the context.
    public init(context: ReportContext = ReportContext(rules: .standard)) {
        self.context = context
    }

    public func report(_ result: ValidationResult) -> String {
        render(result.diagnostics, sources: result.files.map(\.source)) + result.summaryLine + "\n"
    }

    /// The lines for `diagnostics` without a summary; `sources` supply the excerpts.
    public func render(_ diagnostics: [Diagnostic], sources: [SourceFile]) -> String {
        var output = ""
        let sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        for diagnostic in diagnostics {
            output += line(diagnostic.location, diagnostic.severity.rawValue, "\(diagnostic.message) [\(diagnostic.ruleID)]")
            if context.showsExcerpts { output += excerpt(diagnostic.location, in: sources) }
            for note in diagnostic.notes {
                output += line(note.location, "note", note.message)
                if context.showsExcerpts { output += excerpt(note.location, in: sources) }
            }
            if let suggestion = diagnostic.suggestion {
                output += line(diagnostic.location, "note", suggestion.message)
            }
        }
        return output
    }

    private func line(_ location: SourceLocation, _ label: String, _ message: String) -> String {
        let prefix = Self.prefix(location)
        guard context.usesColor else { return "\(prefix): \(label): \(message)\n" }
        return "\(ANSI.bold)\(prefix): \(ANSI.color(for: label))\(label):\(ANSI.reset)\(ANSI.bold) \(message)\(ANSI.reset)\n"
    }

    /// `path:line:column`, or just `path` for a finding about the whole file.
    static func prefix(_ location: SourceLocation) -> String {
        guard let start = location.range?.start else { return location.file }
        return "\(location.file):\(start.line):\(start.column)"
    }

    /// The source line around the range's start, and a caret line under the range.
    ///
    /// Only a window of the line is shown (`…` marks a cut), so a minified file, one long line,
    /// does not print itself once per finding.
    private func excerpt(_ location: SourceLocation, in sources: [String: SourceFile]) -> String {
        guard let range = location.range, let source = sources[location.file] else { return "" }
        let window = source.lineExcerpt(around: range.start.offset, before: Self.excerptBytesBefore, after: Self.excerptBytesAfter)
        let scalars = Array(window.text.unicodeScalars)
        let startIndex = min(window.scalarCount(before: range.start.offset), scalars.count)
        let endIndex = range.end.line == range.start.line
            ? min(max(window.scalarCount(before: range.end.offset), startIndex + 1), scalars.count) : scalars.count
        let ellipsis = "\u{2026}"
        var marker = window.clippedStart ? " " : ""
        marker += scalars[..<startIndex].map(Self.blank).joined()
        marker += "^"
        let underlined = scalars[min(startIndex + 1, scalars.count)..<max(endIndex, min(startIndex + 1, scalars.count))]
        marker += underlined.map { String(repeating: "~", count: Self.displayWidth($0)) }.joined()
        let caret = context.usesColor ? "\(ANSI.green)\(marker)\(ANSI.reset)" : marker
        let text = (window.clippedStart ? ellipsis : "") + window.text + (window.clippedEnd ? ellipsis : "")
        return "\(text)\n\(caret)\n"
    }

    /// How much of a line an excerpt shows around a finding, in bytes: enough for the context of
    /// a key and its value, and at most a few terminal lines.
    static let excerptBytesBefore = 80
    static let excerptBytesAfter = 160

    /// Whitespace as wide as `scalar` on a terminal, keeping tabs so the caret lines up.
    private static func blank(_ scalar: Unicode.Scalar) -> String {
        scalar == "\t" ? "\t" : String(repeating: " ", count: displayWidth(scalar))
    }

    /// Terminal columns a scalar takes: 2 for East Asian wide and full-width characters, else 1.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            2
        default:
            1
        }
    }
}

/// The few terminal escape sequences the text format uses.
enum ANSI {
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let green = "\u{1B}[32m"

    static func color(for label: String) -> String {
        switch label {
        case "error": "\u{1B}[31m"
        case "warning": "\u{1B}[35m"
        default: "\u{1B}[36m"
        }
    }
}
