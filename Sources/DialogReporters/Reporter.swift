import DialogDiagnostics
import DialogRules
import DialogValidation
import DialogWriters

/// Turns what a command found into the text of one output format: one small type per format,
/// for the findings of `validate` and `lint` (`ValidationResult`) and the changes of `diff`
/// (`DiffReport`) alike, each format choosing its reporter by a `switch` (`ReportFormat`,
/// `DiffFormat`).
public protocol Reporter {
    /// What the reporter reports: a validation result, or a diff.
    associatedtype Subject
    /// The complete report, ending with a newline.
    func report(_ subject: Subject) -> String
    /// The complete report as UTF-8 bytes, as the CLI writes it.
    func reportBytes(_ subject: Subject) -> [UInt8]
    /// Hands `reportBytes(_:)` to `write` in pieces, in order, and stops at the first piece `write`
    /// refuses; whether every piece was written. `write` may be called from any core, one piece at a time.
    func writeReport(_ subject: Subject, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool
    /// Markdown the command line appends to the CI system's job summary when it names one
    /// (`GITHUB_STEP_SUMMARY`), or nil for a format that writes none.
    func stepSummary(_ subject: Subject) -> String?
}

extension Reporter {
    /// The bytes of `report(_:)`; a format that writes bytes itself gives them without a `String`.
    public func reportBytes(_ subject: Subject) -> [UInt8] {
        Array(report(subject).utf8)
    }

    /// No job summary: only the GitHub format writes one.
    public func stepSummary(_ subject: Subject) -> String? { nil }

    /// The report in one piece; a format whose report is long writes the pieces it renders as they are done.
    public func writeReport(_ subject: Subject, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool {
        write(reportBytes(subject).span)
    }
}

/// Any reporter of `Subject`, as a format's `switch` hands it out.
public struct AnyReporter<Subject>: Reporter {
    private let reportText: (Subject) -> String
    private let bytes: (Subject) -> [UInt8]
    private let pieces: (Subject, @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool
    private let summary: (Subject) -> String?

    /// `reporter`, whatever its type.
    public init<Wrapped: Reporter>(_ reporter: Wrapped) where Wrapped.Subject == Subject {
        reportText = reporter.report
        bytes = reporter.reportBytes
        pieces = reporter.writeReport
        summary = reporter.stepSummary
    }

    /// The wrapped reporter's report.
    public func report(_ subject: Subject) -> String { reportText(subject) }
    /// The wrapped reporter's bytes, written its own way.
    public func reportBytes(_ subject: Subject) -> [UInt8] { bytes(subject) }
    /// The wrapped reporter's pieces, written its own way (the text format's on every core).
    public func writeReport(_ subject: Subject, to write: @escaping @Sendable (Span<UInt8>) -> Bool) -> Bool {
        pieces(subject, write)
    }
    /// The wrapped reporter's job summary, if its format writes one.
    public func stepSummary(_ subject: Subject) -> String? { summary(subject) }
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
    public func makeReporter(_ context: ReportContext) -> AnyReporter<ValidationResult> {
        switch self {
        case .text: AnyReporter(TextReporter(context: context))
        case .json: AnyReporter(JSONReporter())
        case .sarif: AnyReporter(SARIFReporter(context: context))
        case .github: AnyReporter(GitHubReporter())
        case .junit: AnyReporter(JUnitReporter())
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
