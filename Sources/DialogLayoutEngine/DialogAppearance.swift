/// The appearance a dialog is drawn in: light or dark, at standard or increased contrast — the
/// four variants an asset catalog's color set and UIKit's trait collection tell apart.
public struct DialogAppearance: Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Light or dark (`UIUserInterfaceStyle`).
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        case light, dark
    }

    /// Standard or increased contrast (`UIAccessibilityContrast`, Settings › Accessibility ›
    /// Display & Text Size › Increase Contrast).
    public enum Contrast: String, Sendable, Hashable, CaseIterable {
        case standard, increased
    }

    public var scheme: Scheme
    public var contrast: Contrast

    /// Creates an appearance.
    public init(scheme: Scheme = .light, contrast: Contrast = .standard) {
        self.scheme = scheme
        self.contrast = contrast
    }

    /// Light, standard contrast: what a plain hex and the source components were written for.
    public static let light = DialogAppearance(scheme: .light)
    /// Dark, standard contrast.
    public static let dark = DialogAppearance(scheme: .dark)
    /// Light at increased contrast.
    public static let lightHighContrast = DialogAppearance(scheme: .light, contrast: .increased)
    /// Dark at increased contrast.
    public static let darkHighContrast = DialogAppearance(scheme: .dark, contrast: .increased)

    /// The four appearances, light first.
    public static let allCases: [DialogAppearance] = [.light, .dark, .lightHighContrast, .darkHighContrast]

    /// `light`, `dark`, `light, increased contrast` or `dark, increased contrast`: how findings
    /// and reports name it.
    public var description: String {
        contrast == .standard ? scheme.rawValue : "\(scheme.rawValue), increased contrast"
    }

    /// The key a spec's color object writes for this appearance: `light`, `dark`,
    /// `lightHighContrast` or `darkHighContrast`.
    public var key: String {
        switch (scheme, contrast) {
        case (.light, .standard): "light"
        case (.dark, .standard): "dark"
        case (.light, .increased): "lightHighContrast"
        case (.dark, .increased): "darkHighContrast"
        }
    }
}
