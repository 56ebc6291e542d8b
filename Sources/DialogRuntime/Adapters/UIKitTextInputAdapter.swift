#if canImport(UIKit) && !os(watchOS)
import UIKit

// `UIAction` and `UIControl.addAction(_:for:)`, which enforce the field's rules as it changes, are iOS 14.
@available(iOS 14.0, tvOS 14.0, *)
extension TextInputDialog {
    /// An alert controller with the dialog's text field that calls `onResult` with the button and the text.
    ///
    /// The field keeps to `maxLength` while typing and pasting, and a required field keeps the
    /// buttons other than cancel disabled while it is empty. A multiline field is shown on one
    /// line, as alert text fields are.
    @MainActor public static func makeAlertController(
        onResult: @escaping @MainActor (TextInputResult<Action>) -> Void
    ) -> UIAlertController {
        let field = descriptor.textField
        return UIAlertController.textInputDialog(descriptor) { action, controller in
            let text = controller?.textFields?.first?.text ?? ""
            onResult(TextInputResult(action: action, text: field?.limited(text) ?? text))
        }
    }

    /// Presents the dialog over `presenter` (as an alert with a text field, or as the custom
    /// text dialog its renderer asks for) once the dialogs presented before it from there are gone.
    ///
    /// Returns the alert controller a system-rendered dialog shows in, or will once its turn comes.
    @MainActor @discardableResult public static func present(
        from presenter: UIViewController, animated: Bool = true,
        onResult: @escaping @MainActor (TextInputResult<Action>) -> Void
    ) -> UIAlertController {
        presenter.presentDialog(Self.self, animated: animated, onResult: onResult) { makeAlertController(onResult: onResult) }
    }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UIAlertController {
    /// An alert with one action per button and the dialog's text field, kept to `maxLength`
    /// while typing and pasting; a required field keeps the buttons other than cancel disabled
    /// while it is empty, since an alert cannot say what is missing.
    static func textInputDialog<Action>(
        _ descriptor: DialogDescriptor<Action>, onTap: @escaping @MainActor (Action, UIAlertController?) -> Void
    ) -> UIAlertController {
        let field =
            descriptor.textField
            ?? DialogTextField(
                placeholder: nil, initialText: "", isMultiline: false, isSecure: false, isRequired: false, maxLength: nil)
        let controller = UIAlertController.dialog(descriptor, style: .alert, onTap: onTap)
        let confirming = controller.actions.filter { $0.style != .cancel }
        func update(for text: String) {
            guard field.isRequired else { return }
            for action in confirming { action.isEnabled = !field.lacksRequiredText(text) }
        }
        controller.addTextField { textField in
            textField.placeholder = field.placeholder
            textField.text = field.limited(field.initialText)
            textField.isSecureTextEntry = field.isSecure
            // The alert's own Return taps its preferred action, so only the key's title and the clear button are the spec's.
            textField.returnKeyType = field.returnKey.uiReturnKey
            textField.clearButtonMode = field.showsClearButton ? .whileEditing : .never
            let changed = UIAction { [weak textField] _ in
                guard let textField else { return }
                // Text still being composed (pinyin, kana) is not the final text; cutting it would break the input method.
                if textField.markedTextRange == nil, let text = textField.text, field.limited(text) != text {
                    textField.text = field.limited(text)
                }
                update(for: textField.text ?? "")
            }
            textField.addAction(changed, for: .editingChanged)
        }
        update(for: field.limited(field.initialText))
        return controller
    }
}
#endif
