/// How a dialog is shown, hidden and drawn, with every default resolved.
public struct DialogPresentation: Sendable, Hashable {
    /// Where the dialog appears from; it hides the same way.
    public enum ShowType: String, Sendable, Hashable, CaseIterable {
        case center
        case fromBottom
    }

    /// How the dialog animates in.
    public enum Animation: String, Sendable, Hashable, CaseIterable {
        case fade, spring, slide, none
    }

    /// Who draws the dialog.
    public enum Renderer: String, Sendable, Hashable, CaseIterable {
        /// The platform's alert controller.
        case system
        /// A view the app draws, following the render plan.
        case custom
    }

    public var showType: ShowType
    public var animation: Animation
    /// Seconds the show animation takes.
    public var showDuration: Double
    /// Seconds the hide animation takes.
    public var hideDuration: Double
    /// Opacity of the dimming cover behind the dialog.
    public var coverAlpha: Double
    /// Whether a tap on the cover dismisses the dialog (as its cancel button would).
    public var dismissOnCoverTap: Bool
    public var renderer: Renderer

    /// Creates a presentation; generated code passes every field.
    public init(
        showType: ShowType, animation: Animation, showDuration: Double, hideDuration: Double, coverAlpha: Double,
        dismissOnCoverTap: Bool, renderer: Renderer
    ) {
        self.showType = showType
        self.animation = animation
        self.showDuration = showDuration
        self.hideDuration = hideDuration
        self.coverAlpha = coverAlpha
        self.dismissOnCoverTap = dismissOnCoverTap
        self.renderer = renderer
    }
}

/// The look of a custom-drawn dialog; nil means the renderer's own default.
public struct DialogStyle: Sendable, Hashable {
    /// Horizontal alignment of the texts.
    public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
        case left, center, right
    }

    public var titleFont: DialogFont?
    public var messageFont: DialogFont?
    public var titleColor: DialogColor?
    public var messageColor: DialogColor?
    public var lineColor: DialogColor?
    public var backgroundColor: DialogColor?
    public var coverColor: DialogColor?
    public var textAlignment: TextAlignment?
    public var cornerRadius: Double?

    /// Creates a style; every part defaults to the renderer's own.
    public init(
        titleFont: DialogFont? = nil, messageFont: DialogFont? = nil, titleColor: DialogColor? = nil,
        messageColor: DialogColor? = nil, lineColor: DialogColor? = nil, backgroundColor: DialogColor? = nil,
        coverColor: DialogColor? = nil, textAlignment: TextAlignment? = nil, cornerRadius: Double? = nil
    ) {
        self.titleFont = titleFont
        self.messageFont = messageFont
        self.titleColor = titleColor
        self.messageColor = messageColor
        self.lineColor = lineColor
        self.backgroundColor = backgroundColor
        self.coverColor = coverColor
        self.textAlignment = textAlignment
        self.cornerRadius = cornerRadius
    }
}
