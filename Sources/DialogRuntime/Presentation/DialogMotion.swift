/// The show and hide timelines of one dialog at one frame, from what its descriptor says.
///
/// The same tracks as the render plan's motion (`LayoutEngine.motion` in DialogCompiler), so the
/// app moves its dialogs the way `dialogc plan` and the preview describe them.
public struct DialogMotion: Sendable, Hashable {
    public var show: DialogTimeline
    public var hide: DialogTimeline

    /// Creates a motion from its two timelines.
    public init(show: DialogTimeline, hide: DialogTimeline) {
        self.show = show
        self.hide = hide
    }

    /// The scale a spring-animated dialog grows from.
    static let springStartScale = 0.9
    /// The damping of the show spring, under-damped enough to be seen.
    static let springDamping = 0.75

    /// The motion of `descriptor` shown at `frame` inside `bounds`.
    public init<Action>(_ descriptor: DialogDescriptor<Action>, frame: DialogRect, in bounds: DialogRect) {
        let presentation = descriptor.presentation
        let animates = presentation.animation != .none
        // Far enough down that the dialog's top edge starts at the bottom of the host.
        let offscreen = bounds.maxY - frame.minY
        var showTracks = [DialogTrack(target: .cover, property: .opacity, from: 0, to: presentation.coverAlpha)]
        switch presentation.animation {
        case .slide:
            showTracks.append(DialogTrack(target: .dialog, property: .translationY, from: offscreen, to: 0))
        case .spring:
            showTracks.append(DialogTrack(target: .dialog, property: .scale, from: Self.springStartScale, to: 1))
            showTracks.append(DialogTrack(target: .dialog, property: .opacity, from: 0, to: 1))
        case .fade, .none:
            showTracks.append(DialogTrack(target: .dialog, property: .opacity, from: 0, to: 1))
        }
        var hideTracks = [DialogTrack(target: .cover, property: .opacity, from: presentation.coverAlpha, to: 0)]
        // The dialog leaves the way it came: down for a sheet, a fade for a centred dialog.
        switch presentation.showType {
        case .fromBottom:
            hideTracks.append(DialogTrack(target: .dialog, property: .translationY, from: 0, to: offscreen))
        case .center:
            hideTracks.append(DialogTrack(target: .dialog, property: .opacity, from: 1, to: 0))
        }
        let showCurve: DialogCurve =
            presentation.animation == .spring ? .spring(DialogSpring(dampingRatio: Self.springDamping)) : .easeOut
        show = DialogTimeline(phases: [
            DialogAnimationPhase(duration: animates ? presentation.showDuration : 0, curve: showCurve, tracks: showTracks)
        ])
        hide = DialogTimeline(phases: [
            DialogAnimationPhase(duration: animates ? presentation.hideDuration : 0, curve: .easeIn, tracks: hideTracks)
        ])
    }
}
