import DialogRuntime
import Testing

/// The settings a view's environment states (SwiftUI's), decided in platform-neutral code: what
/// each state means for the layout, and how the presenter follows the reports, through the
/// recording host alone.
@MainActor struct EnvironmentAccessibilityTests {
    private let first = DialogPresentationID(rawValue: 1)

    /// A card whose background is the system's, white in light and black in dark.
    private static let themed: DialogDescriptor<String> = {
        var descriptor = TestDialogs.descriptor(
            "themed", kind: .alert, buttons: [TestDialogs.button("ok", "OK", preferred: true)],
            presentation: TestDialogs.presentation(animation: .slide))
        descriptor.style.backgroundColor = DialogSystemColor.systemBackground.color
        return descriptor
    }()

    private static let iPhone = DialogScreen(width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false)

    private static let white = DialogColor(red: 255, green: 255, blue: 255)
    private static let black = DialogColor(red: 0, green: 0, blue: 0)

    private func present(_ descriptor: DialogDescriptor<String>, on stage: Stage) {
        stage.presenter.present(descriptor, as: String.self) { stage.results.append($0 ?? "nil") }
    }

    private static func environment(
        _ scheme: DialogAppearance.Scheme, _ contrast: DialogAppearance.Contrast = .standard, size: DialogContentSize = .large
    ) -> DialogAccessibility {
        DialogAccessibility(scheme: scheme, contrast: contrast, reducesMotion: false, isVoiceOverRunning: false, contentSize: size)
    }

    /// The recording host's screen read at `size`.
    private static func screen(of stage: Stage, at size: DialogContentSize) -> DialogScreen {
        let screen = stage.host.screen
        return DialogScreen(
            width: screen.width, height: screen.height, safeTop: screen.safeTop, safeBottom: screen.safeBottom,
            isRegularWidth: screen.isRegularWidth, contentSize: size)
    }

    // MARK: The mapping

    @Test func everyEnvironmentStateMeansItsSettingsAndScreen() {
        var states = 0
        for scheme in DialogAppearance.Scheme.allCases {
            for contrast in DialogAppearance.Contrast.allCases {
                for reducesMotion in [false, true] {
                    for isVoiceOverRunning in [false, true] {
                        for size in DialogContentSize.allCases {
                            let settings = DialogAccessibility(
                                scheme: scheme, contrast: contrast, reducesMotion: reducesMotion,
                                isVoiceOverRunning: isVoiceOverRunning, contentSize: size)
                            #expect(settings.appearance == DialogAppearance(scheme: scheme, contrast: contrast))
                            #expect(settings.reducesMotion == reducesMotion)
                            #expect(settings.isVoiceOverRunning == isVoiceOverRunning)
                            #expect(!settings.prefersCrossFadeTransitions)
                            #expect(settings.contentSize == size)

                            // The screen the engine would build at that size, seen with those settings.
                            var expected = DialogScreen(
                                width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false, contentSize: size)
                            expected.appearance = settings.appearance
                            expected.reducesMotion = reducesMotion
                            #expect(settings.applied(to: Self.iPhone) == expected, "\(scheme) \(contrast) \(size)")
                            states += 1
                        }
                    }
                }
            }
        }
        #expect(states == 2 * 2 * 2 * 2 * 12)
    }

    @Test func settingsWithoutATextSizeKeepTheScreens() {
        let ax2 = DialogScreen(width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false, contentSize: .ax2)
        let screen = DialogAccessibility(appearance: .dark).applied(to: ax2)
        #expect(screen.contentSize == .ax2)
        #expect(screen.textScale == DialogContentSize.ax2.bodyScale)
        #expect(screen.isAccessibilityTextSize)
        #expect(screen.appearance == .dark)
    }

    // MARK: The presenter

    @Test func aDarkEnvironmentReportedWhileShownReresolvesTheColors() {
        let stage = Stage()
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        #expect(stage.host.layouts[first]?.laidOut.container.fill == Self.white)
        let frame = stage.host.layouts[first]?.frame

        _ = stage.takeLog()
        stage.presenter.accessibilityReported(Self.environment(.dark))
        #expect(stage.takeLog() == ["update #1"])
        #expect(stage.host.layouts[first]?.laidOut.container.fill == Self.black)
        #expect(stage.host.layouts[first]?.frame == frame)

        // The same report again changes nothing.
        stage.presenter.accessibilityReported(Self.environment(.dark))
        #expect(stage.takeLog().isEmpty)
    }

    @Test func theReportedSettingsLayTheNextDialogOut() {
        let stage = Stage()
        stage.presenter.accessibilityReported(Self.environment(.dark, .increased, size: .ax3))
        present(Self.themed, on: stage)

        var screen = Self.screen(of: stage, at: .ax3)
        screen.appearance = .darkHighContrast
        let expected = DescriptorLayout(Self.themed, on: screen)
        let layout = stage.host.layouts[first]
        #expect(layout?.laidOut.container.fill == Self.black)
        #expect(layout?.frame == expected.frame)
        // Larger than at the host's own (default) size.
        #expect((layout?.frame.height ?? 0) > DescriptorLayout(Self.themed, on: stage.host.screen).frame.height)
    }

    @Test func aTextSizeReportedWhileShownWaitsForTheNextDialog() {
        let stage = Stage()
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        let shown = stage.host.layouts[first]
        _ = stage.takeLog()

        stage.presenter.accessibilityReported(Self.environment(.light, size: .ax3))
        #expect(stage.takeLog().isEmpty)
        #expect(stage.host.layouts[first] == shown)

        stage.host.tapButton("OK")
        stage.clock.advance(by: 1)
        present(Self.themed, on: stage)
        let next = stage.host.layouts[DialogPresentationID(rawValue: 2)]
        #expect(next?.frame == DescriptorLayout(Self.themed, on: Self.screen(of: stage, at: .ax3)).frame)
        #expect((next?.frame.height ?? 0) > (shown?.frame.height ?? 0))
    }

    @Test func reducedMotionReportedGivesOpacityOnlyTimelines() {
        let stage = Stage()
        stage.presenter.accessibilityReported(
            DialogAccessibility(scheme: .light, contrast: .standard, reducesMotion: true, isVoiceOverRunning: false, contentSize: .large))
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        stage.host.tapButton("OK")
        stage.clock.advance(by: 1)
        let tracks = stage.animations.flatMap(\.1.tracks)
        #expect(!tracks.isEmpty)
        #expect(tracks.allSatisfy { $0.property == .opacity })
        #expect(stage.results == ["ok"])
    }

    @Test func onceTheEnvironmentReportsTheHostsChangesAreNotHeard() {
        let stage = Stage()
        stage.presenter.accessibilityReported(Self.environment(.light))
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        _ = stage.takeLog()

        // The host's reading is darker, but the environment, which also knows the view's own
        // overrides, said light.
        stage.host.accessibility.appearance = .dark
        #expect(stage.takeLog().isEmpty)
        #expect(stage.host.layouts[first]?.laidOut.container.fill == Self.white)

        stage.host.tapButton("OK")
        stage.clock.advance(by: 1)
        present(Self.themed, on: stage)
        #expect(stage.host.layouts[DialogPresentationID(rawValue: 2)]?.laidOut.container.fill == Self.white)
    }
}
