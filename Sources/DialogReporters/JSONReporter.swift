import DialogDiagnostics
import DialogValidation
import DialogWriters

/// One JSON document with every finding and the summary counts, for tools and dashboards.
///
/// Lines and columns are 1-based, columns count Unicode scalars; `endLine`/`endColumn` are exclusive.
/// Inputs that could not be read are listed under `inputFailures` and counted in the summary, both
/// on their own and among the `errors`. Keys are sorted so the output is byte-for-byte stable.
public struct JSONReporter: Reporter {
    /// The version of this report's layout; bumped only on an incompatible change.
    public static let formatVersion = 1

    /// Creates the reporter.
    public init() {}

    public func report(_ result: ValidationResult) -> String {
        String(decoding: reportBytes(result), as: UTF8.self)
    }

    public func reportBytes(_ result: ValidationResult) -> [UInt8] {
        // One table of the files for the whole report: building it for each finding cost more than the finding.
        let locations = ReportedLocations(result)
        let document = Document(
            version: Self.formatVersion,
            summary: Summary(
                files: result.files.count, dialogs: result.dialogCount,
                errors: result.errorCount, warnings: result.warningCount, inputFailures: result.inputFailures.count),
            inputFailures: result.inputFailures.map { Failure(file: $0.path, message: $0.message) },
            diagnostics: result.diagnostics.map { Entry($0, locations) })
        return JSONTextWriter.report(document)
    }

    private struct Document: JSONWritable {
        var version: Int
        var summary: Summary
        var inputFailures: [Failure]
        var diagnostics: [Entry]

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("diagnostics", diagnostics)
            writer.member("inputFailures", inputFailures)
            writer.member("summary", summary)
            writer.member("version", version)
            writer.endObject()
        }
    }

    /// An input that could not be read; `file`, as in a diagnostic, is absent when the failure concerns every input.
    private struct Failure: JSONWritable {
        var file: String?
        var message: String

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("file", file)
            writer.member("message", message)
            writer.endObject()
        }
    }

    private struct Summary: JSONWritable {
        var files: Int
        var dialogs: Int
        var errors: Int
        var warnings: Int
        var inputFailures: Int

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("dialogs", dialogs)
            writer.member("errors", errors)
            writer.member("files", files)
            writer.member("inputFailures", inputFailures)
            writer.member("warnings", warnings)
            writer.endObject()
        }
    }

    /// A finding or note: where it is and what it says, flat so consumers read `file`, `line`... directly.
    private struct Entry: JSONWritable {
        var file: String
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?
        var severity: String
        var rule: String?
        var message: String
        var notes: [Entry]?
        var suggestion: Fix?

        init(_ diagnostic: Diagnostic, _ locations: ReportedLocations) {
            self.init(diagnostic.location, locations, severity: diagnostic.severity.rawValue, message: diagnostic.message)
            rule = diagnostic.ruleID
            notes = diagnostic.notes.map { Entry($0.location, locations, severity: "note", message: $0.message) }
            suggestion = diagnostic.suggestion.map { Fix(message: $0.message, replacement: $0.replacement) }
        }

        init(_ location: SourceLocation, _ locations: ReportedLocations, severity: String, message: String) {
            file = location.file
            let range = locations.range(location)
            line = range?.start.line
            column = range?.start.column
            endLine = range?.end.line
            endColumn = range?.end.column
            self.severity = severity
            self.message = message
        }

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("column", column)
            writer.member("endColumn", endColumn)
            writer.member("endLine", endLine)
            writer.member("file", file)
            writer.member("line", line)
            writer.member("message", message)
            writer.member("notes", notes)
            writer.member("rule", rule)
            writer.member("severity", severity)
            writer.member("suggestion", suggestion)
            writer.endObject()
        }
    }

    private struct Fix: JSONWritable {
        var message: String
        var replacement: String?

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("message", message)
            writer.member("replacement", replacement)
            writer.endObject()
        }
    }
}
