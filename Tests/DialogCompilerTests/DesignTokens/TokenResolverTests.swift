@testable import DialogDesignTokens
@testable import DialogDiagnostics
import DialogLayoutEngine
import Foundation
import Testing

/// Resolver documents (2025.10), on two public design systems' files and on small hand-written ones.
@Suite struct TokenResolverTests {
    static let fixtures = Paths.fixtures.appendingPathComponent("DesignTokens")

    static func resolver(_ name: String) throws -> TokenResolver {
        let url = fixtures.appendingPathComponent(name)
        let file = SourceFile(path: name, bytes: Array(try Data(contentsOf: url)))
        return TokenResolver(file: file) { reference in
            let source = url.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
            guard let data = try? Data(contentsOf: source) else { return nil }
            return SourceFile(path: String(source.path.dropFirst(fixtures.standardizedFileURL.path.count + 1)), bytes: Array(data))
        }
    }

    /// Figma's Simple Design System: `$root` tokens, aliases to a color set, a light/dark theme.
    @Test func figmaSimpleDesignSystemResolvesPerAppearance() throws {
        let resolver = try Self.resolver("figma-sds.resolver.json")
        #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics.map(\.message))")
        #expect(resolver.modifiers.map(\.name) == ["theme"])
        let appearances = resolver.appearanceTokens()
        let messages = appearances.diagnostics.map { "\($0.rule) \($0.location.file): \($0.message)" }
        // Its letter spacings are in `em`, read as typography's; nothing else needs a word.
        #expect(messages.isEmpty, "\(messages.joined(separator: "\n"))")
        let light = try #require(appearances.sets[.light])
        let dark = try #require(appearances.sets[.dark])
        #expect(appearances.sets[.lightHighContrast] == nil, "the system writes no increased contrast")
        #expect(light["color.background.brand.$root"]?.aliasOf == "color.brand.800")
        let brand = try #require(appearances.color("color.background.brand.$root"))
        #expect(brand.isAdaptive)
        #expect(brand.resolved(for: .lightHighContrast) == brand.resolved(for: .light))
        guard case .color(let lightBrand)? = light["color.brand.800"]?.value else { throw TokenTestFailure("no brand") }
        #expect(brand.plain == lightBrand.srgb)
        #expect(dark["color.background.default.$root"] != nil)
        guard case .typography(let hero)? = light["typography.titleHero"]?.value else { throw TokenTestFailure("no hero") }
        #expect(hero.fontSize.unit == .rem && hero.lineHeight == 1 && hero.letterSpacing.unit == .em)
        // An alpha written beside a 6-digit hex is the color's opacity.
        guard case .color(let veil)? = light["color.black.200"]?.value else { throw TokenTestFailure("no black 200") }
        #expect(veil.hex == "#0c0c0d" && veil.srgb.hex == "#0C0C0D" && veil.srgb.opacity == 0.102)
    }

    /// Apple's system colors: a theme of four contexts, two of them its increased contrast, and
    /// a light file whose colors but one have no `$type` anywhere: each a located finding.
    @Test func appleHIGMapsItsFourThemesOntoTheFourAppearances() throws {
        let resolver = try Self.resolver("apple-hig.resolver.json")
        #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics.map(\.message))")
        let appearances = resolver.appearanceTokens()
        #expect(Set(appearances.sets.keys) == Set(DialogAppearance.allCases))
        let untyped = appearances.diagnostics.filter { $0.rule == .tokenMissingType }
        #expect(untyped.count == 17 && untyped.allSatisfy { $0.location.file == "apple-hig/color/light.tokens.json" })
        #expect(untyped.first?.message == "token 'color.systemBrown' has no '$type', and none of its groups gives one")
        // Its text styles alias `font.design.default`, which its `typography` set defines, but
        // its `resolutionOrder` leaves that set out, so the alias names no token: one finding per style.
        let unknown = appearances.diagnostics.filter { $0.rule == .unknownToken }
        #expect(unknown.count == 11 && unknown.allSatisfy { $0.message == "no token named 'font.design.default'" })
        #expect(appearances.diagnostics.count == untyped.count + unknown.count, "\(appearances.diagnostics.map(\.message))")
        let blue = try #require(appearances.color("color.systemBlue"))
        #expect(blue.resolved(for: .light).hex == "#007AFF")
        #expect(blue.resolved(for: .dark).hex == "#0A84FF")
        #expect(blue.resolved(for: .lightHighContrast).hex == "#0040DD")
        #expect(blue.resolved(for: .darkHighContrast).hex == "#409CFF")
        #expect(appearances.color("color.systemBrown") == nil, "untyped in light, so no adaptive color")
        // The text styles: a line height written in points is its multiple of the font size.
        let medium = DesignTokenSet(
            files: try ["apple-hig/font/design.tokens.json", "apple-hig/font/textStyle/medium.tokens.json"].map { path in
                DesignTokenFile.read(SourceFile(path: path, bytes: Array(try Data(contentsOf: Self.fixtures.appendingPathComponent(path)))))
            })
        #expect(medium.diagnostics.isEmpty, "\(medium.diagnostics.map(\.message))")
        guard case .typography(let headline)? = medium["font.textStyle.headline"]?.value else { throw TokenTestFailure("no headline") }
        #expect(headline.fontFamily == ["SF Pro"] && headline.fontWeight == 600 && headline.fontSize.points == 17)
        #expect(abs(headline.lineHeight - 22.0 / 17) < 1e-12)
    }

    static func inline(_ json: String) -> TokenResolver {
        TokenResolver(file: SourceFile(path: "r.resolver.json", text: json)) { _ in nil }
    }

    @Test func contextsAreChosenAndAnUnknownOneIsLocated() throws {
        let json = """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"c": {"$type": "color", "$value": "#111111"}}]}},
             "modifiers": {
               "brand": {"contexts": {"acme": [{"c": {"$type": "color", "$value": "#AA0000"}}], "zeta": []}, "default": "acme"},
               "mode": {"contexts": {"light": [], "dark": [{"c": {"$type": "color", "$value": "#EEEEEE"}}]}, "default": "light"},
               "contrast": {"contexts": {"standard": [], "more": [{"c": {"$type": "color", "$value": "#000000"}}]}, "default": "standard"}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/mode"}, {"$ref": "#/modifiers/contrast"}]}
            """
        let resolver = Self.inline(json)
        #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics.map(\.message))")
        let zeta = resolver.tokens(contexts: ["brand": "zeta"])
        guard case .color(let base)? = zeta.tokens["c"]?.value else { throw TokenTestFailure("no c") }
        #expect(base.srgb.hex == "#111111")
        let wrong = resolver.tokens(contexts: ["brand": "acne"])
        #expect(wrong.diagnostics.map(\.rule) == [.tokenUnknownContext])
        #expect(wrong.diagnostics.first?.message == "modifier 'brand' has no context 'acne'; it has 'acme', 'zeta'")
        #expect(wrong.diagnostics.first?.suggestion?.message == "did you mean 'acme'")
        let range = try #require(wrong.diagnostics.first?.location.range)
        #expect(String(decoding: Array(json.utf8)[range.startOffset..<range.endOffset], as: UTF8.self) == #""brand""#)
        let color = try #require(Self.inline(json).appearanceTokens().color("c"))
        #expect(color.resolved(for: .light).hex == "#AA0000")
        #expect(color.resolved(for: .dark).hex == "#EEEEEE")
        #expect(color.resolved(for: .lightHighContrast).hex == "#000000")
        #expect(color.resolved(for: .darkHighContrast).hex == "#000000", "contrast comes after the mode in the order")
        let zetaColor = try #require(Self.inline(json).appearanceTokens(others: ["brand": "zeta"]).color("c"))
        #expect(zetaColor.resolved(for: .light).hex == "#111111")
    }

    @Test func aDefaultThatIsNoContextAndAMissingSourceAreLocated() {
        let resolver = Self.inline(
            """
            {"version": "2025.10", "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.json"}], "dark": []}, "default": "sepia"}},
             "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/sets/none"}]}
            """)
        #expect(resolver.diagnostics.map(\.rule) == [.tokenMissingSource, .tokenUnknownContext, .tokenMissingSource])
        #expect(resolver.diagnostics.map(\.message).contains("no token source at 'light.json'"))
        #expect(resolver.tokens(contexts: [:]).diagnostics.map(\.rule) == [.tokenUnknownContext], "no default and no choice")
    }
}
