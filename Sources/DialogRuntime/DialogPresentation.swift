import DialogLayoutEngine

/// How a dialog is shown, hidden and drawn, with every default resolved.
public struct DialogPresentation: Sendable, Hashable {
    /// Where the dialog appears from; it hides the same way: the layout engine's.
    public typealias ShowType = DialogShowType

    /// How the dialog animates in or out: the layout engine's.
    public typealias Animation = MotionInput.Animation

    /// Who draws the dialog: the layout engine's.
    public typealias Renderer = DialogRenderer

    /// Where the dialog appears from (`presentation.showType`).
    public var showType: ShowType
    /// How the dialog animates in (`presentation.animation`).
    public var animation: Animation
    /// Seconds the show animation takes.
    public var showDuration: Double
    /// Seconds the hide animation takes.
    public var hideDuration: Double
    /// Opacity of the dimming cover behind the dialog.
    public var coverAlpha: Double
    /// Whether a tap on the cover dismisses the dialog (as its cancel button would).
    public var dismissOnCoverTap: Bool
    /// Who draws the dialog (`presentation.renderer`).
    public var renderer: Renderer
    /// How the dialog animates out (`presentation.hide.animation`); nil: as the show implies
    /// (none after none, a slide for a dialog from the bottom, else a fade).
    public var hideAnimation: Animation?
    /// The show's curve or spring, scale, opacity, translation and cover phase, as the spec writes them.
    public var showMotion: DialogMotionSettings
    /// The hide's curve or spring, scale, opacity, translation and cover phase, as the spec writes them.
    public var hideMotion: DialogMotionSettings
    /// What the show becomes under Reduce Motion (`presentation.show.reducedMotion`); nil: a
    /// cross-fade of the same duration (none stays none).
    public var showReducedMotion: ReducedMotion?
    /// What the hide becomes under Reduce Motion (`presentation.hide.reducedMotion`); nil: derived as the show's.
    public var hideReducedMotion: ReducedMotion?

    /// Creates a presentation; generated code passes every field the spec sets.
    public init(
        showType: ShowType, animation: Animation, showDuration: Double, hideDuration: Double, coverAlpha: Double,
        dismissOnCoverTap: Bool, renderer: Renderer, hideAnimation: Animation? = nil,
        showMotion: DialogMotionSettings = DialogMotionSettings(), hideMotion: DialogMotionSettings = DialogMotionSettings()
    ) {
        self.showType = showType
        self.animation = animation
        self.showDuration = showDuration
        self.hideDuration = hideDuration
        self.coverAlpha = coverAlpha
        self.dismissOnCoverTap = dismissOnCoverTap
        self.renderer = renderer
        self.hideAnimation = hideAnimation
        self.showMotion = showMotion
        self.hideMotion = hideMotion
    }

    /// Creates a presentation with the reduced-motion variants the spec writes; generated code
    /// passes both when the spec writes either.
    public init(
        showType: ShowType, animation: Animation, showDuration: Double, hideDuration: Double, coverAlpha: Double,
        dismissOnCoverTap: Bool, renderer: Renderer, hideAnimation: Animation? = nil,
        showMotion: DialogMotionSettings = DialogMotionSettings(), hideMotion: DialogMotionSettings = DialogMotionSettings(),
        showReducedMotion: ReducedMotion?, hideReducedMotion: ReducedMotion?
    ) {
        self.init(
            showType: showType, animation: animation, showDuration: showDuration, hideDuration: hideDuration,
            coverAlpha: coverAlpha, dismissOnCoverTap: dismissOnCoverTap, renderer: renderer, hideAnimation: hideAnimation,
            showMotion: showMotion, hideMotion: hideMotion)
        self.showReducedMotion = showReducedMotion
        self.hideReducedMotion = hideReducedMotion
    }
}

/// The look of a custom-drawn dialog; nil means the renderer's own default.
public struct DialogStyle: Sendable, Hashable {
    /// Horizontal alignment of the texts: the layout engine's.
    public typealias TextAlignment = DialogTextAlignment

    /// The title's font.
    public var titleFont: DialogFont?
    /// The message's font.
    public var messageFont: DialogFont?
    /// The title's color.
    public var titleColor: DialogColor?
    /// The message's color.
    public var messageColor: DialogColor?
    /// The color of the lines between the texts and the buttons.
    public var lineColor: DialogColor?
    /// The container's background.
    public var backgroundColor: DialogColor?
    /// The dimming cover's color; its opacity is the presentation's `coverAlpha`.
    public var coverColor: DialogColor?
    /// How the title and message align.
    public var textAlignment: TextAlignment?
    /// The container's corner radius in points.
    public var cornerRadius: Double?
    /// Every button title's font, unless the button sets its own.
    public var buttonFont: DialogFont?
    /// The picker's toolbar background.
    public var toolbarColor: DialogColor?
    /// The picker's toolbar title.
    public var toolbarTitleColor: DialogColor?
    /// The text field's or text view's typed text.
    public var fieldFont: DialogFont?
    /// The text field's or text view's background.
    public var fieldColor: DialogColor?
    /// The text field's or text view's placeholder.
    public var placeholderColor: DialogColor?

    /// Creates a style; every part defaults to the renderer's own.
    public init(
        titleFont: DialogFont? = nil, messageFont: DialogFont? = nil, titleColor: DialogColor? = nil,
        messageColor: DialogColor? = nil, lineColor: DialogColor? = nil, backgroundColor: DialogColor? = nil,
        coverColor: DialogColor? = nil, textAlignment: TextAlignment? = nil, cornerRadius: Double? = nil,
        buttonFont: DialogFont? = nil, toolbarColor: DialogColor? = nil, toolbarTitleColor: DialogColor? = nil,
        fieldFont: DialogFont? = nil, fieldColor: DialogColor? = nil, placeholderColor: DialogColor? = nil
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
        self.buttonFont = buttonFont
        self.toolbarColor = toolbarColor
        self.toolbarTitleColor = toolbarTitleColor
        self.fieldFont = fieldFont
        self.fieldColor = fieldColor
        self.placeholderColor = placeholderColor
    }

    /// The font `button`'s title takes: its own, else every button's, else nil (the renderer's).
    public func font<Action>(of button: DialogButton<Action>) -> DialogFont? { button.font ?? buttonFont }
}
