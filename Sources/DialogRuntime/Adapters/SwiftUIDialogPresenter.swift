#if canImport(SwiftUI)
import SwiftUI

/// Where views find the presenter they show dialogs through.
private struct DialogPresenterKey: EnvironmentKey {
    static let defaultValue: DialogPresenter? = nil
}

extension EnvironmentValues {
    /// The presenter set with `dialogPresenter(_:)` above this view, if any:
    /// `Task { let action = await presenter?.present(Dialogs.DeleteDraft.self) }`.
    public var dialogPresenter: DialogPresenter? {
        get { self[DialogPresenterKey.self] }
        set { self[DialogPresenterKey.self] = newValue }
    }
}

extension View {
    /// Makes `presenter` the one this view and those inside it present dialogs through, and
    /// tells it the appearance, contrast, Reduce Motion, VoiceOver and text size this view is
    /// drawn with, as they appear and whenever they change
    /// (`DialogPresenter.accessibilityReported(_:)`).
    nonisolated public func dialogPresenter(_ presenter: DialogPresenter) -> some View {
        environment(\.dialogPresenter, presenter).modifier(DialogAccessibilityReporter(presenter: presenter))
    }
}

/// Reports the view's accessibility settings to the presenter where SwiftUI states them all
/// (the text size from iOS 15); before that the presenter keeps reading its host.
private struct DialogAccessibilityReporter: ViewModifier {
    let presenter: DialogPresenter

    func body(content: Content) -> some View {
        if #available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *) {
            content.modifier(DialogEnvironmentReader(presenter: presenter))
        } else {
            content
        }
    }
}

/// Reads the settings from the environment and reports them, once as the view appears and again
/// whenever one changes, so a dialog on screen while the scheme flips takes the new colors.
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
private struct DialogEnvironmentReader: ViewModifier {
    let presenter: DialogPresenter
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityReduceMotion) private var reducesMotion
    @Environment(\.accessibilityVoiceOverEnabled) private var isVoiceOverRunning
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    func body(content: Content) -> some View {
        let settings = DialogAccessibility(
            colorScheme: colorScheme, contrast: contrast, reducesMotion: reducesMotion,
            isVoiceOverRunning: isVoiceOverRunning, dynamicTypeSize: dynamicTypeSize)
        // The one-value `onChange` is the form iOS 15 has.
        content
            .onAppear { presenter.accessibilityReported(settings) }
            .onChange(of: settings) { presenter.accessibilityReported($0) }
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DialogAccessibility {
    /// The settings SwiftUI's environment states: `colorScheme`, `colorSchemeContrast`,
    /// `accessibilityReduceMotion`, `accessibilityVoiceOverEnabled` and `dynamicTypeSize`.
    public init(
        colorScheme: ColorScheme, contrast: ColorSchemeContrast, reducesMotion: Bool, isVoiceOverRunning: Bool,
        dynamicTypeSize: DynamicTypeSize
    ) {
        self.init(
            scheme: colorScheme == .dark ? .dark : .light, contrast: contrast == .increased ? .increased : .standard,
            reducesMotion: reducesMotion, isVoiceOverRunning: isVoiceOverRunning, contentSize: DialogContentSize(dynamicTypeSize))
    }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, *)
extension DialogContentSize {
    /// The Dynamic Type size SwiftUI calls `size`; a size of a later SDK that this one does not
    /// name is taken at the nearer end of the range.
    public init(_ size: DynamicTypeSize) {
        switch size {
        case .xSmall: self = .xSmall
        case .small: self = .small
        case .medium: self = .medium
        case .large: self = .large
        case .xLarge: self = .xLarge
        case .xxLarge: self = .xxLarge
        case .xxxLarge: self = .xxxLarge
        case .accessibility1: self = .ax1
        case .accessibility2: self = .ax2
        case .accessibility3: self = .ax3
        case .accessibility4: self = .ax4
        case .accessibility5: self = .ax5
        @unknown default: self = size > .large ? .ax5 : .xSmall
        }
    }
}
#endif
