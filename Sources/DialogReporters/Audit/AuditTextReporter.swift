import DialogValidation

/// The audit as text for a terminal or a CI log: the app's verdict per category, then each
/// dialog's, every verdict with its reasons or findings.
public struct AuditTextReporter: Reporter {
    /// Creates the reporter.
    public init() {}

    public func report(_ audit: AccessibilityAudit) -> String {
        var lines: [String] = []
        for failure in audit.inputFailures { lines.append("\(failure.path ?? "dialogc"): error: \(failure.message)") }
        for error in audit.errors {
            lines.append("\(audit.locations.prefix(error.location)): error: \(error.message) [\(error.rule)]")
        }
        lines.append("Accessibility audit of \(audit.dialogs.count) dialogs")
        lines.append("  checked on: \(AuditWording.scope(audit.scope))")
        lines.append("")
        lines.append("App")
        for (category, verdict) in audit.app { lines += Self.verdict(category, verdict, audit) }
        for dialog in audit.dialogs {
            lines.append("")
            lines.append("\(dialog.id) (\(dialog.kind.rawValue), \(dialog.renderer.rawValue) renderer) at \(dialog.source)")
            for (category, verdict) in dialog.verdicts { lines += Self.verdict(category, verdict, audit) }
        }
        lines.append("")
        lines.append(AuditWording.summary(audit))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func verdict(_ category: AccessibilityCategory, _ verdict: AuditVerdict, _ audit: AccessibilityAudit) -> [String] {
        var lines = ["  \(category.title): \(verdict.label)"]
        switch verdict {
        case .supported(let reasons): lines += reasons.map { "    - \($0)" }
        case .notDecidable(let toTest): lines += toTest.map { "    - to test: \($0)" }
        case .notSupported(let reasons, let findings):
            lines += reasons.map { "    - \($0)" }
            lines += findings.map { "    - \(audit.locations.prefix($0.location)): \($0.message) [\($0.rule)]" }
        }
        return lines
    }
}

/// Sentences the audit's reports share.
enum AuditWording {
    static func scope(_ scope: AccessibilityAudit.Scope) -> String {
        [
            scope.devices.joined(separator: ", "), scope.textSizes.joined(separator: ", "), scope.appearances.joined(separator: "; "),
            "locales " + scope.locales.joined(separator: ", "),
        ].joined(separator: " · ")
    }

    static func summary(_ audit: AccessibilityAudit) -> String {
        var (supported, notSupported, notDecidable) = (0, 0, 0)
        for category in AccessibilityCategory.allCases {
            switch audit.app.first(where: { $0.category == category })?.verdict {
            case .supported, nil: supported += 1
            case .notSupported: notSupported += 1
            case .notDecidable: notDecidable += 1
            }
        }
        return "\(supported) of \(AccessibilityCategory.allCases.count) categories supported, "
            + "\(notSupported) not supported, \(notDecidable) not decidable from specs"
    }
}
