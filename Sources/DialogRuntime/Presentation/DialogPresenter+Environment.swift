import DialogLayoutEngine

extension DialogPresenter {
    /// Takes `settings` as the platform's in place of what the host reads, from a view layer
    /// that reads them itself: SwiftUI's environment, which `dialogPresenter(_:)` reports. The
    /// dialog on screen follows them at once (its colors, its hide's motion) but keeps its text
    /// size, so its frames stay where they are; later ones are laid out with them all.
    ///
    /// From the first report on, the host's own changes are not heard: the environment states
    /// the same settings the window's traits do, and also the view's own overrides
    /// (`preferredColorScheme(_:)`, a limited `dynamicTypeSize(_:)`), which the host cannot see.
    /// Where several views report, the last one wins.
    public func accessibilityReported(_ settings: DialogAccessibility) {
        reportedAccessibility = settings
        var onScreen = settings
        onScreen.contentSize = nil
        accessibilityChanged(to: onScreen)
    }

    /// The settings dialogs are laid out with now: the reported ones, else the host's.
    var accessibility: DialogAccessibility { reportedAccessibility ?? host.accessibility }

    /// Follows the host's change unless a view layer reports the settings instead.
    func hostAccessibilityChanged(to settings: DialogAccessibility) {
        guard reportedAccessibility == nil else { return }
        accessibilityChanged(to: settings)
    }
}
