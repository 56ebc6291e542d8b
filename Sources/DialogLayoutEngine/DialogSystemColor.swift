/// UIKit's system colors a spec may name, with Apple's published values in each appearance:
/// the light and dark values and, where Apple publishes them (the tinted colors, the grays and
/// the backgrounds), the increased-contrast ones.
///
/// Apple publishes no increased-contrast values for the label, separator, fill and placeholder
/// colors; they take their standard values here, the lower contrast, so a contrast check never
/// passes a text the device would draw fainter. `tint` is the app's tint before it sets one,
/// `systemBlue`.
public enum DialogSystemColor: String, Sendable, Hashable, CaseIterable {
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground, tertiarySystemGroupedBackground
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, placeholderText, link
    case separator, opaqueSeparator
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemRed, systemOrange, systemYellow, systemGreen, systemMint, systemTeal, systemCyan
    case systemBlue, systemIndigo, systemPurple, systemPink, systemBrown
    case systemGray, systemGray2, systemGray3, systemGray4, systemGray5, systemGray6
    case tint
    case white, black, clear

    /// The color, adaptive, carrying its name.
    public var color: DialogColor {
        let values = self.values
        return DialogColor(
            light: values.light, dark: values.dark, lightHighContrast: values.lightHighContrast,
            darkHighContrast: values.darkHighContrast, systemName: rawValue)
    }

    /// The values in light, dark, light at increased contrast and dark at increased contrast.
    private var values: (light: DialogColor, dark: DialogColor, lightHighContrast: DialogColor, darkHighContrast: DialogColor) {
        // Channels as `0xRRGGBB`; an opacity where the color is translucent.
        func rgb(_ value: UInt32, _ opacity: Double = 1) -> DialogColor {
            DialogColor(
                red: UInt8(truncatingIfNeeded: value >> 16), green: UInt8(truncatingIfNeeded: value >> 8),
                blue: UInt8(truncatingIfNeeded: value), opacity: opacity)
        }
        func four(_ light: UInt32, _ dark: UInt32, _ lightHigh: UInt32, _ darkHigh: UInt32) -> (
            DialogColor, DialogColor, DialogColor, DialogColor
        ) {
            (rgb(light), rgb(dark), rgb(lightHigh), rgb(darkHigh))
        }
        func two(_ light: DialogColor, _ dark: DialogColor) -> (DialogColor, DialogColor, DialogColor, DialogColor) {
            (light, dark, light, dark)
        }
        switch self {
        case .systemBackground: return four(0xFFFFFF, 0x000000, 0xFFFFFF, 0x000000)
        case .secondarySystemBackground: return four(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426)
        case .tertiarySystemBackground: return four(0xFFFFFF, 0x2C2C2E, 0xFFFFFF, 0x363638)
        case .systemGroupedBackground: return four(0xF2F2F7, 0x000000, 0xEBEBF0, 0x000000)
        case .secondarySystemGroupedBackground: return four(0xFFFFFF, 0x1C1C1E, 0xFFFFFF, 0x242426)
        case .tertiarySystemGroupedBackground: return four(0xF2F2F7, 0x2C2C2E, 0xEBEBF0, 0x363638)
        case .label: return two(rgb(0x000000), rgb(0xFFFFFF))
        case .secondaryLabel: return two(rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6))
        case .tertiaryLabel: return two(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))
        case .quaternaryLabel: return two(rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16))
        case .placeholderText: return two(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3))
        case .link: return two(rgb(0x007AFF), rgb(0x0984FF))
        case .separator: return two(rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6))
        case .opaqueSeparator: return two(rgb(0xC6C6C8), rgb(0x38383A))
        case .systemFill: return two(rgb(0x787880, 0.2), rgb(0x787880, 0.36))
        case .secondarySystemFill: return two(rgb(0x787880, 0.16), rgb(0x787880, 0.32))
        case .tertiarySystemFill: return two(rgb(0x767680, 0.12), rgb(0x767680, 0.24))
        case .quaternarySystemFill: return two(rgb(0x747480, 0.08), rgb(0x767680, 0.18))
        case .systemRed: return four(0xFF3B30, 0xFF453A, 0xD70015, 0xFF6961)
        case .systemOrange: return four(0xFF9500, 0xFF9F0A, 0xC93400, 0xFFB340)
        case .systemYellow: return four(0xFFCC00, 0xFFD60A, 0xB25000, 0xFFD426)
        case .systemGreen: return four(0x34C759, 0x30D158, 0x248A3D, 0x30DB5B)
        case .systemMint: return four(0x00C7BE, 0x63E6E2, 0x0C817B, 0x66D4CF)
        case .systemTeal: return four(0x30B0C7, 0x40C8E0, 0x008299, 0x5DE6FF)
        case .systemCyan: return four(0x32ADE6, 0x64D2FF, 0x0071A4, 0x70D7FF)
        case .systemBlue, .tint: return four(0x007AFF, 0x0A84FF, 0x0040DD, 0x409CFF)
        case .systemIndigo: return four(0x5856D6, 0x5E5CE6, 0x3634A3, 0x7D7AFF)
        case .systemPurple: return four(0xAF52DE, 0xBF5AF2, 0x8944AB, 0xDA8FFF)
        case .systemPink: return four(0xFF2D55, 0xFF375F, 0xD30F45, 0xFF6482)
        case .systemBrown: return four(0xA2845E, 0xAC8E68, 0x7F6545, 0xB59469)
        case .systemGray: return four(0x8E8E93, 0x8E8E93, 0x6C6C70, 0xAEAEB2)
        case .systemGray2: return four(0xAEAEB2, 0x636366, 0x8E8E93, 0x7C7C80)
        case .systemGray3: return four(0xC7C7CC, 0x48484A, 0xAEAEB2, 0x545456)
        case .systemGray4: return four(0xD1D1D6, 0x3A3A3C, 0xBCBCC0, 0x444446)
        case .systemGray5: return four(0xE5E5EA, 0x2C2C2E, 0xD8D8DC, 0x363638)
        case .systemGray6: return four(0xF2F2F7, 0x1C1C1E, 0xEBEBF0, 0x242426)
        case .white: return two(rgb(0xFFFFFF), rgb(0xFFFFFF))
        case .black: return two(rgb(0x000000), rgb(0x000000))
        case .clear: return two(rgb(0x000000, 0), rgb(0x000000, 0))
        }
    }
}
