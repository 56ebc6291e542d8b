import DialogRuntime
import Testing

/// The presenter's accessibility decisions, through the recording host alone: colors per
/// appearance, Reduce Motion, a toast's announcement, VoiceOver focus in and back, and what
/// each part tells assistive technologies.
@MainActor struct AccessibilityScenarioTests {
    private let first = DialogPresentationID(rawValue: 1)

    /// A card whose background is the system's, white in light and black in dark.
    private static let themed: DialogDescriptor<String> = {
        var descriptor = TestDialogs.descriptor(
            "themed", kind: .alert, buttons: [TestDialogs.button("ok", "OK", preferred: true)],
            presentation: TestDialogs.presentation(animation: .slide))
        descriptor.style.backgroundColor = DialogSystemColor.systemBackground.color
        return descriptor
    }()

    private func present(_ descriptor: DialogDescriptor<String>, on stage: Stage) {
        stage.presenter.present(descriptor, as: String.self) { stage.results.append($0 ?? "nil") }
    }

    @Test func appearanceChangedWhileShownReresolvesTheColors() {
        let stage = Stage()
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        let light = stage.host.layouts[first]?.laidOut.container.fill
        #expect(light == DialogColor(red: 255, green: 255, blue: 255))

        _ = stage.takeLog()
        stage.host.accessibility.appearance = .dark
        #expect(stage.takeLog() == ["update #1"])
        #expect(stage.host.layouts[first]?.laidOut.container.fill == DialogColor(red: 0, green: 0, blue: 0))
        // The frames stay where the dialog is.
        #expect(stage.host.layouts[first]?.frame == Self.themedLayout(.light).frame)
    }

    @Test func settingsThatChangeNoColorRedrawNothing() {
        let stage = Stage()
        present(Self.themed, on: stage)
        stage.clock.advance(by: 1)
        _ = stage.takeLog()
        stage.host.accessibility.isVoiceOverRunning = true
        stage.host.accessibility.reducesMotion = true
        #expect(stage.takeLog().isEmpty)
    }

    @Test func aDialogShownInDarkAppearanceStartsDark() {
        let stage = Stage()
        stage.host.accessibility.appearance = .darkHighContrast
        present(Self.themed, on: stage)
        #expect(stage.host.layouts[first]?.laidOut.container.fill == DialogColor(red: 0, green: 0, blue: 0))
    }

    @Test func reduceMotionGivesOpacityOnlyTimelinesOfTheSameDuration() {
        let full = Stage()
        present(Self.themed, on: full)
        full.clock.advance(by: 1)
        full.host.tapButton("OK")
        full.clock.advance(by: 1)

        let reduced = Stage()
        reduced.host.accessibility.reducesMotion = true
        present(Self.themed, on: reduced)
        reduced.clock.advance(by: 1)
        reduced.host.tapButton("OK")
        reduced.clock.advance(by: 1)

        let fullPhases = full.animations.map(\.1)
        let reducedPhases = reduced.animations.map(\.1)
        #expect(fullPhases.flatMap(\.tracks).contains { $0.property == .translateY })
        #expect(!reducedPhases.isEmpty)
        #expect(reducedPhases.flatMap(\.tracks).allSatisfy { $0.property == .opacity })
        #expect(reducedPhases.map(\.duration).reduce(0, +) == fullPhases.map(\.duration).reduce(0, +))
        #expect(reduced.results == ["ok"])
    }

    @Test func aToastIsAnnouncedAsItShows() {
        let stage = Stage()
        var toast = TestDialogs.Saved.descriptor
        toast.message = "Draft saved"
        stage.presenter.present(toast.erased, as: String.self) { _ in }
        #expect(stage.log.contains("announce polite saved\nDraft saved"))
        // A toast does not take focus: the user goes on with what they were doing.
        #expect(!stage.log.contains { $0.hasPrefix("accessibility focus") })
    }

    @Test func anAssertiveToastIsAnnouncedAssertively() {
        let stage = Stage()
        var toast = TestDialogs.Saved.descriptor.erased
        toast.announcement = .assertive
        stage.presenter.present(toast, as: String.self) { _ in }
        #expect(stage.host.calls.contains(.announce("saved", priority: .assertive)))
    }

    @Test func aToastWithoutAnnouncementStaysSilent() {
        let stage = Stage()
        var toast = TestDialogs.Saved.descriptor.erased
        toast.announcement = .none
        stage.presenter.present(toast, as: String.self) { _ in }
        stage.clock.advance(by: 5)
        #expect(!stage.log.contains { $0.hasPrefix("announce") })
    }

    @Test func anAlertIsNotAnnounced() {
        let stage = Stage()
        stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 1)
        #expect(!stage.log.contains { $0.hasPrefix("announce") })
    }

    @Test func focusMovesIntoACustomAlertOnceShownAndBackWhenHidden() {
        let stage = Stage()
        let element = Element()
        stage.host.accessibilityFocused = element
        stage.present(TestDialogs.DeleteDraft.self)
        // Not while it fades in: a transparent view is skipped by assistive technologies.
        #expect(!stage.log.contains("accessibility focus #1"))
        stage.clock.advance(by: 1)
        #expect(stage.takeLog().last == "accessibility focus #1")
        #expect(stage.host.accessibilityFocusedDialog == first)
        #expect(stage.host.accessibilityFocusedElement == nil)

        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 1)
        #expect(stage.takeLog().suffix(2) == ["remove #1", "restore accessibility focus"])
        #expect(stage.host.accessibilityFocusedElement === element)
        #expect(stage.host.accessibilityFocusedDialog == nil)
    }

    @Test func focusGoesBackOnceAfterARunOfDialogs() {
        let stage = Stage()
        let element = Element()
        stage.host.accessibilityFocused = element
        stage.present(TestDialogs.DeleteDraft.self)
        stage.present(TestDialogs.KeepOpen.self)
        stage.clock.advance(by: 1)
        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 1)
        #expect(stage.log.filter { $0 == "restore accessibility focus" }.isEmpty)
        #expect(stage.log.last == "accessibility focus #2")
        stage.host.tapButton("OK")
        stage.clock.advance(by: 1)
        #expect(stage.log.filter { $0 == "restore accessibility focus" }.count == 1)
        #expect(stage.host.accessibilityFocusedElement === element)
    }

    @Test func anElementGoneWhileTheDialogWasUpIsNotRefocused() {
        let stage = Stage()
        var element: Element? = Element()
        stage.host.accessibilityFocused = element
        stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 1)
        element = nil
        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 1)
        #expect(!stage.log.contains("restore accessibility focus"))
    }

    @Test func theSystemAlertIsNotMadeModalByThePresenter() {
        let stage = Stage()
        let element = Element()
        stage.host.accessibilityFocused = element
        stage.present(SystemDialogs.Share.self)
        stage.clock.advance(by: 1)
        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 1)
        // UIKit makes its own alert modal and gives focus back after it.
        #expect(!stage.log.contains { $0.contains("accessibility focus") })
    }

    @Test func buttonsAreExposedWithTheirLabelsHintsAndTrait() {
        var descriptor = TestDialogs.DeleteDraft.descriptor
        descriptor.buttons[0].accessibilityLabel = "Delete draft"
        descriptor.buttons[0].accessibilityHint = "Removes the draft from this device"
        let layout = DescriptorLayout(descriptor, on: Self.iPhone)
        let exposed = layout.parts.compactMap { descriptor.accessibility(of: $0) }
        #expect(
            exposed == [
                DialogPartAccessibility(label: "delete-draft", traits: .header),
                DialogPartAccessibility(
                    label: "Delete draft", hint: "Removes the draft from this device", traits: .button),
                DialogPartAccessibility(label: "Cancel", traits: .button),
            ])
        // Lines between the buttons only decorate.
        let separators = layout.parts.filter { $0.kind == .separator }
        #expect(separators.allSatisfy { descriptor.accessibility(of: $0) == nil })
    }

    @Test func theButtonsLabelsSurviveErasingTheActions() {
        var descriptor = TestDialogs.DeleteDraft.descriptor
        descriptor.buttons[1].accessibilityLabel = "Keep draft"
        descriptor.buttons[1].accessibilityHint = "Closes"
        descriptor.announcement = .assertive
        let erased = descriptor.erased
        #expect(erased.buttons[1].accessibilityLabel == "Keep draft")
        #expect(erased.buttons[1].accessibilityHint == "Closes")
        #expect(erased.announcement == .assertive)
    }

    @Test func settingsApplyToTheScreen() {
        let settings = DialogAccessibility(appearance: .dark, prefersCrossFadeTransitions: true)
        let screen = settings.applied(to: Self.iPhone)
        #expect(screen.appearance == .dark)
        #expect(screen.reducesMotion)
        #expect(screen.width == Self.iPhone.width)
    }

    private static let iPhone = DialogScreen(width: 375, height: 667, safeTop: 20, safeBottom: 0, isRegularWidth: false)

    private static func themedLayout(_ appearance: DialogAppearance) -> DescriptorLayout {
        let host = RecordingDialogHost(clock: VirtualDialogClock())
        var screen = host.screen
        screen.appearance = appearance
        return DescriptorLayout(themed, on: screen)
    }
}

/// Something assistive technologies' focus can rest on.
private final class Element {}
