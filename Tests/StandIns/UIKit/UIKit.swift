// A behaving test double of UIKit, so DialogRuntime's UIKit adapters build and run on Linux.
//
// This is not Apple's code and not a copy of it: it is written for dialogc's tests, and it
// declares, with Apple's names, labels, optionality and isolation (UIKit's classes are
// @MainActor), only the part of UIKit the adapters and the scenarios use. Apple's superclasses
// the adapters do not reach through (NSObject, UIMenuElement) are left out.
//
// What it does instead of drawing (see each type for the rule it keeps):
// - views keep their geometry, hierarchy, appearance, focus and accessibility properties;
// - animations run on `UIKitStandIn.clock`, a virtual clock the test moves by hand: an
//   animation's block applies at once (as UIKit's model layer does) and its completion runs
//   when the clock passes the animation's delay plus duration;
// - trait collections come from `UIKitStandIn.systemTraits` or a window's own, and reach views
//   with `traitCollectionDidChange(_:)` and `registerForTraitChanges` as UIKit delivers them;
// - `UIAccessibility.post` is recorded in `UIKitStandIn.accessibilityPosts`, and the
//   accessibility settings are set through `UIKitStandIn`, which posts their notifications;
// - text is measured by a simple rule (`UIKitStandIn.measure`), not by a font renderer.
// - a view controller's presentation and dismissal take `UIViewController.standInTransitionDuration`
//   on the same clock; an alert's button is tapped with `UIAlertController.standInTap`;
// - Dynamic Type scales every text style by the body size's ratio in the table of
//   `UIContentSizeCategory` (Apple's body sizes, 14 to 53 points).
//
// What is the stand-in's own, not UIKit's, is named `standIn…`/`StandIn…`, lives on
// `UIKitStandIn`, or is one of the logs' entries (`AccessibilityPost`, `AnimationRecord`).

// UIKit re-exports Foundation, which is where Linux keeps CGRect.
@_exported import Foundation

// MARK: The stand-in's controls

/// What the tests drive and read: the virtual clock, the system's settings, and the logs.
@MainActor public enum UIKitStandIn {
    /// The clock animations, presentations and their completions run on.
    public static var clock = StandInClock()
    /// The traits the system gives every window that has none of its own.
    public static var systemTraits = UITraitCollection.standInDefault {
        didSet {
            let old = oldValue
            guard old != systemTraits else { return }
            // Outside UIKit's callbacks the current traits are the system's.
            UITraitCollection.current = systemTraits
            deliverTraitChanges()
            if old.preferredContentSizeCategory != systemTraits.preferredContentSizeCategory {
                NotificationCenter.default.post(
                    name: UIContentSizeCategory.didChangeNotification, object: nil,
                    userInfo: [UIContentSizeCategory.newValueUserInfoKey: systemTraits.preferredContentSizeCategory])
            }
        }
    }
    /// Every `UIAccessibility.post` so far, oldest first.
    public static var accessibilityPosts: [AccessibilityPost] = []
    /// Every animation started so far, oldest first.
    public static var animations: [AnimationRecord] = []
    /// The element VoiceOver's cursor is on: the element a screen or layout change named, or
    /// the first element VoiceOver can reach when the post named none.
    public static weak var voiceOverFocus: UIView?

    /// Reduce Motion; changing it posts `UIAccessibility.reduceMotionStatusDidChangeNotification`.
    public static var isReduceMotionEnabled = false {
        didSet { postIfChanged(oldValue, isReduceMotionEnabled, UIAccessibility.reduceMotionStatusDidChangeNotification) }
    }
    /// VoiceOver; changing it posts `UIAccessibility.voiceOverStatusDidChangeNotification`.
    public static var isVoiceOverRunning = false {
        didSet { postIfChanged(oldValue, isVoiceOverRunning, UIAccessibility.voiceOverStatusDidChangeNotification) }
    }
    /// Increase Contrast; changing it sets the system traits' `accessibilityContrast`, as iOS
    /// does, then posts `UIAccessibility.darkerSystemColorsStatusDidChangeNotification`.
    public static var isDarkerSystemColorsEnabled = false {
        didSet {
            guard oldValue != isDarkerSystemColorsEnabled else { return }
            systemTraits = systemTraits.standInReplacing(contrast: isDarkerSystemColorsEnabled ? .high : .normal)
            postIfChanged(
                oldValue, isDarkerSystemColorsEnabled, UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        }
    }
    /// Bold Text; changing it posts `UIAccessibility.boldTextStatusDidChangeNotification`.
    public static var isBoldTextEnabled = false {
        didSet { postIfChanged(oldValue, isBoldTextEnabled, UIAccessibility.boldTextStatusDidChangeNotification) }
    }
    /// Prefer Cross-Fade Transitions; changing it posts its notification.
    public static var prefersCrossFadeTransitions = false {
        didSet {
            postIfChanged(
                oldValue, prefersCrossFadeTransitions, UIAccessibility.prefersCrossFadeTransitionsStatusDidChange)
        }
    }

    /// The windows made so far that are still alive, for trait changes.
    static var windows: [WeakWindow] = []
    /// The view that is first responder, if any (UIKit keeps one per window; tests use one).
    static weak var firstResponder: UIResponder?

    struct WeakWindow {
        weak var window: UIWindow?
    }

    /// Starts a scenario afresh: a new clock, default settings and traits, empty logs, no focus.
    public static func reset() {
        clock = StandInClock()
        windows = []
        firstResponder = nil
        voiceOverFocus = nil
        systemTraits = .standInDefault
        isReduceMotionEnabled = false
        isVoiceOverRunning = false
        isDarkerSystemColorsEnabled = false
        isBoldTextEnabled = false
        prefersCrossFadeTransitions = false
        accessibilityPosts = []
        animations = []
        UITraitCollection.current = .standInDefault
        UIView.areAnimationsEnabled = true
        keyWindow = nil
    }

    /// A finger's tap on `view`: delivered, as `.touchUpInside`, only when UIKit's hit testing
    /// would reach it (it and every view above it in a window, shown, opaque enough and taking
    /// touches) and it is an enabled control. Returns whether the tap was delivered.
    @discardableResult public static func tap(_ view: UIView) -> Bool {
        guard view.window != nil, view.standInReceivesTouches else { return false }
        guard let control = view as? UIControl, control.isEnabled else { return false }
        control.sendActions(for: .touchUpInside)
        return true
    }

    /// The elements VoiceOver can move to in `root`, in its order: accessibility elements (and
    /// the `accessibilityElements` a container lists), depth first, skipping hidden views and,
    /// where a view is modal to assistive technologies, the siblings of that view (and of its
    /// ancestors' siblings), as UIKit does.
    public static func voiceOverElements(in root: UIView) -> [UIView] {
        func visit(_ view: UIView) -> [UIView] {
            guard !view.isHidden, view.alpha > 0.01, !view.accessibilityElementsHidden else { return [] }
            if let listed = view.accessibilityElements {
                return listed.compactMap { $0 as? UIView }.flatMap(visit)
            }
            if view.isAccessibilityElement { return [view] }
            // The last modal subview hides its siblings; without one, every subview counts.
            let children = view.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? view.subviews
            return children.flatMap(visit)
        }
        return visit(root)
    }

    /// The semantic groups VoiceOver enters in moving its cursor from `previous` to `element`,
    /// outermost first: the views around `element` (itself not included) that are
    /// `.semanticGroup` containers with a label or hint and do not hold `previous`. VoiceOver
    /// speaks each one's label and hint before the element's own.
    public static func groupsEntered(movingTo element: UIView, from previous: UIView?) -> [UIView] {
        var groups: [UIView] = []
        var view = element.superview
        while let current = view {
            if current.accessibilityContainerType == .semanticGroup,
                current.accessibilityLabel != nil || current.accessibilityHint != nil,
                previous.map({ !$0.isDescendant(of: current) }) ?? true
            {
                groups.insert(current, at: 0)
            }
            view = current.superview
        }
        return groups
    }

    static func record(_ post: AccessibilityPost) {
        accessibilityPosts.append(post)
        guard post.notification == .screenChanged || post.notification == .layoutChanged else { return }
        if let view = post.argument as? UIView {
            voiceOverFocus = view
        } else if post.argument == nil {
            voiceOverFocus = windows.lazy.compactMap(\.window).first.flatMap { voiceOverElements(in: $0).first }
        }
    }

    private static func postIfChanged(_ old: Bool, _ new: Bool, _ name: Notification.Name) {
        if old != new { NotificationCenter.default.post(name: name, object: nil) }
    }

    static func deliverTraitChanges() {
        windows.removeAll { $0.window == nil }
        for window in windows.compactMap(\.window) { window.standInDeliverTraitChanges() }
    }

    /// The size `text` takes in `font`, wrapped to `width`, in at most `lines` lines (0: any).
    ///
    /// The rule: a character of the CJK blocks and of emoji is as wide as the font's size, any
    /// other half of it; lines break at the last space that fits, else between characters;
    /// a line is `font.lineHeight` high. Widths and heights are rounded up to whole points.
    public static func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let size = font.pointSize
        func advance(_ character: Character) -> CGFloat {
            let value = character.unicodeScalars.first?.value ?? 0
            return value >= 0x2E80 ? size : size / 2
        }
        var widths: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: CGFloat = 0
            var sinceSpace: CGFloat = 0
            for character in paragraph {
                let step = advance(character)
                if line + step > width, line > 0 {
                    if character == " " {
                        widths.append(line)
                        line = 0
                        sinceSpace = 0
                        continue
                    }
                    // Carry the word begun since the last space onto the next line if it fits there.
                    let carried = sinceSpace < line && sinceSpace + step <= width ? sinceSpace : 0
                    widths.append(line - carried)
                    line = carried
                }
                line += step
                sinceSpace = character == " " ? 0 : sinceSpace + step
            }
            widths.append(line)
        }
        if lines > 0, widths.count > lines { widths = Array(widths.prefix(lines)) }
        let widest = widths.max() ?? 0
        return CGSize(width: min(widest, width).rounded(.up), height: (CGFloat(widths.count) * font.lineHeight).rounded(.up))
    }
}

/// One `UIAccessibility.post`, as the log shows it.
public struct AccessibilityPost: CustomStringConvertible {
    public var notification: UIAccessibility.Notification
    public var argument: Any?
    /// The argument as it was when posted: a view by its type and accessibility label.
    public var argumentDescription: String

    @MainActor init(notification: UIAccessibility.Notification, argument: Any?) {
        self.notification = notification
        self.argument = argument
        argumentDescription =
            switch argument {
            case nil: "nil"
            case let text as String: "\"\(text)\""
            case let text as NSAttributedString: "\"\(text.string)\""
            case let view as UIView: "\(type(of: view)) \"\(view.accessibilityLabel ?? "")\""
            case let other?: "\(other)"
            }
    }

    /// `announcement "Saved"`, `screenChanged UILabel "Delete?"`, `layoutChanged nil`.
    public var description: String { "\(notification) \(argumentDescription)" }
}

/// One animation as it was asked for.
public struct AnimationRecord: CustomStringConvertible, Sendable {
    public enum Kind: Sendable, Equatable {
        case curve(UIView.AnimationOptions)
        case spring(dampingRatio: CGFloat, velocity: CGFloat)
        case transition(UIView.AnimationOptions)
        case propertyAnimator
    }

    public var start: TimeInterval
    public var delay: TimeInterval
    public var duration: TimeInterval
    public var kind: Kind

    public var description: String {
        let what =
            switch kind {
            case .curve: "curve"
            case .spring(let damping, _): "spring(\(damping))"
            case .transition(let options): options.contains(.transitionCrossDissolve) ? "crossDissolve" : "transition"
            case .propertyAnimator: "propertyAnimator"
            }
        return "\(what) \(duration)s at \(start)s"
    }
}

/// A clock that moves only when the test says, running what falls due in time order (ties in
/// the order they were scheduled), including what those actions schedule.
@MainActor public final class StandInClock {
    public private(set) var now: TimeInterval = 0
    private var timers: [(due: TimeInterval, order: Int, id: Int, action: @MainActor () -> Void)] = []
    private var next = 0

    public init() {}

    /// How many scheduled actions have not run.
    public var pendingCount: Int { timers.count }

    /// Runs `action` when the clock reaches `seconds` from now; returns a token for `cancel`.
    @discardableResult public func schedule(after seconds: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        next += 1
        timers.append((now + max(0, seconds), next, next, action))
        return next
    }

    public func cancel(_ token: Int) {
        timers.removeAll { $0.id == token }
    }

    /// Moves time forward by `seconds` (0 runs what is due now).
    public func advance(by seconds: TimeInterval) {
        let end = now + max(0, seconds)
        while let index = timers.indices.filter({ timers[$0].due <= end }).min(by: {
            (timers[$0].due, timers[$0].order) < (timers[$1].due, timers[$1].order)
        }) {
            let timer = timers.remove(at: index)
            now = timer.due
            timer.action()
        }
        now = end
    }
}

// MARK: Geometry (CoreGraphics and QuartzCore, which UIKit re-exports)

/// An affine transform as CoreGraphics writes it: a point (x, y) goes to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Sendable, Equatable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public static let identity = CGAffineTransform()

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `self` then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A scale applied before `self`, as CoreGraphics' `scaledBy` is.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        guard determinant != 0 else { return self }
        return CGAffineTransform(
            a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
            tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// A color as Core Graphics keeps it: resolved components, red, green, blue and alpha.
public final class CGColor: Sendable, CustomStringConvertible {
    public let components: [CGFloat]?
    public var alpha: CGFloat { components?.last ?? 1 }
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public var description: String { UIColor.describe(components ?? []) }
}

/// A view's backing layer: the properties the adapters set, kept as given.
open class CALayer {
    public init() {}
    open var cornerRadius: CGFloat = 0
    open var masksToBounds: Bool = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var backgroundColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 3
    open var shadowOffset = CGSize(width: 0, height: -3)
    open var opacity: Float = 1
}

public struct UIEdgeInsets: Sendable, Equatable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
}
