// A dialog the system renderer draws: a UIAlertController presented and dismissed through the host.
import DialogRuntime
import UIKit

enum SystemAlertScenarios {
    enum Action: String, Sendable, Hashable {
        case delete, cancel
    }

    static let alert = descriptor(
        "delete-photo", kind: .alert, title: "Delete photo?", message: "This cannot be undone.",
        buttons: [
            DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
            DialogButton(action: Action.delete, title: "Delete", role: .destructive, isPreferred: false, color: nil),
        ], renderer: .system)

    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("system-alert-presented-and-dismissed-by-a-tap", presentedAndDismissedByATap)
    ]

    @MainActor static func presentedAndDismissedByATap(_ scenario: Scenario) {
        let stage = Stage()
        let delivery = Delivery<Action>()
        stage.presenter.present(alert, as: Action.self) { delivery.receive($0) }
        guard let controller = stage.root.presentedViewController as? UIAlertController else {
            return scenario.check(
                "an alert controller is presented from the root", false,
                "presented \(String(describing: stage.root.presentedViewController))")
        }
        scenario.expect("the alert has the title", controller.title, "Delete photo?")
        scenario.expect("the alert has the message", controller.message, "This cannot be undone.")
        scenario.expect("one action per button, in order", controller.actions.map(\.title), ["Cancel", "Delete"])
        scenario.expect(
            "the buttons' roles are the actions' styles", controller.actions.map(\.style.rawValue),
            [UIAlertAction.Style.cancel.rawValue, UIAlertAction.Style.destructive.rawValue])
        scenario.check("the alert's view is in the window", controller.view.window === stage.window)

        stage.advance(by: UIViewController.standInTransitionDuration)
        scenario.check("the presentation has ended", !controller.isBeingPresented)
        scenario.check("touches are released once shown", stage.view.isUserInteractionEnabled)
        scenario.check("the Delete action takes the tap", controller.standInTap(controller.actions[1]))
        scenario.check("the alert is being dismissed", controller.isBeingDismissed)
        scenario.expect("the result waits for the dismissal", delivery.results.count, 0)

        stage.advance(by: UIViewController.standInTransitionDuration)
        scenario.check("the alert is gone", stage.root.presentedViewController == nil && controller.view.window == nil)
        scenario.expect("the result is the tapped action's", delivery.results, [.delete])
        scenario.check("the presenter shows nothing", stage.presenter.presented == nil)
        stage.advance(by: 5)
        scenario.expect("the result is delivered once", delivery.results.count, 1)
    }
}
