import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogSpec

/// Why a dialog with no finding against a category supports it, or what specs cannot decide:
/// the reasons the audit prints, in the domain's words, from what the spec says and what the
/// runtime does for every dialog.
enum AuditReasons {
    /// Where lint measured a custom dialog's targets, the same for every dialog of a run.
    static let measuredTargets =
        "measured on \(PlanFindings.checkedScreens), with the spec's own texts and in each locale of the run, "
        + "no button, picker row or text field is under 44 x 44 pt by the sizes the spec writes"

    static func verdict(_ category: AccessibilityCategory, for dialog: Dialog, in source: SourceFile) -> AuditVerdict {
        let isSystem = dialog.resolvedRenderer == .system
        switch category {
        case .voiceOver:
            if isSystem { return .supported(reasons: ["UIKit presents it: VoiceOver reads it as any system alert"]) }
            if dialog.type.value == .toast {
                return .supported(reasons: ["the runtime announces the toast's text to VoiceOver when it shows"])
            }
            return .supported(reasons: [
                "every button has a spoken name",
                "the runtime moves VoiceOver focus into the dialog, keeps it modal and returns focus when it hides",
            ])
        case .voiceControl:
            if dialog.buttons.isEmpty { return .supported(reasons: ["the dialog has no control to speak to"]) }
            let named = "every button's spoken name contains its visible title"
            if isSystem { return .supported(reasons: [named, "UIKit draws the buttons at its own sizes, not the spec's"]) }
            // A spec that keeps smaller targets on purpose says so in a suppression, which the
            // reasons repeat rather than claim a size that was not kept.
            if let kept = dialog.suppressions.first(where: { $0.rule.value == TouchTargetTooSmall.description.id }) {
                return .supported(reasons: [
                    named,
                    "the spec suppresses 'touch-target-too-small' for this dialog"
                        + (kept.reason.map { ": \($0.value)" } ?? ", so its targets were not judged"),
                ])
            }
            return .supported(reasons: [named, measuredTargets])
        case .largerText:
            var reasons = ["no text is cut at AX3, the smallest text size of at least 200 %, nor at AX5, on the devices checked"]
            if isSystem { reasons.append("UIKit grows the alert's text with the user's text size") }
            guard dialog.parameters.isEmpty else {
                return .notDecidable(toTest: [
                    "the texts with parameters were laid out as written, placeholders and all: show the longest real values at 200 % text size on a device"
                ])
            }
            return .supported(reasons: reasons)
        case .darkInterface:
            if isSystem { return .supported(reasons: ["UIKit draws it in the platform's dark colors"]) }
            // The colors no-dark-appearance weighs: the texts' and the surfaces behind them.
            let written = PaintedTexts.writtenColors(of: dialog)
            if written.isEmpty { return .supported(reasons: ["the kind's default colors take the system colors of dark appearance"]) }
            let adaptive = written.filter { !$0.isSameInEveryAppearance }.count
            return .supported(reasons: [
                "\(adaptive) of the \(written.count) written colors adapt to dark appearance; the kind's defaults adapt, "
                    + "and the fixed colors were checked against them in dark appearance"
            ])
        case .differentiateWithoutColorAlone:
            let marked = dialog.buttons.filter { $0.resolvedStyle == .destructive || $0.isPreferred }
            if marked.isEmpty { return .supported(reasons: ["no action is marked by color"]) }
            if isSystem { return .supported(reasons: ["UIKit sets the preferred action in bold and places cancel apart"]) }
            return .supported(reasons: ["each destructive or preferred action also differs in weight, wording or position"])
        case .sufficientContrast:
            if isSystem { return .supported(reasons: ["UIKit draws it in the platform's own colors"]) }
            return AuditContrast.verdict(for: dialog, in: source)
        case .reducedMotion:
            if isSystem { return .supported(reasons: ["UIKit's own presentation follows Reduce Motion"]) }
            return .supported(reasons: [
                "under Reduce Motion the runtime replaces slides, springs and scales with a cross-fade of the same duration"
            ])
        }
    }
}
