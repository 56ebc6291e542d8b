/// How the layout learns what a text takes: the plan's deterministic estimate
/// (`DeterministicTextMeasurer`) or, in an app, the platform's own text measurement.
///
/// Every layout asks only these three questions, so a measurer that answers them consistently
/// (the line count of `layout` equal to `measure`'s) gives the same frames in every output.
public protocol TextMeasuring {
    /// The lines `text` wraps to in `font` within `maxWidth` points, their widest width and line height.
    func layout(_ text: String, font: PlanFont, maxWidth: Double) -> TextLayout
    /// How many lines `text` wraps to in `font` within `maxWidth`, and the widest line's width,
    /// without building the lines.
    func measure(_ text: String, font: PlanFont, maxWidth: Double) -> (lineCount: Int, width: Double)
    /// The height of one line of text in `font`.
    func lineHeight(for font: PlanFont) -> Double
}

/// The measurer `dialogc plan`, the preview and lint use: `TextLayout`'s estimate, the same on every machine.
public struct DeterministicTextMeasurer: TextMeasuring, Sendable, Hashable {
    /// Creates the measurer.
    public init() {}

    public func layout(_ text: String, font: PlanFont, maxWidth: Double) -> TextLayout {
        TextLayout(text, font: font, maxWidth: maxWidth)
    }

    public func measure(_ text: String, font: PlanFont, maxWidth: Double) -> (lineCount: Int, width: Double) {
        TextLayout.measure(text, font: font, maxWidth: maxWidth)
    }

    public func lineHeight(for font: PlanFont) -> Double {
        TextLayout.lineHeight(for: font.size)
    }
}
