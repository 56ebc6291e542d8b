import DialogLayoutEngine

/// What a spec's `presentation.show` or `presentation.hide` says beyond its animation and
/// duration: the curve or spring, the scale, opacity and translation it runs between, and when
/// the cover moves. Every field is nil when the spec leaves it out, and the animation's default holds.
///
/// A show starts at `from*` and rests at `to*`; a hide rests at `from*` and ends at `to*`.
public struct DialogMotionSettings: Sendable, Hashable {
    /// The timing curve of a non-spring animation.
    public enum Curve: String, Sendable, Hashable, CaseIterable {
        /// The same speed throughout.
        case linear
        /// Slow at the start, then faster.
        case easeIn
        /// Fast at the start, slowing to the end.
        case easeOut
        /// Slow at both ends, fastest in the middle.
        case easeInOut
    }

    /// When the cover animates relative to the dialog: the layout engine's, which the runtime
    /// hands on as it is.
    public typealias CoverPhase = MotionInput.CoverPhase

    /// The timing curve (`curve`); nil: the animation's own.
    public var curve: Curve?
    /// The spring the dialog moves on (`spring`), instead of a curve.
    public var spring: DialogSpringSettings?
    /// The dialog's scale where a show starts and a hide rests.
    public var fromScale: Double?
    /// The dialog's scale where a show rests and a hide ends.
    public var toScale: Double?
    /// The dialog's opacity where a show starts and a hide rests.
    public var fromOpacity: Double?
    /// The dialog's opacity where a show rests and a hide ends.
    public var toOpacity: Double?
    /// Points below its place the dialog starts a show or ends a hide (negative: above).
    public var translateY: Double?
    /// When the cover fades relative to the dialog's animation (`coverPhase`).
    public var coverPhase: CoverPhase?
    /// Seconds the cover's fade takes; nil: the dialog's duration.
    public var coverDuration: Double?

    /// Creates motion settings; every value left out keeps the animation's default.
    public init(
        curve: Curve? = nil, spring: DialogSpringSettings? = nil, fromScale: Double? = nil, toScale: Double? = nil,
        fromOpacity: Double? = nil, toOpacity: Double? = nil, translateY: Double? = nil, coverPhase: CoverPhase? = nil,
        coverDuration: Double? = nil
    ) {
        self.curve = curve
        self.spring = spring
        self.fromScale = fromScale
        self.toScale = toScale
        self.fromOpacity = fromOpacity
        self.toOpacity = toOpacity
        self.translateY = translateY
        self.coverPhase = coverPhase
        self.coverDuration = coverDuration
    }

    /// Whether the spec says nothing beyond the animation.
    public var isEmpty: Bool { self == DialogMotionSettings() }
}

// `DialogSpringSettings`, the spring, is DialogLayoutEngine's: the engine times the one the app runs.
