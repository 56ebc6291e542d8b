import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import Foundation
import Testing

/// Each source component's spec in `Specs/` reproduces the component's own numbers on a small
/// and a large iPhone (the layout-metrics table of Documentation/PlanAndPreview.md says where each comes from).
@Suite struct PlanSourceNumbersTests {
    static let devices = ["iphone-se", "iphone-15"].map { Device.named($0)! }

    /// The plan of the one dialog of `Specs/<name>.json` on `device`.
    static func plan(_ name: String, on device: Device) throws -> DialogPlan {
        let url = Paths.specs.appendingPathComponent(name + ".json")
        let specs = SpecLoading.specs([try SpecLoading.source(url, display: "Specs/\(name).json")])
        let spec = try #require(specs.first)
        let dialog = try #require(spec.dialogs.first)
        return LayoutEngine.plan(dialog, in: spec.source, device: device)
    }

    static func close(_ actual: Double?, _ expected: Double, within tolerance: Double = 0.5) -> Bool {
        actual.map { abs($0 - expected) <= tolerance } ?? false
    }

    static func track(_ timeline: PlanTimeline, _ target: PlanElement.Kind, _ property: PlanTrack.Property) -> PlanTrack? {
        timeline.tracks.first { $0.target == target && $0.property == property }
    }

    @Test func everySourceComponentHasItsSpec() throws {
        let names = try Paths.files(in: Paths.specs).map { $0.deletingPathExtension().lastPathComponent }
        for component in [
            "lh-edit-picker", "lh-pop-text", "pop-message-toast", "pop-buttons-alert", "sgq-action-sheet", "sgq-alert",
            "tyz-system-dialogs", "d-alert",
        ] {
            #expect(names.contains(component), "Specs/\(component).json is missing")
        }
    }

    @Test(arguments: devices)
    func thePickerIsTwoFifthsHighAtThreeFifthsWithASixthForItsToolbar(_ device: Device) throws {
        let plan = try Self.plan("lh-edit-picker", on: device)
        let picker = PlanTestSupport.container(plan)
        #expect(picker.frame.x == 0 && picker.frame.width == device.width, "full width")
        #expect(Self.close(picker.frame.height, device.height * 2 / 5), "2/5 of the screen high")
        #expect(Self.close(picker.frame.y, device.height * 3 / 5), "at 3/5 of the screen")
        let toolbar = try #require(PlanTestSupport.all(plan, kind: .toolbar).first)
        #expect(Self.close(toolbar.frame.height, picker.frame.height / 6), "toolbar 1/6 of the picker")
        #expect(PlanTestSupport.all(plan, kind: .button).map(\.frame.width) == [100, 100], "100-pt toolbar buttons")
        #expect(plan.motion.show.duration == 0.5)
        // The sheet slides out in 0.5 s, then the cover fades.
        let slide = try #require(Self.track(plan.motion.hide, .container, .translateY))
        #expect(slide.delay == nil && plan.motion.hide.duration >= 0.5)
        let cover = try #require(Self.track(plan.motion.hide, .cover, .opacity))
        #expect(cover.delay == 0.5)
        #expect(plan.elements[0].fill?.opacity == 0.5)
    }

    @Test(arguments: devices)
    func theTextDialogIsAt15AndAThirdDownAThirdHigh(_ device: Device) throws {
        let plan = try Self.plan("lh-pop-text", on: device)
        let card = PlanTestSupport.container(plan)
        #expect(card.frame.x == 15)
        #expect(card.frame.width == device.width - 30)
        #expect(Self.close(card.frame.y, device.height / 3))
        #expect(Self.close(card.frame.height, device.height / 3))
        #expect(card.cornerRadius == 5)
        let textView = try #require(PlanTestSupport.all(plan, kind: .textView).first)
        #expect(textView.text?.font.size == 15)
        #expect(textView.fill == DialogColor(red: 128, green: 128, blue: 128, opacity: 0.737), "grey 0.5 at alpha 0.739 (#808080BC)")
        #expect(plan.behaviour.input?.allowsNewlines == true)
    }

    @Test(arguments: devices)
    func theToastIsA190PointBubbleWithA170PointLabelThatSpringsFrom175(_ device: Device) throws {
        let plan = try Self.plan("pop-message-toast", on: device)
        let bubble = PlanTestSupport.container(plan)
        let label = try #require(PlanTestSupport.all(plan, kind: .message).first)
        #expect(bubble.frame.width == 190)
        #expect(label.frame.width == 170)
        #expect(bubble.frame.height == label.frame.height + 20)
        #expect(bubble.fill == DialogColor(red: 0, green: 0, blue: 0, opacity: 0.75))
        guard case .spring(let spring) = plan.motion.show.timing else {
            Issue.record("the show is no spring: \(plan.motion.show.timing)")
            return
        }
        #expect(Self.track(plan.motion.show, .bubble, .scale)?.from == 1.75)
        // POP's tension 1000, friction 10.3 and mass 1.3 as a damping ratio and response.
        let (tension, friction, mass) = (1000.0, 10.3, 1.3)
        #expect(Self.close(spring.dampingRatio, friction / (2 * (tension * mass).squareRoot()), within: 0.001))
        #expect(Self.close(spring.response, 2 * Double.pi * (mass / tension).squareRoot(), within: 0.001))
        #expect(plan.motion.hide.duration == 0.2)
        #expect(Self.track(plan.motion.hide, .bubble, .scale)?.to == 0.75)
        #expect(Self.track(plan.motion.hide, .bubble, .opacity)?.to == 0)
    }

    @Test(arguments: devices)
    func theButtonsAlertIs240PointsWith40PointButtons(_ device: Device) throws {
        let plan = try Self.plan("pop-buttons-alert", on: device)
        #expect(PlanTestSupport.container(plan).frame.width == 240)
        #expect(PlanTestSupport.all(plan, kind: .message).first?.frame.width == 210)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.count == 2 && buttons.allSatisfy { $0.frame.height == 40 && $0.text?.font.size == 16 })
        #expect(Set(buttons.map(\.frame.y)).count == 1, "side by side")
    }

    @Test(arguments: devices)
    func theDAlertIsTheScreenLess80WithA50PointHeaderAndFooterAndHidesTo06(_ device: Device) throws {
        let plan = try Self.plan("d-alert", on: device)
        let card = PlanTestSupport.container(plan)
        #expect(card.frame.width == device.width - 80)
        let message = try #require(PlanTestSupport.all(plan, kind: .message).first)
        let body = min(message.frame.height + 60, device.height - 180)
        #expect(card.frame.height == 50 + body + 50, "header 50, body text + 60 capped at H - 180, footer 50")
        #expect(PlanTestSupport.all(plan, kind: .button).allSatisfy { $0.frame.height == 50 })
        #expect(plan.motion.show.duration == 0, "no show animation")
        #expect(plan.motion.hide.duration == 0.2)
        #expect(Self.track(plan.motion.hide, .container, .scale)?.to == 0.6)
        #expect(Self.track(plan.motion.hide, .container, .opacity)?.to == 0)
    }
}

/// Orientation: a phone turned to landscape is still a phone.
@Suite struct DeviceOrientationTests {
    @Test(arguments: ["852x393", "iphone-15-landscape"])
    func aLandscapePhoneShowsTheSystemSheetWithItsCancelButton(_ name: String) throws {
        let device = try #require(Device.named(name))
        #expect(device.isLandscape && !device.isRegularWidth)
        let plan = try PlanTestSupport.plan(
            """
            {"id": "s", "type": "actionSheet", "buttons": [{"id": "a", "title": "A"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}
            """, device: device)
        #expect(!plan.behaviour.requiresAnchor, "no popover on a phone")
        #expect(plan.actions.allSatisfy { $0.isVisible }, "the cancel button stays")
    }

    @Test func anIPadIsRegularWidthEitherWayRound() throws {
        #expect(Device.named("ipad-air")!.isRegularWidth)
        #expect(Device.named("ipad-air-landscape")!.isRegularWidth)
        #expect(Device.named("1180x820")!.isRegularWidth)
        #expect(Device.named("iphone-15-landscape")!.width == 852)
    }
}

/// Nothing a dialog declares is left out of its plan: each button (but the cancel button an iPad
/// popover drops, which the plan marks invisible) and each text has its element, also the
/// picker's further buttons and its message beside a title, which the source dropped.
@Suite struct PlacementTests {
    static func checkEverythingIsPlaced(_ dialog: Dialog, in source: SourceFile, on device: Device) {
        let plan = LayoutEngine.plan(dialog, in: source, device: device)
        let label = "\(dialog.id.value) on \(device.name)"
        let buttonIDs = Set(PlanTestSupport.all(plan, kind: .button).compactMap(\.id))
        for action in plan.actions where action.isVisible {
            #expect(buttonIDs.contains(action.id), "\(label): button '\(action.id)' is not placed")
        }
        let declared = [dialog.title, dialog.subtitle, dialog.message].compactMap { $0 }.filter { !$0.value.isEmpty }.count
        let labels = [PlanElement.Kind.title, .subtitle, .message].flatMap { PlanTestSupport.all(plan, kind: $0) }.count
        // A toast joins its texts into one label.
        #expect(labels == (dialog.type.value == .toast ? min(1, declared) : declared), "\(label): \(declared) texts, \(labels) labels")
    }

    @Test func everyDeclaredElementOfGeneratedSpecsIsPlaced() {
        let dialogs = PlanInvariantTests.randomDialogs(seed: 13, count: 150)
        #expect(dialogs.count == 150)
        for (dialog, source) in dialogs {
            for device in Device.presets { Self.checkEverythingIsPlaced(dialog, in: source, on: device) }
        }
    }

    @Test func thePickersFurtherButtonsAndItsMessageArePlaced() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "p", "type": "picker", "title": "Time", "message": "Pick a time of day", "options": ["Morning", "Noon"],
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "done", "title": "Done"},
                         {"id": "reset", "title": "Reset"}]}
            """, device: Device.named("iphone-se")!)
        let buttons = PlanTestSupport.all(plan, kind: .button)
        #expect(buttons.map(\.id) == ["cancel", "done", "reset"])
        #expect(buttons[1].frame.maxX == 320 && buttons[2].frame.maxX == buttons[1].frame.x, "the first confirm on the right edge")
        let toolbar = try #require(PlanTestSupport.all(plan, kind: .toolbar).first)
        let message = try #require(PlanTestSupport.all(plan, kind: .message).first)
        #expect(message.frame.y >= toolbar.frame.maxY, "the message has a band under the toolbar")
        #expect(PlanTestSupport.all(plan, kind: .pickerRow).allSatisfy { $0.frame.y >= message.frame.maxY })
    }
}
