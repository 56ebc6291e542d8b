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

/// One animation of a timeline: every track moves over the same duration and curve or spring.
public struct DialogAnimationPhase: Sendable, Hashable {
    /// Seconds the phase takes.
    public var duration: Double
    /// How the phase's tracks move over its duration: the layout engine's timing, as the render
    /// plan's timeline has it.
    public var timing: DialogTiming
    /// The properties the phase moves, each over the whole phase.
    public var tracks: [DialogTrack]
    /// Whether the host starts from what is on screen instead of the tracks' `from` values,
    /// because this phase cuts short one still running (a hide during the show).
    public var startsFromCurrentState: Bool

    /// Creates a phase.
    public init(duration: Double, timing: DialogTiming, tracks: [DialogTrack], startsFromCurrentState: Bool = false) {
        self.duration = duration
        self.timing = timing
        self.tracks = tracks
        self.startsFromCurrentState = startsFromCurrentState
    }
}

/// One property of the cover or the dialog (its `container`) moving from one value to another:
/// the layout engine's track, as the render plan's timeline has it. In a phase it runs over the
/// whole phase, so it has no `delay` or `duration` of its own.
public typealias DialogTrack = PlanTrack

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
    ///
    /// `target` is `cover` or `container`, the dialog.
    public func state(of target: PlanElement.Kind, at end: End) -> DialogVisualState {
        var state = DialogVisualState()
        for track in tracks where track.target == target {
            let value = end == .start ? track.from : track.to
            switch track.property {
            case .opacity: state.opacity = value
            case .scale: state.scale = value
            case .translateY: state.translationY = value
            }
        }
        return state
    }
}
