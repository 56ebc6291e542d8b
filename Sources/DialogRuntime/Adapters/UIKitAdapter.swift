// watchOS has a UIKit module, but without view controllers.
#if canImport(UIKit) && !os(watchOS)
import UIKit

/// Where an action sheet's popover points on iPad and Mac Catalyst.
///
/// UIKit raises "You must provide either a sourceView and sourceRect or a barButtonItem"
/// for an unanchored sheet there, so the sheet factories take one where iPhone would not need it.
public enum PopoverAnchor {
    /// A rectangle in `view`'s coordinate space, usually the tapped control's `bounds`.
    case view(UIView, sourceRect: CGRect)
    /// A bar button item the popover points at.
    case barButtonItem(UIBarButtonItem)
}

extension AlertDialog {
    /// An alert controller for the dialog that calls `onResult` with the tapped button's action.
    @MainActor public static func makeAlertController(
        onResult: @escaping @MainActor (Action) -> Void
    ) -> UIAlertController {
        UIAlertController.dialog(descriptor, style: .alert) { action, _ in onResult(action) }
    }

    /// Presents the dialog over `presenter` (as an alert, or as the custom card its renderer
    /// asks for) once the dialogs presented before it from there are gone, with its cover-tap
    /// and auto-hide rules; `onResult` gets the tapped button's action.
    ///
    /// Returns the alert controller a system-rendered dialog shows in, or will once its turn comes.
    @MainActor @discardableResult public static func present(
        from presenter: UIViewController, animated: Bool = true,
        onResult: @escaping @MainActor (Action) -> Void
    ) -> UIAlertController {
        presenter.presentDialog(Self.self, animated: animated, onResult: onResult) { makeAlertController(onResult: onResult) }
    }
}

extension ActionSheetDialog {
    /// An action sheet controller for the dialog, its popover pointing at `anchor` where the sheet is a popover.
    @MainActor public static func makeAlertController(
        anchor: PopoverAnchor, onResult: @escaping @MainActor (Action) -> Void
    ) -> UIAlertController {
        let controller = UIAlertController.dialog(descriptor, style: .actionSheet) { action, _ in onResult(action) }
        controller.anchor(at: anchor)
        return controller
    }

    /// Presents the dialog over `presenter` (as an action sheet, or as the custom sheet its
    /// renderer asks for) once the dialogs presented before it from there are gone, with its
    /// cover-tap rule; a system sheet's popover points at `anchor` where the sheet is a popover.
    ///
    /// Returns the alert controller a system-rendered dialog shows in, or will once its turn comes.
    @MainActor @discardableResult public static func present(
        from presenter: UIViewController, anchor: PopoverAnchor, animated: Bool = true,
        onResult: @escaping @MainActor (Action) -> Void
    ) -> UIAlertController {
        presenter.presentDialog(Self.self, animated: animated, anchor: anchor, onResult: onResult) {
            makeAlertController(anchor: anchor, onResult: onResult)
        }
    }
}

extension UIViewController {
    /// Presents `dialog` through this view controller's presenter; on tvOS, which has no dialog
    /// host, presents `controller()` as it is.
    @MainActor func presentDialog<D: DialogDefinition>(
        _ dialog: D.Type, animated: Bool, anchor: PopoverAnchor? = nil,
        onResult: @escaping @MainActor (D.Result) -> Void, controller: () -> UIAlertController
    ) -> UIAlertController {
        #if os(tvOS)
        let controller = controller()
        present(controller, animated: animated)
        return controller
        #else
        UIKitDialogHost.present(dialog, from: self, animated: animated, anchor: anchor, onResult: onResult)
        #endif
    }
}

extension DialogButtonRole {
    var alertActionStyle: UIAlertAction.Style {
        switch self {
        case .default: .default
        case .cancel: .cancel
        case .destructive: .destructive
        }
    }
}

extension UIAlertController {
    /// A controller with one action per button, each spoken by VoiceOver as the button's
    /// `accessibility` says; `onTap` also gets the controller, for its text fields.
    ///
    /// The dialog's own `accessibilityLabel` and `accessibilityHint` have no place here: UIKit's
    /// alert speaks its title and message and offers no label or hint of the whole alert, so
    /// the title is what VoiceOver names it by.
    static func dialog<Action>(
        _ descriptor: DialogDescriptor<Action>, style: Style,
        onTap: @escaping @MainActor (Action, UIAlertController?) -> Void
    ) -> UIAlertController {
        let controller = UIAlertController(
            title: descriptor.title, message: descriptor.alertMessage, preferredStyle: style)
        for button in descriptor.buttons {
            // Weak: the controller owns its actions, so a strong capture would be a cycle.
            let actionStyle = button.role.alertActionStyle
            let action = UIAlertAction(title: button.title, style: actionStyle) { [weak controller] _ in
                onTap(button.action, controller)
            }
            let accessibility = button.accessibility
            action.accessibilityLabel = accessibility.label
            action.accessibilityHint = accessibility.hint
            controller.addAction(action)
            // Action sheets ignore a preferred action.
            if button.isPreferred, style == .alert { controller.preferredAction = action }
        }
        return controller
    }

    func anchor(at anchor: PopoverAnchor) {
        // tvOS shows action sheets full screen and has no popovers.
        #if !os(tvOS)
        guard let popover = popoverPresentationController else { return }
        switch anchor {
        case .view(let view, let sourceRect):
            popover.sourceView = view
            popover.sourceRect = sourceRect
        case .barButtonItem(let item):
            popover.barButtonItem = item
        }
        #endif
    }
}
#endif
