import DialogLayoutEngine
import Testing

/// `ColorContrast` against the reference values W3C and WebAIM publish.
@Suite struct ColorContrastTests {
    static func hex(_ text: String) -> DialogColor { DialogColor(hex: text)! }

    /// Rounds to a hundredth, as the references publish ratios.
    static func hundredths(_ value: Double) -> Double { (value * 100).rounded() / 100 }

    @Test func blackOnWhiteIsTwentyOneToOne() {
        #expect(ColorContrast.ratio(Self.hex("#000000"), Self.hex("#FFFFFF")) == 21)
        #expect(ColorContrast.ratio(Self.hex("#FFFFFF"), Self.hex("#000000")) == 21)
        #expect(ColorContrast.ratio(Self.hex("#777777"), Self.hex("#777777")) == 1)
    }

    /// WCAG 2.2's definition of relative luminance (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance):
    /// white 1, black 0, and each primary its coefficient.
    @Test func luminanceFollowsWCAGsDefinition() {
        #expect(ColorContrast.relativeLuminance(of: Self.hex("#FFFFFF")) == 1)
        #expect(ColorContrast.relativeLuminance(of: Self.hex("#000000")) == 0)
        #expect(abs(ColorContrast.relativeLuminance(of: Self.hex("#FF0000")) - 0.2126) < 1e-12)
        #expect(abs(ColorContrast.relativeLuminance(of: Self.hex("#00FF00")) - 0.7152) < 1e-12)
        #expect(abs(ColorContrast.relativeLuminance(of: Self.hex("#0000FF")) - 0.0722) < 1e-12)
        // 10/255 = 0.0392 is under the 0.04045 threshold: divided by 12.92, not raised to 2.4.
        #expect(abs(ColorContrast.relativeLuminance(of: Self.hex("#0A0A0A")) - 10.0 / 255 / 12.92) < 1e-12)
        // 128/255 is above it: ((0.50196 + 0.055) / 1.055)^2.4 = 0.21586.
        #expect(abs(ColorContrast.relativeLuminance(of: Self.hex("#808080")) - 0.21586) < 1e-5)
    }

    /// Pairs whose ratios WebAIM's contrast checker (https://webaim.org/resources/contrastchecker/)
    /// and WCAG's Understanding 1.4.3 and technique G18 pages use: #767676 is the lightest gray
    /// that passes 4.5:1 on white, #777777 the darkest that fails it; #949494 the lightest that
    /// passes 3:1 and #959595 the darkest that fails it (2.995:1, which must not round up to
    /// pass); #FF0000 on white and #0000FF on white as WebAIM gives them.
    @Test(arguments: [
        ("#767676", "#FFFFFF", 4.54), ("#777777", "#FFFFFF", 4.48), ("#949494", "#FFFFFF", 3.03),
        ("#FF0000", "#FFFFFF", 4.0), ("#0000FF", "#FFFFFF", 8.59), ("#FFFFFF", "#808080", 3.95),
        ("#999999", "#FFFFFF", 2.85), ("#007AFF", "#FFFFFF", 4.02),
    ])
    func publishedPairs(foreground: String, background: String, expected: Double) {
        #expect(Self.hundredths(ColorContrast.ratio(Self.hex(foreground), Self.hex(background))) == expected)
    }

    @Test func passingAndFailingAroundTheThresholds() {
        #expect(ColorContrast.ratio(Self.hex("#767676"), Self.hex("#FFFFFF")) >= ColorContrast.minimumForText)
        #expect(ColorContrast.ratio(Self.hex("#777777"), Self.hex("#FFFFFF")) < ColorContrast.minimumForText)
        #expect(ColorContrast.ratio(Self.hex("#949494"), Self.hex("#FFFFFF")) >= ColorContrast.minimumForLargeText)
        #expect(ColorContrast.ratio(Self.hex("#959595"), Self.hex("#FFFFFF")) < ColorContrast.minimumForLargeText)
    }

    /// A translucent color is mixed into what is behind it channel by channel, as the screen shows it.
    @Test func compositingMixesTheEncodedChannels() {
        let half = DialogColor(red: 0, green: 0, blue: 0, opacity: 0.5)
        #expect(ColorContrast.composited(half, over: Self.hex("#FFFFFF")) == DialogColor(red: 128, green: 128, blue: 128))
        #expect(ColorContrast.composited(Self.hex("#123456"), over: Self.hex("#FFFFFF")) == Self.hex("#123456"))
        let clear = DialogColor(red: 255, green: 0, blue: 0, opacity: 0)
        #expect(ColorContrast.composited(clear, over: Self.hex("#00FF00")) == Self.hex("#00FF00"))
    }

    /// Apple's `secondaryLabel` in light appearance is #3C3C43 at 60 % opacity. Over white each
    /// channel is 0.6 × c + 0.4 × 255: (138, 138, 142.2), shown as #8A8A8E; its luminance is
    /// 0.2553, so the ratio is 1.05 / 0.3053 = 3.44:1, not the 3.1:1 issue 38 quoted.
    @Test func secondaryLabelOnWhite() {
        let secondary = DialogSystemColor.secondaryLabel.color.resolved(for: .light)
        let white = Self.hex("#FFFFFF")
        #expect(ColorContrast.composited(secondary, over: white) == Self.hex("#8A8A8E"))
        #expect(Self.hundredths(ColorContrast.ratio(of: secondary, on: white)) == 3.44)
        // In dark appearance: #EBEBF5 at 60 % over black is #8D8D93, 6.36:1.
        let dark = DialogSystemColor.secondaryLabel.color.resolved(for: .dark)
        #expect(Self.hundredths(ColorContrast.ratio(of: dark, on: Self.hex("#000000"))) == 6.36)
    }

    @Test func largeTextIsEighteenPointsOrFourteenBold() {
        #expect(ColorContrast.isLargeText(size: 18, weight: .regular))
        #expect(ColorContrast.isLargeText(size: 14, weight: .bold))
        #expect(!ColorContrast.isLargeText(size: 17, weight: .semibold))
        #expect(!ColorContrast.isLargeText(size: 13.5, weight: .bold))
        #expect(ColorContrast.minimumRatio(forTextOf: 20, weight: .regular) == 3)
        #expect(ColorContrast.minimumRatio(forTextOf: 17, weight: .regular) == 4.5)
    }
}
