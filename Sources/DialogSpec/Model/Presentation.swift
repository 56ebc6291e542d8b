import DialogDiagnostics
import DialogLayoutEngine

/// How a dialog is shown, hidden and drawn.
public struct Presentation: Sendable, Hashable {
    /// How the dialog appears (`presentation.show`).
    public var show: Show?
    /// How the dialog goes away (`presentation.hide`).
    public var hide: Hide?
    /// Whether a tap on the dimming cover dismisses the dialog; nil takes the kind's default.
    public var dismissOnCoverTap: Located<Bool>?
    /// Who draws the dialog, the system or dialogc's custom renderer; nil takes the kind's default.
    public var renderer: Located<Renderer>?
    /// The id of the button whose result a tap on the cover yields.
    public var coverTapResult: Located<String>?

    /// Creates a presentation with nothing set.
    public init() {}

    /// The `presentation.show` object.
    public struct Show: Sendable, Hashable, Locatable {
        /// Where the dialog appears, centered or from the bottom; nil takes the kind's default.
        public var type: Located<ShowType>?
        /// How the dialog animates in; nil takes the show type's default.
        public var animation: Located<ShowAnimation>?
        /// Seconds, 0 to 5.
        public var duration: Located<Double>?
        /// Opacity of the dimming cover, 0 to 1.
        public var coverAlpha: Located<Double>?
        /// Curve, spring, scale, opacity, translation and the cover's phase.
        public var motion = Motion()
        /// The whole `show` object.
        public var range: ByteRange

        /// Creates a show block with nothing set.
        public init(range: ByteRange) {
            self.range = range
        }
    }

    /// The `presentation.hide` object.
    public struct Hide: Sendable, Hashable, Locatable {
        /// Must equal the effective show type; required by the format whenever `hide` is present.
        public var showType: Located<ShowType>?
        /// Seconds, 0 to 5.
        public var duration: Located<Double>?
        /// How the dialog animates out; nil hides the way the show animation implies.
        public var animation: Located<ShowAnimation>?
        /// Curve, spring, scale, opacity, translation and the cover's phase.
        public var motion = Motion()
        /// The whole `hide` object.
        public var range: ByteRange

        /// Creates a hide block with nothing set.
        public init(range: ByteRange) {
            self.range = range
        }
    }
}

/// The look of a custom-drawn dialog.
public struct Style: Sendable, Hashable {
    /// The title's font; nil keeps the kind's.
    public var titleFont: Font?
    /// The message's font; nil keeps the kind's.
    public var messageFont: Font?
    /// The title's color; nil keeps the kind's.
    public var titleColor: Located<Color>?
    /// The message's color; nil keeps the kind's.
    public var messageColor: Located<Color>?
    /// The color of the separators between buttons.
    public var lineColor: Located<Color>?
    /// The container's background.
    public var backgroundColor: Located<Color>?
    /// The dimming cover's color (its opacity is `presentation.show.coverAlpha`).
    public var coverColor: Located<Color>?
    /// How the title and message are aligned.
    public var textAlignment: Located<TextAlignment>?
    /// The container's corner radius, in points.
    public var cornerRadius: Located<Double>?
    /// Colors and fonts of buttons, the picker's toolbar and the text field.
    public var parts = StyleParts()
    /// The whole `style` object, when present.
    public var range: ByteRange?

    /// Creates a style with nothing set.
    public init() {}

    /// A font size and weight, and how it scales with Dynamic Type.
    public struct Font: Sendable, Hashable, Locatable {
        public var size: Located<Double>?
        public var weight: Located<FontWeight>?
        /// The text style the font scales with under Dynamic Type; nil: `body`.
        public var relativeTo: Located<DialogTextStyle>?
        /// The most points the font grows to under Dynamic Type; nil: no limit.
        public var maxSize: Located<Double>?
        /// The whole font object.
        public var range: ByteRange

        /// Creates a font with nothing set.
        public init(range: ByteRange) {
            self.range = range
        }
    }
}
