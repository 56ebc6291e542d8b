// Responders, views, windows and animations of the UIKit test double (see UIKit.swift).

@MainActor open class UIResponder {
    public init() {}

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }
    open var isFirstResponder: Bool { UIKitStandIn.firstResponder === self }

    /// Takes focus from the current first responder, if it lets go; a view must be in a window.
    @discardableResult open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.window == nil { return false }
        if let current = UIKitStandIn.firstResponder, !current.resignFirstResponder() { return false }
        UIKitStandIn.firstResponder = self
        didBecomeFirstResponder()
        return true
    }

    @discardableResult open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        UIKitStandIn.firstResponder = nil
        didResignFirstResponder()
        return true
    }

    /// Where a text control sends its editing events.
    func didBecomeFirstResponder() {}
    func didResignFirstResponder() {}

    public class var keyboardWillChangeFrameNotification: NSNotification.Name {
        NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    }
    public class var keyboardFrameEndUserInfoKey: String { "UIKeyboardFrameEndUserInfoKey" }
}

/// A view: its geometry (center, bounds and transform, with `frame` derived from them as UIKit
/// does), hierarchy, appearance, traits and accessibility properties.
@MainActor open class UIView: UIResponder, UITraitEnvironment, UITraitChangeObservable {
    public init(frame: CGRect) {
        center = CGPoint(x: frame.midX, y: frame.midY)
        bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
        lastTraits = traitCollection
    }

    public convenience override init() { self.init(frame: .zero) }

    // MARK: Geometry

    open var bounds: CGRect
    open var center: CGPoint
    open var transform: CGAffineTransform = .identity

    /// The bounds around the center, transformed about it; setting it keeps the transform.
    open var frame: CGRect {
        get {
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let moved = transform.isIdentity ? local : local.applying(transform)
            return moved.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            center = CGPoint(x: newValue.midX, y: newValue.midY)
            bounds.size = newValue.size
        }
    }

    open var safeAreaInsets: UIEdgeInsets {
        guard let window, self !== window else { return (self as? UIWindow)?.standInSafeAreaInsets ?? .zero }
        let insets = window.safeAreaInsets
        let inWindow = convert(bounds, to: nil)
        return UIEdgeInsets(
            top: max(0, insets.top - inWindow.minY), left: max(0, insets.left - inWindow.minX),
            bottom: max(0, inWindow.maxY - (window.bounds.height - insets.bottom)),
            right: max(0, inWindow.maxX - (window.bounds.width - insets.right)))
    }

    /// `rect` in `view`'s coordinates (the window's when nil) in this view's; transforms are ignored.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let from = view?.standInOriginInWindow ?? .zero
        let to = standInOriginInWindow
        return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        view?.convert(rect, from: self) ?? rect.offsetBy(dx: standInOriginInWindow.x, dy: standInOriginInWindow.y)
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), from: view).origin
    }

    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        convert(CGRect(origin: point, size: .zero), to: view).origin
    }

    /// Where this view's bounds origin lies in its window's (or its topmost ancestor's) space.
    var standInOriginInWindow: CGPoint {
        guard let superview, !(self is UIWindow) else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
        let above = superview.standInOriginInWindow
        return CGPoint(x: above.x + frame.minX - bounds.minX, y: above.y + frame.minY - bounds.minY)
    }

    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() {
        let fitted = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: fitted)
    }

    open func setNeedsLayout() { needsLayout = true }
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }
    open func layoutSubviews() {}
    private var needsLayout = false

    // MARK: Appearance

    open var alpha: CGFloat = 1
    open var backgroundColor: UIColor?
    open var isHidden = false
    open var isUserInteractionEnabled = true
    open var clipsToBounds = false
    open var tintColor: UIColor! {
        get { storedTint ?? superview?.tintColor ?? .systemBlue }
        set { storedTint = newValue }
    }
    private var storedTint: UIColor?
    open var tag = 0
    public let layer = CALayer()

    /// Whether a touch inside this view reaches it: it and every view above it shown, opaque
    /// enough and taking touches, as UIKit's hit testing requires.
    public var standInReceivesTouches: Bool {
        var view: UIView? = self
        while let current = view {
            if current.isHidden || current.alpha < 0.01 || !current.isUserInteractionEnabled { return false }
            view = current.superview
        }
        return true
    }

    // MARK: Hierarchy

    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
    override open var next: UIResponder? { superview }

    open func addSubview(_ view: UIView) {
        insert(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        insert(view, at: min(max(0, index), subviews.count))
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        view.detach()
        insert(view, at: subviews.firstIndex { $0 === siblingSubview } ?? subviews.count)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard view !== siblingSubview else { return }
        view.detach()
        insert(view, at: subviews.firstIndex { $0 === siblingSubview }.map { $0 + 1 } ?? subviews.count)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    open func removeFromSuperview() {
        guard superview != nil else { return }
        let wasInWindow = window != nil
        if let responder = UIKitStandIn.firstResponder as? UIView, responder.isDescendant(of: self) {
            responder.resignFirstResponder()
        }
        detach()
        if wasInWindow { didMoveToWindow() }
        didMoveToSuperview()
        standInDeliverTraitChanges()
    }

    /// This view or the first view inside it, depth first, with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}

    private func insert(_ view: UIView, at index: Int) {
        let hadWindow = view.window
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
            subviews.insert(view, at: min(index, subviews.count))
            return
        }
        view.willMove(toSuperview: self)
        view.detach()
        subviews.insert(view, at: min(index, subviews.count))
        view.superview = self
        if view.window !== hadWindow { view.didMoveToWindow() }
        view.didMoveToSuperview()
        view.standInDeliverTraitChanges()
    }

    private func detach() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    // MARK: Focus

    /// Resigns the first responder if it is this view or inside it.
    @discardableResult open func endEditing(_ force: Bool) -> Bool {
        guard let responder = UIKitStandIn.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        return responder.resignFirstResponder()
    }

    // MARK: Traits

    /// A user interface style this view and its subviews take over their window's.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { standInDeliverTraitChanges() }
    }

    /// The window's traits (the system's, unless the window has its own) with every override
    /// on the way down to this view.
    open var traitCollection: UITraitCollection {
        var traits = window?.standInTraitCollection ?? UIKitStandIn.systemTraits
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view {
            chain.append(current)
            view = current.superview
        }
        for view in chain.reversed() where view.overrideUserInterfaceStyle != .unspecified {
            traits = traits.standInReplacing(style: view.overrideUserInterfaceStyle)
        }
        return traits
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Where the stand-in's own views follow a trait change (fonts that adjust to the text size),
    /// before the view's `traitCollectionDidChange`, which a subclass may not pass on.
    func standInTraitsDidChange(from previous: UITraitCollection) {}

    private var lastTraits: UITraitCollection?
    private var traitHandlers: [(registration: StandInTraitRegistration, handler: @MainActor (UIView, UITraitCollection) -> Void)] =
        []

    func standInRegister(_ traits: [UITrait], handler: @escaping @MainActor (UIView, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration
    {
        let registration = StandInTraitRegistration(traits: traits.map { ObjectIdentifier($0) })
        traitHandlers.append((registration, handler))
        return registration
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitHandlers.removeAll { $0.registration === registration as AnyObject }
    }

    /// Tells this view and those inside it whose traits changed since they were last told, with
    /// `UITraitCollection.current` set to the new traits while they are told, as UIKit does.
    func standInDeliverTraitChanges() {
        let now = traitCollection
        if let previous = lastTraits, previous != now {
            lastTraits = now
            let saved = UITraitCollection.current
            UITraitCollection.current = now
            standInTraitsDidChange(from: previous)
            traitCollectionDidChange(previous)
            let changed = now.standInChangedTraits(from: previous)
            for (registration, handler) in traitHandlers where !changed.isDisjoint(with: registration.traits) {
                handler(self, previous)
            }
            UITraitCollection.current = saved
        } else {
            lastTraits = now
        }
        for subview in subviews { subview.standInDeliverTraitChanges() }
    }

    // MARK: Accessibility (on NSObject in UIKit)

    /// Labels and buttons are elements by default, other views are not.
    open var isAccessibilityElement: Bool {
        get { storedIsElement ?? standInDefaultIsElement }
        set { storedIsElement = newValue }
    }
    /// A label's text and a button's title by default.
    open var accessibilityLabel: String? {
        get { storedLabel ?? standInDefaultLabel }
        set { storedLabel = newValue }
    }
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    /// `.staticText` for a label and `.button` for a button by default (with `.notEnabled` while disabled).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storedTraits ?? standInDefaultTraits }
        set { storedTraits = newValue }
    }
    open var accessibilityViewIsModal = false
    /// A semantic group's label and hint are spoken on entering it (`UIKitStandIn.groupsEntered`).
    open var accessibilityContainerType: UIAccessibilityContainerType = .none
    open var accessibilityElementsHidden = false
    open var shouldGroupAccessibilityChildren = false
    open var accessibilityElements: [Any]?
    open var accessibilityUserInputLabels: [String]! {
        get { storedInputLabels ?? accessibilityLabel.map { [$0] } ?? [] }
        set { storedInputLabels = newValue }
    }
    open var accessibilityFrame: CGRect {
        get { storedAccessibilityFrame ?? convert(bounds, to: nil) }
        set { storedAccessibilityFrame = newValue }
    }
    open var accessibilityRespondsToUserInteraction: Bool {
        get { storedResponds ?? (self is UIControl) }
        set { storedResponds = newValue }
    }
    /// VoiceOver's escape gesture (a two-finger Z); false: not handled here.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's double tap; false: UIKit sends a tap to the element's center instead.
    open func accessibilityActivate() -> Bool { false }

    private var storedIsElement: Bool?
    private var storedLabel: String?
    private var storedTraits: UIAccessibilityTraits?
    private var storedInputLabels: [String]?
    private var storedAccessibilityFrame: CGRect?
    private var storedResponds: Bool?
    var standInDefaultIsElement: Bool { false }
    var standInDefaultLabel: String? { nil }
    var standInDefaultTraits: UIAccessibilityTraits { .none }

    // MARK: Animation

    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    /// Whether animations animate; when false their blocks still apply and completions still run.
    public static var areAnimationsEnabled = true

    public static func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = areAnimationsEnabled
        areAnimationsEnabled = false
        actionsWithoutAnimation()
        areAnimationsEnabled = saved
    }

    /// Applies `animations` at once and runs `completion(true)` when the clock passes `delay + duration`.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, kind: .curve(options), animations, completion)
    }

    open class func animate(
        withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: 0, kind: .curve([]), animations, completion)
    }

    open class func animate(withDuration duration: TimeInterval, animations: @escaping @MainActor @Sendable () -> Void) {
        run(duration: duration, delay: 0, kind: .curve([]), animations, nil)
    }

    /// A spring: applied and completed as a curve is, the spring's numbers recorded.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping @MainActor @Sendable () -> Void,
        completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: delay, kind: .spring(dampingRatio: dampingRatio, velocity: velocity), animations, completion)
    }

    /// A transition of `view`'s contents (`.transitionCrossDissolve` for a cross-fade).
    open class func transition(
        with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
        animations: (@MainActor @Sendable () -> Void)?, completion: (@MainActor @Sendable (Bool) -> Void)? = nil
    ) {
        run(duration: duration, delay: 0, kind: .transition(options), animations ?? {}, completion)
    }

    static func run(
        duration: TimeInterval, delay: TimeInterval, kind: AnimationRecord.Kind, _ animations: @MainActor () -> Void,
        _ completion: (@MainActor (Bool) -> Void)?
    ) {
        let clock = UIKitStandIn.clock
        UIKitStandIn.animations.append(AnimationRecord(start: clock.now, delay: delay, duration: duration, kind: kind))
        animations()
        let total = areAnimationsEnabled ? max(0, delay) + max(0, duration) : 0
        if let completion { clock.schedule(after: total) { completion(true) } }
    }
}

/// A window: the root of a view hierarchy, with the traits and safe area the system gives it.
@MainActor open class UIWindow: UIView {
    override public init(frame: CGRect) {
        super.init(frame: frame)
        UIKitStandIn.windows.append(UIKitStandIn.WeakWindow(window: self))
    }

    open var rootViewController: UIViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            guard let root = rootViewController else { return }
            root.view.frame = bounds
            addSubview(root.view)
        }
    }

    open var isKeyWindow: Bool { UIKitStandIn.keyWindow === self }
    open func makeKeyAndVisible() {
        UIKitStandIn.keyWindow = self
        isHidden = false
    }

    /// The traits the system gives this window; nil: `UIKitStandIn.systemTraits`. Setting it
    /// tells the views whose traits change, as a change of appearance does on a device.
    public var standInTraitCollection: UITraitCollection? {
        didSet { standInDeliverTraitChanges() }
    }

    /// The window's safe area, as the device's notch and home indicator would leave it.
    public var standInSafeAreaInsets: UIEdgeInsets = .zero
}

extension UIKitStandIn {
    /// The window `makeKeyAndVisible` made key.
    static weak var keyWindow: UIWindow?
}
