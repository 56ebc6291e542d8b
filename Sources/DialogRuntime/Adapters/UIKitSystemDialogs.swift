#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// A dialog the system renderer draws: its `UIAlertController`, built as soon as anyone asks
/// for it (`present(from:)` returns it while it may still be queued), and what the presenter
/// handed the host for it.
@MainActor final class SystemDialog {
    let controller: UIAlertController
    let animated: Bool
    let anchor: PopoverAnchor?
    /// Hands the controller's button taps to the presenter, once it has made the dialog.
    let relay: ButtonRelay
    var onCoverTap: (@MainActor () -> Void)?
    /// Set once the show has presented the controller: a later phase is the hide, even when a
    /// button tap has already had UIKit dismiss it.
    private(set) var wasPresented = false
    private var cover: UIControl?

    @MainActor final class ButtonRelay {
        var respond: (@MainActor (DialogResponse) -> Void)?
    }

    init(_ descriptor: DialogDescriptor<Int>, animated: Bool, anchor: PopoverAnchor?) {
        self.animated = animated
        self.anchor = anchor
        let relay = ButtonRelay()
        self.relay = relay
        let tapped: @MainActor (Int, UIAlertController?) -> Void = { [weak relay] button, controller in
            relay?.respond?(DialogResponse(button: button, text: controller?.textFields?.first?.text))
        }
        controller =
            descriptor.kind == .textInput
            ? UIAlertController.textInputDialog(descriptor, onTap: tapped)
            : UIAlertController.dialog(descriptor, style: descriptor.kind == .actionSheet ? .actionSheet : .alert, onTap: tapped)
    }

    var isPresented: Bool { controller.presentingViewController != nil }

    /// Presents the controller from `presenter`, then lays a cover under it for the cover tap.
    func present(
        from presenter: UIViewController, in view: UIView, animated phaseAnimates: Bool, completion: @escaping @MainActor () -> Void
    ) {
        let bottom = CGRect(x: view.bounds.midX, y: view.bounds.maxY, width: 0, height: 0)
        controller.anchor(at: anchor ?? .view(view, sourceRect: bottom))
        wasPresented = true
        presenter.present(controller, animated: animated && phaseAnimates) { [weak self] in
            self?.coverBelowController()
            completion()
        }
    }

    /// Dismisses the controller, or waits for UIKit to finish dismissing it after a button tap,
    /// so the next dialog is not presented while this one is still leaving.
    func dismiss(animated phaseAnimates: Bool, completion: @escaping @MainActor () -> Void) {
        if controller.isBeingDismissed, let coordinator = controller.transitionCoordinator {
            _ = coordinator.animate(alongsideTransition: nil) { _ in completion() }
        } else if isPresented {
            controller.dismiss(animated: animated && phaseAnimates) { completion() }
        } else {
            completion()
        }
    }

    func beginEditing() {
        controller.textFields?.first?.becomeFirstResponder()
    }

    func remove() {
        cover?.removeFromSuperview()
        if isPresented, !controller.isBeingDismissed { controller.dismiss(animated: false) }
    }

    /// A transparent control under the alert in UIKit's presentation container: UIKit's dimming
    /// view takes no taps, so this is where a tap beside the alert arrives.
    private func coverBelowController() {
        guard onCoverTap != nil, let container = controller.view.superview else { return }
        let cover = UIControl(frame: container.bounds)
        cover.addAction(UIAction { [weak self] _ in self?.onCoverTap?() }, for: .touchUpInside)
        container.insertSubview(cover, belowSubview: controller.view)
        self.cover = cover
    }
}

extension UIKitDialogHost {
    /// The controller of a system-rendered presentation, built now if the presenter has not yet
    /// made the dialog (it is queued), so `present(from:)` can return it at once.
    func systemController(for presentation: DialogPresentationID, _ descriptor: DialogDescriptor<Int>) -> UIAlertController {
        if let existing = systemDialogs[presentation] { return existing.controller }
        let options = nextSystemOptions ?? (animated: true, anchor: nil)
        let system = SystemDialog(descriptor, animated: options.animated, anchor: options.anchor)
        systemDialogs[presentation] = system
        return system.controller
    }

    func makeSystemDialog(
        _ descriptor: DialogDescriptor<Int>, for presentation: DialogPresentationID,
        respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        _ = systemController(for: presentation, descriptor)
        systemDialogs[presentation]?.relay.respond = respond
    }

    /// The show presents the controller, the hide dismisses it; UIKit animates both its own way.
    func animateSystemDialog(
        _ presentation: DialogPresentationID, _ phase: DialogAnimationPhase, completion: @escaping @MainActor () -> Void
    ) {
        guard let system = systemDialogs[presentation] else { return completion() }
        let animates = phase.duration > 0
        if system.wasPresented {
            system.dismiss(animated: animates, completion: completion)
        } else if let presenter = presentingController {
            system.present(from: presenter, in: view, animated: animates, completion: completion)
        } else {
            completion()
        }
    }

    /// The view controller given, or the topmost one of the view's window.
    private var presentingController: UIViewController? {
        var top = viewController ?? view.window?.rootViewController
        while let presented = top?.presentedViewController, !presented.isBeingDismissed { top = presented }
        return top
    }
}

// MARK: The view controller entry points

extension UIKitDialogHost {
    /// One presenter per view controller, so dialogs shown with `present(from:)` wait their turn.
    private static var presenters: [ObjectIdentifier: (owner: Weak, presenter: DialogPresenter, host: UIKitDialogHost)] = [:]

    private struct Weak {
        weak var object: UIViewController?
    }

    /// The presenter and host of `viewController`'s dialogs, made the first time they are asked for.
    static func presenting(from viewController: UIViewController) -> (DialogPresenter, UIKitDialogHost) {
        presenters = presenters.filter { $0.value.owner.object != nil }
        if let known = presenters[ObjectIdentifier(viewController)] { return (known.presenter, known.host) }
        let host = UIKitDialogHost(viewController: viewController)
        let presenter = DialogPresenter(host: host)
        presenters[ObjectIdentifier(viewController)] = (Weak(object: viewController), presenter, host)
        return (presenter, host)
    }

    /// Presents `dialog` through `viewController`'s presenter, calling `onResult` only when a
    /// button ends it, and returns its alert controller; a dialog the custom renderer draws has
    /// none, and gets one that is never shown, so the entry points keep their signatures.
    static func present<D: DialogDefinition>(
        _ dialog: D.Type, from viewController: UIViewController, animated: Bool, anchor: PopoverAnchor? = nil,
        onResult: @escaping @MainActor (D.Result) -> Void
    ) -> UIAlertController {
        let (presenter, host) = presenting(from: viewController)
        // The presenter makes the dialog inside `present` when nothing is ahead of it, so the
        // options are laid out for whichever of the two calls builds the controller.
        host.nextSystemOptions = (animated, anchor)
        defer { host.nextSystemOptions = nil }
        let id = presenter.present(dialog) { result in
            if let result { onResult(result) }
        }
        let descriptor = D.descriptor.indexed
        guard descriptor.presentation.renderer == .system else {
            return UIAlertController(title: descriptor.title, message: descriptor.alertMessage, preferredStyle: .alert)
        }
        return host.systemController(for: id, descriptor)
    }
}
#endif
