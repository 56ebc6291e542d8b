/// The show and hide timelines of a plan, from the animation's name and the motion keys that
/// refine it (`MotionInput.Phase` and its `DialogMotionSettings`): each animation gives its tracks, and a written scale, opacity
/// or translation replaces the value the animation would start or end at.
enum MotionTimelines {
    /// Damping ratio of `animation: spring` when the spec gives no spring.
    static let namedSpringDamping = 0.75
    /// The scale `animation: spring` starts a show from.
    static let namedSpringScale = 0.9

    static func motion(_ written: MotionInput, container element: PlanElement, screen: LayoutScreen) -> PlanMotion {
        let input = screen.reducesMotion ? written.reduced : written
        let offscreen = screen.height - element.frame.y
        let showAnimation = input.show.animation ?? .fade
        let showTimeline = timeline(
            input.show, animation: showAnimation, showing: true, target: element.kind, offscreen: offscreen,
            alpha: input.coverAlpha, fromBottom: input.fromBottom)
        // Without an animation of its own the hide follows the show's: none stays none, else it hides the way it was shown.
        let hideAnimation = input.hide.animation ?? (showAnimation == .none ? MotionInput.Animation.none : nil)
        let hideTimeline = timeline(
            input.hide, animation: hideAnimation, showing: false, target: element.kind, offscreen: offscreen,
            alpha: input.coverAlpha, fromBottom: input.fromBottom)
        return PlanMotion(show: showTimeline, hide: hideTimeline, autoHideDelay: input.autoHideDelay)
    }

    /// One timeline; a nil `animation` is the default hide: slide down from the bottom, fade in the center.
    private static func timeline(
        _ motion: MotionInput.Phase, animation: MotionInput.Animation?, showing: Bool, target: PlanElement.Kind,
        offscreen: Double, alpha: Double, fromBottom: Bool
    ) -> PlanTimeline {
        let duration = motion.duration
        let defaultDuration = motion.defaultDuration
        let settings = motion.settings
        var tracks: [PlanTrack] = []
        // Room for the cover's track too, which goes in first once the timeline's duration is known.
        tracks.reserveCapacity(4)
        func add(_ property: PlanTrack.Property, rest: Double, away: Double) {
            tracks.append(PlanTrack(target: target, property: property, from: showing ? away : rest, to: showing ? rest : away))
        }
        // A hide without an animation of its own moves the way the dialog was shown, also when it takes no time.
        let hidesAsShown = !showing && (animation == nil || animation == MotionInput.Animation.none)
        switch hidesAsShown ? (fromBottom ? .slide : .fade) : animation ?? .fade {
        case .slide: add(.translateY, rest: 0, away: offscreen)
        case .spring where showing:
            add(.scale, rest: 1, away: namedSpringScale)
            add(.opacity, rest: 1, away: 0)
        case .spring, .fade, .none: add(.opacity, rest: 1, away: 0)
        }
        if !settings.isEmpty { tracks = refined(tracks, by: settings, showing: showing, target: target) }

        let isNone = animation == MotionInput.Animation.none
        // The timeline is made once its tracks are complete: inserting the cover's track into the
        // timeline's copy of the list copied the list into a new buffer, for every timeline.
        var timeline: PlanTimeline
        if let spring = settings.spring {
            let damping = spring.dampingRatio
            let response = spring.response
            let settled = isNone ? 0 : duration ?? settlingTime(dampingRatio: damping, response: response)
            timeline = PlanTimeline(duration: settled, timing: .spring(DialogSpring(dampingRatio: damping, response: response)), tracks: [])
        } else if animation == .spring, showing {
            timeline = PlanTimeline(
                duration: duration ?? defaultDuration, timing: .spring(DialogSpring(dampingRatio: namedSpringDamping)), tracks: [])
        } else {
            let curve = settings.curve ?? (showing ? .easeOut : .easeIn)
            timeline = PlanTimeline(duration: isNone ? 0 : duration ?? defaultDuration, timing: .curve(curve), tracks: [])
        }

        // The cover: with the dialog, or in a phase of its own after it.
        var cover = PlanTrack(target: .cover, property: .opacity, from: showing ? 0 : alpha, to: showing ? alpha : 0)
        if !isNone, settings.coverPhase != nil || settings.coverDuration != nil {
            let coverDuration = settings.coverDuration ?? timeline.duration
            let delay = settings.coverPhase == .afterDialog ? timeline.duration : 0
            cover.delay = delay
            cover.duration = coverDuration
            timeline.duration = max(timeline.duration, delay + coverDuration)
        }
        tracks.insert(cover, at: 0)
        timeline.tracks = tracks
        return timeline
    }

    /// `tracks` with the written scale, opacity and translation in place of the animation's.
    private static func refined(
        _ tracks: [PlanTrack], by motion: DialogMotionSettings, showing: Bool, target: PlanElement.Kind
    ) -> [PlanTrack] {
        var tracks = tracks
        func set(_ property: PlanTrack.Property, from: Double?, to: Double?, rest: Double) {
            guard from != nil || to != nil else { return }
            let index = tracks.firstIndex { $0.property == property }
            let existing = index.map { tracks[$0] } ?? PlanTrack(target: target, property: property, from: rest, to: rest)
            var track = existing
            track.from = from ?? existing.from
            track.to = to ?? existing.to
            if let index { tracks[index] = track } else { tracks.append(track) }
        }
        set(.scale, from: motion.fromScale, to: motion.toScale, rest: 1)
        set(.opacity, from: motion.fromOpacity, to: motion.toOpacity, rest: 1)
        // A translation is where the dialog starts a show and ends a hide; it rests at 0.
        set(.translateY, from: showing ? motion.translateY : nil, to: showing ? nil : motion.translateY, rest: 0)
        if showing, motion.translateY != nil { tracks = tracks.map { $0.property == .translateY ? with($0, to: 0) : $0 } }
        if !showing, motion.translateY != nil { tracks = tracks.map { $0.property == .translateY ? with($0, from: 0) : $0 } }
        // A track written to stand still (`fromOpacity: 1` on a spring) is no animation.
        return tracks.filter { $0.from != $0.to }
    }

    private static func with(_ track: PlanTrack, from: Double? = nil, to: Double? = nil) -> PlanTrack {
        var track = track
        track.from = from ?? track.from
        track.to = to ?? track.to
        return track
    }

    /// ln(1000), written out so the engine needs no math library; the same bits as Foundation's `log(1000)`.
    static let naturalLogOf1000 = 6.907755278982137

    /// Seconds until a spring is within 0.1% of its rest: ln(1000) over its decay rate, at most 5,
    /// to a hundredth. The decay rate is ζ·ω₀ below critical damping and ω₀·(ζ - √(ζ² - 1)) above,
    /// with ω₀ = 2π / response.
    static func settlingTime(dampingRatio: Double, response: Double) -> Double {
        let omega = 2 * Double.pi / response
        let rate = dampingRatio < 1 ? dampingRatio * omega : omega * (dampingRatio - (dampingRatio * dampingRatio - 1).squareRoot())
        return (min(5, naturalLogOf1000 / rate) * 100).rounded() / 100
    }
}
