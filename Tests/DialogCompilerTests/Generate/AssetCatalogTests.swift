@testable import DialogDiagnostics
@testable import DialogGenerators
@testable import DialogLayoutEngine
@testable import DialogSpec
import Foundation
import Testing

/// The asset catalog of `generate assets`: which colours it holds, what they are called, and that
/// each file has the form of the colour sets Xcode wrote in `Tests/Fixtures/Assets`.
@Suite struct AssetCatalogTests {
    static let fixtures = Paths.fixtures.appendingPathComponent("Assets")

    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    /// `text` with every component's value replaced by `_`: what is left is the form.
    static func form(_ text: String) -> String {
        text.replacingOccurrences(of: #""(alpha|blue|green|red)" : "[^"]*""#, with: #""$1" : "_""#, options: .regularExpression)
    }

    static func rgb(_ hex: String) -> DialogColor { DialogColor(hex: hex)! }

    @Test(arguments: [
        ("color.surface.primary", "ColorSurfacePrimary"),
        ("color.background.brand.secondary-hover", "ColorBackgroundBrandSecondaryHover"),
        ("color.systemBlue", "ColorSystemBlue"),
        ("Text.on card", "TextOnCard"),
        ("Surface.scrim 70%", "SurfaceScrim70"),
        ("color.accent.$root", "ColorAccent"),
        ("color.gray.500", "ColorGray500"),
        ("$root", "Color"),
    ])
    func namesAreWordsOfTheTokenPath(path: String, name: String) {
        #expect(AssetCatalog.colorSetName(forTokenPath: path) == name)
    }

    @Test func everyColourAppearanceHasXcodesForm() throws {
        // All four appearances, as EatWatch's accent colour.
        let four = DialogColor(
            light: Self.rgb("#0B6E66"), dark: Self.rgb("#5CC7B5"), lightHighContrast: Self.rgb("#004038"),
            darkHighContrast: Self.rgb("#9EF2E6"))
        #expect(
            Self.form(AssetCatalog.colorSetContents(of: four)) == Self.form(try Self.fixture("eatwatch/AccentColor.colorset/Contents.json"))
        )
        // Light and dark, as Fluent's demo colour.
        let two = DialogColor(light: Self.rgb("#0F703B"), dark: Self.rgb("#0F7937"))
        #expect(
            Self.form(AssetCatalog.colorSetContents(of: two))
                == Self.form(try Self.fixture("fluentui-apple/DemoBrandBackground1HoverColor.colorset/Contents.json")))
        // High contrast alone, as Prismedia's accent.
        let contrast = DialogColor(
            light: Self.rgb("#C7C9CC"), dark: Self.rgb("#C7C9CC"), lightHighContrast: Self.rgb("#EBEBEB"),
            darkHighContrast: Self.rgb("#EBEBEB"))
        #expect(
            Self.form(AssetCatalog.colorSetContents(of: contrast))
                == Self.form(try Self.fixture("prismedia/PrismediaAccent.colorset/Contents.json")))
    }

    @Test func componentsAreXcodesHexBytesAndAlphaDecimals() throws {
        let text = AssetCatalog.colorSetContents(of: DialogColor(red: 0x0F, green: 0x70, blue: 0x3B, opacity: 0.75))
        #expect(text.contains(#""alpha" : "0.750","#))
        #expect(text.contains(#""blue" : "0x3B","#))
        #expect(text.contains(#""red" : "0x0F""#))
        #expect(text.hasSuffix("}\n"))
        // The fixture written as hex bytes reads back to the same bytes through Foundation.
        let fixture = try Self.fixture("fluentui-apple/DemoBrandBackground1HoverColor.colorset/Contents.json")
        let two = DialogColor(light: Self.rgb("#0F703B"), dark: Self.rgb("#0F7937"))
        #expect(AssetCatalog.colorSetContents(of: two) == fixture)
    }

    @Test func theCatalogsOwnContentsIsWhatXcodeWrites() {
        #expect(AssetCatalog.catalogContents == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
    }

    @Test func anIncreasedContrastEqualToItsStandardIsLeftOut() {
        let plain = AssetCatalog.colorSetContents(of: Self.rgb("#FF6A00"))
        #expect(!plain.contains("appearances"))
        let lightDark = AssetCatalog.colorSetContents(of: DialogColor(light: Self.rgb("#FFFFFF"), dark: Self.rgb("#000000")))
        #expect(!lightDark.contains("contrast"))
        // Dark with high contrast gets its own entry once both a dark and a high-contrast entry
        // exist, even when equal to dark: it would otherwise match both equally well.
        let both = AssetCatalog.colorSetContents(
            of: DialogColor(light: Self.rgb("#FFFFFF"), dark: Self.rgb("#000000"), lightHighContrast: Self.rgb("#EEEEEE")))
        #expect(both.components(separatedBy: #""appearance" : "contrast""#).count - 1 == 2)
    }

    @Test func theCatalogHoldsEachColourTokenTheSpecsUseOnce() {
        let spec = TokenColorSpecs.spec()
        let other = TokenColorSpecs.spec(path: "Specs/again.json")
        let colors = AssetCatalog.colors(in: [spec, other])
        #expect(colors.map(\.name) == ["ColorBorderSubtle", "ColorBrandAccent", "ColorSurfacePrimary", "ColorTextPrimary"])
        #expect(colors.map(\.tokenPath) == ["color.border.subtle", "color.brand.accent", "color.surface.primary", "color.text.primary"])
        let surface = colors[2].color
        #expect(surface.resolved(for: .light).hex == "#F2F2F7")
        #expect(surface.resolved(for: .dark).hex == "#1C1C1E")
        #expect(surface.resolved(for: .lightHighContrast).hex == "#FFFFFF")
        #expect(surface.resolved(for: .darkHighContrast).hex == "#000000")
        #expect(AssetCatalog.collisions(colors).isEmpty)
        // Specs decoded without tokens use none.
        #expect(AssetCatalog.colors(in: SpecLoading.specs([SourceFile(path: "plain.json", text: TokenColorSpecs.specText)])).isEmpty)
    }

    @Test func pathsThatWouldShareANameAreReported() {
        let color = Self.rgb("#000000")
        let colors = ["color.accent", "color.Accent", "color-accent", "color.other"].map { path in
            AssetColor(name: AssetCatalog.colorSetName(forTokenPath: path), tokenPath: path, color: color)
        }
        let collisions = AssetCatalog.collisions(colors)
        #expect(collisions.count == 1)
        #expect(collisions.first?.tokenPaths == ["color-accent", "color.Accent", "color.accent"])
    }
}
