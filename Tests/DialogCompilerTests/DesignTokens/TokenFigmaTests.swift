@testable import DialogDesignTokens
@testable import DialogDiagnostics
import DialogLayoutEngine
import Foundation
import Testing

/// Figma's own Variables export: one file per mode, named in `com.figma.modeName`, values already
/// resolved, an alias to another collection only in `com.figma.aliasData`.
@Suite struct TokenFigmaTests {
    static func file(_ name: String) throws -> DesignTokenFile {
        let path = "figma-variables/\(name)"
        let url = TokenResolverTests.fixtures.appendingPathComponent(path)
        return DesignTokenFile.read(SourceFile(path: path, bytes: Array(try Data(contentsOf: url))))
    }

    @Test func eachModeFileIsAnAppearance() throws {
        let light = try Self.file("Light.tokens.json")
        let dark = try Self.file("Dark.tokens.json")
        #expect(light.figmaModeName == "Light" && dark.figmaModeName == "Dark")
        let appearances = AppearanceTokens(figmaModes: [dark, light])
        #expect(appearances.diagnostics.isEmpty, "\(appearances.diagnostics.map(\.message))")
        #expect(Set(appearances.sets.keys) == [.light, .dark])
        let card = try #require(appearances.color("Surface.card"))
        #expect(card.resolved(for: .light).hex == "#FFFFFF" && card.resolved(for: .dark).hex == "#1C1C1E")
        #expect(card.resolved(for: .darkHighContrast) == card.resolved(for: .dark), "no high-contrast mode: the dark one")
        // The value is Figma's, resolved; the alias it came from is kept beside it.
        #expect(appearances.sets[.light]?["Surface.card"]?.aliasOf == "Gray.0")
        #expect(appearances.sets[.dark]?["Surface.card"]?.aliasOf == "Gray.900")
        // An alias within the collection is written `{…}` and resolved as any other.
        let text = try #require(appearances.color("Text.on card"))
        #expect(text.resolved(for: .light).hex == "#130433" && text.resolved(for: .dark).hex == "#FFFFFF")
        #expect(try #require(appearances.color("Surface.scrim 70%")).alpha == 178, "0.7 in 8 bits")
        #expect(appearances.sets[.light]?["Radius.card"]?.value == .number(14))
    }

    @Test func aModeThatIsNoAppearanceIsAFinding() throws {
        let sepia = DesignTokenFile.read(
            SourceFile(path: "Sepia.tokens.json", text: #"{"$extensions": {"com.figma.modeName": "Sepia"}}"#))
        let appearances = AppearanceTokens(figmaModes: [try Self.file("Light.tokens.json"), sepia])
        #expect(appearances.diagnostics.map(\.rule) == [.tokenUnknownContext])
        #expect(appearances.diagnostics.first?.location.file == "Sepia.tokens.json")
        #expect(AppearanceTokens.appearance(named: "Dark High Contrast") == .darkHighContrast)
        #expect(AppearanceTokens.appearance(named: "light_ax") == .lightHighContrast)
        #expect(AppearanceTokens.appearance(named: "Dim") == nil)
    }
}
