/// What a dialog's show and hide become when the user has turned on Reduce Motion: no slide,
/// spring or scale, only a change of opacity (or nothing), as Apple's guidelines ask.
public struct ReducedMotion: Sendable, Hashable {
    /// `fade` or `none`; a slide or spring is what Reduce Motion takes away.
    public var animation: MotionInput.Animation
    /// Seconds; nil keeps the phase's own duration.
    public var duration: Double?

    /// Creates a reduced-motion variant.
    public init(animation: MotionInput.Animation = .fade, duration: Double? = nil) {
        self.animation = animation
        self.duration = duration
    }
}

extension MotionInput {
    /// The motion under Reduce Motion: each phase its written `reducedMotion`, else a cross-fade
    /// of the phase's own duration (none stays none); the curve, the opacities and the cover's
    /// timing stay, the spring, scales and translation go.
    public var reduced: MotionInput {
        var motion = self
        let showAnimation = show.animation ?? .fade
        motion.show = show.reduced(animation: showAnimation)
        // A hide without an animation of its own follows the show: reduced, it fades (or stays none).
        motion.hide = hide.reduced(animation: hide.animation ?? (showAnimation == .none ? .none : .fade))
        return motion
    }
}

extension MotionInput.Phase {
    /// The phase under Reduce Motion, its effective animation `animation`.
    func reduced(animation: MotionInput.Animation) -> MotionInput.Phase {
        let variant = reducedMotion ?? ReducedMotion(animation: animation == .none ? .none : .fade)
        let ownDuration = duration ?? settings.spring.map(\.settlingTime) ?? defaultDuration
        var kept = DialogMotionSettings()
        kept.curve = settings.curve
        kept.fromOpacity = settings.fromOpacity
        kept.toOpacity = settings.toOpacity
        kept.coverPhase = settings.coverPhase
        kept.coverDuration = settings.coverDuration
        var phase = MotionInput.Phase(
            animation: variant.animation, duration: variant.duration ?? ownDuration, defaultDuration: defaultDuration, settings: kept)
        phase.reducedMotion = reducedMotion
        return phase
    }
}
