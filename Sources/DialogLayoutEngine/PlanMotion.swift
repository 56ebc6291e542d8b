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

/// One animation: what moves, from and to, over how long and along which curve or on which spring.
public struct PlanTimeline: Sendable, Hashable {
    /// Seconds until every track has ended.
    public var duration: Double
    /// How the tracks move over the duration: along a curve, or on a spring.
    public var timing: DialogTiming
    public var tracks: [PlanTrack]

    /// Creates a timeline.
    public init(duration: Double, timing: DialogTiming, tracks: [PlanTrack]) {
        self.duration = duration
        self.timing = timing
        self.tracks = tracks
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
