/// A color that differs by appearance: a system color, or a spec's object of `light`, `dark`
/// and, optionally, `lightHighContrast` and `darkHighContrast`.
extension DialogColor {
    /// What an adaptive color holds beyond its light value: each other appearance's channels and
    /// opacity packed in a word, and the system color it is. Plain data, so a color is copied
    /// without reference counting: the plan's elements and every style hold colors.
    struct Variants: Sendable, Hashable {
        var dark: UInt64
        var lightHighContrast: UInt64
        var darkHighContrast: UInt64
        /// The system color's position in `DialogSystemColor.allCases` plus one; 0 for none.
        var system: UInt8

        /// No variants: the color is the same in every appearance.
        static let none = Variants(dark: 0, lightHighContrast: 0, darkHighContrast: 0, system: 0)

        /// Set in every packed variant, so a packed transparent black is not `none`.
        private static let present: UInt64 = 1 << 63

        /// `color` packed: red, green and blue, and the opacity in thousandths.
        static func pack(_ color: DialogColor) -> UInt64 {
            let thousandths = UInt64((min(max(color.opacity, 0), 1) * 1000).rounded())
            return present | UInt64(color.red) << 40 | UInt64(color.green) << 32 | UInt64(color.blue) << 24 | thousandths
        }

        /// The color `packed` holds.
        static func unpack(_ packed: UInt64) -> DialogColor {
            DialogColor(
                red: UInt8(truncatingIfNeeded: packed >> 40), green: UInt8(truncatingIfNeeded: packed >> 32),
                blue: UInt8(truncatingIfNeeded: packed >> 24), opacity: Double(packed & 0xFFFF) / 1000)
        }
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
        let system = systemName.flatMap { name in DialogSystemColor.allCases.firstIndex { $0.rawValue == name } }
        if dark == light, lightHighContrast == light, darkHighContrast == light, system == nil { return }
        variants = Variants(
            dark: Variants.pack(dark), lightHighContrast: Variants.pack(lightHighContrast),
            darkHighContrast: Variants.pack(darkHighContrast), system: system.map { UInt8($0 + 1) } ?? 0)
    }

    /// Whether the color differs between appearances (or names a system color, which may).
    public var isAdaptive: Bool { variants.dark != 0 }

    /// The system color's name (`secondaryLabel`) when the color is one.
    public var systemName: String? {
        variants.system == 0 ? nil : DialogSystemColor.allCases[Int(variants.system) - 1].rawValue
    }

    /// The color in `appearance`, the same in every appearance.
    public func resolved(for appearance: DialogAppearance) -> DialogColor {
        guard isAdaptive else { return self }
        switch (appearance.scheme, appearance.contrast) {
        case (.light, .standard): return plain
        case (.dark, .standard): return Variants.unpack(variants.dark)
        case (.light, .increased): return Variants.unpack(variants.lightHighContrast)
        case (.dark, .increased): return Variants.unpack(variants.darkHighContrast)
        }
    }

    /// The light, standard-contrast value alone.
    public var plain: DialogColor { DialogColor(red: red, green: green, blue: blue, opacity: opacity) }

    /// Whether every appearance resolves to the same color, whatever the spec wrote.
    public var isSameInEveryAppearance: Bool {
        DialogAppearance.allCases.allSatisfy { resolved(for: $0) == plain }
    }
}
