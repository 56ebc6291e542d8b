import DialogLayoutEngine

/// A custom dialog's text font that grows with Dynamic Type relative to a text style, as
/// `UIFontMetrics(forTextStyle:)` scales it: what a platform needs to make the font the layout
/// engine measured, and to let the system rescale it.
public struct DialogScaledFont: Sendable, Hashable {
    /// The text style whose growth the font follows (the spec's `relativeTo`, else body).
    public var textStyle: DialogTextStyle
    /// The font's size at the default text size, Large, which the style's growth takes to the
    /// laid-out size.
    public var sizeAtLarge: Double
    /// The most points it grows to (the spec's `maxSize`); nil: no limit.
    public var maxSize: Double?
    /// Its weight, as the layout engine set it.
    public var weight: FontWeight

    /// Creates a description.
    public init(textStyle: DialogTextStyle, sizeAtLarge: Double, maxSize: Double?, weight: FontWeight) {
        self.textStyle = textStyle
        self.sizeAtLarge = sizeAtLarge
        self.maxSize = maxSize
        self.weight = weight
    }

    /// The points the font is set in at `contentSize`: its size at Large grown as its text
    /// style grows there, capped at `maxSize`.
    public func pointSize(at contentSize: DialogContentSize) -> Double {
        let grown = sizeAtLarge * contentSize.scale(relativeTo: textStyle)
        return maxSize.map { min(grown, $0) } ?? grown
    }
}

extension DialogDescriptor {
    /// The font the spec writes for `part` (one of `DescriptorLayout.parts`), as the layout
    /// engine reads it: the title's, the message's for the subtitle and message, a button's own
    /// over the style's `buttonFont`, the field's; nil for a part the spec sets no font for.
    public func writtenFont(of part: PlanElement) -> DialogFont? {
        switch part.kind {
        case .title: style.titleFont
        case .subtitle, .message: style.messageFont
        case .button:
            DescriptorLayout.buttonIndex(of: part).flatMap { buttons.indices.contains($0) ? buttons[$0].font : nil }
                ?? style.buttonFont
        case .textField, .textView: style.fieldFont
        default: nil
        }
    }

    /// How `part`'s text font scales with Dynamic Type, when the custom renderer draws it in a
    /// spec font relative to a text style or capped by a `maxSize`; nil when it is a fixed font
    /// at the layout's size (the system renderer's, or one the spec does not scale).
    ///
    /// Its size at Large is the laid-out size taken back by the style's growth at `contentSize`,
    /// the size the layout was made at, so the font drawn there is the size the layout measured
    /// (the layout engine sets sizes to a tenth of a point). A font held at its `maxSize` keeps
    /// the size the spec writes, where it writes one.
    public func scaledFont(of part: PlanElement, laidOutAt contentSize: DialogContentSize) -> DialogScaledFont? {
        guard presentation.renderer == .custom, let written = writtenFont(of: part),
            written.relativeTo != nil || written.maxSize != nil, let laidOut = part.text?.font
        else { return nil }
        let textStyle = written.relativeTo ?? .body
        let growth = contentSize.scale(relativeTo: textStyle)
        let isCapped = written.maxSize.map { laidOut.size >= $0 } ?? false
        let sizeAtLarge = (isCapped ? written.writtenSize : nil) ?? laidOut.size / growth
        return DialogScaledFont(textStyle: textStyle, sizeAtLarge: sizeAtLarge, maxSize: written.maxSize, weight: laidOut.weight)
    }
}
