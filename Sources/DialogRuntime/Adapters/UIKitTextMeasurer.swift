#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// Measures text as UIKit draws it, for the layout engine in an app: a `UILabel`'s fitting
/// size in the system font, and the font's own line height.
///
/// The views show each text in a label that wraps it itself, so the lines it reports are the
/// whole text first and empty placeholders for the rest: the count and heights are UIKit's.
struct UIKitTextMeasurer: TextMeasuring {
    func layout(_ text: String, font: PlanFont, maxWidth: Double) -> TextLayout {
        let measured = measure(text, font: font, maxWidth: maxWidth)
        let lines = measured.lineCount == 0 ? [] : [text] + Array(repeating: "", count: measured.lineCount - 1)
        return TextLayout(lines: lines, width: measured.width, lineHeight: lineHeight(for: font))
    }

    func measure(_ text: String, font: PlanFont, maxWidth: Double) -> (lineCount: Int, width: Double) {
        // The engine lays out on the main actor, where the presenter runs.
        MainActor.assumeIsolated {
            let label = UILabel()
            label.text = text
            label.font = UIFont.dialog(font)
            label.numberOfLines = 0
            let fitted = label.sizeThatFits(CGSize(width: maxWidth, height: .greatestFiniteMagnitude))
            let lineHeight = Double(label.font.lineHeight)
            let lines = lineHeight > 0 ? max(1, Int((Double(fitted.height) / lineHeight).rounded())) : 1
            return (lines, min(Double(fitted.width), maxWidth))
        }
    }

    func lineHeight(for font: PlanFont) -> Double {
        MainActor.assumeIsolated { Double(UIFont.dialog(font).lineHeight.rounded(.up)) }
    }
}
#endif
