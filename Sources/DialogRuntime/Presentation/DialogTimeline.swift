/// How a dialog animates in or out: phases run one after another, each moving some tracks.
///
/// Today's specs give one phase per direction; a hide in phases (a sheet slides out, then its
/// cover fades) or a spring with more parameters is more phases and curves, not a new shape.
public struct DialogTimeline: Sendable, Hashable {
    /// The phases, in the order they run.
    public var phases: [DialogAnimationPhase]

    /// Creates a timeline.
    public init(phases: [DialogAnimationPhase]) {
        self.phases = phases
    }

    /// Seconds from the first phase's start to the last one's end.
    public var duration: Double { phases.reduce(0) { $0 + $1.duration } }
}

/// One animation of a timeline: every track moves over the same duration and curve.
public struct DialogAnimationPhase: Sendable, Hashable {
    /// Seconds the phase takes.
    public var duration: Double
    /// How the phase's tracks move over its duration.
    public var curve: DialogCurve
    /// The properties the phase moves.
    public var tracks: [DialogTrack]
    /// Whether the host starts from what is on screen instead of the tracks' `from` values,
    /// because this phase cuts short one still running (a hide during the show).
    public var startsFromCurrentState: Bool

    /// Creates a phase.
    public init(duration: Double, curve: DialogCurve, tracks: [DialogTrack], startsFromCurrentState: Bool = false) {
        self.duration = duration
        self.curve = curve
        self.tracks = tracks
        self.startsFromCurrentState = startsFromCurrentState
    }
}

/// The timing curve of a phase.
public enum DialogCurve: Sendable, Hashable {
    /// The same speed throughout.
    case linear
    /// Slow at the start, then faster.
    case easeIn
    /// Fast at the start, slowing to the end.
    case easeOut
    /// Slow at both ends, fastest in the middle.
    case easeInOut
    /// A spring settling within the phase's duration.
    case spring(DialogSpring)
}

/// A spring, in the model UIKit's and SwiftUI's spring animations share.
public struct DialogSpring: Sendable, Hashable {
    /// 1 settles without overshoot; smaller values bounce.
    public var dampingRatio: Double
    /// Initial speed, in units of the whole distance per second.
    public var initialVelocity: Double

    /// Creates a spring.
    public init(dampingRatio: Double, initialVelocity: Double = 0) {
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
    }
}

/// One property of the cover or the dialog moving from one value to another.
public struct DialogTrack: Sendable, Hashable {
    /// What the track moves.
    public enum Target: String, Sendable, Hashable {
        /// The dimming cover behind the dialog.
        case cover
        /// The dialog itself.
        case dialog
    }

    /// The property the track animates.
    public enum Property: String, Sendable, Hashable {
        /// How opaque the target is, 0 to 1.
        case opacity
        /// How large the target is drawn, 1 being its frame's size.
        case scale
        /// Points down from the dialog's frame.
        case translationY
    }

    /// The view the track moves.
    public var target: Target
    /// The property the track moves.
    public var property: Property
    /// The value at the phase's start.
    public var from: Double
    /// The value at the phase's end.
    public var to: Double

    /// Creates a track.
    public init(target: Target, property: Property, from: Double, to: Double) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
    }
}

/// The values a phase gives one target at its start or end; nil where no track moves it.
public struct DialogVisualState: Sendable, Hashable {
    /// The target's opacity, 0 to 1.
    public var opacity: Double?
    /// The target's scale, 1 being its frame's size.
    public var scale: Double?
    /// Points the target is drawn below its frame.
    public var translationY: Double?

    /// Creates a state.
    public init(opacity: Double? = nil, scale: Double? = nil, translationY: Double? = nil) {
        self.opacity = opacity
        self.scale = scale
        self.translationY = translationY
    }
}

extension DialogAnimationPhase {
    /// Which end of a phase.
    public enum End: Sendable, Hashable {
        /// Where the phase starts.
        case start
        /// Where the phase ends.
        case end
    }

    /// What the phase's tracks make of `target` at its `end`; a later track of the same property wins.
    public func state(of target: DialogTrack.Target, at end: End) -> DialogVisualState {
        var state = DialogVisualState()
        for track in tracks where track.target == target {
            let value = end == .start ? track.from : track.to
            switch track.property {
            case .opacity: state.opacity = value
            case .scale: state.scale = value
            case .translationY: state.translationY = value
            }
        }
        return state
    }
}
