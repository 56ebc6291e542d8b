// The custom bottom sheet and picker: shown from the bottom at the plan's frames, ended by a tap.
import DialogRuntime
import UIKit

enum SheetAndPickerScenarios {
    enum Action: String, Sendable, Hashable {
        case share, cancel, done
    }

    static let sheet: DialogDescriptor<Action> = {
        var sheet = descriptor(
            "share-sheet", kind: .actionSheet, title: "Share photo", message: nil,
            buttons: [
                DialogButton(action: Action.share, title: "Share", role: .default, isPreferred: false, color: nil),
                DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
            ], show: 0.3, hide: 0.25)
        sheet.presentation.showType = .fromBottom
        sheet.presentation.animation = .slide
        return sheet
    }()

    static let picker: DialogDescriptor<Action> = {
        var picker = descriptor(
            "sort-order", kind: .picker, title: "Sort by", message: nil,
            buttons: [
                DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
                DialogButton(action: Action.done, title: "Done", role: .default, isPreferred: true, color: nil),
            ], show: 0.3, hide: 0.25)
        picker.options = ["Date", "Name", "Size"]
        picker.selectedIndex = 1
        picker.presentation.showType = .fromBottom
        picker.presentation.animation = .slide
        return picker
    }()

    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("custom-sheet-slides-up-and-ends-by-a-tap", sheetSlidesUpAndEndsByATap),
        ("custom-picker-reports-the-row-spun-to", pickerReportsTheRowSpunTo),
    ]

    @MainActor static func sheetSlidesUpAndEndsByATap(_ scenario: Scenario) {
        let stage = Stage()
        let delivery = Delivery<Action>()
        let expectedFrame = rect(DescriptorLayout(sheet, on: stage.host.screen, measurer: stage.host.textMeasurer).frame)
        stage.presenter.present(sheet, as: Action.self) { delivery.receive($0) }
        guard let view = stage.dialogView else {
            return scenario.check("the sheet is shown", false, "no dialog view in the host's view")
        }
        scenario.expect("the sheet slides in opaque, as the plan draws it", view.alpha, 1)
        stage.advance(by: 0.3)
        scenario.expect("the sheet rests at the plan's frame", view.frame, expectedFrame)
        scenario.check("the sheet sits on the bottom half", view.frame.minY > stage.view.bounds.midY, "frame \(view.frame)")
        scenario.check("the Share row takes the tap", view.button(titled: "Share").map { UIKitStandIn.tap($0) } ?? false)
        stage.advance(by: 0.25)
        scenario.expect("the result is the row's", delivery.results, [.share])
        scenario.check("the sheet is removed", view.window == nil)
    }

    @MainActor static func pickerReportsTheRowSpunTo(_ scenario: Scenario) {
        let stage = Stage()
        let delivery = Delivery<PickerResult<Action>>()
        stage.presenter.present(picker, as: PickerResult<Action>.self) { delivery.receive($0) }
        stage.advance(by: 0.3)
        scenario.expect("the picker is opaque once shown", stage.dialogView?.alpha ?? -1, 1)
        guard let view = stage.dialogView, let wheel = view.allSubviews.compactMap({ $0 as? UIPickerView }).first else {
            return scenario.check("the picker is shown with a wheel", false, "no picker view")
        }
        scenario.expect(
            "the wheel's rows are the options", wheel.standInRowViews().map { ($0 as? UILabel)?.text ?? "?" }, ["Date", "Name", "Size"])
        scenario.expect("the spec's row is selected first", wheel.selectedRow(inComponent: 0), 1)
        wheel.standInSpin(to: 2)
        scenario.check("Done takes the tap", view.button(titled: "Done").map { UIKitStandIn.tap($0) } ?? false)
        stage.advance(by: 0.25)
        scenario.expect("the result's row is the one spun to", delivery.results.first??.row, 2)
        scenario.expect("the result's action is Done", delivery.results.first??.action, .done)
        scenario.check("the picker is removed", view.window == nil)
    }
}
