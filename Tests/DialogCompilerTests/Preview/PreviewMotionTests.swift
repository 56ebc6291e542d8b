@testable import DialogGenerators
@testable import DialogLayoutEngine
import Testing

/// The gallery's CSS is the plan's timelines, number for number.
@Suite struct PreviewMotionTests {
    static func timeline(_ timing: DialogTiming) -> PlanTimeline {
        PlanTimeline(
            duration: 0.25, timing: timing,
            tracks: [
                PlanTrack(target: .cover, property: .opacity, from: 0, to: 0.4),
                PlanTrack(target: .container, property: .translateY, from: 300, to: 0),
                PlanTrack(target: .container, property: .scale, from: 0.9, to: 1),
            ])
    }

    @Test func aNamedCurveIsTwoKeyframesWithItsTimingFunction() {
        let css = PreviewMotion.css(
            PlanMotion(show: Self.timeline(.curve(.easeOut)), hide: Self.timeline(.curve(.easeIn)), autoHideDelay: nil), scope: "1-2-1")
        #expect(
            css.contains(
                "figure[data-motion=\"1-2-1\"].showing svg > [data-kind=\"cover\"] { animation: dialogc-1-2-1-show-cover 0.25s ease-out both; }"
            ))
        #expect(css.contains("@keyframes dialogc-1-2-1-show-cover { 0% { fill-opacity: 0 } 100% { fill-opacity: 0.4 } }"))
        #expect(
            css.contains(
                "@keyframes dialogc-1-2-1-hide-container { 0% { transform: translateY(300px) scale(0.9) } 100% { transform: translateY(0px) scale(1) } }"
            ))
        #expect(css.contains(".hiding svg > g[data-element=\"container\"] { animation: dialogc-1-2-1-hide-container 0.25s ease-in both; }"))
    }

    @Test func aSpringIsSampledLinearlyOvershootsAndEndsAtItsTarget() {
        let frames = PreviewMotion.keyframes(Self.timeline(.spring(DialogSpring(dampingRatio: 0.5))), target: .container)
        #expect(frames.count == PreviewMotion.springSamples + 1)
        #expect(frames.first?.1 == "transform: translateY(300px) scale(0.9)")
        #expect(frames.last?.1 == "transform: translateY(0px) scale(1)")
        let progress = (0...100).map { PreviewMotion.springProgress(Double($0) / 100, damping: 0.5) }
        #expect(progress.max()! > 1, "an under-damped spring overshoots")
        #expect(PreviewMotion.springProgress(0, damping: 0.5) == 0)
        #expect((0...100).map { PreviewMotion.springProgress(Double($0) / 100, damping: 1) }.allSatisfy { $0 <= 1 })
        #expect(PreviewMotion.timing(Self.timeline(.spring(DialogSpring(dampingRatio: 1)))) == "linear")
    }
}
