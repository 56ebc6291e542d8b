// A custom toast shown and hiding itself through the UIKit host.
import DialogRuntime
import UIKit

enum ToastScenarios {
    static let toast = descriptor(
        "saved", kind: .toast, title: nil, message: "Saved to Photos", buttons: [DialogButton<Never>](), autoHide: 1.5)

    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("toast-shown-and-hiding-itself", shownAndHidingItself)
    ]

    @MainActor static func shownAndHidingItself(_ scenario: Scenario) {
        let stage = Stage()
        let delivery = Delivery<Never>()
        let expectedFrame = rect(DescriptorLayout(toast, on: stage.host.screen, measurer: stage.host.textMeasurer).frame)
        stage.presenter.present(toast, as: Never.self) { delivery.receive($0) }
        guard let bubble = stage.dialogView else {
            return scenario.check("the toast is in the window as soon as it is presented", false, "no dialog view in the host's view")
        }
        stage.advance(by: 0.25)
        scenario.expect("the toast rests at the plan's frame", bubble.frame, expectedFrame)
        scenario.expect("the toast is opaque once shown", bubble.alpha, 1)
        scenario.check("the text is in a label", bubble.labelTexts.contains("Saved to Photos"), "labels \(bubble.labelTexts)")
        scenario.check("touches are released once shown", stage.view.isUserInteractionEnabled)

        stage.advance(by: 1.4)
        scenario.check("the toast is still up before its time", bubble.window != nil)
        stage.advance(by: 0.1 + 0.2)
        scenario.check("the toast has hidden itself", bubble.window == nil)
        scenario.expect("the cover is removed", stage.covers.count, 0)
        scenario.expect("the toast ends without a result", delivery.results.count, 1)
        scenario.check("the result is nil", delivery.results.first.map { $0 == nil } ?? false)
        scenario.check("the presenter shows nothing", stage.presenter.presented == nil)
    }
}
