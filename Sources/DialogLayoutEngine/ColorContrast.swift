/// WCAG 2.2's contrast between two colors (success criteria 1.4.3, 1.4.6 and 1.4.11): the
/// relative luminance of each and the ratio of the lighter to the darker, from 1:1 to 21:1; and
/// a translucent color composited over what is behind it, as the screen shows it.
///
/// The audit, lint and an app's own checks share it, so a ratio a finding names is the ratio
/// the runtime would compute for the same colors.
public enum ColorContrast {
    /// The smallest ratio WCAG 2.2 asks of text (1.4.3, level AA).
    public static let minimumForText = 4.5
    /// The smallest ratio WCAG 2.2 asks of large text (1.4.3) and of the parts of a control a
    /// user needs to see to find it (1.4.11).
    public static let minimumForLargeText = 3.0

    /// WCAG 2.2's relative luminance of `color`'s channels, from 0 (black) to 1 (white): each
    /// sRGB channel linearised (below 0.04045 divided by 12.92, above raised to 2.4 after
    /// offsetting by 0.055), then weighted 0.2126 red, 0.7152 green, 0.0722 blue. The opacity
    /// is not read: composite a translucent color over its backdrop first.
    public static func relativeLuminance(of color: DialogColor) -> Double {
        relativeLuminance(red: Double(color.red), green: Double(color.green), blue: Double(color.blue))
    }

    /// The relative luminance of sRGB channels from 0 to 255, not necessarily whole.
    static func relativeLuminance(red: Double, green: Double, blue: Double) -> Double {
        0.2126 * linear(red / 255) + 0.7152 * linear(green / 255) + 0.0722 * linear(blue / 255)
    }

    /// WCAG 2.2's contrast ratio of two opaque colors, (L1 + 0.05) / (L2 + 0.05) with L1 the
    /// lighter's luminance: 1 for the same color, 21 for black and white. Opacity is not read.
    public static func ratio(_ first: DialogColor, _ second: DialogColor) -> Double {
        ratio(luminance: relativeLuminance(of: first), relativeLuminance(of: second))
    }

    /// The contrast ratio of `foreground` as it shows over the opaque `background`: a
    /// translucent foreground is composited over it first.
    public static func ratio(of foreground: DialogColor, on background: DialogColor) -> Double {
        let shown = composited(foreground, over: background)
        return ratio(luminance: relativeLuminance(of: shown), relativeLuminance(of: background))
    }

    /// `color` painted over the opaque `backdrop`: each sRGB channel mixed by `color`'s opacity
    /// (source-over in the encoded values, as UIKit and Core Animation blend by default), to
    /// the nearest 8-bit value a screen shows; the result is opaque.
    public static func composited(_ color: DialogColor, over backdrop: DialogColor) -> DialogColor {
        let alpha = min(max(color.opacity, 0), 1)
        guard alpha < 1 else { return color.plain }
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded())
        }
        return DialogColor(
            red: mix(color.red, backdrop.red), green: mix(color.green, backdrop.green), blue: mix(color.blue, backdrop.blue))
    }

    /// Whether text of `size` points at `weight` is large text for WCAG 2.2: 18 pt and larger,
    /// or 14 pt and larger when bold or heavier.
    public static func isLargeText(size: Double, weight: FontWeight) -> Bool {
        size >= 18 || (size >= 14 && weight.isBoldOrHeavier)
    }

    /// The ratio text of `size` points at `weight` needs: 3:1 for large text, else 4.5:1.
    public static func minimumRatio(forTextOf size: Double, weight: FontWeight) -> Double {
        isLargeText(size: size, weight: weight) ? minimumForLargeText : minimumForText
    }

    private static func ratio(luminance first: Double, _ second: Double) -> Double {
        (max(first, second) + 0.05) / (min(first, second) + 0.05)
    }

    /// One sRGB channel from 0 to 1 made linear, by WCAG 2.2's formula (the 0.04045 threshold
    /// of IEC 61966-2-1).
    static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : power2point4((channel + 0.055) / 1.055)
    }

    /// `value` to the power 2.4, for `value` in 0...1: the module has no math library, so the
    /// fifth root of `value`² (Newton's method from 1, which approaches it from above) times `value`².
    private static func power2point4(_ value: Double) -> Double {
        guard value > 0 else { return 0 }
        let square = value * value
        var root = 1.0
        for _ in 0..<64 {
            let next = (4 * root + square / (root * root * root * root)) / 5
            if next >= root { break }
            root = next
        }
        return square * root
    }
}

extension FontWeight {
    /// Whether the weight is bold or heavier, WCAG's "bold" for large text.
    var isBoldOrHeavier: Bool {
        self == .bold
    }
}
