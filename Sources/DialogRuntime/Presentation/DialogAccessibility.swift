import DialogLayoutEngine

/// The platform's accessibility settings the presenter decides from, as the host reads them
/// (`DialogHost.accessibility`). The text size is the screen's (`DialogScreen.textScale`).
public struct DialogAccessibility: Sendable, Hashable {
    /// Light or dark, at standard or increased contrast: every color of a custom dialog is
    /// resolved for it.
    public var appearance: DialogAppearance
    /// Whether Reduce Motion is on: the show and hide take their reduced-motion variants.
    public var reducesMotion: Bool
    /// Whether VoiceOver is running.
    public var isVoiceOverRunning: Bool
    /// Whether the user prefers cross-fades to sliding transitions (Reduce Motion's sub-setting).
    public var prefersCrossFadeTransitions: Bool
    /// The Dynamic Type size, where the settings' reader knows it (a SwiftUI view's
    /// environment); nil keeps the screen's (`DialogScreen.contentSize`).
    public var contentSize: DialogContentSize?

    /// Creates a state; every setting defaults to the platform's out of the box.
    public init(
        appearance: DialogAppearance = .light, reducesMotion: Bool = false, isVoiceOverRunning: Bool = false,
        prefersCrossFadeTransitions: Bool = false
    ) {
        self.appearance = appearance
        self.reducesMotion = reducesMotion
        self.isVoiceOverRunning = isVoiceOverRunning
        self.prefersCrossFadeTransitions = prefersCrossFadeTransitions
    }

    /// Light appearance, standard contrast, full motion, no VoiceOver: what a host that reads no
    /// settings reports.
    public static let standard = DialogAccessibility()

    /// `screen` seen with these settings: its colors resolved for `appearance`, its motion
    /// reduced when Reduce Motion (or its cross-fade preference) is on, its text at `contentSize`
    /// when that is known.
    public func applied(to screen: DialogScreen) -> DialogScreen {
        var screen = screen
        screen.appearance = appearance
        screen.reducesMotion = reducesMotion || prefersCrossFadeTransitions
        if let contentSize {
            screen.contentSize = contentSize
            screen.textScale = contentSize.bodyScale
            screen.isAccessibilityTextSize = contentSize.isAccessibilitySize
        }
        return screen
    }
}
