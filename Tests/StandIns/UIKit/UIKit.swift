// A stand-in for UIKit so DialogRuntime's UIKit adapter type-checks on Linux.
//
// It declares only what the adapter and its test client use, with Apple's names, labels,
// optionality and isolation (UIKit's classes are @MainActor), and without Apple's
// superclasses the adapter does not reach through (NSObject, UIResponder, UIMenuElement).
// Nothing here runs: the tests only type-check against it.

// UIKit re-exports Foundation, which is where Linux keeps CGRect.
@_exported import Foundation

@MainActor open class UIView {
    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
}

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor open class UITextRange {}

@MainActor open class UITextField: UIControl {
    open var text: String?
    open var placeholder: String?
    open var isSecureTextEntry: Bool = false
    open var markedTextRange: UITextRange? { fatalError() }
}

public typealias UIActionHandler = (UIAction) -> Void

@MainActor open class UIAction {
    public init(handler: @escaping UIActionHandler) { fatalError() }
}

@MainActor open class UIBarButtonItem {}

@MainActor open class UIPopoverPresentationController {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: UIBarButtonItem?
}

@MainActor open class UIViewController {
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
}

@MainActor open class UIAlertAction {
    public enum Style: Int, Sendable {
        case `default` = 0
        case cancel = 1
        case destructive = 2
    }

    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) { fatalError() }

    open var style: UIAlertAction.Style { fatalError() }
    open var isEnabled: Bool = true
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable {
        case actionSheet = 0
        case alert = 1
    }

    public init(title: String?, message: String?, preferredStyle: UIAlertController.Style) { fatalError() }

    open var actions: [UIAlertAction] { fatalError() }
    open var preferredAction: UIAlertAction?
    open var textFields: [UITextField]? { fatalError() }

    open func addAction(_ action: UIAlertAction) {}
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {}
}
