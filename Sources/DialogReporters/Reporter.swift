import DialogDiagnostics
import DialogRules
import DialogValidation
import DialogWriters

/// Turns a validation result into the text of one output format.
public protocol Reporter {
    /// The complete report, ending with a newline.
    func report(_ result: ValidationResult) -> String
    /// The complete report as UTF-8 bytes, as the CLI writes it.
    func reportBytes(_ result: ValidationResult) -> [UInt8]
    /// Hands `reportBytes(_:)` to `write` in pieces, in order, and stops at the first piece `write`
    /// refuses; whether every piece was written. `write` may be called from any core, one piece at a time.
    func writeReport(_ result: ValidationResult, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool
    /// Markdown the command line appends to the CI system's job summary when it names one
    /// (`GITHUB_STEP_SUMMARY`), or nil for a format that writes none.
    func stepSummary(_ result: ValidationResult) -> String?
}

extension Reporter {
    /// The bytes of `report(_:)`; a format that writes bytes itself gives them without a `String`.
    public func reportBytes(_ result: ValidationResult) -> [UInt8] {
        Array(report(result).utf8)
    }

    /// No job summary: only the GitHub format writes one.
    public func stepSummary(_ result: ValidationResult) -> String? { nil }

    /// The report in one piece; a format whose report is long writes the pieces it renders as they are done.
    public func writeReport(_ result: ValidationResult, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool {
        write(reportBytes(result).span)
    }
}

/// What reporters may need beyond the findings: the rules that ran, the tool's version, and
/// how the text format should look on the stream it goes to.
public struct ReportContext: Sendable {
    /// The rules of the run, for formats that describe them (SARIF).
    public var rules: RuleSet
    /// The version of dialogc that produced the report.
    public var toolVersion: String
    /// Text format: show the source line with a caret under each finding.
    public var showsExcerpts: Bool
    /// Text format: color the severity labels (only on a terminal, never with NO_COLOR).
    public var usesColor: Bool

    /// Creates a context; excerpts and color are off unless asked for.
    public init(rules: RuleSet, toolVersion: String = DialogCompilerInfo.version, showsExcerpts: Bool = false, usesColor: Bool = false) {
        self.rules = rules
        self.toolVersion = toolVersion
        self.showsExcerpts = showsExcerpts
        self.usesColor = usesColor
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json
    case sarif
    case github
    case junit

    /// The reporter that writes this format.
    public func makeReporter(_ context: ReportContext) -> any Reporter {
        switch self {
        case .text: TextReporter(context: context)
        case .json: JSONReporter()
        case .sarif: SARIFReporter(context: context)
        case .github: GitHubReporter()
        case .junit: JUnitReporter()
        }
    }
}

extension ValidationResult {
    /// The one-line summary every format shares, e.g. `7 files, 21 dialogs: 0 errors, 0 warnings`.
    ///
    /// Inputs that could not be read count as errors and are named as such,
    /// e.g. `1 file, 1 dialog: 1 error (1 input could not be read), 0 warnings`.
    public var summaryLine: String {
        let unread = inputFailures.isEmpty ? "" : " (\(Wording.count(inputFailures.count, "input")) could not be read)"
        return "\(Wording.count(files.count, "file")), \(Wording.count(dialogCount, "dialog")): "
            + "\(Wording.count(errorCount, "error"))\(unread), \(Wording.count(warningCount, "warning"))"
    }
}
