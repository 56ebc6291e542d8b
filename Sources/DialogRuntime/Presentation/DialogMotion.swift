import DialogLayoutEngine

/// The show and hide timelines of one dialog, as the host runs them: the layout engine's
/// (`DescriptorLayout.motion`, the render plan's motion) cut into phases.
public struct DialogMotion: Sendable, Hashable {
    /// How the dialog and its cover come in.
    public var show: DialogTimeline
    /// How the dialog and its cover go out.
    public var hide: DialogTimeline

    /// Creates a motion from its two timelines.
    public init(show: DialogTimeline, hide: DialogTimeline) {
        self.show = show
        self.hide = hide
    }

    /// The motion of `layout`, the engine's timelines as phases.
    public init(_ layout: DescriptorLayout) {
        show = DialogTimeline(layout.motion.show)
        hide = DialogTimeline(layout.motion.hide)
    }
}

extension DialogTimeline {
    /// `timeline` as phases run one after another: the tracks that start at once, then those
    /// delayed (a cover that fades after the dialog), each phase as long as its longest track.
    public init(_ timeline: PlanTimeline) {
        let starts = Set(timeline.tracks.map { $0.delay ?? 0 }).sorted()
        var phases: [DialogAnimationPhase] = []
        for (index, start) in starts.enumerated() {
            let tracks = timeline.tracks.filter { ($0.delay ?? 0) == start }
            let end = index + 1 < starts.count ? starts[index + 1] : timeline.duration
            let longest = tracks.map { $0.duration ?? (timeline.duration - start) }.max() ?? 0
            phases.append(
                DialogAnimationPhase(
                    duration: index + 1 < starts.count ? end - start : max(longest, 0), timing: timeline.timing,
                    tracks: tracks.map(Self.withinPhase)))
        }
        if phases.isEmpty { phases = [DialogAnimationPhase(duration: timeline.duration, timing: timeline.timing, tracks: [])] }
        self.init(phases: phases)
    }
}

extension DialogTimeline {
    /// The timeline of a dialog `dy` points above where it was laid out (the keyboard moved it):
    /// a translation that takes it off screen goes that much further.
    func lowered(by dy: Double) -> DialogTimeline {
        guard dy != 0 else { return self }
        var lowered = self
        for phase in lowered.phases.indices {
            lowered.phases[phase].tracks = lowered.phases[phase].tracks.map { track in
                guard track.property == .translateY, track.to != 0 else { return track }
                var moved = track
                moved.to += dy
                return moved
            }
        }
        return lowered
    }
}

extension DialogTimeline {
    /// `track` as a phase runs it: from the phase's start, over the whole phase, the phase
    /// standing for its delay.
    static func withinPhase(_ track: DialogTrack) -> DialogTrack {
        var track = track
        track.delay = nil
        track.duration = nil
        return track
    }
}
