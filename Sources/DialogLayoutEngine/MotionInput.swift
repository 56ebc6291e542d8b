/// What a dialog's show and hide say, for `LayoutGeometry.motion`: the animations by name and
/// the keys that refine them, every default but the hide's animation already resolved.
public struct MotionInput: Sendable, Hashable {
    /// How a dialog animates in or out, by name.
    public enum Animation: String, Sendable, Hashable, CaseIterable {
        case fade, spring, slide, none
    }

    /// When the cover animates relative to the dialog.
    public enum CoverPhase: String, Sendable, Hashable, CaseIterable {
        /// With the dialog.
        case together
        /// Once the dialog's animation has ended.
        case afterDialog
    }

    /// A spring as SwiftUI describes one, resolved: the runtime's `DialogSpringSettings`.
    public typealias Spring = DialogSpringSettings

    /// One direction: the show or the hide.
    public struct Phase: Sendable, Hashable {
        /// The written animation; nil on a hide: it follows the show.
        public var animation: Animation?
        /// The written duration; nil takes `defaultDuration`, or a spring's settling time.
        public var duration: Double?
        public var defaultDuration: Double
        /// The keys that refine the animation, as the spec writes them and generated code
        /// passes them.
        public var settings: DialogMotionSettings
        /// What the phase becomes under Reduce Motion, as the spec's `reducedMotion` writes it;
        /// nil derives it (`MotionInput.reduced`).
        public var reducedMotion: ReducedMotion?

        /// A phase of `animation`, refined by `settings`.
        public init(
            animation: Animation?, duration: Double?, defaultDuration: Double, settings: DialogMotionSettings = DialogMotionSettings()
        ) {
            self.animation = animation
            self.duration = duration
            self.defaultDuration = defaultDuration
            self.settings = settings
        }
    }

    public var show: Phase
    public var hide: Phase
    /// Where the dialog shows from, and so how a hide without an animation of its own moves.
    public var fromBottom: Bool
    /// The cover's opacity once shown.
    public var coverAlpha: Double
    /// Seconds after the show before the dialog hides itself.
    public var autoHideDelay: Double?

    /// Creates a motion input.
    public init(show: Phase, hide: Phase, fromBottom: Bool, coverAlpha: Double, autoHideDelay: Double?) {
        self.show = show
        self.hide = hide
        self.fromBottom = fromBottom
        self.coverAlpha = coverAlpha
        self.autoHideDelay = autoHideDelay
    }
}

/// A spring as SwiftUI describes one (`presentation.show.spring`), the spec's defaults resolved;
/// what generated code writes and the engine times.
public struct DialogSpringSettings: Sendable, Hashable {
    /// 0 bounces forever, 1 settles without overshoot, above 1 is overdamped.
    public var dampingRatio: Double
    /// Seconds of one undamped oscillation.
    public var response: Double

    /// Creates a spring; the defaults are SwiftUI's `.spring()`.
    public init(dampingRatio: Double = 0.825, response: Double = 0.55) {
        self.dampingRatio = dampingRatio
        self.response = response
    }

    /// Seconds until the spring is within 0.1% of its rest, at most 5: a spring phase's
    /// duration when none is written.
    public var settlingTime: Double { MotionTimelines.settlingTime(dampingRatio: dampingRatio, response: response) }
}
