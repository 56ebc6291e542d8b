// What VoiceOver, the appearance and Reduce Motion see of the UIKit adapters: focus moved into
// a custom alert and back, the alert modal, a toast announced, a color re-resolved in dark
// appearance, and no spring or slide under Reduce Motion.
import DialogRuntime
import UIKit

enum AccessibilityScenarios {
    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("custom-alert-takes-voiceover-focus-and-gives-it-back", focusInAndBack),
        ("toast-is-announced", toastIsAnnounced),
        ("custom-alert-color-re-resolved-in-dark-appearance", colorReResolvedInDark),
        ("custom-alert-recolored-when-increase-contrast-turns-on", recoloredForIncreasedContrast),
        ("custom-alert-under-reduce-motion-only-fades", reduceMotionOnlyFades),
    ]

    @MainActor static func focusInAndBack(_ scenario: Scenario) {
        let stage = Stage()
        UIKitStandIn.isVoiceOverRunning = true
        let photos = UILabel(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        photos.text = "Photos"
        stage.view.addSubview(photos)
        UIAccessibility.post(notification: .screenChanged, argument: photos)
        let before = UIKitStandIn.accessibilityPosts.count
        let delivery = Delivery<CustomAlertScenarios.Action>()
        stage.presenter.present(CustomAlertScenarios.alert, as: CustomAlertScenarios.Action.self) { delivery.receive($0) }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        let posts = UIKitStandIn.accessibilityPosts.dropFirst(before)
        let screenChanges = posts.filter { $0.notification == .screenChanged }
        scenario.check(
            "a screen change names an element of the dialog",
            screenChanges.contains { ($0.argument as? UIView)?.isDescendant(of: card) == true },
            "posts \(posts.map(\.description))")
        scenario.check(
            "VoiceOver's focus is in the dialog", UIKitStandIn.voiceOverFocus?.isDescendant(of: card) == true,
            "focus on \(UIKitStandIn.voiceOverFocus.map { "\(type(of: $0)) \($0.accessibilityLabel ?? "")" } ?? "nothing")")
        scenario.check("the dialog is modal to VoiceOver", card.accessibilityViewIsModal)
        let reachable = UIKitStandIn.voiceOverElements(in: stage.window)
        scenario.check(
            "VoiceOver reaches only the dialog's elements", !reachable.isEmpty && reachable.allSatisfy { $0.isDescendant(of: card) },
            "reachable \(reachable.map { $0.accessibilityLabel ?? "?" })")
        let delete = card.button(titled: "Delete")
        scenario.check("the Delete button is a VoiceOver button", delete?.accessibilityTraits.contains(.button) == true)
        scenario.expect("the Delete button's label is its title", delete?.accessibilityLabel, "Delete")

        guard let cancel = card.button(titled: "Cancel") else {
            return scenario.check("the card has a Cancel button", false)
        }
        UIKitStandIn.tap(cancel)
        stage.advance(by: 0.2)
        scenario.expect("the result is Cancel", delivery.results, [.cancel])
        scenario.check(
            "focus goes back to the element that had it", UIKitStandIn.voiceOverFocus === photos,
            "focus on \(UIKitStandIn.voiceOverFocus.map { "\(type(of: $0)) \($0.accessibilityLabel ?? "")" } ?? "nothing")")
        scenario.check(
            "with a screen change naming it",
            UIKitStandIn.accessibilityPosts.last.map { $0.notification == .screenChanged && ($0.argument as? UIView) === photos }
                ?? false, "posts \(UIKitStandIn.accessibilityPosts.dropFirst(before).map(\.description))")
    }

    @MainActor static func toastIsAnnounced(_ scenario: Scenario) {
        let stage = Stage()
        UIKitStandIn.isVoiceOverRunning = true
        stage.presenter.present(ToastScenarios.toast, as: Never.self) { _ in }
        stage.advance(by: 0.25)
        let announcements = UIKitStandIn.accessibilityPosts.filter { $0.notification == .announcement }
        scenario.check(
            "an announcement carries the toast's text", announcements.contains { $0.argumentDescription.contains("Saved to Photos") },
            "posts \(UIKitStandIn.accessibilityPosts.map(\.description))")
        scenario.expect("it is announced once", announcements.count, 1)
        scenario.check(
            "a toast does not take VoiceOver's focus",
            !UIKitStandIn.accessibilityPosts.contains { $0.notification == .screenChanged },
            "posts \(UIKitStandIn.accessibilityPosts.map(\.description))")
    }

    @MainActor static func colorReResolvedInDark(_ scenario: Scenario) {
        let stage = Stage()
        stage.presenter.present(CustomAlertScenarios.alert, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        var screen = stage.host.screen
        screen.appearance = .light
        let light = DescriptorLayout(CustomAlertScenarios.alert, on: screen, measurer: stage.host.textMeasurer).laidOut.container.fill
        screen.appearance = .dark
        let dark = DescriptorLayout(CustomAlertScenarios.alert, on: screen, measurer: stage.host.textMeasurer).laidOut.container.fill
        func shown() -> String? {
            card.backgroundColor.map { UIColor.standInHex($0.resolvedColor(with: card.traitCollection)) }
        }
        scenario.expect("the card's background is the plan's light one", shown(), light.map(hex))

        // As the host asks of the app: a change of the view's traits is reported to it.
        let host = stage.host
        stage.view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance()) { (_: UIView, _) in
            host.accessibilitySettingsChanged()
        }
        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .dark)
        stage.advance(by: 0)
        scenario.check("the plan's dark background differs from its light one", light != dark)
        scenario.expect("the card's background is the plan's dark one", shown(), dark.map(hex))
        let title = card.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Delete photo?" }
        let titleDark = DescriptorLayout(CustomAlertScenarios.alert, on: screen, measurer: stage.host.textMeasurer).parts
            .first { $0.kind == .title }?.text?.color
        scenario.expect(
            "the title's color is the plan's dark one",
            title?.textColor.map { UIColor.standInHex($0.resolvedColor(with: title?.traitCollection ?? .standInDefault)) },
            titleDark.map(hex))
        expectPlanColors(of: card, for: .dark, on: stage, scenario, "dark")
    }

    /// The colors a shown custom alert has against the plan's for `appearance`: its surface,
    /// its title and its buttons' titles.
    @MainActor static func expectPlanColors(
        of card: UIView, for appearance: DialogAppearance, on stage: Stage, _ scenario: Scenario, _ what: String
    ) {
        var screen = stage.host.screen
        screen.appearance = appearance
        let layout = DescriptorLayout(CustomAlertScenarios.alert, on: screen, measurer: stage.host.textMeasurer)
        let traits = card.traitCollection
        scenario.expect(
            "\(what): the card's background", card.backgroundColor.map { UIColor.standInHex($0.resolvedColor(with: traits)) },
            layout.laidOut.container.fill.map(hex))
        let title = card.allSubviews.compactMap { $0 as? UILabel }.first { $0.text == "Delete photo?" }
        scenario.expect(
            "\(what): the title", title?.textColor.map { UIColor.standInHex($0.resolvedColor(with: traits)) },
            layout.parts.first { $0.kind == .title }?.text.map { hex($0.color) })
        let buttonColors = layout.parts.filter { $0.kind == .button }.compactMap { $0.text.map { hex($0.color) } }
        let shownColors = ["Cancel", "Delete"].map { title in
            card.button(titled: title).map { UIColor.standInHex($0.currentTitleColor.resolvedColor(with: traits)) } ?? "none"
        }
        scenario.expect("\(what): the buttons' titles", shownColors, buttonColors)
    }

    @MainActor static func recoloredForIncreasedContrast(_ scenario: Scenario) {
        let stage = Stage()
        stage.presenter.present(CustomAlertScenarios.alert, as: CustomAlertScenarios.Action.self) { _ in }
        stage.advance(by: 0.25)
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        expectPlanColors(of: card, for: .light, on: stage, scenario, "light")
        // The host hears of Increase Contrast itself: no help from the app.
        UIKitStandIn.isDarkerSystemColorsEnabled = true
        stage.advance(by: 0)
        scenario.expect("the view's traits have increased contrast", card.traitCollection.accessibilityContrast, .high)
        expectPlanColors(of: card, for: .lightHighContrast, on: stage, scenario, "increased contrast")
    }

    @MainActor static func reduceMotionOnlyFades(_ scenario: Scenario) {
        let stage = Stage()
        UIKitStandIn.isReduceMotionEnabled = true
        var springy = CustomAlertScenarios.alert
        springy.presentation.animation = .spring
        stage.presenter.present(springy, as: CustomAlertScenarios.Action.self) { _ in }
        guard let card = stage.dialogView else {
            return scenario.check("the card is shown", false, "no dialog view in the host's view")
        }
        let springs = UIKitStandIn.animations.filter { if case .spring = $0.kind { true } else { false } }
        scenario.expect("no spring runs under Reduce Motion", springs.map(\.description), [])
        scenario.check("the card is not scaled or moved", card.transform.isIdentity, "transform \(card.transform)")
        stage.advance(by: 1)
        scenario.expect("the card is opaque once shown", card.alpha, 1)
    }
}

/// `#RRGGBB` (and `AA` when not opaque) of a layout color, as `UIColor.description` writes it.
func hex(_ color: DialogColor) -> String {
    let alpha = color.alpha == 255 ? "" : String(format: "%02X", color.alpha)
    return String(format: "#%02X%02X%02X", color.red, color.green, color.blue) + alpha
}

extension UIColor {
    static func standInHex(_ color: UIColor) -> String { color.description }
}
