/// GitHub Actions workflow commands: each finding becomes an annotation on the run and the pull request's diff.
///
/// `::error file=PATH,line=L,col=C,endLine=EL,endColumn=EC,title=RULE-ID::MESSAGE`, with `::warning`
/// and `::notice` for the other severities. GitHub's `line` and `col` are 1-based, as ours are, so
/// positions are written unchanged. GitHub leaves open whether `endColumn` is inclusive; we write our
/// exclusive end, the reading SARIF (which GitHub also imports) prescribes. Each note follows as a
/// `::notice` at its own location; a suggestion becomes a second line of the finding's message, so it
/// shows inside the same annotation. An input that could not be read is an `::error` titled
/// `input`, on its path. Control characters of messages and paths are spelled out (`\u001b`), so
/// they cannot act on the log. The summary ends the output as a plain log line.
public struct GitHubReporter: Reporter {
    /// The title of the annotation for an input that could not be read.
    public static let inputFailureTitle = "input"

    /// Creates the reporter.
    public init() {}

    public func report(_ result: ValidationResult) -> String {
        var output = ""
        for failure in result.inputFailures {
            output += Self.command("error", file: failure.path, title: Self.inputFailureTitle, VisibleText.escape(failure.message))
        }
        let locations = ReportedLocations(result)
        for diagnostic in result.diagnostics {
            var message = VisibleText.escape(diagnostic.message)
            if let suggestion = diagnostic.suggestion { message += "\n" + VisibleText.escape(suggestion.message) }
            output += Self.command(
                Self.name(diagnostic.severity), file: diagnostic.location.file, range: locations.range(diagnostic.location),
                title: diagnostic.ruleID, message)
            for note in diagnostic.notes {
                output += Self.command(
                    "notice", file: note.location.file, range: locations.range(note.location), title: diagnostic.ruleID,
                    VisibleText.escape(note.message))
            }
        }
        output += result.summaryLine + "\n"
        return output
    }

    static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// One workflow command; `message` is written as given (callers spell out its control characters).
    static func command(_ name: String, file: String?, range: SourceRange? = nil, title: String, _ message: String) -> String {
        var properties: [(String, String)] = []
        if let file { properties.append(("file", VisibleText.escape(file))) }
        if let range {
            properties.append(("line", "\(range.start.line)"))
            // The runner discards columns when the lines differ, so a multi-line range keeps only its lines.
            if range.start.line == range.end.line {
                properties.append(("col", "\(range.start.column)"))
                properties.append(("endLine", "\(range.end.line)"))
                properties.append(("endColumn", "\(range.end.column)"))
            } else {
                properties.append(("endLine", "\(range.end.line)"))
            }
        }
        properties.append(("title", title))
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))\n"
    }

    /// The runner's escaping of a command's message, so a newline cannot end the command early.
    static func escapeData(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The runner's escaping of a property value, where `,` and `:` would end the value early.
    static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
