@testable import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader
import DialogLayoutEngine
import Foundation
import Testing

/// Tokens Studio's `$themes.json` read as a resolver: theme groups are modifiers, themes their contexts.
@Suite struct TokensStudioThemesTests {
    static let folder = Paths.fixtures.appendingPathComponent("DesignTokens/tokens-studio")

    static func themes(_ path: String) throws -> TokenResolver {
        let url = folder.appendingPathComponent(path)
        let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: url)))
        return TokenResolver(tokensStudioThemes: file) { reference in
            let source = url.deletingLastPathComponent().appendingPathComponent(reference)
            guard let data = try? Data(contentsOf: source) else { return nil }
            return SourceFile(path: reference, bytes: Array(data))
        }
    }

    @Test func groupsAreModifiersAndThemesTheirContexts() throws {
        let resolver = try Self.themes("$themes.json")
        #expect(resolver.diagnostics.isEmpty, "\(resolver.diagnostics.map(\.message))")
        #expect(resolver.modifiers.map(\.name) == ["Mode", "Brand"])
        #expect(resolver.modifiers.map(\.contextNames) == [["Light", "Dark"], ["Default", "Ocean"]])
        // Source sets come first, so an enabled set overrides them; disabled sets are not read.
        #expect(resolver.modifiers[0].contexts[0].sources.map(\.file.path) == ["core.json", "mode/light.json"])
    }

    @Test func theModeGroupGivesTheAppearancesAndTheBrandItsFirstThemeByDefault() throws {
        let resolver = try Self.themes("$themes.json")
        let appearances = resolver.appearanceTokens()
        #expect(appearances.diagnostics.isEmpty, "\(appearances.diagnostics.map(\.message))")
        let card = try #require(appearances.color("surface.card"))
        #expect(card.resolved(for: .light) == DialogColor(hex: "#ffffff"))
        #expect(card.resolved(for: .dark) == DialogColor(hex: "#3a3a3c"))
        #expect(appearances.color("brand.accent")?.resolved(for: .dark) == DialogColor(hex: "#ff6a3d"))
        let ocean = resolver.appearanceTokens(others: ["Brand": "Ocean"])
        #expect(ocean.color("brand.accent")?.resolved(for: .light) == DialogColor(hex: "#0a84a0"))
    }

    @Test func aThemeFileIsToldFromATokenFileByItsShape() throws {
        let themes = try JSONReaderFixture.document(Self.folder.appendingPathComponent("$themes.json"))
        let tokens = try JSONReaderFixture.document(Self.folder.appendingPathComponent("core.json"))
        #expect(TokenResolver.isTokensStudioThemes(themes))
        #expect(!TokenResolver.isTokensStudioThemes(tokens))
    }

    @Test func theLegacyFormIsRefusedOnceWithWhatToDo() throws {
        let resolver = try Self.themes("legacy/$themes.json")
        let appearances = resolver.appearanceTokens()
        let refused = appearances.diagnostics.filter { $0.rule == .tokenUnsupported }
        #expect(refused.count == 1, "\(appearances.diagnostics.map(\.message))")
        #expect(refused.first?.message.contains("set Tokens Studio's token format to W3C DTCG") == true)
        #expect(appearances.set(for: .light)?.tokens.isEmpty == true)
    }

    @Test func aMissingSetAndAWrongStatusAreLocatedFindings() {
        let text = #"[{"name": "Light", "selectedTokenSets": {"nowhere": "enabled", "core": "on"}}]"#
        let resolver = TokenResolver(tokensStudioThemes: SourceFile(path: "$themes.json", text: text)) { _ in nil }
        #expect(resolver.diagnostics.map(\.rule) == [.tokenMissingSource, .tokenInvalidValue])
        #expect(
            resolver.diagnostics.map(\.message) == [
                "no token source at 'nowhere.json'", "token set 'core' is 'on'; a theme's set is 'enabled', 'source' or 'disabled'",
            ])
    }
}

/// A fixture file read as a JSON document.
enum JSONReaderFixture {
    static func document(_ url: URL) throws -> DialogJSONReader.JSONDocument {
        try DialogJSONReader.JSONReader().read(SourceFile(path: url.lastPathComponent, bytes: Array(try Data(contentsOf: url))))
    }
}
