/// The fonts and colors of a custom-drawn dialog; nil keeps the shape's own. Only a custom
/// dialog (`LayoutInput.isCustom`) reads them.
public struct LayoutStyle: Sendable, Hashable {
    public var titleFont: DialogFont?
    public var messageFont: DialogFont?
    /// Every button title's, unless the button sets its own.
    public var buttonFont: DialogFont?
    /// The text field's or text view's typed text.
    public var fieldFont: DialogFont?
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

/// A font size and weight, either of which a spec may leave to the part it styles: what generated
/// code passes in `DialogStyle` and `DialogButton`, and what the layout reads over a shape's own.
public struct DialogFont: Sendable, Hashable {
    /// Weights a spec may ask for.
    public typealias Weight = FontWeight

    /// The size the spec writes; nil keeps the part's own (a title's 17 points, say).
    public var writtenSize: Double?
    /// The weight the spec writes; nil keeps the part's own (a title's semibold, say).
    public var writtenWeight: Weight?
    /// The text style a written size scales with under Dynamic Type (`relativeTo`); nil: `body`.
    public var relativeTo: DialogTextStyle?
    /// The most points the size grows to under Dynamic Type (`maxSize`); nil: no limit.
    public var maxSize: Double?

    /// The size in points: the written one, else the body size, 17.
    public var size: Double {
        get { writtenSize ?? 17 }
        set { writtenSize = newValue }
    }

    /// The weight: the written one, else regular.
    public var weight: Weight {
        get { writtenWeight ?? .regular }
        set { writtenWeight = newValue }
    }

    /// Creates a font description with both parts written.
    public init(size: Double, weight: Weight) {
        writtenSize = size
        writtenWeight = weight
    }

    /// A font that writes only its size, or only its weight; the layout keeps the part's own for the other.
    public init(size: Double? = nil, weight: Weight? = nil) {
        writtenSize = size
        writtenWeight = weight
    }

    /// A font that scales with Dynamic Type as the text style `relativeTo` does, up to `maxSize`
    /// points (nil: no limit); size and weight as `init(size:weight:)` takes them.
    public init(size: Double? = nil, weight: Weight? = nil, relativeTo: DialogTextStyle, maxSize: Double? = nil) {
        writtenSize = size
        writtenWeight = weight
        self.relativeTo = relativeTo
        self.maxSize = maxSize
    }
}

/// A Dynamic Type text style a custom font scales with (`relativeTo`), as `UIFontMetrics` scales it.
public enum DialogTextStyle: String, Sendable, Hashable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2
}
