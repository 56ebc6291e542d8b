/// Show and hide as timelines, and the auto-hide delay.
public struct PlanMotion: Sendable, Hashable {
    public var show: PlanTimeline
    public var hide: PlanTimeline
    /// Seconds after the show animation ends before the dialog hides itself.
    public var autoHideDelay: Double?

    /// Creates a motion.
    public init(show: PlanTimeline, hide: PlanTimeline, autoHideDelay: Double? = nil) {
        self.show = show
        self.hide = hide
        self.autoHideDelay = autoHideDelay
    }
}

/// One animation: what moves, from and to, over how long and along which curve.
public struct PlanTimeline: Sendable, Hashable {
    public enum Curve: String, Sendable, Hashable, CaseIterable {
        case linear, easeIn, easeOut, spring
        case easeInOut
    }

    /// Seconds until every track has ended.
    public var duration: Double
    public var curve: Curve
    /// Damping ratio (0 to 2) for `spring`.
    public var springDamping: Double?
    public var tracks: [PlanTrack]
    /// Seconds of one undamped oscillation, when the spec gives its spring.
    public var springResponse: Double? = nil

    /// Creates a timeline.
    public init(duration: Double, curve: Curve, springDamping: Double? = nil, tracks: [PlanTrack], springResponse: Double? = nil) {
        self.duration = duration
        self.curve = curve
        self.springDamping = springDamping
        self.tracks = tracks
        self.springResponse = springResponse
    }
}

/// One animated property of one element.
public struct PlanTrack: Sendable, Hashable {
    public enum Property: String, Sendable, Hashable, CaseIterable {
        case opacity, translateY, scale
    }

    /// `cover` or `container`.
    public var target: PlanElement.Kind
    public var property: Property
    public var from: Double
    public var to: Double
    /// Seconds after the timeline's start this track starts; nil: at once.
    public var delay: Double? = nil
    /// Seconds this track runs; nil: the timeline's duration.
    public var duration: Double? = nil

    /// Creates a track.
    public init(
        target: PlanElement.Kind, property: Property, from: Double, to: Double, delay: Double? = nil, duration: Double? = nil
    ) {
        self.target = target
        self.property = property
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
    }
}
