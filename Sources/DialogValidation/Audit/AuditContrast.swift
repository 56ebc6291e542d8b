import DialogDiagnostics
import DialogLayoutEngine
import DialogRules
import DialogSpec

/// Sufficient Contrast as Apple's evaluation criteria test it: with Increase Contrast on (and
/// Bold Text and Reduce Transparency), in light and dark. Lint's `insufficient-contrast` is
/// stricter about what a spec writes (every appearance) and leaves the kinds' own colors out;
/// the audit judges every text a custom dialog paints, its default colors included, in the
/// increased-contrast appearances, since the label is what the user with low vision relies on.
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
        if !short.isEmpty { return .notSupported(reasons: short, findings: []) }
        return .supported(reasons: [
            "with Increase Contrast on, as Apple's criteria test it, every text reaches 4.5:1 (3:1 when large) in light and dark",
            "at standard contrast, lint's 'insufficient-contrast' found no color the spec writes short in any appearance",
        ])
    }
}
