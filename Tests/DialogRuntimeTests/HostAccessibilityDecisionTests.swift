import DialogRuntime
import Testing

/// The platform-neutral decisions the UIKit host maps: the cover's color per appearance, how a
/// spec font relative to a text style scales, and the dialog as a group assistive technologies
/// name. The adapter scenarios (AdapterScenarioTests) run the same through UIKit's stand-ins.
@MainActor struct HostAccessibilityDecisionTests {
    private let first = DialogPresentationID(rawValue: 1)

    /// An alert whose cover is black in light appearance and dark gray in dark.
    private static let shaded: DialogDescriptor<String> = {
        var descriptor = TestDialogs.descriptor(
            "shaded", kind: .alert, buttons: [TestDialogs.button("ok", "OK", preferred: true)],
            presentation: TestDialogs.presentation())
        descriptor.style.coverColor = DialogColor(
            light: DialogColor(red: 0, green: 0, blue: 0), dark: DialogColor(red: 0x2C, green: 0x2C, blue: 0x2E, alpha: 0x80))
        return descriptor
    }()

    @Test func theCoverIsResolvedForTheAppearanceAndAgainWhenItChanges() {
        let stage = Stage()
        stage.presenter.present(Self.shaded, as: String.self) { _ in }
        let covers = stage.host.calls.compactMap { if case .showCover(_, let color) = $0 { color } else { nil } }
        #expect(covers == [DialogColor(red: 0, green: 0, blue: 0)])
        stage.clock.advance(by: 1)

        stage.host.accessibility.appearance = .dark
        // Opaque: how much the cover dims is its timelines' opacity, not the color's alpha.
        #expect(stage.host.layouts[first]?.coverColor == DialogColor(red: 0x2C, green: 0x2C, blue: 0x2E))
        #expect(Self.shaded.coverColor(in: .light) == DialogColor(red: 0, green: 0, blue: 0))
    }

    @Test func aDefaultCoverIsBlackInEveryAppearance() {
        let plain = TestDialogs.DeleteDraft.descriptor
        for appearance in [DialogAppearance.light, .dark, .lightHighContrast, .darkHighContrast] {
            #expect(plain.coverColor(in: appearance) == DialogColor(red: 0, green: 0, blue: 0))
        }
    }

    /// A card with a title relative to title1, a message relative to body up to 24 points, and
    /// a button in a fixed spec font.
    private static let scaled: DialogDescriptor<String> = {
        var descriptor = TestDialogs.descriptor(
            "scaled", kind: .alert,
            buttons: [
                DialogButton(
                    action: "ok", title: "OK", role: .default, isPreferred: true, color: nil, font: DialogFont(size: 18, weight: .bold))
            ], presentation: TestDialogs.presentation())
        descriptor.message = "Saved to your library."
        descriptor.style.titleFont = DialogFont(size: 15, weight: .semibold, relativeTo: .title1)
        descriptor.style.messageFont = DialogFont(size: 13, relativeTo: .body, maxSize: 24)
        return descriptor
    }()

    private static func layout(at contentSize: DialogContentSize, _ descriptor: DialogDescriptor<String> = scaled)
        -> DescriptorLayout
    {
        let screen = DialogScreen(width: 390, height: 844, safeTop: 47, safeBottom: 34, isRegularWidth: false, contentSize: contentSize)
        return DescriptorLayout(descriptor, on: screen)
    }

    @Test(arguments: DialogContentSize.allCases)
    func aScaledFontIsTheSizeTheLayoutMeasured(at contentSize: DialogContentSize) throws {
        let layout = Self.layout(at: contentSize)
        #expect(layout.contentSize == contentSize)
        for kind in [PlanElement.Kind.title, .message] {
            let part = try #require(layout.parts.first { $0.kind == kind })
            let font = try #require(Self.scaled.scaledFont(of: part, laidOutAt: contentSize))
            let laidOut = try #require(part.text?.font)
            #expect(abs(font.pointSize(at: contentSize) - laidOut.size) < 1e-9, "\(kind) at \(contentSize)")
            #expect(font.weight == laidOut.weight)
        }
    }

    @Test func aScaledFontKeepsItsStyleItsSizeAtLargeAndItsCap() throws {
        let large = Self.layout(at: .large)
        let ax3 = Self.layout(at: .ax3)
        let title = try #require(ax3.parts.first { $0.kind == .title })
        let font = try #require(Self.scaled.scaledFont(of: title, laidOutAt: .ax3))
        #expect(font.textStyle == .title1)
        #expect(font.maxSize == nil)
        // 15 points at Large; title1 grows from 28 to 48 at AX3: 25.714, laid out at 25.7.
        #expect(title.text?.font.size == 25.7)
        #expect(abs(font.sizeAtLarge - 15) < 0.05)
        #expect(abs(font.pointSize(at: .large) - (large.parts.first { $0.kind == .title }?.text?.font.size ?? 0)) < 0.05)

        let message = try #require(ax3.parts.first { $0.kind == .message })
        let capped = try #require(Self.scaled.scaledFont(of: message, laidOutAt: .ax3))
        // Held at 24 at AX3 (13 x 40/17 is 30.6), and back to the spec's 13 at Large.
        #expect(message.text?.font.size == 24)
        #expect(capped.textStyle == .body)
        #expect(capped.maxSize == 24)
        #expect(capped.sizeAtLarge == 13)
        #expect(capped.pointSize(at: .large) == 13)
    }

    @Test func fixedFontsAndTheSystemRendererDoNotScale() throws {
        let layout = Self.layout(at: .ax3)
        let button = try #require(layout.parts.first { $0.kind == .button })
        #expect(Self.scaled.writtenFont(of: button) == DialogFont(size: 18, weight: .bold))
        #expect(Self.scaled.scaledFont(of: button, laidOutAt: .ax3) == nil)

        var system = Self.scaled
        system.presentation.renderer = .system
        let title = try #require(layout.parts.first { $0.kind == .title })
        #expect(system.scaledFont(of: title, laidOutAt: .ax3) == nil)
    }

    @Test func aDialogWithALabelOrHintIsAGroup() {
        var named = TestDialogs.DeleteDraft.descriptor
        #expect(named.groupAccessibility == nil)
        named.accessibilityLabel = "Delete draft confirmation"
        named.accessibilityHint = "The draft cannot be recovered"
        #expect(
            named.groupAccessibility
                == DialogPartAccessibility(label: "Delete draft confirmation", hint: "The draft cannot be recovered", traits: []))
        named.accessibilityLabel = nil
        #expect(named.groupAccessibility?.hint == "The draft cannot be recovered")

        var toast = TestDialogs.Saved.descriptor
        toast.accessibilityLabel = "Saved"
        #expect(toast.groupAccessibility == nil)
    }
}
