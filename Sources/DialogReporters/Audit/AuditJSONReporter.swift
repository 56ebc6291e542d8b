import DialogDiagnostics
import DialogValidation
import DialogWriters

/// The audit as one JSON document (`Schemas/audit.schema.json`), for dashboards and for filling
/// in App Store Connect's Accessibility Nutrition Labels. Keys are sorted, so the output is stable.
public struct AuditJSONReporter: Reporter {
    /// The version of this report's layout; bumped only on an incompatible change.
    public static let formatVersion = 1

    /// Creates the reporter.
    public init() {}

    public func report(_ audit: AccessibilityAudit) -> String {
        String(decoding: reportBytes(audit), as: UTF8.self)
    }

    public func reportBytes(_ audit: AccessibilityAudit) -> [UInt8] {
        JSONTextWriter.report(Document(audit: audit))
    }

    private struct Document: JSONWritable {
        var audit: AccessibilityAudit

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("app", audit.app.map { Verdict(category: $0.category, verdict: $0.verdict, audit: audit) })
            writer.member("dialogs", audit.dialogs.map { DialogEntry(entry: $0, audit: audit) })
            writer.member("errors", audit.errors.map { Finding(finding: $0, audit: audit) })
            writer.member("inputFailures", audit.inputFailures.map { "\($0.path.map { "\($0): " } ?? "")\($0.message)" })
            writer.member("scope", Scope(scope: audit.scope))
            writer.member("version", AuditJSONReporter.formatVersion)
            writer.endObject()
        }
    }

    private struct Scope: JSONWritable {
        var scope: AccessibilityAudit.Scope

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("appearances", scope.appearances)
            writer.member("devices", scope.devices)
            writer.member("locales", scope.locales)
            writer.member("textSizes", scope.textSizes)
            writer.endObject()
        }
    }

    private struct DialogEntry: JSONWritable {
        var entry: AccessibilityAudit.DialogEntry
        var audit: AccessibilityAudit

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("categories", entry.verdicts.map { Verdict(category: $0.category, verdict: $0.verdict, audit: audit) })
            writer.member("id", entry.id)
            writer.member("kind", entry.kind.rawValue)
            writer.member("renderer", entry.renderer.rawValue)
            writer.member("source", entry.source)
            writer.endObject()
        }
    }

    private struct Verdict: JSONWritable {
        var category: AccessibilityCategory
        var verdict: AuditVerdict
        var audit: AccessibilityAudit

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("category", category.rawValue)
            switch verdict {
            case .supported(let reasons):
                writer.member("reasons", reasons)
            case .notSupported(let reasons, let findings):
                writer.member("findings", findings.map { Finding(finding: $0, audit: audit) })
                writer.member("reasons", reasons)
            case .notDecidable(let toTest):
                writer.member("reasons", [String]())
                writer.member("toTest", toTest)
            }
            writer.member("title", category.title)
            writer.member("verdict", verdict.name)
            writer.endObject()
        }
    }

    private struct Finding: JSONWritable {
        var finding: Diagnostic
        var audit: AccessibilityAudit

        func write(to writer: inout JSONTextWriter) {
            let range = audit.locations.range(finding.location)
            writer.beginObject()
            writer.member("column", range?.start.column)
            writer.member("file", finding.location.file)
            writer.member("line", range?.start.line)
            writer.member("message", finding.message)
            writer.member("rule", finding.ruleID)
            writer.member("severity", finding.severity.rawValue)
            writer.endObject()
        }
    }
}
