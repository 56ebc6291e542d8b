import DialogDiagnostics
import DialogLayoutEngine

/// What `presentation.show` and `presentation.hide` say beyond the animation's name: the curve or
/// spring, the scale, opacity and translation it runs between, and when the cover moves.
///
/// Show reads `from*` as where the dialog starts and `to*` as where it rests; hide reads them as
/// where it rests and where it ends. Unset values take the animation's defaults (`LayoutEngine`).
public struct Motion: Sendable, Hashable {
    public var curve: Located<MotionCurve>?
    public var spring: Spring?
    public var fromScale: Located<Double>?
    public var toScale: Located<Double>?
    public var fromOpacity: Located<Double>?
    public var toOpacity: Located<Double>?
    /// Points the dialog is moved down at the start of the show or the end of the hide (negative: up).
    public var translateY: Located<Double>?
    /// Whether the cover fades with the dialog or after it.
    public var coverPhase: Located<CoverPhase>?
    /// Seconds the cover's fade takes; nil: the dialog's duration.
    public var coverDuration: Located<Double>?
    /// What the phase becomes under Reduce Motion; nil: a cross-fade of the same duration.
    public var reducedMotion: ReducedMotionVariant?

    /// Creates motion with nothing set.
    public init() {}

    /// Whether any of the keys that refine the animation is written (`reducedMotion` stands
    /// apart: it replaces the animation under Reduce Motion).
    public var isEmpty: Bool {
        var refining = self
        refining.reducedMotion = nil
        return refining == Motion()
    }
}

/// `reducedMotion` of a show or hide: what it becomes when the user has turned on Reduce Motion.
public struct ReducedMotionVariant: Sendable, Hashable, Locatable {
    /// `fade` or `none`; nil: `fade`.
    public var animation: Located<ReducedMotionAnimation>?
    /// Seconds, 0 to 5; nil: the phase's own duration.
    public var duration: Located<Double>?
    /// The whole `reducedMotion` object.
    public var range: ByteRange

    /// Creates a variant with nothing set.
    public init(range: ByteRange) {
        self.range = range
    }

    /// The variant as the engine takes it, its defaults resolved.
    public var resolved: ReducedMotion {
        ReducedMotion(animation: animation?.value == ReducedMotionAnimation.none ? .none : .fade, duration: duration?.value)
    }
}

/// The animations Reduce Motion leaves: a change of opacity, or nothing.
public enum ReducedMotionAnimation: String, Sendable, Hashable, CaseIterable {
    case fade, none
}

/// A spring as SwiftUI describes one: how much it bounces and how fast it settles.
///
/// POP's and Core Animation's `tension` (stiffness k), `friction` (damping c) and `mass` (m) map onto
/// it as `response = 2π·√(m/k)` and `dampingRatio = c / (2·√(k·m))`.
public struct Spring: Sendable, Hashable, Locatable {
    /// 0 (bounces forever) to 1 (critically damped, no overshoot); above 1 overdamped.
    public var dampingRatio: Located<Double>?
    /// Seconds of one undamped oscillation.
    public var response: Located<Double>?
    /// The whole `spring` object.
    public var range: ByteRange

    /// Creates a spring with nothing set.
    public init(range: ByteRange) {
        self.range = range
    }

    /// The damping ratio when the spec names none: SwiftUI's `.spring()`.
    public static let defaultDampingRatio = 0.825
    /// The response when the spec names none: SwiftUI's `.spring()`.
    public static let defaultResponse = 0.55
}

/// `curve`, the timing curve a non-spring animation takes: the engine's, which the plan's
/// timelines and the runtime's settings carry as they are.
public typealias MotionCurve = DialogCurve

/// `coverPhase`, when the cover animates relative to the dialog: the engine's. With `afterDialog`
/// the cover starts once the dialog's animation has ended (the picker's sheet slides out, then the cover fades).
public typealias CoverPhase = MotionInput.CoverPhase
