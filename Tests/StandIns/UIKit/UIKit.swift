// A stand-in for UIKit so DialogRuntime's UIKit adapter type-checks on Linux.
//
// It declares only what the adapter and its test client use, with Apple's names, labels,
// optionality and isolation (UIKit's classes are @MainActor), and without Apple's
// superclasses the adapter does not reach through (NSObject, UIResponder, UIMenuElement).
// Nothing here runs: the tests only type-check against it.

// UIKit re-exports Foundation, which is where Linux keeps CGRect.
@_exported import Foundation

@MainActor open class UIResponder {
    public init() {}
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }

    public class var keyboardWillChangeFrameNotification: NSNotification.Name { fatalError() }
    public class var keyboardFrameEndUserInfoKey: String { fatalError() }
}

@MainActor open class UIView: UIResponder {
    public init(frame: CGRect) { fatalError() }
    public convenience override init() { self.init(frame: .zero) }

    open var bounds: CGRect {
        get { fatalError() }
        set {}
    }
    open var frame: CGRect {
        get { fatalError() }
        set {}
    }
    open var alpha: CGFloat = 1
    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor?
    open var isUserInteractionEnabled: Bool = true
    open var isHidden: Bool = false
    open var subviews: [UIView] { fatalError() }
    open var superview: UIView? { fatalError() }
    open var window: UIWindow? { fatalError() }
    open var safeAreaInsets: UIEdgeInsets { fatalError() }
    open var layer: CALayer { fatalError() }

    open func addSubview(_ view: UIView) {}
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {}
    open func removeFromSuperview() {}
    @discardableResult open func endEditing(_ force: Bool) -> Bool { fatalError() }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { fatalError() }
    open func sizeThatFits(_ size: CGSize) -> CGSize { fatalError() }

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    }

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}

    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {}
}

@MainActor open class UIWindow: UIView {
    open var rootViewController: UIViewController?
}

// CoreGraphics and QuartzCore, which UIKit re-exports.
public struct CGAffineTransform: Sendable {
    public static let identity = CGAffineTransform()
    public init() {}
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform { self }
}

open class CALayer {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds: Bool = false
}

public struct UIEdgeInsets: Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
}

open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
}

open class UIFont: @unchecked Sendable {
    public struct Weight: Sendable {
        public static let regular = Weight()
        public static let medium = Weight()
        public static let semibold = Weight()
        public static let bold = Weight()
    }

    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { fatalError() }
    open var lineHeight: CGFloat { fatalError() }
}

public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
}

@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
    }

    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
    }

    open var isEnabled: Bool = true
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {}
}

@MainActor open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom = 0
        case system = 1
    }

    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }

    open var titleLabel: UILabel? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) {}
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {}
}

@MainActor open class UITextRange {}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

extension NSAttributedString.Key {
    public static var foregroundColor: NSAttributedString.Key { fatalError() }
}

@MainActor open class UITextField: UIControl {
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    open var text: String?
    open var font: UIFont?
    open var placeholder: String?
    @NSCopying open var attributedPlaceholder: NSAttributedString?
    open var isSecureTextEntry: Bool = false
    open var returnKeyType: UIReturnKeyType = .default
    open var clearButtonMode: UITextField.ViewMode = .never
    open var markedTextRange: UITextRange? { fatalError() }
}

@MainActor open class UIScrollView: UIView {}

// UITextViewDelegate's methods are optional in UIKit; declared here are the ones the adapter implements.
@MainActor public protocol UITextViewDelegate: AnyObject {
    func textViewDidChange(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
}

@MainActor open class UITextView: UIScrollView {
    open var text: String!
    open var font: UIFont?
    open var textColor: UIColor?
    weak open var delegate: (any UITextViewDelegate)?
    open var markedTextRange: UITextRange? { fatalError() }
    open var returnKeyType: UIReturnKeyType = .default
}

@MainActor public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

// UIPickerViewDelegate's methods are optional in UIKit; declared here are the ones the adapter implements.
@MainActor public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
}

@MainActor open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {}
    open func selectedRow(inComponent component: Int) -> Int { fatalError() }
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

@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}

@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

@MainActor open class UIViewController {
    public init() {}
    open var view: UIView!
    open var popoverPresentationController: UIPopoverPresentationController? { fatalError() }
    open var presentedViewController: UIViewController? { fatalError() }
    open var presentingViewController: UIViewController? { fatalError() }
    open var isBeingDismissed: Bool { fatalError() }
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { fatalError() }

    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}
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

// MARK: - wip-runtime (issue 38): accessibility declarations the adapters use
// Declarations only, with Apple's names and signatures, kept together for the lead to move.

public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1
    case normal = 0
    case high = 1
}

open class UITraitCollection: @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { fatalError() }
    open var accessibilityContrast: UIAccessibilityContrast { fatalError() }
}

extension UIColor {
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(red: 0, green: 0, blue: 0, alpha: 0)
    }
}

public struct UIAccessibilityTraits: OptionSet, Sendable {
    public var rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static var none: UIAccessibilityTraits { fatalError() }
    public static var button: UIAccessibilityTraits { fatalError() }
    public static var header: UIAccessibilityTraits { fatalError() }
    public static var staticText: UIAccessibilityTraits { fatalError() }
}

public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static var high: UIAccessibilityPriority { fatalError() }
}

extension NSAttributedString.Key {
    public static var accessibilitySpeechAnnouncementPriority: NSAttributedString.Key { fatalError() }
}

public enum UIAccessibility {
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var announcement: UIAccessibility.Notification { fatalError() }
        public static var screenChanged: UIAccessibility.Notification { fatalError() }
    }

    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var notificationVoiceOver: UIAccessibility.AssistiveTechnologyIdentifier { fatalError() }
    }

    public static var isReduceMotionEnabled: Bool { fatalError() }
    public static var isVoiceOverRunning: Bool { fatalError() }
    public static var prefersCrossFadeTransitions: Bool { fatalError() }
    public static var reduceMotionStatusDidChangeNotification: NSNotification.Name { fatalError() }
    public static var voiceOverStatusDidChangeNotification: NSNotification.Name { fatalError() }
    public static var darkerSystemColorsStatusDidChangeNotification: NSNotification.Name { fatalError() }
    public static var prefersCrossFadeTransitionsStatusDidChange: NSNotification.Name { fatalError() }

    public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    public static func focusedElement(using assistiveTechnologyIdentifier: UIAccessibility.AssistiveTechnologyIdentifier?) -> Any? {
        fatalError()
    }
}

extension UIView {
    public var traitCollection: UITraitCollection { fatalError() }
    public var tag: Int {
        get { fatalError() }
        set {}
    }
    public func viewWithTag(_ tag: Int) -> UIView? { fatalError() }
    public var isAccessibilityElement: Bool {
        get { fatalError() }
        set {}
    }
    public var accessibilityLabel: String? {
        get { fatalError() }
        set {}
    }
    public var accessibilityHint: String? {
        get { fatalError() }
        set {}
    }
    public var accessibilityTraits: UIAccessibilityTraits {
        get { fatalError() }
        set {}
    }
    public var accessibilityViewIsModal: Bool {
        get { fatalError() }
        set {}
    }
}
