// The stand-ins' own behaviour, which the adapter scenarios rely on: traits and their
// callbacks, dynamic colors, Dynamic Type, settings and their notifications, the accessibility
// log, the animation clock and focus.
import UIKit

enum StandInScenarios {
    static let all: [(name: String, run: @MainActor (Scenario) -> Void)] = [
        ("stand-in-traits-reach-views-as-uikit-delivers-them", traitsReachViews),
        ("stand-in-dynamic-type-scales-fonts", dynamicTypeScalesFonts),
        ("stand-in-settings-post-their-notifications", settingsPostNotifications),
        ("stand-in-voiceover-log-focus-and-modality", voiceOverLogFocusAndModality),
        ("stand-in-animations-complete-on-the-clock", animationsCompleteOnTheClock),
        ("stand-in-first-responder-follows-the-hierarchy", firstResponderFollowsTheHierarchy),
    ]

    /// What observers heard, on the main actor.
    @MainActor final class Log {
        var lines: [String] = []
    }

    /// Counts what UIKit tells it of its traits.
    final class TraitWatcher: UIView {
        var previousStyles: [UIUserInterfaceStyle] = []
        var currentDuringCallback: UIUserInterfaceStyle?

        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            previousStyles.append(previousTraitCollection?.userInterfaceStyle ?? .unspecified)
            currentDuringCallback = UITraitCollection.current.userInterfaceStyle
        }
    }

    @MainActor static func traitsReachViews(_ scenario: Scenario) {
        let stage = Stage()
        let watcher = TraitWatcher(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(watcher)
        var handled: [UIUserInterfaceStyle] = []
        watcher.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: TraitWatcher, previous) in
            handled.append(view.traitCollection.userInterfaceStyle)
        }
        let card = UIColor { $0.userInterfaceStyle == .dark ? UIColor(white: 0.1, alpha: 1) : UIColor(white: 1, alpha: 1) }
        watcher.backgroundColor = card
        scenario.expect("a view in a new window is light", watcher.traitCollection.userInterfaceStyle, .light)
        scenario.expect("nothing is told before a change", watcher.previousStyles, [])

        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .dark)
        scenario.expect("the view reads the window's dark traits", watcher.traitCollection.userInterfaceStyle, .dark)
        scenario.expect("traitCollectionDidChange gets the previous traits", watcher.previousStyles, [.light])
        scenario.expect("the current traits are the new ones during the callback", watcher.currentDuringCallback, .dark)
        scenario.expect("a registered handler runs once", handled, [.dark])
        let resolved = watcher.backgroundColor?.resolvedColor(with: watcher.traitCollection)
        scenario.expect("a dynamic color resolves for the view's traits", resolved?.description, "#1A1A1A")

        stage.window.standInTraitCollection = UIKitStandIn.systemTraits.standInReplacing(style: .dark, size: .extraLarge)
        scenario.expect("a handler for the style is not told of a text size change", handled, [.dark])
        scenario.expect("traitCollectionDidChange is told of any change", watcher.previousStyles.count, 2)

        watcher.overrideUserInterfaceStyle = .light
        scenario.expect("an override wins over the window", watcher.traitCollection.userInterfaceStyle, .light)
        scenario.expect("and is delivered", handled, [.dark, .light])

        let detached = TraitWatcher(frame: .zero)
        UIKitStandIn.systemTraits = UIKitStandIn.systemTraits.standInReplacing(style: .dark)
        stage.window.standInTraitCollection = nil
        stage.view.addSubview(detached)
        scenario.expect("a window without traits of its own follows the system's", detached.traitCollection.userInterfaceStyle, .dark)
    }

    @MainActor static func dynamicTypeScalesFonts(_ scenario: Scenario) {
        let stage = Stage()
        let body = UIFont.systemFont(ofSize: 17, weight: .regular)
        let metrics = UIFontMetrics(forTextStyle: .body)
        scenario.expect("body text is 17 points at the default size", metrics.scaledFont(for: body).pointSize, 17)
        let largest = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        scenario.expect("and 53 at the largest accessibility size", metrics.scaledFont(for: body, compatibleWith: largest).pointSize, 53)
        scenario.expect(
            "a maximum caps it", metrics.scaledFont(for: body, maximumPointSize: 30, compatibleWith: largest).pointSize, 30)
        scenario.expect(
            "17 points become 40 at the third accessibility size",
            metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)), 40)
        let title1 = UIFont.systemFont(ofSize: 28, weight: .regular)
        scenario.expect(
            "another style grows by its own sizes: title1's 28 points are 48 at the third accessibility size",
            UIFontMetrics(forTextStyle: .title1).scaledFont(
                for: title1, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)
            ).pointSize, 48)

        let label = UILabel()
        label.font = metrics.scaledFont(for: body)
        label.adjustsFontForContentSizeCategory = true
        stage.view.addSubview(label)
        let posted = Log()
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main
        ) { notification in
            let size = (notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory)?.rawValue
            // The main queue: the observer runs on the main actor, as the adapters' do.
            MainActor.assumeIsolated { posted.lines.append(size ?? "?") }
        }
        UIKitStandIn.systemTraits = UIKitStandIn.systemTraits.standInReplacing(size: .extraExtraExtraLarge)
        NotificationCenter.default.removeObserver(observer)
        scenario.expect("an adjusting label's font follows the text size", label.font.pointSize, 23)
        scenario.expect("the change is posted", posted.lines, [UIContentSizeCategory.extraExtraExtraLarge.rawValue])
        scenario.expect("fonts made now scale by the new size", metrics.scaledFont(for: body).pointSize, 23)
        label.text = "Delete photo?"
        scenario.expect(
            "a label measures by the stand-in's rule", label.sizeThatFits(CGSize(width: 1000, height: 1000)),
            CGSize(width: 150, height: 28))
    }

    @MainActor static func settingsPostNotifications(_ scenario: Scenario) {
        _ = Stage()
        let heard = Log()
        let names = [
            UIAccessibility.reduceMotionStatusDidChangeNotification, UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                MainActor.assumeIsolated { heard.lines.append(name.rawValue) }
            }
        }
        UIKitStandIn.isReduceMotionEnabled = true
        UIKitStandIn.isReduceMotionEnabled = true
        UIKitStandIn.isVoiceOverRunning = true
        UIKitStandIn.isDarkerSystemColorsEnabled = true
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        scenario.check("Reduce Motion reads as set", UIAccessibility.isReduceMotionEnabled)
        scenario.check("VoiceOver reads as running", UIAccessibility.isVoiceOverRunning)
        scenario.check("Increase Contrast reads as set", UIAccessibility.isDarkerSystemColorsEnabled)
        scenario.expect("each change is posted once, on the main queue's observers", heard.lines, names.map(\.rawValue))
    }

    @MainActor static func voiceOverLogFocusAndModality(_ scenario: Scenario) {
        let stage = Stage()
        let behind = UILabel()
        behind.text = "Photos"
        stage.view.addSubview(behind)
        let dialog = UIView()
        let title = UILabel()
        title.text = "Delete photo?"
        let button = UIButton(type: .system)
        button.setTitle("Delete", for: .normal)
        dialog.addSubview(title)
        dialog.addSubview(button)
        stage.view.addSubview(dialog)
        scenario.expect(
            "VoiceOver reaches every element without a modal view",
            UIKitStandIn.voiceOverElements(in: stage.window).map(\.accessibilityLabel), ["Photos", "Delete photo?", "Delete"])
        dialog.accessibilityViewIsModal = true
        scenario.expect(
            "a modal view hides its siblings", UIKitStandIn.voiceOverElements(in: stage.window).map(\.accessibilityLabel),
            ["Delete photo?", "Delete"])
        scenario.expect("a button has the button trait", button.accessibilityTraits, .button)
        scenario.expect("a label is static text", title.accessibilityTraits, .staticText)

        UIAccessibility.post(notification: .screenChanged, argument: title)
        scenario.check("a screen change moves the focus", UIKitStandIn.voiceOverFocus === title)
        scenario.check("focusedElement reports it", UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIView === title)
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        scenario.check("a change naming nothing moves to the first element", UIKitStandIn.voiceOverFocus === title)
        scenario.expect(
            "every post is logged", UIKitStandIn.accessibilityPosts.map(\.description),
            ["screenChanged UILabel \"Delete photo?\"", "announcement \"Saved\"", "layoutChanged nil"])
    }

    @MainActor static func animationsCompleteOnTheClock(_ scenario: Scenario) {
        let stage = Stage()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        stage.view.addSubview(view)
        var finished: [TimeInterval] = []
        view.alpha = 0
        UIView.animate(withDuration: 0.3, delay: 0.1, options: [.curveEaseOut]) {
            view.alpha = 1
            view.transform = CGAffineTransform(translationX: 0, y: 20).scaledBy(x: 0.5, y: 0.5)
        } completion: { _ in
            finished.append(UIKitStandIn.clock.now)
        }
        scenario.expect("the block applies at once", view.alpha, 1)
        scenario.expect(
            "the frame follows the transform about the center", view.frame, CGRect(x: 25, y: 45, width: 50, height: 50))
        stage.advance(by: 0.39)
        scenario.expect("no completion before delay and duration", finished, [])
        stage.advance(by: 0.01)
        scenario.expect("the completion at delay plus duration", finished.map { ($0 * 100).rounded() / 100 }, [0.4])
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { view.transform = .identity })
        scenario.expect(
            "the animations are logged", UIKitStandIn.animations.map(\.description), ["curve 0.3s at 0.0s", "spring(0.8) 0.5s at 0.4s"])
        scenario.expect("the frame is back once the transform is", view.frame, CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @MainActor static func firstResponderFollowsTheHierarchy(_ scenario: Scenario) {
        let stage = Stage()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        scenario.check("a field outside a window cannot take focus", !field.becomeFirstResponder())
        stage.view.addSubview(field)
        scenario.check("a field in a window takes focus", field.becomeFirstResponder() && field.isFirstResponder)
        stage.view.endEditing(true)
        scenario.check("endEditing resigns it", !field.isFirstResponder)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        scenario.check("a removed field lets go of focus", !field.isFirstResponder)
        var edits: [String] = []
        stage.view.addSubview(field)
        field.addAction(UIAction { _ in edits.append(field.text ?? "") }, for: .editingChanged)
        field.standInType("ab")
        field.standInType("c")
        scenario.expect("typing sends editingChanged with the text", edits, ["ab", "abc"])
        let button = UIButton(type: .system)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.view.addSubview(button)
        stage.view.isUserInteractionEnabled = false
        scenario.check("a tap is refused while touches are off", !UIKitStandIn.tap(button))
        stage.view.isUserInteractionEnabled = true
        button.isEnabled = false
        scenario.check("a disabled button refuses a tap", !UIKitStandIn.tap(button))
        button.isEnabled = true
        scenario.check("an enabled button takes a tap", UIKitStandIn.tap(button) && taps == 1)
    }
}
