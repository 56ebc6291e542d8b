import DialogDiagnostics
import DialogLayoutEngine

/// The token types of the Format module (2025.10). Dialogs read the first eight; the others are
/// recognised, so a real design system's shadows and borders read without a finding, but their
/// values are kept unread.
package enum DesignTokenType: String, Sendable, Hashable, CaseIterable {
    case color, dimension, duration, fontWeight, fontFamily, number, cubicBezier, typography
    case strokeStyle, border, transition, shadow, gradient

    /// Whether dialogc reads values of this type; the others are recognised and kept unread.
    package var isRead: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient: false
        default: true
        }
    }

    /// The type's name in findings: "a color", "a dimension"...
    package var article: String { "\(self == .color ? "color" : rawValue)" }
}

/// A distance: its number and unit as written, and the points dialogs lay out in.
package struct TokenDimension: Sendable, Hashable {
    /// `px` and `rem` are the Format module's; `em`, a multiple of the font size, is read only as
    /// a typography's letter spacing, where design tools write it.
    package enum Unit: String, Sendable, Hashable { case px, rem, em }
    package var value: Double
    package var unit: Unit

    /// Points per rem: the default font size of the platforms the Format module names (16 px on
    /// the web, and a px is an iOS point).
    package static let pointsPerRem = 16.0

    /// The distance in points: a px is a point; a rem is 16 points; an em is `fontSize` points.
    package func points(fontSize: Double = TokenDimension.pointsPerRem) -> Double {
        switch unit {
        case .px: value
        case .rem: value * Self.pointsPerRem
        case .em: value * fontSize
        }
    }

    /// The distance in points, an em taken as a rem.
    package var points: Double { points() }
}

/// A length of time, as written (`ms` or `s`).
package struct TokenDuration: Sendable, Hashable {
    package enum Unit: String, Sendable, Hashable { case ms, s }
    package var value: Double
    package var unit: Unit

    /// The duration in seconds, the unit specs and the runtime use.
    package var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A text style: every member the Format module requires.
package struct TokenTypography: Sendable, Hashable {
    package var fontFamily: [String]
    package var fontSize: TokenDimension
    package var fontWeight: Double
    package var letterSpacing: TokenDimension
    /// A multiple of the font size.
    package var lineHeight: Double

    /// The letter spacing in points, an em taken of this font size.
    package var letterSpacingPoints: Double { letterSpacing.points(fontSize: fontSize.points) }
}

/// A color as the Color module writes it, and the sRGB color dialogs draw it as.
package struct TokenColor: Sendable, Hashable {
    /// The color space as written (`oklch`), or `srgb` for a hex string.
    package var colorSpace: String
    /// The components as written, a `none` component as nil.
    package var components: [Double?]
    package var alpha: Double
    /// The `hex` fallback the file gives, if any (a 6-digit hex: alpha is kept apart).
    package var hex: String?
    /// The color in sRGB, gamut-mapped as CSS Color 4 does, with the alpha as its opacity.
    package var srgb: DialogColor
}

/// A token's value once its aliases are resolved.
package enum DesignTokenValue: Sendable, Hashable {
    case color(TokenColor)
    case dimension(TokenDimension)
    case duration(TokenDuration)
    /// 1 to 1000, a name read as its number (`bold` is 700).
    case fontWeight(Double)
    /// Family names in order of preference.
    case fontFamily([String])
    case number(Double)
    /// The curve's two control points, `x1, y1, x2, y2`.
    case cubicBezier([Double])
    case typography(TokenTypography)
    /// A value of a type dialogc recognises but does not read (a shadow, a border...).
    case unread(DesignTokenType)

    package var type: DesignTokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .duration: .duration
        case .fontWeight: .fontWeight
        case .fontFamily: .fontFamily
        case .number: .number
        case .cubicBezier: .cubicBezier
        case .typography: .typography
        case .unread(let type): type
        }
    }
}

/// Whether and why a token is retired (`$deprecated`: `true`, or a message saying what to use).
package enum TokenDeprecation: Sendable, Hashable {
    case deprecated
    case deprecatedWithMessage(String)
}

/// One token, its aliases resolved: what specs, rules and generators will read.
package struct DesignToken: Sendable, Hashable {
    /// The dotted path of group and token names: `color.accent`, or `color.accent.$root` for a
    /// group's `$root` token.
    package var path: String
    package var type: DesignTokenType
    package var value: DesignTokenValue
    /// The path the token's value is an alias of, when the whole value is one.
    package var aliasOf: String?
    package var description: String?
    package var deprecation: TokenDeprecation?
    /// Where the token is written: its file and the span of its `$value`.
    package var location: SourceLocation
    /// The span of the token's `$extensions` object, which is kept and not interpreted.
    package var extensions: ByteRange?
}
