/// The default format: one `path:line:column: severity: message [rule-id]` line per finding,
/// the form Xcode, editors and compilers' users already read, then a summary line.
public struct TextReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ result: ValidationResult) -> String {
        var output = ""
        for diagnostic in result.diagnostics {
            output += line(diagnostic.location, diagnostic.severity.rawValue, "\(diagnostic.message) [\(diagnostic.ruleID)]")
            for note in diagnostic.notes {
                output += line(note.location, "note", note.message)
            }
            if let suggestion = diagnostic.suggestion {
                output += line(diagnostic.location, "note", suggestion.message)
            }
        }
        output += result.summaryLine + "\n"
        return output
    }

    private func line(_ location: SourceLocation, _ label: String, _ message: String) -> String {
        "\(Self.prefix(location)): \(label): \(message)\n"
    }

    /// `path:line:column`, or just `path` for a finding about the whole file.
    static func prefix(_ location: SourceLocation) -> String {
        guard let start = location.range?.start else { return location.file }
        return "\(location.file):\(start.line):\(start.column)"
    }
}
