#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

extension UIKitDialogHost {
    /// The view's appearance and contrast, and UIKit's Reduce Motion and VoiceOver settings.
    public var accessibility: DialogAccessibility {
        DialogAccessibility(
            appearance: DialogAppearance(view.traitCollection), reducesMotion: UIAccessibility.isReduceMotionEnabled,
            isVoiceOverRunning: UIAccessibility.isVoiceOverRunning,
            prefersCrossFadeTransitions: UIAccessibility.prefersCrossFadeTransitions)
    }

    /// Tells the presenter the settings now. The host hears of them itself: of the view's
    /// appearance, contrast and text size through its trait changes, of Increase Contrast,
    /// Reduce Motion and VoiceOver through UIKit's notifications; an app calls this only for a
    /// change UIKit does not report.
    public func accessibilitySettingsChanged() {
        accessibilityDidChange?(accessibility)
    }

    /// Hears of the view's trait changes that decide how a dialog looks: dark mode, Increase
    /// Contrast and the text size. Before iOS 17, which has no trait change registration,
    /// `observeTraits(in:)` does it for each custom dialog while it is shown.
    func observeTraits() {
        guard #available(iOS 17, *) else { return }
        let traits: [UITrait] = [
            UITraitUserInterfaceStyle.self, UITraitAccessibilityContrast.self, UITraitPreferredContentSizeCategory.self,
        ]
        view.registerForTraitChanges(traits) { [weak self] (_: UIView, _: UITraitCollection) in
            self?.accessibilitySettingsChanged()
        }
    }

    /// Before iOS 17: a hidden view inside the custom dialog's own view hears of its trait
    /// changes in `traitCollectionDidChange(_:)`. The presenter reads the settings afresh for
    /// every dialog it shows, so only a change while one is shown needs telling.
    func observeTraits(in dialog: UIView) {
        if #available(iOS 17, *) { return }
        let relay = TraitChangeRelay(frame: .zero)
        relay.traitsDidChange = { [weak self] in self?.accessibilitySettingsChanged() }
        dialog.addSubview(relay)
    }

    func observeAccessibility() {
        let names = [
            UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
            UIAccessibility.prefersCrossFadeTransitionsStatusDidChange,
            UIAccessibility.voiceOverStatusDidChangeNotification,
        ]
        accessibilityObservations = names.map { name in
            NotificationObservation(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [weak self] _ in
                    // The main queue: the notification arrives on the main actor.
                    MainActor.assumeIsolated { self?.accessibilitySettingsChanged() }
                })
        }
    }

    /// Gives the custom dialog's texts, lines and surface, and its cover, the colors of `layout`.
    public func update(_ presentation: DialogPresentationID, layout: DescriptorLayout) {
        dialogs[presentation]?.recolorParts(of: layout)
        covers[presentation]?.backgroundColor = UIColor(layout.coverColor)
    }

    /// Posts `text` as an announcement; an assertive one at high priority, so it interrupts.
    public func announce(_ text: String, priority: DialogAnnouncement) {
        let argument: Any =
            priority == .assertive
            ? NSAttributedString(
                string: text, attributes: [.accessibilitySpeechAnnouncementPriority: UIAccessibilityPriority.high])
            : text
        UIAccessibility.post(notification: .announcement, argument: argument)
    }

    /// The element VoiceOver's cursor is on.
    public var accessibilityFocusedElement: AnyObject? {
        UIAccessibility.focusedElement(using: .notificationVoiceOver).map { $0 as AnyObject }
    }

    /// Makes the custom dialog modal to VoiceOver and moves its cursor to the dialog's first
    /// element; a system dialog's controller does both itself.
    public func moveAccessibilityFocus(into presentation: DialogPresentationID) {
        guard let dialog = dialogs[presentation] else { return }
        dialog.accessibilityViewIsModal = true
        let first = dialog.subviews.first { $0.isAccessibilityElement }
        UIAccessibility.post(notification: .screenChanged, argument: first ?? dialog)
    }

    /// Moves VoiceOver's cursor back to `element`.
    public func restoreAccessibilityFocus(to element: AnyObject) {
        UIAccessibility.post(notification: .screenChanged, argument: element)
    }
}

/// A view that only hears of its trait changes, for a host before iOS 17: hidden, taking no
/// touches and unseen by assistive technologies.
final class TraitChangeRelay: UIView {
    var traitsDidChange: (@MainActor () -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        accessibilityElementsHidden = true
    }

    required init?(coder: NSCoder) { fatalError("TraitChangeRelay is made by the host") }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        traitsDidChange?()
    }
}

extension UIView {
    /// Makes the dialog's view the group `accessibility` describes, which VoiceOver names on
    /// entering it; its parts stay the elements. Nothing when the spec describes no group.
    func applyGroupAccessibility(_ accessibility: DialogPartAccessibility?) {
        guard let accessibility else { return }
        isAccessibilityElement = false
        accessibilityContainerType = .semanticGroup
        accessibilityLabel = accessibility.label.isEmpty ? nil : accessibility.label
        accessibilityHint = accessibility.hint
    }
}

extension DialogContentSize {
    /// The Dynamic Type size `category` stands for; unspecified is Large, UIKit's default.
    init(_ category: UIContentSizeCategory) {
        self =
            switch category {
            case .extraSmall: .xSmall
            case .small: .small
            case .medium: .medium
            case .extraLarge: .xLarge
            case .extraExtraLarge: .xxLarge
            case .extraExtraExtraLarge: .xxxLarge
            case .accessibilityMedium: .ax1
            case .accessibilityLarge: .ax2
            case .accessibilityExtraLarge: .ax3
            case .accessibilityExtraExtraLarge: .ax4
            case .accessibilityExtraExtraExtraLarge: .ax5
            default: .large
            }
    }

    /// UIKit's name for the size.
    var category: UIContentSizeCategory {
        switch self {
        case .xSmall: .extraSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .extraLarge
        case .xxLarge: .extraExtraLarge
        case .xxxLarge: .extraExtraExtraLarge
        case .ax1: .accessibilityMedium
        case .ax2: .accessibilityLarge
        case .ax3: .accessibilityExtraLarge
        case .ax4: .accessibilityExtraExtraLarge
        case .ax5: .accessibilityExtraExtraExtraLarge
        }
    }
}

extension DialogAppearance {
    /// The appearance `traits` draw in; unspecified is light at standard contrast, as UIKit's default.
    init(_ traits: UITraitCollection) {
        self.init(
            scheme: traits.userInterfaceStyle == .dark ? .dark : .light,
            contrast: traits.accessibilityContrast == .high ? .increased : .standard)
    }
}
#endif
