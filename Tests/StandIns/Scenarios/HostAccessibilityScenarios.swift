// What the UIKit host does for accessibility without the app's help: it hears of dark mode
// through its view's trait changes, re-resolves the cover with the dialog, sets custom fonts
// with `UIFontMetrics` at the size the layout measured, gives a system alert's actions the
// buttons' labels and hints, and makes a custom dialog a VoiceOver group its spec names.
import DialogRuntime
import UIKit

enum HostAccessibilityScenarios {
    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("custom-alert-turns-dark-with-its-window-without-the-app", turnsDarkWithItsWindow),
        ("cover-re-resolved-when-the-appearance-changes", coverReResolved),
        ("custom-fonts-scale-with-uifontmetrics-at-ax3", customFontsScaleAtAX3),
        ("custom-text-field-font-is-the-plans-and-scales", textFieldFontScales),
        ("system-alert-actions-carry-the-buttons-labels-and-hints", systemAlertActionsCarryLabels),
        ("custom-alert-is-a-voiceover-group-its-spec-names", customAlertIsAGroup),
    ]

    @MainActor static func turnsDarkWithItsWindow(_ scenario: Scenario) {
        let stage = Stage()
        stage.presenter.present(CustomAlertScenarios.alert, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        AccessibilityScenarios.expectPlanColors(of: card, for: .light, on: stage, scenario, "light")
        // The system turns the window dark; the app registers nothing and calls nothing.
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .dark)
        stage.advance(by: 0)
        scenario.expect("the host reads the dark appearance", stage.host.accessibility.appearance, .dark)
        AccessibilityScenarios.expectPlanColors(of: card, for: .dark, on: stage, scenario, "dark")
        let message = card.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "This cannot be undone." }
        var screen = stage.host.screen
        screen.appearance = .dark
        let dark = DescriptorLayout(CustomAlertScenarios.alert, on: screen, measurer: stage.host.textMeasurer)
        scenario.expect(
            "dark: the message", message?.textColor.map { UIColor.standInHex($0.resolvedColor(with: card.traitCollection)) },
            dark.parts.first { $0.kind == .message }?.text.map { hex($0.color) })

        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .light)
        stage.advance(by: 0)
        AccessibilityScenarios.expectPlanColors(of: card, for: .light, on: stage, scenario, "light again")
    }

    /// A cover black in light appearance and a dark gray in dark, as a spec may write it.
    static let shaded: DialogDescriptor<CustomAlertScenarios.Action> = {
        var alert = CustomAlertScenarios.alert
        alert.style.coverColor = DialogColor(
            light: DialogColor(red: 0, green: 0, blue: 0), dark: DialogColor(red: 0x2C, green: 0x2C, blue: 0x2E))
        return alert
    }()

    @MainActor static func coverReResolved(_ scenario: Scenario) {
        let stage = Stage()
        stage.presenter.present(shaded, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let cover = stage.covers.first else {
            return scenario.check("the cover is shown", false, "no cover in the host's view")
        }
        func shown() -> String? { cover.backgroundColor.map { UIColor.standInHex($0.resolvedColor(with: cover.traitCollection)) } }
        scenario.expect("the cover is the light color, opaque", shown(), "#000000")
        scenario.expect("at the spec's opacity", cover.alpha, 0.4)

        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .dark)
        stage.advance(by: 0)
        scenario.expect("the cover is the dark color once the window is dark", shown(), "#2C2C2E")
        scenario.expect("it keeps the spec's opacity", cover.alpha, 0.4)
        scenario.expect("the presenter's layout for dark says the same", hex(shaded.coverColor(in: .dark)), "#2C2C2E")

        guard let cancel = stage.dialogView?.button(titled: "Cancel") else {
            return scenario.check("the card has a Cancel button", false)
        }
        scenario.check("Cancel takes the tap", UIKitStandIn.tap(cancel))
        stage.advance(by: 0.2)
        scenario.expect("the cover goes with the dialog", stage.covers.count, 0)
    }

    /// Fonts a spec scales with Dynamic Type: the title relative to title1, the message to body
    /// up to 24 points, the Delete button's relative to headline; Cancel keeps the system's.
    static let scaled: DialogDescriptor<CustomAlertScenarios.Action> = {
        var alert = descriptor(
            "delete-photo", kind: .alert, title: "Delete photo?", message: "This cannot be undone.",
            buttons: [
                DialogButton(action: CustomAlertScenarios.Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
                DialogButton(
                    action: CustomAlertScenarios.Action.delete, title: "Delete", role: .destructive, isPreferred: true, color: nil,
                    font: DialogFont(size: 16, weight: .semibold, relativeTo: .headline)),
            ])
        alert.style.titleFont = DialogFont(size: 14, weight: .semibold, relativeTo: .title1)
        alert.style.messageFont = DialogFont(size: 13, relativeTo: .body, maxSize: 24)
        return alert
    }()

    @MainActor static func customFontsScaleAtAX3(_ scenario: Scenario) {
        let stage = Stage()
        // AX3, the smallest size of at least 200 %, where Apple's Larger Text criterion is judged.
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(size: .accessibilityExtraLarge)
        scenario.expect("the host lays out at the view's text size", stage.host.screen.contentSize, .ax3)
        let layout = DescriptorLayout(scaled, on: stage.host.screen, measurer: stage.host.textMeasurer)
        stage.presenter.present(scaled, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        scenario.expect("the card is the plan's size at AX3", card.frame, rect(layout.frame))
        func part(_ kind: PlanElement.Kind) -> PlanElement? { layout.parts.first { $0.kind == kind } }
        let labels = card.allSubviews.compactMap { $0 as? UILabel }
        let title = labels.first { $0.text == "Delete photo?" }
        let message = labels.first { $0.text == "This cannot be undone." }

        // 14 points relative to title1 (28 at Large, 48 at AX3): 24, not body's 32.9.
        scenario.expect("the plan sets the title as title1 grows", part(.title)?.text?.font.size ?? 0, 24)
        scenario.expect("the title's font is the plan's size", title?.font.pointSize ?? 0, CGFloat(part(.title)?.text?.font.size ?? -1))
        scenario.expect("in the plan's weight", title?.font.standInWeight, .semibold)
        scenario.check("the title's font follows later text size changes", title?.adjustsFontForContentSizeCategory == true)
        scenario.expect("the title's frame is the plan's", title?.frame ?? .zero, part(.title).map { rect($0.frame) } ?? .zero)
        // 13 points relative to body grow to 30.6 at AX3, held at the spec's 24.
        scenario.expect("the plan holds the message at its maxSize", part(.message)?.text?.font.size ?? 0, 24)
        scenario.expect(
            "the message's font is the plan's size", message?.font.pointSize ?? 0, CGFloat(part(.message)?.text?.font.size ?? -1))
        scenario.check("the message's font follows later text size changes", message?.adjustsFontForContentSizeCategory == true)

        let buttonParts = layout.parts.filter { $0.kind == .button }
        let delete = card.button(titled: "Delete")
        let deletePart = buttonParts.first { $0.id == "1" }
        // 16 points relative to headline (17 at Large, 40 at AX3): 37.6.
        scenario.expect(
            "the Delete button's title font is the plan's size", delete?.titleLabel?.font.pointSize ?? 0,
            CGFloat(deletePart?.text?.font.size ?? -1))
        scenario.check("and follows later text size changes", delete?.titleLabel?.adjustsFontForContentSizeCategory == true)
        let cancel = card.button(titled: "Cancel")
        let cancelPart = buttonParts.first { $0.id == "0" }
        scenario.expect(
            "the Cancel button's system font is the plan's size, as before", cancel?.titleLabel?.font.pointSize ?? 0,
            CGFloat(cancelPart?.text?.font.size ?? -1))
        scenario.check(
            "and is not one UIKit rescales", cancel?.titleLabel?.adjustsFontForContentSizeCategory == false)

        // Once the user goes back to Large, UIKit rescales the scaled fonts to the spec's sizes.
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(size: .large)
        scenario.expect("the title is 14 points again at Large", title?.font.pointSize ?? 0, 14)
        scenario.expect("the message is 13 points again at Large", message?.font.pointSize ?? 0, 13)
    }

    @MainActor static func textFieldFontScales(_ scenario: Scenario) {
        let stage = Stage()
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(size: .accessibilityExtraLarge)
        var rename = TextInputScenarios.rename
        rename.style.fieldFont = DialogFont(size: 14, relativeTo: .callout, maxSize: 30)
        let layout = DescriptorLayout(rename, on: stage.host.screen, measurer: stage.host.textMeasurer)
        stage.presenter.present(rename, as: TextInputResult<TextInputScenarios.Action>.self) { _ in }
        stage.advance(by: 0.25)
        let field = stage.dialogView?.allSubviews.compactMap { $0 as? UITextField }.first
        let planned = layout.parts.first { $0.kind == .textField }?.text?.font.size
        // 14 points relative to callout (16 at Large, 38 at AX3): 33.25, held at 30.
        scenario.expect("the plan holds the field's text at its maxSize", planned ?? 0, 30)
        scenario.expect("the field's font is the plan's size", field?.font?.pointSize ?? 0, CGFloat(planned ?? -1))
        scenario.check("and follows later text size changes", field?.adjustsFontForContentSizeCategory == true)
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(size: .large)
        scenario.expect("the field's text is the spec's 14 points again at Large", field?.font?.pointSize ?? 0, 14)

        let plain = Stage()
        plain.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(size: .accessibilityExtraLarge)
        let plainLayout = DescriptorLayout(TextInputScenarios.rename, on: plain.host.screen, measurer: plain.host.textMeasurer)
        plain.presenter.present(TextInputScenarios.rename, as: TextInputResult<TextInputScenarios.Action>.self) { _ in }
        plain.advance(by: 0.25)
        let plainField = plain.dialogView?.allSubviews.compactMap { $0 as? UITextField }.first
        scenario.expect(
            "a field without a spec font is set at the plan's size for the text size",
            plainField?.font?.pointSize ?? 0, CGFloat(plainLayout.parts.first { $0.kind == .textField }?.text?.font.size ?? -1))
        scenario.check("which UIKit does not rescale", plainField?.adjustsFontForContentSizeCategory == false)
    }

    static let labelled = descriptor(
        "delete-photo", kind: .alert, title: "Delete photo?", message: "This cannot be undone.",
        buttons: [
            DialogButton(
                action: SystemAlertScenarios.Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil, font: nil,
                accessibilityLabel: nil, accessibilityHint: "Keeps the photo"),
            DialogButton(
                action: SystemAlertScenarios.Action.delete, title: "Delete", role: .destructive, isPreferred: false, color: nil,
                font: nil, accessibilityLabel: "Delete photo", accessibilityHint: "Removes it from all your devices"),
        ], renderer: .system)

    @MainActor static func systemAlertActionsCarryLabels(_ scenario: Scenario) {
        let stage = Stage()
        stage.presenter.present(labelled, as: SystemAlertScenarios.Action.self) { _ in }
        guard let controller = stage.root.presentedViewController as? UIAlertController else {
            return scenario.check("an alert controller is presented", false)
        }
        scenario.expect("one action per button", controller.actions.map(\.title), ["Cancel", "Delete"])
        scenario.expect(
            "each action's label is the button's accessibilityLabel, else its title",
            controller.actions.map(\.accessibilityLabel), ["Cancel", "Delete photo"])
        scenario.expect(
            "each action's hint is the button's", controller.actions.map(\.accessibilityHint),
            ["Keeps the photo", "Removes it from all your devices"])
        stage.advance(by: UIViewController.standInTransitionDuration)
        scenario.check("the labelled Delete action takes the tap", controller.standInTap(controller.actions[1]))
        stage.advance(by: UIViewController.standInTransitionDuration)
        scenario.check("the alert is gone", stage.root.presentedViewController == nil)
    }

    @MainActor static func customAlertIsAGroup(_ scenario: Scenario) {
        let stage = Stage()
        UIKitStandIn.isVoiceOverRunning = true
        let photos = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        photos.text = "Photos"
        stage.view.addSubview(photos)
        UIAccessibility.post(notification: .screenChanged, argument: photos)
        var named = CustomAlertScenarios.alert
        named.accessibilityLabel = "Delete photo confirmation"
        named.accessibilityHint = "Deleting cannot be undone"
        stage.presenter.present(named, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView, let focus = UIKitStandIn.voiceOverFocus else {
            return scenario.check("the card is shown with VoiceOver's focus in it", false)
        }
        scenario.expect("the card is a semantic group", card.accessibilityContainerType, .semanticGroup)
        scenario.expect("named by the dialog's accessibilityLabel", card.accessibilityLabel, "Delete photo confirmation")
        scenario.expect("with the dialog's accessibilityHint", card.accessibilityHint, "Deleting cannot be undone")
        scenario.check("the card is a container, not an element", !card.isAccessibilityElement)
        scenario.check("VoiceOver's focus moved into the card", focus.isDescendant(of: card))
        scenario.check(
            "moving in from the app enters the group, so VoiceOver speaks its label first",
            UIKitStandIn.groupsEntered(movingTo: focus, from: photos).map { $0 === card } == [true])
        let reachable = UIKitStandIn.voiceOverElements(in: stage.window).compactMap(\.accessibilityLabel)
        scenario.expect(
            "the title, message and buttons stay VoiceOver's elements", reachable,
            ["Delete photo?", "This cannot be undone.", "Cancel", "Delete"])
        scenario.check("the card stays modal", card.accessibilityViewIsModal)

        guard let cancel = card.button(titled: "Cancel") else { return scenario.check("the card has a Cancel button", false) }
        UIKitStandIn.tap(cancel)
        stage.advance(by: 0.2)
        stage.presenter.present(CustomAlertScenarios.alert, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        scenario.expect(
            "a dialog whose spec names no group is no container", stage.dialogView?.accessibilityContainerType,
            UIAccessibilityContainerType.none)
    }
}
