import DialogRuntime
import Testing

/// The runtime's words are the layout engine's types, reached through `import DialogRuntime`
/// alone: a descriptor's parts reach the engine as they are. A copy of one of these types in the
/// runtime, and the mapping it would need, fails here.
@Suite struct OneVocabularyTests {
    /// Whether a property of `Root` holds an `Expected`.
    static func holds<Root, Value, Expected>(_ keyPath: KeyPath<Root, Value>, _ expected: Expected.Type) -> Bool {
        ObjectIdentifier(Value.self) == ObjectIdentifier(Expected.self)
    }

    @Test func theRuntimesTypesAreTheEngines() {
        #expect(Self.holds(\DialogDescriptor<Int>.kind, DialogLayoutEngine.DialogKind.self))
        #expect(Self.holds(\DialogButton<Int>.role, DialogLayoutEngine.DialogButtonRole.self))
        #expect(Self.holds(\DialogButton<Int>.color, DialogLayoutEngine.DialogColor?.self))
        #expect(Self.holds(\DialogFont.weight, DialogLayoutEngine.FontWeight.self))
        #expect(Self.holds(\DialogStyle.textAlignment, DialogLayoutEngine.DialogTextAlignment?.self))
        #expect(Self.holds(\DialogPresentation.showType, DialogLayoutEngine.DialogShowType.self))
        #expect(Self.holds(\DialogPresentation.renderer, DialogLayoutEngine.DialogRenderer.self))
        #expect(Self.holds(\DialogPresentation.animation, DialogLayoutEngine.MotionInput.Animation.self))
        #expect(Self.holds(\DialogMotionSettings.coverPhase, DialogLayoutEngine.MotionInput.CoverPhase?.self))
        #expect(Self.holds(\DialogMotionSettings.spring, DialogLayoutEngine.MotionInput.Spring?.self))
        #expect(Self.holds(\DialogPresentation.showMotion, DialogLayoutEngine.DialogMotionSettings.self))
        #expect(Self.holds(\DialogMotionSettings.curve, DialogLayoutEngine.DialogCurve?.self))
        #expect(Self.holds(\DialogStyle.titleFont, DialogLayoutEngine.DialogFont?.self))
        #expect(Self.holds(\DialogButton<Int>.font, DialogLayoutEngine.DialogFont?.self))
        #expect(Self.holds(\DialogTextField.returnKey, DialogLayoutEngine.DialogReturnKey.self))
        #expect(Self.holds(\DialogAnimationPhase.timing, DialogLayoutEngine.DialogTiming.self))
        #expect(Self.holds(\DialogAnimationPhase.tracks, [DialogLayoutEngine.PlanTrack].self))
        #expect(Self.holds(\DialogDescriptor<Int>.layout, DialogLayoutEngine.LayoutNumbers.self))
    }

    @Test func aDescriptorsPartsReachTheLayoutAsTheyAre() {
        let color = DialogColor(red: 255, green: 106, blue: 0, alpha: 128)
        let font = DialogFont(weight: .semibold)
        let button = DialogButton(action: 1, title: "Delete", role: .destructive, isPreferred: true, color: color, font: font)
        var descriptor = TestDialogs.descriptor(
            "vocabulary", kind: .actionSheet, buttons: [button],
            presentation: TestDialogs.presentation(.fromBottom, animation: .spring, renderer: .custom))
        descriptor.style = DialogStyle(titleColor: color, textAlignment: .right)
        descriptor.presentation.hideAnimation = .slide
        descriptor.presentation.showMotion = DialogMotionSettings(
            spring: DialogSpringSettings(dampingRatio: 0.5, response: 0.3), coverPhase: .afterDialog)

        let input = descriptor.layoutInput
        #expect(input.shape == descriptor.kind.shape(custom: true, fromBottom: true))
        #expect(input.buttons.map(\.role) == [button.role])
        #expect(input.buttons.map(\.color) == [color])
        #expect(input.buttons.map(\.font) == [font])
        #expect(input.style.titleColor == color)
        #expect(input.style.textAlignment == descriptor.style.textAlignment)

        let motion = descriptor.motionInput
        #expect(motion.show.animation == descriptor.presentation.animation)
        #expect(motion.hide.animation == descriptor.presentation.hideAnimation)
        #expect(motion.show.settings == descriptor.presentation.showMotion)
        #expect(motion.hide.settings == descriptor.presentation.hideMotion)

        let laidOut = DescriptorLayout(
            descriptor, on: DialogScreen(width: 375, height: 667, safeTop: 0, safeBottom: 0, isRegularWidth: false))
        let show = DialogTimeline(laidOut.motion.show)
        #expect(show.phases.allSatisfy { $0.timing == laidOut.motion.show.timing })
    }

    @Test func aColorKeepsItsChannelsThroughItsSpellings() throws {
        let color = try #require(DialogColor(hex: "#ff6a0080"))
        #expect(color == DialogColor(red: 255, green: 106, blue: 0, alpha: 128))
        #expect(color.description == "#FF6A0080")
        #expect(color.hex == "#FF6A00")
        #expect(color.opacity == 0.502)
        for alpha in UInt8.min...UInt8.max {
            #expect(DialogColor(red: 0, green: 0, blue: 0, alpha: alpha).alpha == alpha)
        }
    }

    @Test func onlySixOrEightHexDigitsAfterAHashAreAColor() {
        #expect(DialogColor(hex: "#0aF9c3") == DialogColor(red: 0x0A, green: 0xF9, blue: 0xC3))
        #expect(DialogColor(hex: "#000000ff") == DialogColor(red: 0, green: 0, blue: 0))
        for spelling in ["", "#", "0AF9C3", "#0AF9C", "#0AF9C3F", "#0AF9C3FFF", "#0AG9C3", "#0AF9C3 ", "#0AF9C\u{E9}", "＃0AF9C3"] {
            #expect(DialogColor(hex: spelling) == nil, "\(spelling.debugDescription)")
        }
    }
}
