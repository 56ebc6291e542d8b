@testable import DialogDesignTokens
import DialogLayoutEngine
import Foundation
import Testing

/// The Color module's spaces converted to sRGB as CSS Color 4 defines, held to published values.
///
/// Each reference is sRGB red or green written in another space, as CSS Color 4's examples and
/// its sample code give it (4 significant digits); the tolerance is one step of an 8-bit channel,
/// what rounding those 4 digits can move.
@Suite struct TokenColorTests {
    static func color(_ space: String, _ components: String, alpha: String? = nil) throws -> TokenColor {
        let set = TokenFormatTests.tokens(
            #"{"c": {"$type": "color", "$value": {"colorSpace": "\#(space)", "components": [\#(components)]"#
                + (alpha.map { #", "alpha": \#($0)"# } ?? "") + "}}}")
        #expect(set.diagnostics.isEmpty, "\(set.diagnostics.map(\.message))")
        guard case .color(let color)? = set["c"]?.value else { throw TokenTestFailure("no color") }
        return color
    }

    static func expect(_ color: TokenColor, near hex: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = DialogColor(hex: hex)!
        let channels = [
            (color.srgb.red, expected.red), (color.srgb.green, expected.green), (color.srgb.blue, expected.blue),
        ]
        #expect(
            channels.allSatisfy { abs(Int($0.0) - Int($0.1)) <= 1 }, "\(color.colorSpace) gave \(color.srgb), not \(hex)",
            sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("srgb", "1, 0, 0", "#FF0000"),
        ("srgb-linear", "0.2158605, 0.2158605, 0.2158605", "#808080"),
        ("hsl", "120, 100, 25", "#008000"),
        ("hwb", "120, 0, 49.8", "#008000"),
        ("lab", "54.29, 80.82, 69.89", "#FF0000"),
        ("lch", "54.29, 106.84, 40.86", "#FF0000"),
        ("oklab", "0.628, 0.2249, 0.1258", "#FF0000"),
        ("oklch", "0.628, 0.2577, 29.23", "#FF0000"),
        ("display-p3", "0.9175, 0.2003, 0.1386", "#FF0000"),
        ("a98-rgb", "0.8584, 0, 0", "#FF0000"),
        ("prophoto-rgb", "0.7022, 0.2757, 0.1036", "#FF0000"),
        ("rec2020", "0.7919, 0.2310, 0.0738", "#FF0000"),
        ("xyz-d65", "0.4124, 0.2126, 0.0193", "#FF0000"),
        ("xyz-d50", "0.4360, 0.2225, 0.0139", "#FF0000"),
    ])
    func everySpaceConvertsToSRGB(_ space: String, _ components: String, _ hex: String) throws {
        Self.expect(try Self.color(space, components), near: hex)
    }

    @Test func theListOfSpacesIsTheColorModules() {
        #expect(TokenColorSpace.allCases.count == 14)
    }

    @Test func aNoneComponentIsZeroAndKeptAsNone() throws {
        let color = try Self.color("hsl", #""none", 0, 50"#)
        #expect(color.components == [nil, 0, 50])
        Self.expect(color, near: "#808080")
    }

    @Test func alphaIsTheOpacityAndTheHexStaysSixDigits() throws {
        let color = try Self.color("oklch", "0.628, 0.2577, 29.23", alpha: "0.25")
        #expect(color.srgb.alpha == 64 && color.alpha == 0.25, "the token keeps its alpha; its sRGB color has it in 8 bits")
        #expect(color.srgb.description.count == 9, "the sRGB color carries the alpha: \(color.srgb)")
    }

    /// display-p3's red lies outside sRGB (CSS Color 4 gives it as sRGB 1.0931, -0.2267, -0.1501):
    /// mapped, it is inside, at nearly its own lightness and hue, and no farther than clipping.
    @Test func aColorOutsideSRGBIsGamutMappedInOKLCh() throws {
        let p3 = [1.0, 0, 0]
        let xyz = TokenColorSpace.displayP3.xyzD65(p3)
        let unmapped = ColorMath.multiply(ColorMath.xyzToSRGB, xyz).map(ColorMath.srgbGamma)
        #expect(abs(unmapped[0] - 1.0931) < 0.0005 && abs(unmapped[1] - -0.2267) < 0.0005 && abs(unmapped[2] - -0.1501) < 0.0005)
        let mapped = ColorMath.gamutMapped(xyz: xyz)
        #expect(ColorMath.isInSRGB(mapped))
        let origin = ColorMath.rectangularToPolar(ColorMath.xyzToOKLab(xyz))
        let result = ColorMath.rectangularToPolar(
            ColorMath.xyzToOKLab(ColorMath.multiply(ColorMath.srgbToXYZ, mapped.map(ColorMath.srgbLinear))))
        #expect(abs(result[0] - origin[0]) < 0.02, "lightness kept: \(origin) -> \(result)")
        #expect(abs(result[2] - origin[2]) < 2, "hue kept: \(origin) -> \(result)")
        #expect(result[1] < origin[1], "chroma reduced")
        let wide = try Self.color("oklch", "0.7, 0.4, 145")
        #expect(wide.srgb.green > wide.srgb.red && wide.srgb.green > wide.srgb.blue)
    }

    @Test func lightnessPastTheEndsIsWhiteOrBlack() throws {
        #expect(try Self.color("oklch", "1, 0.3, 100").srgb.description == "#FFFFFF")
        #expect(try Self.color("lab", "100, 0, 0").srgb.description == "#FFFFFF")
        #expect(try Self.color("oklab", "0, 0, 0").srgb.description == "#000000")
    }
}
