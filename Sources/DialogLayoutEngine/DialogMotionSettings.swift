/// The timing curve of an animation that does not spring: what a spec's `curve` key names, what
/// generated code passes in `DialogMotionSettings`, and what a plan's timeline and the host's
/// phase move along.
public enum DialogCurve: String, Sendable, Hashable, CaseIterable {
    /// The same speed throughout.
    case linear
    /// Slow at the start, then faster.
    case easeIn
    /// Fast at the start, slowing to the end.
    case easeOut
    /// Slow at both ends, fastest in the middle.
    case easeInOut
}

/// How an animation moves over its duration: along a timing curve, or on a spring. A plan's
/// timeline writes it as its `curve` (`spring` for a spring) with the spring's numbers beside it.
public enum DialogTiming: Sendable, Hashable {
    /// Along a timing curve.
    case curve(DialogCurve)
    /// On a spring that settles within the animation's duration.
    case spring(DialogSpring)
}

/// The spring an animation moves on, in the model UIKit's and SwiftUI's spring animations share.
///
/// Unlike `DialogSpringSettings`, what a spec's `spring` key says, it may lack a response: the
/// named `spring` animation gives only its damping and settles within its written duration.
public struct DialogSpring: Sendable, Hashable {
    /// 1 settles without overshoot; smaller values bounce.
    public var dampingRatio: Double
    /// Seconds of one undamped oscillation, when the spec gives its spring; nil: the spring
    /// settles within the animation's duration.
    public var response: Double?

    /// Creates a spring.
    public init(dampingRatio: Double, response: Double? = nil) {
        self.dampingRatio = dampingRatio
        self.response = response
    }
}

/// What a spec's `presentation.show` or `presentation.hide` says beyond its animation and
/// duration: the curve or spring, the scale, opacity and translation it runs between, and when
/// the cover moves. Every field is nil when the spec leaves it out, and the animation's default
/// holds. Generated code writes it, and the engine reads it as it is (`MotionInput.Phase`).
///
/// A show starts at `from*` and rests at `to*`; a hide rests at `from*` and ends at `to*`.
public struct DialogMotionSettings: Sendable, Hashable {
    /// The timing curve of a non-spring animation.
    public typealias Curve = DialogCurve

    /// When the cover animates relative to the dialog.
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
    public var isEmpty: Bool {
        curve == nil && spring == nil && fromScale == nil && toScale == nil && fromOpacity == nil && toOpacity == nil
            && translateY == nil && coverPhase == nil && coverDuration == nil
    }
}
