// A custom text dialog: its field takes the keyboard, keeps to its length, and the focus the
// app had comes back once the dialog is gone.
import DialogRuntime
import UIKit

enum TextInputScenarios {
    enum Action: String, Sendable, Hashable {
        case cancel, save
    }

    static var rename: DialogDescriptor<Action> {
        var rename = descriptor(
            "rename", kind: .textInput, title: "Rename album", message: nil,
            buttons: [
                DialogButton(action: Action.cancel, title: "Cancel", role: .cancel, isPreferred: false, color: nil),
                DialogButton(action: Action.save, title: "Save", role: .default, isPreferred: true, color: nil),
            ])
        rename.textField = DialogTextField(
            placeholder: "Name", initialText: "", isMultiline: false, isSecure: false, isRequired: true, maxLength: 5)
        return rename
    }

    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("custom-text-dialog-edits-and-gives-focus-back", editsAndGivesFocusBack)
    ]

    @MainActor static func editsAndGivesFocusBack(_ scenario: Scenario) {
        let stage = Stage()
        let search = UITextField(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        stage.view.addSubview(search)
        search.becomeFirstResponder()
        let delivery = Delivery<TextInputResult<Action>>()
        stage.presenter.present(rename, as: TextInputResult<Action>.self) { delivery.receive($0) }
        scenario.check("the app's field lets go of focus while the dialog shows", !search.isFirstResponder)

        stage.advance(by: 0.25)
        guard let card = stage.dialogView, let field = card.allSubviews.compactMap({ $0 as? UITextField }).first else {
            return scenario.check("the card has a text field", false, "no text field in the dialog")
        }
        scenario.check("the dialog's field takes the keyboard once shown", field.isFirstResponder)
        scenario.expect("the placeholder is the spec's", field.placeholder, "Name")
        let save = card.button(titled: "Save")
        scenario.check("Save is disabled while the required field is empty", save?.isEnabled == false)
        field.standInType("Holidays")
        scenario.expect("typing keeps to the length limit", field.text, "Holid")
        scenario.check("Save is enabled once there is text", save?.isEnabled == true)
        scenario.check("Save takes the tap", save.map { UIKitStandIn.tap($0) } ?? false)
        stage.advance(by: 0.2)
        scenario.check("the card is removed", card.window == nil)
        scenario.expect("the result has the button and the text", delivery.results.first??.text, "Holid")
        scenario.expect("the result's action is Save", delivery.results.first??.action, .save)
        scenario.check("the app's field has focus again", search.isFirstResponder)
    }
}
