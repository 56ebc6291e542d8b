// View controllers, presentation and alerts of the UIKit test double (see UIKit.swift).
//
// A presentation puts the presented controller's view in a container over the whole window and
// ends when `UIKitStandIn.clock` passes its duration (`UIViewController.standInTransitionDuration`
// when animated, else 0); its completion runs then. A dismissal keeps `isBeingDismissed` and a
// transition coordinator until it ends.

@MainActor open class UIBarButtonItem {
    public init() {}
}

@MainActor open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
}

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var transitionDuration: TimeInterval { get }
}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

/// The transition under way: runs alongside animations at once and completions when it ends.
@MainActor final class StandInTransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(isAnimated: Bool, transitionDuration: TimeInterval) {
        self.isAnimated = isAnimated
        self.transitionDuration = transitionDuration
    }

    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animation?(self)
        if let completion { completions.append(completion) }
        return true
    }

    func finish() {
        for completion in completions { completion(self) }
        completions = []
    }
}

@MainActor open class UIViewController {
    public init() {}

    open var title: String?

    /// Seconds an animated presentation or dismissal takes.
    public static let standInTransitionDuration: TimeInterval = 0.3

    /// Made by `loadView` the first time it is asked for.
    open var view: UIView! {
        get {
            if storedView == nil {
                loadView()
                viewDidLoad()
            }
            return storedView
        }
        set { storedView = newValue }
    }
    private var storedView: UIView?
    open var isViewLoaded: Bool { storedView != nil }
    open func loadView() { storedView = UIView(frame: UIKitStandIn.keyWindow?.bounds ?? .zero) }
    open func viewDidLoad() {}

    open var popoverPresentationController: UIPopoverPresentationController? { nil }
    open private(set) var presentedViewController: UIViewController?
    open private(set) weak var presentingViewController: UIViewController?
    open private(set) var isBeingPresented = false
    open private(set) var isBeingDismissed = false
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { coordinator }
    private var coordinator: StandInTransitionCoordinator?
    /// The view UIKit puts a presented controller's view in, over the whole window.
    private var container: UIView?

    /// Shows `viewControllerToPresent` over this controller's window; UIKit refuses (and logs)
    /// a presentation from a controller that is already presenting, or that is not in a window.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let window = view.window else {
            UIKitStandIn.presentationWarnings.append(
                "Attempt to present \(type(of: viewControllerToPresent)) on \(type(of: self)) "
                    + (presentedViewController == nil ? "whose view is not in the window hierarchy" : "which is already presenting"))
            return
        }
        let presented = viewControllerToPresent
        presentedViewController = presented
        presented.presentingViewController = self
        presented.isBeingPresented = true
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        presented.container = container
        presented.view.frame = presented.standInPresentedFrame(in: window.bounds)
        container.addSubview(presented.view)
        let duration = flag ? Self.standInTransitionDuration : 0
        let coordinator = StandInTransitionCoordinator(isAnimated: flag, transitionDuration: duration)
        presented.coordinator = coordinator
        UIKitStandIn.clock.schedule(after: duration) {
            presented.isBeingPresented = false
            presented.coordinator = nil
            coordinator.finish()
            completion?()
        }
    }

    /// Dismisses the controller this one presented or, when it presents none, this one.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let target = presentedViewController ?? (presentingViewController == nil ? nil : self),
            !target.isBeingDismissed
        else {
            completion?()
            return
        }
        target.isBeingDismissed = true
        let duration = flag ? Self.standInTransitionDuration : 0
        let coordinator = StandInTransitionCoordinator(isAnimated: flag, transitionDuration: duration)
        target.coordinator = coordinator
        UIKitStandIn.clock.schedule(after: duration) {
            if let responder = UIKitStandIn.firstResponder as? UIView, let view = target.container,
                responder.isDescendant(of: view)
            {
                responder.resignFirstResponder()
            }
            target.container?.removeFromSuperview()
            target.container = nil
            target.presentingViewController?.presentedViewController = nil
            target.presentingViewController = nil
            target.isBeingDismissed = false
            target.coordinator = nil
            coordinator.finish()
            completion?()
        }
    }

    /// Where the presented view sits in a window of `bounds`: all of it.
    func standInPresentedFrame(in bounds: CGRect) -> CGRect { bounds }
}

extension UIKitStandIn {
    /// What UIKit would have logged for presentations it refused.
    public static var presentationWarnings: [String] = []
}

@MainActor open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }

    public let title: String?
    public let style: UIAlertAction.Style
    open var isEnabled: Bool = true
    let handler: ((UIAlertAction) -> Void)?

    // On NSObject in UIKit: the alert's button for the action is spoken by them.
    /// What VoiceOver calls the action's button; nil: its title.
    open var accessibilityLabel: String?
    /// What VoiceOver says the action's button does, after a pause.
    open var accessibilityHint: String?
}

/// An alert or action sheet: its texts, actions and text fields; `standInTap` stands for a
/// finger on one of its buttons.
@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        popover = preferredStyle == .actionSheet ? UIPopoverPresentationController() : nil
        super.init()
        self.title = title
    }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?
    private let popover: UIPopoverPresentationController?

    open override var popoverPresentationController: UIPopoverPresentationController? { popover }

    /// UIKit's alert view is modal to VoiceOver.
    open override func loadView() {
        super.loadView()
        view.accessibilityViewIsModal = true
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: CGRect(x: 16, y: 16 + 40 * CGFloat(textFields?.count ?? 0), width: 238, height: 30))
        configurationHandler?(field)
        view.addSubview(field)
        textFields = (textFields ?? []) + [field]
    }

    /// A tap on `action`'s button: ignored when it is disabled or the alert is not up; else the
    /// alert starts dismissing itself and the action's handler runs while it does, as in UIKit.
    @discardableResult public func standInTap(_ action: UIAlertAction) -> Bool {
        guard action.isEnabled, presentingViewController != nil, !isBeingDismissed, actions.contains(where: { $0 === action })
        else { return false }
        dismiss(animated: true)
        action.handler?(action)
        return true
    }

    /// The alert's card, 270 points wide, centered; a sheet at the bottom.
    override func standInPresentedFrame(in bounds: CGRect) -> CGRect {
        switch preferredStyle {
        case .alert: CGRect(x: bounds.midX - 135, y: bounds.midY - 75, width: 270, height: 150)
        case .actionSheet: CGRect(x: 8, y: bounds.maxY - 220, width: bounds.width - 16, height: 212)
        }
    }
}

/// The app: its text size is the system's (`UIKitStandIn.systemTraits`).
@MainActor open class UIApplication {
    public static let shared = UIApplication()

    open var preferredContentSizeCategory: UIContentSizeCategory { UIKitStandIn.systemTraits.preferredContentSizeCategory }
    /// The windows made and still alive, the key one first.
    public var standInWindows: [UIWindow] {
        let windows = UIKitStandIn.windows.compactMap(\.window)
        return windows.filter(\.isKeyWindow) + windows.filter { !$0.isKeyWindow }
    }
}
