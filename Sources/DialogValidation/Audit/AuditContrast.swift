import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogSpec

/// Sufficient Contrast as Apple's evaluation criteria test it: with Increase Contrast on (and
/// Bold Text and Reduce Transparency), in light and dark. Lint's `insufficient-contrast` judges
/// what a spec writes, in every appearance, and leaves out the kinds' own colors and the pairs a
/// spec suppressed; with no such finding, a text still short with Increase Contrast on is one of
/// those, which the spec did not choose or chose on purpose: the audit cannot call the dialog
/// unsupported for it, nor supported, and names the ratio for a test on a device.
enum AuditContrast {
    /// The increased-contrast appearances the criteria test in.
    static let appearances: [DialogAppearance] = [.lightHighContrast, .darkHighContrast]

    /// The verdict for a custom dialog that lint found nothing against.
    static func verdict(for dialog: Dialog, in source: SourceFile) -> AuditVerdict {
        let context = DialogContext(dialog, source: source)
        var short: [String] = []
        for text in PaintedTexts.texts(of: context.adaptiveLayout) {
            let needed = ColorContrast.minimumRatio(forTextOf: text.font.size, weight: text.font.weight)
            for appearance in appearances {
                let ratio = PaintedTexts.ratio(of: text.color, over: text.fills, in: appearance)
                guard ratio < needed else { continue }
                short.append(
                    "with Increase Contrast on, as Apple's criteria test it, \(PaintedTexts.describe(text.kind, id: text.id)) "
                        + "is \(PaintedTexts.decimal(ratio)):1 in '\(appearance)' (\(PaintedTexts.decimal(needed)):1 needed)")
                break
            }
        }
        if !short.isEmpty {
            return .notDecidable(
                toTest: short.map {
                    $0 + ": a default color of the kind or a suppressed finding; check it on a device, "
                        + "or write the color with a 'lightHighContrast' or 'darkHighContrast' value"
                })
        }
        return .supported(reasons: [
            "with Increase Contrast on, as Apple's criteria test it, every text reaches 4.5:1 (3:1 when large) in light and dark",
            "at standard contrast, lint's 'insufficient-contrast' found no color the spec writes short in any appearance",
        ])
    }
}
