// tvOS has no keyboard notifications, watchOS no views to host.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// Shows `DialogPresenter`'s dialogs in a view, usually the app's window: a cover and a
/// custom-drawn view per presentation, animated along the presenter's timelines, or a
/// `UIAlertController` for a dialog the system renderer draws, presented from the view's
/// view controller (see `UIKitSystemDialogs.swift`).
///
/// It only draws and reports; what to show when, and what a tap means, is the presenter's.
@MainActor public final class UIKitDialogHost: DialogHost {
    /// The view dialogs are shown in.
    public let view: UIView
    /// The keyboard's frame in the view's coordinates, from UIKit's keyboard notifications; nil
    /// while it is hidden or clear of the view.
    public private(set) var keyboardFrame: DialogRect?
    /// Set by the presenter; called whenever the keyboard's frame changes.
    public var keyboardFrameDidChange: (@MainActor (DialogRect?) -> Void)?
    /// Set by the presenter; called whenever the view's appearance, contrast or text size,
    /// Reduce Motion or VoiceOver changes, and when the app calls `accessibilitySettingsChanged()`.
    public var accessibilityDidChange: (@MainActor (DialogAccessibility) -> Void)?
    /// The covers of the custom dialogs, by presentation.
    var covers: [DialogPresentationID: UIControl] = [:]
    /// The custom dialogs' views, by presentation.
    var dialogs: [DialogPresentationID: UIView] = [:]
    /// The kind of each dialog's outermost part, which its timelines animate (a toast's is its bubble).
    private var dialogTargets: [DialogPresentationID: PlanElement.Kind] = [:]
    /// The dialogs added transparent whose show has not yet animated them.
    private var unrevealed: Set<DialogPresentationID> = []
    /// The accessibility settings' notifications' observers, removed when the host goes.
    var accessibilityObservations: [NotificationObservation] = []
    /// The presentations the system renderer draws.
    var systemDialogs: [DialogPresentationID: SystemDialog] = [:]
    /// Presents the system renderer's controllers; without one, the topmost of the view's window.
    weak var viewController: UIViewController?
    /// How `present(from:)` asked for the system dialog being built.
    var nextSystemOptions: (animated: Bool, anchor: PopoverAnchor?)?
    /// The keyboard notifications' observer, removed when the host goes.
    private var keyboardObservation: NotificationObservation?

    /// Creates a host showing dialogs in `view`.
    public init(view: UIView) {
        self.view = view
        // Read here, on the main actor, where UIKit declares it.
        let endKey = UIResponder.keyboardFrameEndUserInfoKey
        keyboardObservation = NotificationObservation(
            NotificationCenter.default.addObserver(
                forName: UIResponder.keyboardWillChangeFrameNotification, object: nil, queue: .main
            ) { [weak self] notification in
                let end = notification.userInfo?[endKey] as? CGRect
                // The main queue: the notification arrives on the main actor.
                MainActor.assumeIsolated { self?.keyboardWillMove(to: end) }
            })
        observeAccessibility()
        observeTraits()
    }

    /// Creates a host showing dialogs in `viewController`'s view, and system dialogs over it.
    public convenience init(viewController: UIViewController) {
        self.init(view: viewController.view)
        self.viewController = viewController
    }

    /// The view's safe area, in the view's coordinates.
    public var bounds: DialogRect {
        let insets = view.safeAreaInsets
        return DialogRect(view.bounds).inset(
            top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// The view's whole area with its safe area, at the view's Dynamic Type size; an iPad's
    /// width by the plan's rule, so the app's layouts are the plan's on the same screen.
    public var screen: DialogScreen {
        let insets = view.safeAreaInsets
        let width = Double(view.bounds.width)
        let height = Double(view.bounds.height)
        return DialogScreen(
            width: width, height: height, safeTop: Double(insets.top), safeBottom: Double(insets.bottom),
            isRegularWidth: min(width, height) >= DialogScreen.regularWidthShortSide,
            contentSize: DialogContentSize(view.traitCollection.preferredContentSizeCategory))
    }

    /// UIKit's text measurement, so custom dialogs fit the fonts the device draws.
    public var textMeasurer: any TextMeasuring { UIKitTextMeasurer() }

    private func keyboardWillMove(to screenFrame: CGRect?) {
        // A keyboard going down ends off screen: in the view's space it no longer overlaps it.
        let frame = screenFrame.map { DialogRect(view.convert($0, from: nil)) }
        keyboardFrame = frame.flatMap { $0.intersects(DialogRect(view.bounds)) ? $0 : nil }
        keyboardFrameDidChange?(keyboardFrame)
    }

    // MARK: Views

    /// Builds the view of the dialog's kind at `layout`'s frames, or a system dialog's alert
    /// controller, not yet on screen.
    public func makeDialog(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, for presentation: DialogPresentationID,
        respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        if descriptor.presentation.renderer == .system {
            // UIKit lays the controller out; the presenter's frame for it goes unused.
            return makeSystemDialog(descriptor, for: presentation, respond: respond)
        }
        let dialog: UIView & DialogContentView =
            switch (descriptor.kind, descriptor.presentation.showType) {
            case (.toast, _): DialogToastView(descriptor, layout: layout)
            case (.picker, _): DialogPickerView(descriptor, layout: layout, respond: respond)
            case (.actionSheet, .fromBottom): DialogSheetView(descriptor, layout: layout, respond: respond)
            default: DialogCardView(descriptor, layout: layout, respond: respond)
            }
        dialog.applyGroupAccessibility(descriptor.groupAccessibility)
        observeTraits(in: dialog)
        dialogs[presentation] = dialog
        dialogTargets[presentation] = layout.laidOut.container.kind
    }

    /// Adds the presentation's transparent cover over the view's contents.
    public func showCover(
        for presentation: DialogPresentationID, color: DialogColor, onTap: @escaping @MainActor () -> Void
    ) {
        // UIKit dims behind its own controllers; a tap there comes through the system dialog's cover.
        if let system = systemDialogs[presentation] {
            system.onCoverTap = onTap
            return
        }
        let cover = UIControl(frame: view.bounds)
        cover.backgroundColor = UIColor(color)
        cover.alpha = 0
        cover.addAction(UIAction { _ in onTap() }, for: .touchUpInside)
        view.addSubview(cover)
        covers[presentation] = cover
    }

    /// Adds the built view above its cover at `frame`, transparent.
    public func showDialog(for presentation: DialogPresentationID, at frame: DialogRect) {
        guard let dialog = dialogs[presentation] else { return }
        dialog.frame = CGRect(frame)
        dialog.alpha = 0
        unrevealed.insert(presentation)
        view.addSubview(dialog)
    }

    /// Animates the dialog to `frame` over `duration` seconds.
    public func move(_ presentation: DialogPresentationID, to frame: DialogRect, duration: Double) {
        guard let dialog = dialogs[presentation] else { return }
        UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState]) {
            dialog.frame = CGRect(frame)
        }
    }

    /// Makes the dialog's text field or text view the first responder.
    public func beginEditing(in presentation: DialogPresentationID) {
        if let system = systemDialogs[presentation] { return system.beginEditing() }
        (dialogs[presentation] as? DialogContentView)?.beginEditing()
    }

    /// Removes the presentation's cover and dialog, or dismisses its alert controller.
    public func remove(_ presentation: DialogPresentationID) {
        systemDialogs.removeValue(forKey: presentation)?.remove()
        covers.removeValue(forKey: presentation)?.removeFromSuperview()
        dialogs.removeValue(forKey: presentation)?.removeFromSuperview()
        dialogTargets.removeValue(forKey: presentation)
        unrevealed.remove(presentation)
    }

    // MARK: Animation

    /// Runs `phase` with UIKit animations on the cover and the dialog, then calls `completion`.
    public func animate(
        _ phase: DialogAnimationPhase, for presentation: DialogPresentationID,
        completion: @escaping @MainActor () -> Void
    ) {
        if systemDialogs[presentation] != nil { return animateSystemDialog(presentation, phase, completion: completion) }
        guard let cover = covers[presentation], let dialog = dialogs[presentation] else { return completion() }
        let target = dialogTargets[presentation] ?? .container
        var dialogStart = phase.state(of: target, at: .start)
        // The first phase that moves the dialog decides how it appears: one that slides or
        // scales it without a fade shows it opaque all along, as the plan draws it.
        if dialogStart != DialogVisualState(), unrevealed.remove(presentation) != nil, dialogStart.opacity == nil {
            dialogStart.opacity = 1
        }
        if !phase.startsFromCurrentState {
            Self.apply(phase.state(of: .cover, at: .start), to: cover)
            Self.apply(dialogStart, to: dialog)
        }
        let coverEnd = phase.state(of: .cover, at: .end)
        let dialogEnd = phase.state(of: target, at: .end)
        let changes: @MainActor @Sendable () -> Void = {
            Self.apply(coverEnd, to: cover)
            Self.apply(dialogEnd, to: dialog)
        }
        let finished: @MainActor @Sendable (Bool) -> Void = { _ in completion() }
        switch phase.timing {
        case .spring(let spring):
            // The dialog starts from rest: the engine's springs carry no velocity.
            UIView.animate(
                withDuration: phase.duration, delay: 0, usingSpringWithDamping: spring.dampingRatio,
                initialSpringVelocity: 0, options: [.beginFromCurrentState],
                animations: changes, completion: finished)
        case .curve(let curve):
            UIView.animate(
                withDuration: phase.duration, delay: 0, options: [.beginFromCurrentState, curve.options],
                animations: changes, completion: finished)
        }
    }

    private static func apply(_ state: DialogVisualState, to view: UIView) {
        if let opacity = state.opacity { view.alpha = opacity }
        if state.scale != nil || state.translationY != nil {
            let scale = state.scale ?? 1
            view.transform = CGAffineTransform(translationX: 0, y: state.translationY ?? 0).scaledBy(x: scale, y: scale)
        }
    }

    // MARK: Touches and focus

    /// Turns the view's user interaction off or on.
    public func setTouchesBlocked(_ blocked: Bool) {
        view.isUserInteractionEnabled = !blocked
    }

    /// The first responder inside the view, if any.
    public var firstResponder: AnyObject? { Self.firstResponder(in: view) }

    private static func firstResponder(in view: UIView) -> UIView? {
        if view.isFirstResponder { return view }
        for subview in view.subviews {
            if let found = firstResponder(in: subview) { return found }
        }
        return nil
    }

    /// Ends editing in the view, so the keyboard goes down.
    public func endEditing() {
        view.endEditing(true)
    }

    /// Makes `responder` the first responder again.
    public func restoreFirstResponder(_ responder: AnyObject) {
        (responder as? UIResponder)?.becomeFirstResponder()
    }
}

/// What a renderer's view offers the host besides being a view.
@MainActor protocol DialogContentView: AnyObject {
    func beginEditing()
}

extension DialogCurve {
    var options: UIView.AnimationOptions {
        switch self {
        case .linear: .curveLinear
        case .easeIn: .curveEaseIn
        case .easeOut: .curveEaseOut
        case .easeInOut: .curveEaseInOut
        }
    }
}

extension DialogRect {
    init(_ rect: CGRect) {
        self.init(x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.width), height: Double(rect.height))
    }
}

extension CGRect {
    init(_ rect: DialogRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}

extension UIColor {
    /// `color`; an adaptive one as a dynamic color UIKit resolves for each trait collection it
    /// is drawn in, so it follows dark mode and Increase Contrast by itself.
    convenience init(_ color: DialogColor) {
        guard color.isAdaptive else {
            self.init(
                red: CGFloat(color.red) / 255, green: CGFloat(color.green) / 255, blue: CGFloat(color.blue) / 255,
                alpha: CGFloat(color.alpha) / 255)
            return
        }
        self.init { traits in UIColor(color.resolved(for: DialogAppearance(traits))) }
    }
}

/// A notification observer, removed from the default center when the observation ends: the
/// host holds one, so the observer goes with the host, whichever thread lets the host go.
final class NotificationObservation {
    private let observer: any NSObjectProtocol

    init(_ observer: any NSObjectProtocol) { self.observer = observer }

    deinit { NotificationCenter.default.removeObserver(observer) }
}
#endif
