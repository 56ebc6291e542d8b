import DialogLayoutEngine

extension DialogAccessibility {
    /// The settings as a view's environment states them (SwiftUI's `colorScheme`,
    /// `colorSchemeContrast`, `accessibilityReduceMotion`, `accessibilityVoiceOverEnabled` and
    /// `dynamicTypeSize`), for `DialogPresenter.accessibilityReported(_:)`.
    ///
    /// Unlike a host's reading it always knows the text size: the environment holds the one the
    /// view is drawn at, after the app's own limits (`dynamicTypeSize(_:)`). The environment
    /// states no cross-fade preference apart from Reduce Motion, so it is off.
    public init(
        scheme: DialogAppearance.Scheme, contrast: DialogAppearance.Contrast, reducesMotion: Bool, isVoiceOverRunning: Bool,
        contentSize: DialogContentSize
    ) {
        self.init(
            appearance: DialogAppearance(scheme: scheme, contrast: contrast), reducesMotion: reducesMotion,
            isVoiceOverRunning: isVoiceOverRunning)
        self.contentSize = contentSize
    }
}
