import DialogValidation

/// The audit as Markdown, for a pull request or a CI job summary: a table of the app's verdicts,
/// then a section per dialog that does not support a category or cannot be decided.
public struct AuditMarkdownReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ audit: AccessibilityAudit) -> String {
        var lines = ["# Accessibility audit", "", "Checked on \(Self.cell(AuditWording.scope(audit.scope))).", ""]
        if !audit.errors.isEmpty || !audit.inputFailures.isEmpty {
            lines.append("**\(audit.errors.count + audit.inputFailures.count) errors stop dialogs from being audited:**")
            lines.append("")
            lines += audit.inputFailures.map { "- \(Self.cell(($0.path.map { "\($0): " } ?? "") + $0.message))" }
            lines += audit.errors.map { "- `\(audit.locations.prefix($0.location))` \(Self.cell($0.message))" }
            lines.append("")
        }
        lines += ["| Category | App | Why |", "|---|---|---|"]
        for (category, verdict) in audit.app {
            lines.append("| \(category.title) | \(Self.mark(verdict)) | \(Self.cell(verdict.lines.joined(separator: "; "))) |")
        }
        let remarkable = audit.dialogs.filter { entry in entry.verdicts.contains { !$0.verdict.isSupported } }
        for entry in remarkable {
            lines += ["", "## \(entry.id)", "", "\(entry.kind.rawValue), \(entry.renderer.rawValue) renderer, `\(entry.source)`", ""]
            for (category, verdict) in entry.verdicts where !verdict.isSupported {
                lines.append("- **\(category.title)**: \(Self.mark(verdict))")
                if case .notSupported(_, let findings) = verdict {
                    lines += findings.map { "  - `\(audit.locations.prefix($0.location))` \(Self.cell($0.message)) (`\($0.rule)`)" }
                } else {
                    lines += verdict.lines.map { "  - \(Self.cell($0))" }
                }
            }
        }
        lines += ["", AuditWording.summary(audit)]
        return lines.joined(separator: "\n") + "\n"
    }

    static func mark(_ verdict: AuditVerdict) -> String {
        switch verdict {
        case .supported: "✅ supported"
        case .notSupported: "❌ not supported"
        case .notDecidable: "❔ test on a device"
        }
    }

    /// Text safe inside a table cell or list item: pipes escaped, lines joined.
    static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
