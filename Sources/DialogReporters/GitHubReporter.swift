import DialogDiagnostics
import DialogValidation
import DialogWriters

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
///
/// GitHub shows at most 10 annotations of each severity per step and 50 per job, and drops the
/// rest. So findings that differ only in their locale (one missing text of a 19-language catalog)
/// are one annotation, each distinct wording on a line of its own with the other languages that
/// share it, and `stepSummary(_:)` gives the whole list as Markdown for the job summary, where
/// nothing is dropped.
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
        for group in LocaleGroup.groups(result.diagnostics) {
            let diagnostic = group.first
            let message = (group.messageLines + group.suggestionLines).map(VisibleText.escape).joined(separator: "\n")
            output += Self.command(
                Self.name(diagnostic.severity), file: diagnostic.location.file, range: locations.range(diagnostic.location),
                title: diagnostic.ruleID, message)
            for note in group.notes {
                output += Self.command(
                    "notice", file: note.location.file, range: locations.range(note.location), title: diagnostic.ruleID,
                    VisibleText.escape(note.message))
            }
        }
        output += result.summaryLine + "\n"
        return output
    }

    /// The whole list of findings as Markdown for the job summary (`GITHUB_STEP_SUMMARY`), which
    /// shows what the annotations' limits drop: a heading, the summary line, and a table of one row
    /// per annotation (file and line, severity, rule, message, the languages it concerns).
    public func stepSummary(_ result: ValidationResult) -> String? {
        var markdown = "### dialogc\n\n" + Self.markdownCell(result.summaryLine) + "\n"
        let groups = LocaleGroup.groups(result.diagnostics)
        guard !groups.isEmpty || !result.inputFailures.isEmpty else { return markdown + "\n" }
        markdown += "\n| file:line | severity | rule | message | languages |\n|---|---|---|---|---|\n"
        func row(_ cells: [String]) -> String { "| " + cells.joined(separator: " | ") + " |\n" }
        for failure in result.inputFailures {
            markdown += row([
                Self.markdownCell(failure.path ?? ""), "error", Self.inputFailureTitle, Self.markdownCell(failure.message), "",
            ])
        }
        let locations = ReportedLocations(result)
        for group in groups {
            let diagnostic = group.first
            let line = locations.range(diagnostic.location).map { ":\($0.start.line)" } ?? ""
            markdown += row([
                Self.markdownCell(diagnostic.location.file + line), diagnostic.severity.rawValue, diagnostic.ruleID,
                (group.messageLines + group.suggestionLines).map(Self.markdownCell).joined(separator: "<br>"),
                group.locales.map(Self.markdownCell).joined(separator: ", "),
            ])
        }
        return markdown + "\n"
    }

    /// `text` as the content of a Markdown table cell that shows it as written: control characters
    /// spelled out, and every ASCII character Markdown or HTML would act on escaped with a backslash
    /// (CommonMark allows it before any ASCII punctuation; GitHub's tables read `\|` as a `|`).
    package static func markdownCell(_ text: String) -> String {
        var escaped = ""
        for scalar in VisibleText.escape(text).unicodeScalars {
            if "\\`*_[]<>|~&#!".unicodeScalars.contains(scalar) { escaped += "\\" }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }

    package static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// One workflow command; `message` is written as given (callers spell out its control characters).
    package static func command(_ name: String, file: String?, range: SourceRange? = nil, title: String, _ message: String) -> String {
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
    package static func escapeData(_ text: String) -> String {
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
    package static func escapeProperty(_ text: String) -> String {
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
