/// How a dialog is shown, hidden and drawn.
public struct Presentation: Sendable, Hashable {
    public var show: Show?
    public var hide: Hide?
    public var dismissOnCoverTap: Located<Bool>?
    public var renderer: Located<Renderer>?
    /// The id of the button whose result a tap on the cover yields.
    public var coverTapResult: Located<String>?

    /// Creates a presentation with nothing set.
    public init() {}

    /// The `presentation.show` object.
    public struct Show: Sendable, Hashable, Locatable {
        public var type: Located<ShowType>?
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
    public var titleFont: Font?
    public var messageFont: Font?
    public var titleColor: Located<Color>?
    public var messageColor: Located<Color>?
    public var lineColor: Located<Color>?
    public var backgroundColor: Located<Color>?
    public var coverColor: Located<Color>?
    public var textAlignment: Located<TextAlignment>?
    public var cornerRadius: Located<Double>?
    /// Colors and fonts of buttons, the picker's toolbar and the text field.
    public var parts = StyleParts()
    /// The whole `style` object, when present.
    public var range: ByteRange?

    /// Creates a style with nothing set.
    public init() {}

    /// A font size and weight.
    public struct Font: Sendable, Hashable, Locatable {
        public var size: Located<Double>?
        public var weight: Located<FontWeight>?
        /// The whole font object.
        public var range: ByteRange

        /// Creates a font with nothing set.
        public init(range: ByteRange) {
            self.range = range
        }
    }
}
