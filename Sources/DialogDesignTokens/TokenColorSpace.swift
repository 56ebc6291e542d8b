import DialogLayoutEngine
import Foundation

/// The color spaces of the Color module (2025.10), each converted to sRGB as CSS Color 4
/// defines: through linear light and CIE XYZ, D50 spaces adapted to D65 with the Bradford
/// matrix, and a color outside sRGB's gamut brought inside by CSS Color 4's gamut mapping
/// (chroma lowered in OKLCh until the clipped color is within a just noticeable difference).
package enum TokenColorSpace: String, Sendable, Hashable, CaseIterable {
    case srgb, srgbLinear = "srgb-linear", hsl, hwb, lab, lch, oklab, oklch
    case displayP3 = "display-p3", a98RGB = "a98-rgb", prophotoRGB = "prophoto-rgb", rec2020
    case xyzD65 = "xyz-d65", xyzD50 = "xyz-d50"

    /// The range of each component the Color module allows.
    package var ranges: [ComponentRange] {
        let unit = ComponentRange(lower: 0, upper: 1)
        let hue = ComponentRange(lower: 0, upper: 360, isUpperExcluded: true)
        let percent = ComponentRange(lower: 0, upper: 100)
        let any = ComponentRange(lower: -.infinity, upper: .infinity)
        let chroma = ComponentRange(lower: 0, upper: .infinity)
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: return [unit, unit, unit]
        case .hsl, .hwb: return [hue, percent, percent]
        case .lab: return [percent, any, any]
        case .lch: return [percent, chroma, hue]
        case .oklab: return [unit, any, any]
        case .oklch: return [unit, chroma, hue]
        case .xyzD65, .xyzD50: return [any, any, any]
        }
    }

    /// The color in sRGB, gamut-mapped, with `alpha` as its opacity; a `none` component is 0.
    /// The opacity is kept to 8 bits as the channels are, as `#RRGGBBAA` writes it: the plan, the
    /// bundle, the asset catalog and the generated Swift all write the color so, and the app must
    /// draw the very color the layout checked.
    package func srgb(_ components: [Double], alpha: Double) -> DialogColor {
        let mapped = ColorMath.gamutMapped(xyz: xyzD65(components))
        func channel(_ value: Double) -> UInt8 { UInt8((min(max(value, 0), 1) * 255).rounded()) }
        return DialogColor(red: channel(mapped[0]), green: channel(mapped[1]), blue: channel(mapped[2]), alpha: channel(alpha))
    }

    /// The color as CIE XYZ relative to D65.
    package func xyzD65(_ c: [Double]) -> [Double] {
        switch self {
        case .srgb: return ColorMath.multiply(ColorMath.srgbToXYZ, c.map(ColorMath.srgbLinear))
        case .srgbLinear: return ColorMath.multiply(ColorMath.srgbToXYZ, c)
        case .hsl: return TokenColorSpace.srgb.xyzD65(ColorMath.hslToSRGB(c))
        case .hwb: return TokenColorSpace.srgb.xyzD65(ColorMath.hwbToSRGB(c))
        case .lab: return ColorMath.multiply(ColorMath.d50ToD65, ColorMath.labToXYZD50(c))
        case .lch: return TokenColorSpace.lab.xyzD65(ColorMath.polarToRectangular(c))
        case .oklab: return ColorMath.oklabToXYZ(c)
        case .oklch: return ColorMath.oklabToXYZ(ColorMath.polarToRectangular(c))
        case .displayP3: return ColorMath.multiply(ColorMath.displayP3ToXYZ, c.map(ColorMath.srgbLinear))
        case .a98RGB: return ColorMath.multiply(ColorMath.a98ToXYZ, c.map(ColorMath.a98Linear))
        case .prophotoRGB:
            return ColorMath.multiply(ColorMath.d50ToD65, ColorMath.multiply(ColorMath.prophotoToXYZD50, c.map(ColorMath.prophotoLinear)))
        case .rec2020: return ColorMath.multiply(ColorMath.rec2020ToXYZ, c.map(ColorMath.rec2020Linear))
        case .xyzD65: return c
        case .xyzD50: return ColorMath.multiply(ColorMath.d50ToD65, c)
        }
    }
}

/// A component's allowed values, for the Color module's ranges and their message.
package struct ComponentRange: Sendable, Hashable {
    var lower: Double
    var upper: Double
    var isUpperExcluded = false

    func contains(_ value: Double) -> Bool {
        value >= lower && (isUpperExcluded ? value < upper : value <= upper)
    }

    var text: String {
        func number(_ value: Double) -> String { value == value.rounded() ? String(Int(value)) : String(value) }
        if lower == -.infinity { return "any number" }
        if upper == .infinity { return "\(number(lower)) and up" }
        return "\(number(lower)) to \(number(upper))" + (isUpperExcluded ? " (excluded)" : "")
    }
}

/// The arithmetic of CSS Color 4's conversions, in its own terms.
enum ColorMath {
    typealias Matrix = [[Double]]

    static func multiply(_ m: Matrix, _ v: [Double]) -> [Double] {
        m.map { row in row[0] * v[0] + row[1] * v[1] + row[2] * v[2] }
    }

    static func inverse(_ m: Matrix) -> Matrix {
        let a = m[0][0], b = m[0][1], c = m[0][2]
        let d = m[1][0], e = m[1][1], f = m[1][2]
        let g = m[2][0], h = m[2][1], i = m[2][2]
        let determinant = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
        return [
            [(e * i - f * h) / determinant, (c * h - b * i) / determinant, (b * f - c * e) / determinant],
            [(f * g - d * i) / determinant, (a * i - c * g) / determinant, (c * d - a * f) / determinant],
            [(d * h - e * g) / determinant, (b * g - a * h) / determinant, (a * e - b * d) / determinant],
        ]
    }

    // MARK: Transfer functions (signed, as CSS extends them below 0)

    static func srgbLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    static func srgbGamma(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude > 0.0031308 ? 1.055 * pow(magnitude, 1 / 2.4) - 0.055 : 12.92 * magnitude
        return value < 0 ? -encoded : encoded
    }

    static func a98Linear(_ value: Double) -> Double {
        let linear = pow(abs(value), 563.0 / 256.0)
        return value < 0 ? -linear : linear
    }

    static func prophotoLinear(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 16.0 / 512.0 ? magnitude / 16 : pow(magnitude, 1.8)
        return value < 0 ? -linear : linear
    }

    static func rec2020Linear(_ value: Double) -> Double {
        let alpha = 1.09929682680944
        let beta = 0.018053968510807
        let magnitude = abs(value)
        let linear = magnitude < beta * 4.5 ? magnitude / 4.5 : pow((magnitude + alpha - 1) / alpha, 1 / 0.45)
        return value < 0 ? -linear : linear
    }

    // MARK: Matrices to XYZ (CSS Color 4, section 18)

    static let srgbToXYZ: Matrix = [
        [506752.0 / 1_228_815, 87881.0 / 245763, 12673.0 / 70218],
        [87098.0 / 409605, 175762.0 / 245763, 12673.0 / 175545],
        [7918.0 / 409605, 87881.0 / 737289, 1001167.0 / 1_053_270],
    ]
    static let xyzToSRGB = inverse(srgbToXYZ)

    static let displayP3ToXYZ: Matrix = [
        [608311.0 / 1_250_200, 189793.0 / 714400, 198249.0 / 1_000_160],
        [35783.0 / 156275, 247089.0 / 357200, 198249.0 / 2_500_400],
        [0, 32229.0 / 714400, 5220557.0 / 5_000_800],
    ]

    static let a98ToXYZ: Matrix = [
        [573536.0 / 994567, 263643.0 / 1_420_810, 187206.0 / 994567],
        [591459.0 / 1_989_134, 6239551.0 / 9_945_670, 374412.0 / 4_972_835],
        [53769.0 / 1_989_134, 351524.0 / 4_972_835, 4929758.0 / 4_972_835],
    ]

    static let prophotoToXYZD50: Matrix = [
        [0.7977666449006423, 0.13518129740053308, 0.0313477341283922],
        [0.2880748288194013, 0.711835234241873, 0.00008993693872564],
        [0, 0, 0.8251046025104602],
    ]

    static let rec2020ToXYZ: Matrix = [
        [63426534.0 / 99_577_255, 20160776.0 / 139_408_157, 47086771.0 / 278_816_314],
        [26158966.0 / 99_577_255, 472592308.0 / 697_040_785, 8267143.0 / 139_408_157],
        [0, 19567812.0 / 697_040_785, 295819943.0 / 278_816_314],
    ]

    /// Bradford chromatic adaptation from D50 to D65.
    static let d50ToD65: Matrix = [
        [0.955473421488075, -0.02309845494876471, 0.06325924320057072],
        [-0.0283697093338637, 1.0099953980813041, 0.021041441191917323],
        [0.012314014864481998, -0.020507649298898964, 1.330365926242124],
    ]

    // MARK: Lab and LCH (D50)

    static let d50White: [Double] = [0.3457 / 0.3585, 1, (1 - 0.3457 - 0.3585) / 0.3585]

    static func labToXYZD50(_ lab: [Double]) -> [Double] {
        let kappa = 24389.0 / 27
        let epsilon = 216.0 / 24389
        let f1 = (lab[0] + 16) / 116
        let f0 = lab[1] / 500 + f1
        let f2 = f1 - lab[2] / 200
        let x = pow(f0, 3) > epsilon ? pow(f0, 3) : (116 * f0 - 16) / kappa
        let y = lab[0] > kappa * epsilon ? pow(f1, 3) : lab[0] / kappa
        let z = pow(f2, 3) > epsilon ? pow(f2, 3) : (116 * f2 - 16) / kappa
        return [x * d50White[0], y * d50White[1], z * d50White[2]]
    }

    /// Lightness, chroma and hue in degrees to lightness and the two opponent axes.
    static func polarToRectangular(_ lch: [Double]) -> [Double] {
        let radians = lch[2] * .pi / 180
        return [lch[0], lch[1] * cos(radians), lch[1] * sin(radians)]
    }

    static func rectangularToPolar(_ lab: [Double]) -> [Double] {
        let hue = atan2(lab[2], lab[1]) * 180 / .pi
        return [lab[0], (lab[1] * lab[1] + lab[2] * lab[2]).squareRoot(), hue < 0 ? hue + 360 : hue]
    }

    // MARK: OKLab

    static let xyzToLMS: Matrix = [
        [0.8190224379967030, 0.3619062600528904, -0.1288737815209879],
        [0.0329836539323885, 0.9292868615863434, 0.0361446663506424],
        [0.0481771893596242, 0.2642395317527308, 0.6335478284694309],
    ]
    static let lmsToOKLab: Matrix = [
        [0.2104542683093140, 0.7936177747023054, -0.0040720430116193],
        [1.9779985324311684, -2.4285922420485799, 0.4505937096174110],
        [0.0259040424655478, 0.7827717124575296, -0.8086757549230774],
    ]
    static let lmsToXYZ = inverse(xyzToLMS)
    static let okLabToLMS = inverse(lmsToOKLab)

    static func oklabToXYZ(_ lab: [Double]) -> [Double] {
        multiply(lmsToXYZ, multiply(okLabToLMS, lab).map { $0 * $0 * $0 })
    }

    static func xyzToOKLab(_ xyz: [Double]) -> [Double] {
        multiply(lmsToOKLab, multiply(xyzToLMS, xyz).map { cbrt($0) })
    }

    // MARK: HSL and HWB

    static func hslToSRGB(_ hsl: [Double]) -> [Double] {
        let hue = hsl[0].truncatingRemainder(dividingBy: 360)
        let saturation = hsl[1] / 100
        let lightness = hsl[2] / 100
        func channel(_ n: Double) -> Double {
            let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
            let a = saturation * min(lightness, 1 - lightness)
            return lightness - a * max(-1, min(k - 3, 9 - k, 1))
        }
        return [channel(0), channel(8), channel(4)]
    }

    static func hwbToSRGB(_ hwb: [Double]) -> [Double] {
        let white = hwb[1] / 100
        let black = hwb[2] / 100
        if white + black >= 1 {
            let gray = white / (white + black)
            return [gray, gray, gray]
        }
        return hslToSRGB([hwb[0], 100, 50]).map { $0 * (1 - white - black) + white }
    }

    // MARK: Gamut mapping (CSS Color 4, section 13.2)

    static func isInSRGB(_ rgb: [Double]) -> Bool {
        rgb.allSatisfy { $0 >= -0.000001 && $0 <= 1.000001 }
    }

    static func srgb(fromOKLab lab: [Double]) -> [Double] {
        multiply(xyzToSRGB, oklabToXYZ(lab)).map(srgbGamma)
    }

    static func deltaEOK(_ a: [Double], _ b: [Double]) -> Double {
        let d = [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
        return (d[0] * d[0] + d[1] * d[1] + d[2] * d[2]).squareRoot()
    }

    /// Gamma-encoded sRGB of an XYZ color: as it is when inside sRGB, else the in-gamut color
    /// CSS Color 4's algorithm chooses: OKLCh chroma reduced by bisection until clipping the
    /// color moves it less than a just noticeable difference (deltaEOK 0.02).
    static func gamutMapped(xyz: [Double]) -> [Double] {
        let direct = multiply(xyzToSRGB, xyz).map(srgbGamma)
        if isInSRGB(direct) { return direct }
        let origin = rectangularToPolar(xyzToOKLab(xyz))
        if origin[0] >= 1 { return [1, 1, 1] }
        if origin[0] <= 0 { return [0, 0, 0] }
        let jnd = 0.02
        let epsilon = 0.0001
        func clip(_ rgb: [Double]) -> [Double] { rgb.map { min(max($0, 0), 1) } }
        func oklab(ofSRGB rgb: [Double]) -> [Double] {
            xyzToOKLab(multiply(srgbToXYZ, rgb.map(srgbLinear)))
        }
        var current = origin
        var clipped = clip(direct)
        if deltaEOK(oklab(ofSRGB: clipped), polarToRectangular(current)) < jnd { return clipped }
        var low = 0.0
        var high = origin[1]
        var lowIsInGamut = true
        while high - low > epsilon {
            let chroma = (low + high) / 2
            current[1] = chroma
            let candidate = srgb(fromOKLab: polarToRectangular(current))
            if lowIsInGamut && isInSRGB(candidate) {
                low = chroma
                continue
            }
            clipped = clip(candidate)
            let difference = deltaEOK(oklab(ofSRGB: clipped), polarToRectangular(current))
            if difference < jnd {
                if jnd - difference < epsilon { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }
}
