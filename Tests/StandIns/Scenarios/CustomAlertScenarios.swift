// A custom-drawn alert shown and hidden through the UIKit host.
import DialogRuntime
import UIKit

enum CustomAlertScenarios {
    enum Action: String, Sendable, Hashable {
        case delete, cancel
    }

    static let alert = descriptor(
        "delete-photo", kind: .alert, title: "Delete photo?", message: "This cannot be undone.",
        buttons: [
            DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
            DialogButton(action: Action.delete, title: "Delete", role: .destructive, isPreferred: true, color: nil),
        ])

    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("custom-alert-shown-and-hidden-by-a-tap", shownAndHiddenByATap)
    ]

    @MainActor static func shownAndHiddenByATap(_ scenario: Scenario) {
        let stage = Stage()
        let delivery = Delivery<Action>()
        let expectedFrame = rect(DescriptorLayout(alert, on: stage.host.screen, measurer: stage.host.textMeasurer).frame)
        stage.presenter.present(alert, as: Action.self) { delivery.receive($0) }

        guard let card = stage.dialogView else {
            return scenario.check("the card is in the window as soon as it is presented", false, "no dialog view in the host's view")
        }
        scenario.check("the card is in the window", card.window === stage.window)
        // UIKit applies an animation's end values at once; the clock decides when it completes.
        scenario.expect("the show animates over the spec's duration", UIKitStandIn.animations.first?.duration ?? -1, 0.25)
        scenario.expect("one cover under the card", stage.covers.count, 1)
        scenario.check("touches are blocked while the card comes in", !stage.view.isUserInteractionEnabled)
        scenario.check(
            "a tap during the show animation does not reach the buttons",
            card.button(titled: "Delete").map { !UIKitStandIn.tap($0) } ?? false)

        stage.advance(by: 0.25)
        scenario.expect("the card rests at the plan's frame", card.frame, expectedFrame)
        scenario.expect("the card is opaque after the show animation", card.alpha, 1)
        scenario.check("the card is not transformed after the show", card.transform.isIdentity, "transform \(card.transform)")
        scenario.expect("the cover is at the spec's opacity", stage.covers.first?.alpha ?? -1, 0.4)
        scenario.check("touches are released once shown", stage.view.isUserInteractionEnabled)
        scenario.check("the title is in a label", card.labelTexts.contains("Delete photo?"), "labels \(card.labelTexts)")
        scenario.check("the message is in a label", card.labelTexts.contains("This cannot be undone."), "labels \(card.labelTexts)")
        scenario.check("the show ran as UIKit animations", !UIKitStandIn.animations.isEmpty)
        scenario.expect("nothing is delivered while shown", delivery.results.count, 0)

        guard let delete = card.button(titled: "Delete") else {
            return scenario.check(
                "the card has a Delete button", false, "buttons \(card.allSubviews.compactMap { ($0 as? UIButton)?.currentTitle })")
        }
        scenario.check("the Delete button takes the tap", UIKitStandIn.tap(delete))
        scenario.expect("the result waits for the hide", delivery.results.count, 0)
        stage.advance(by: 0.2)
        scenario.check("the card is removed", card.superview == nil && card.window == nil)
        scenario.expect("the cover is removed", stage.covers.count, 0)
        scenario.expect("the result is the tapped button's", delivery.results, [.delete])
        scenario.check("touches are released after the hide", stage.view.isUserInteractionEnabled)
        scenario.check("the presenter shows nothing", stage.presenter.presented == nil)

        stage.advance(by: 5)
        scenario.expect("no timer is left behind", UIKitStandIn.clock.pendingCount, 0)
        scenario.expect("the result is delivered once", delivery.results.count, 1)
    }
}
