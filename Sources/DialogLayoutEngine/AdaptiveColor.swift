/// A color that differs by appearance: a system color, or a spec's object of `light`, `dark`
/// and, optionally, `lightHighContrast` and `darkHighContrast`.
extension DialogColor {
    /// What an adaptive color holds beyond its light value; boxed, so a plain color stays small.
    indirect enum Variants: Sendable, Hashable {
        case appearances(dark: DialogColor, lightHighContrast: DialogColor, darkHighContrast: DialogColor, systemName: String?)
    }

    /// A color with a value per appearance. An increased-contrast value left out is the
    /// standard one of the same scheme, as in an asset catalog. Each value's own variants are
    /// dropped: an appearance has one color.
    public init(
        light: DialogColor, dark: DialogColor, lightHighContrast: DialogColor? = nil,
        darkHighContrast: DialogColor? = nil, systemName: String? = nil
    ) {
        let light = light.plain
        let dark = dark.plain
        self.init(red: light.red, green: light.green, blue: light.blue, opacity: light.opacity)
        let lightHighContrast = lightHighContrast?.plain ?? light
        let darkHighContrast = darkHighContrast?.plain ?? dark
        if dark == light, lightHighContrast == light, darkHighContrast == light, systemName == nil { return }
        variants = .appearances(
            dark: dark, lightHighContrast: lightHighContrast, darkHighContrast: darkHighContrast, systemName: systemName)
    }

    /// Whether the color differs between appearances (or names a system color, which may).
    public var isAdaptive: Bool { variants != nil }

    /// The system color's name (`secondaryLabel`) when the color is one.
    public var systemName: String? {
        guard case .appearances(_, _, _, let name) = variants else { return nil }
        return name
    }

    /// The color in `appearance`, the same in every appearance.
    public func resolved(for appearance: DialogAppearance) -> DialogColor {
        guard case .appearances(let dark, let lightHighContrast, let darkHighContrast, _) = variants else { return self }
        switch (appearance.scheme, appearance.contrast) {
        case (.light, .standard): return plain
        case (.dark, .standard): return dark
        case (.light, .increased): return lightHighContrast
        case (.dark, .increased): return darkHighContrast
        }
    }

    /// The light, standard-contrast value alone.
    public var plain: DialogColor { DialogColor(red: red, green: green, blue: blue, opacity: opacity) }

    /// Whether every appearance resolves to the same color, whatever the spec wrote.
    public var isSameInEveryAppearance: Bool {
        DialogAppearance.allCases.allSatisfy { resolved(for: $0) == plain }
    }
}
