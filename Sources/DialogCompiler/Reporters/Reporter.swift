/// Turns a validation result into the text of one output format.
public protocol Reporter {
    /// The complete report, ending with a newline.
    func report(_ result: ValidationResult) -> String
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text
    case json

    /// The reporter that writes this format.
    public var reporter: any Reporter {
        switch self {
        case .text: TextReporter()
        case .json: JSONReporter()
        }
    }
}

extension ValidationResult {
    /// The one-line summary every format shares, e.g. `7 files, 21 dialogs: 0 errors, 0 warnings`.
    public var summaryLine: String {
        func count(_ number: Int, _ noun: String) -> String { "\(number) \(noun)\(number == 1 ? "" : "s")" }
        return "\(count(files.count, "file")), \(count(dialogCount, "dialog")): "
            + "\(count(errorCount, "error")), \(count(warningCount, "warning"))"
    }
}
