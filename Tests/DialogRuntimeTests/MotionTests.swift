import DialogRuntime
import Testing

/// The timelines the presenter hands its host, and the values a host applies from them.
@Suite struct MotionTests {
    static let bounds = DialogRect(x: 0, y: 0, width: 375, height: 667)
    static let frame = DialogRect(x: 52.5, y: 263.5, width: 270, height: 140)
    static let screen = DialogScreen(width: 375, height: 667, safeTop: 0, safeBottom: 0, isRegularWidth: false)

    @Test func aSpringShowGrowsAndFadesInAndTheHideFades() throws {
        let motion = DialogMotion(DescriptorLayout(TestDialogs.Undo.descriptor, on: Self.screen))
        let show = try #require(motion.show.phases.first)
        #expect(show.timing == .spring(DialogSpring(dampingRatio: 0.75)))
        #expect(show.state(of: .container, at: .start) == DialogVisualState(opacity: 0, scale: 0.9))
        #expect(show.state(of: .container, at: .end) == DialogVisualState(opacity: 1, scale: 1))
        #expect(show.state(of: .cover, at: .end) == DialogVisualState(opacity: 0.4))
        let hide = try #require(motion.hide.phases.first)
        #expect(hide.timing == .curve(.easeIn))
        #expect(hide.state(of: .container, at: .end) == DialogVisualState(opacity: 0))
        #expect(motion.show.duration == 0.3 && motion.hide.duration == 0.2)
    }

    @Test func noAnimationTakesNoTimeEitherWay() {
        var descriptor = TestDialogs.DeleteDraft.descriptor
        descriptor.presentation.animation = .none
        let motion = DialogMotion(DescriptorLayout(descriptor, on: Self.screen))
        #expect(motion.show.duration == 0 && motion.hide.duration == 0)
        #expect(motion.show.phases.count == 1 && motion.hide.phases.count == 1)
    }

    @Test func theEngineCentresCardsSitsSheetsOnTheBottomAndFloatsToasts() {
        let card = DescriptorLayout(TestDialogs.DeleteDraft.descriptor, on: Self.screen).frame
        #expect(card.x == (375 - card.width) / 2 && card.y == ((667 - card.height) / 2).rounded())
        #expect(DescriptorLayout(TestDialogs.SortOrder.descriptor, on: Self.screen).frame.maxY == 667)
        var toast = TestDialogs.Saved.descriptor
        toast.presentation.showType = .fromBottom
        #expect(DescriptorLayout(toast, on: Self.screen).frame.maxY == 587)
        let safe = Self.bounds.inset(top: 47, left: 0, bottom: 34, right: 0)
        #expect(safe == DialogRect(x: 0, y: 47, width: 375, height: 586))
    }

    @Test func aSheetRestsOnTheKeyboardAndNeverLeavesTheTop() {
        let sheet = DialogRect(x: 0, y: 400, width: 375, height: 267)
        let keyboard = DialogRect(x: 0, y: 300, width: 375, height: 367)
        let moved = DialogPlacement.avoiding(keyboard, frame: sheet, showType: .fromBottom, in: Self.bounds)
        #expect(moved.maxY == 300 && moved.y == 33)
        let tall = DialogPlacement.avoiding(
            DialogRect(x: 0, y: 100, width: 375, height: 567), frame: Self.frame, showType: .center, in: Self.bounds)
        #expect(tall.y == DialogPlacement.keyboardMargin)
        #expect(DialogPlacement.avoiding(nil, frame: Self.frame, showType: .center, in: Self.bounds) == Self.frame)
    }
}
