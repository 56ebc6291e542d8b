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

    /// Tells the presenter the settings now. The host hears of Increase Contrast, Reduce Motion
    /// and VoiceOver itself; call this when the view's trait collection changes (dark mode), from
    /// `traitCollectionDidChange(_:)` or a trait change registration.
    public func accessibilitySettingsChanged() {
        accessibilityDidChange?(accessibility)
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

    /// Gives the custom dialog's texts, lines and surface the colors of `layout`.
    public func update(_ presentation: DialogPresentationID, layout: DescriptorLayout) {
        dialogs[presentation]?.recolorParts(of: layout)
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

extension DialogAppearance {
    /// The appearance `traits` draw in; unspecified is light at standard contrast, as UIKit's default.
    init(_ traits: UITraitCollection) {
        self.init(
            scheme: traits.userInterfaceStyle == .dark ? .dark : .light,
            contrast: traits.accessibilityContrast == .high ? .increased : .standard)
    }
}
#endif
