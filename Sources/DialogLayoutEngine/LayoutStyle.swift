/// The fonts and colors of a custom-drawn dialog; nil keeps the shape's own. Only a custom
/// dialog (`LayoutInput.isCustom`) reads them.
public struct LayoutStyle: Sendable, Hashable {
    public var titleFont: LayoutFontOverride?
    public var messageFont: LayoutFontOverride?
    /// Every button title's, unless the button sets its own.
    public var buttonFont: LayoutFontOverride?
    /// The text field's or text view's typed text.
    public var fieldFont: LayoutFontOverride?
    public var titleColor: DialogColor?
    public var messageColor: DialogColor?
    public var lineColor: DialogColor?
    public var backgroundColor: DialogColor?
    public var fieldColor: DialogColor?
    public var placeholderColor: DialogColor?
    public var toolbarColor: DialogColor?
    public var toolbarTitleColor: DialogColor?
    public var textAlignment: DialogTextAlignment?
    /// Read by every custom shape, whoever draws it.
    public var cornerRadius: Double?

    /// A style with nothing set.
    public init() {}
}

/// A font the spec writes over a shape's: either part may be left to the shape.
public struct LayoutFontOverride: Sendable, Hashable {
    public var size: Double?
    public var weight: FontWeight?

    /// Creates an override.
    public init(size: Double?, weight: FontWeight?) {
        self.size = size
        self.weight = weight
    }
}
