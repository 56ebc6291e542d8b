@testable import DialogDesignTokens
@testable import DialogDiagnostics
import DialogLayoutEngine
import Foundation
import Testing

/// Loading a run's tokens from the files named: what each file is, read off its content, and the
/// findings of a mix that cannot mean anything.
@Suite struct TokenSourcesTests {
    /// Reads fixtures by their path below `Tests/Fixtures/DesignTokens`, and `extra` by name.
    static func reader(_ extra: [String: String] = [:]) -> (String) -> SourceFile? {
        { path in
            if let text = extra[path] { return SourceFile(path: path, text: text) }
            let url = TokenResolverTests.fixtures.appendingPathComponent(path)
            guard let data = try? Data(contentsOf: url) else { return nil }
            return SourceFile(path: path, bytes: Array(data))
        }
    }

    @Test func aResolverGivesEveryAppearanceAndEveryFileItRead() throws {
        let loaded = TokenSources.load(["figma-sds.resolver.json"], read: Self.reader())
        #expect(loaded.unreadable.isEmpty)
        let theme = loaded.theme
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        #expect(
            theme.sources.map(\.path) == [
                "figma-sds.resolver.json", "figma-sds/color.tokens.json", "figma-sds/size.tokens.json",
                "figma-sds/typography.tokens.json", "figma-sds/theme-light.tokens.json", "figma-sds/theme-dark.tokens.json",
            ])
        let brand = try #require(theme.color("color.background.brand.$root"))
        #expect(brand.isAdaptive)
        #expect(theme.writtenPaths.contains("color.background.brand.$root"))
    }

    @Test func appleHIGReadsItsFourAppearancesAndReportsItsUntypedColors() throws {
        let theme = TokenSources.load(["apple-hig.resolver.json"], read: Self.reader()).theme
        let blue = try #require(theme.color("color.systemBlue"))
        #expect(blue.resolved(for: .darkHighContrast).hex == "#409CFF")
        // Written but never resolved: a spec naming it is told why rather than "unknown".
        #expect(theme.writtenPaths.contains("color.systemBrown") && theme.token("color.systemBrown") == nil)
        #expect(theme.diagnostics.filter { $0.rule == .tokenMissingType }.count == 17)
        #expect(theme.sources.contains { $0.path == "apple-hig/color/dark_ax.tokens.json" })
    }

    @Test func aContextChoosesANonAppearanceModifier() throws {
        let resolver = ##"""
            {
              "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}],
              "modifiers": {
                "theme": {"contexts": {
                  "light": [{"surface": {"$type": "color", "$value": "#FFFFFF"}}],
                  "dark": [{"surface": {"$type": "color", "$value": "#000000"}}]
                }},
                "brand": {"contexts": {
                  "acme": [{"accent": {"$type": "color", "$value": "#FF6A00"}}],
                  "globex": [{"accent": {"$type": "color", "$value": "#0066FF"}}]
                }, "default": "acme"}
              }
            }
            """##
        let read = Self.reader(["app.resolver.json": resolver])
        let acme = TokenSources.load(["app.resolver.json"], read: read).theme
        let globex = TokenSources.load(["app.resolver.json"], contexts: ["brand": "globex"], read: read).theme
        #expect(acme.diagnostics.isEmpty && globex.diagnostics.isEmpty, "\(globex.diagnostics.map(\.message))")
        #expect(acme.color("accent")?.resolved(for: .dark).hex == "#FF6A00")
        #expect(globex.color("accent")?.resolved(for: .dark).hex == "#0066FF")
        #expect(globex.color("surface")?.resolved(for: .dark).hex == "#000000" && globex.color("surface")?.isAdaptive == true)
    }

    @Test func anUnknownModifierOrContextIsAFindingWithTheNearestName() throws {
        let theme = TokenSources.load(
            ["apple-hig.resolver.json"], contexts: ["szie": "large", "theme": "dark"], read: Self.reader()
        ).theme
        let choices = theme.diagnostics.filter { $0.rule == .tokenUnknownContext }
        #expect(
            choices.map(\.message) == [
                "the resolver has no modifier 'szie'",
                "modifier 'theme' is the appearance, which is read for every appearance; the context chosen for it is not used",
            ])
        #expect(choices.first?.suggestion?.message == "did you mean 'size'")
        #expect(choices.last?.severity == .warning)
        let wrong = TokenSources.load(["apple-hig.resolver.json"], contexts: ["size": "hueg"], read: Self.reader()).theme
        let context = try #require(wrong.diagnostics.first { $0.rule == .tokenUnknownContext })
        #expect(context.message.hasPrefix("modifier 'size' has no context 'hueg'"))
        #expect(context.location.file == "apple-hig.resolver.json" && context.location.range != nil)
    }

    @Test func figmaModeFilesAreAppearancesByContent() throws {
        let theme = TokenSources.load(
            ["figma-variables/Dark.tokens.json", "figma-variables/Light.tokens.json"], read: Self.reader()
        ).theme
        #expect(theme.diagnostics.isEmpty)
        let card = try #require(theme.color("Surface.card"))
        #expect(card.resolved(for: .light).hex == "#FFFFFF" && card.resolved(for: .dark).hex == "#1C1C1E")
    }

    @Test func plainFilesMergeInOrderTheSameInEveryAppearance() throws {
        let files = [
            "base.tokens.json": ##"{"color": {"$type": "color", "accent": {"$value": "#FF0000"}, "ink": {"$value": "{color.accent}"}}}"##,
            "brand.tokens.json": ##"{"color": {"accent": {"$type": "color", "$value": "#00FF00"}}}"##,
        ]
        let theme = TokenSources.load(["base.tokens.json", "brand.tokens.json"], read: Self.reader(files)).theme
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        let ink = try #require(theme.color("color.ink"))
        #expect(!ink.isAdaptive && ink.resolved(for: .dark).hex == "#00FF00")
        #expect(theme.writtenPaths == ["color.accent", "color.ink"])
    }

    @Test func aMixThatMeansNothingIsAFindingAtTheFileNotRead() throws {
        let files = [
            "other.resolver.json": #"{"resolutionOrder": []}"#,
            "loose.tokens.json": #"{"size": {"$type": "number", "$value": 2}}"#,
        ]
        let loaded = TokenSources.load(
            ["figma-sds.resolver.json", "other.resolver.json", "loose.tokens.json", "missing.tokens.json"], read: Self.reader(files))
        #expect(loaded.unreadable == ["missing.tokens.json"])
        let mix = loaded.theme.diagnostics.filter { $0.rule == .tokenUnsupported }
        #expect(mix.map(\.location.file) == ["other.resolver.json", "loose.tokens.json"])
        #expect(loaded.theme.token("size") == nil, "a file beside the resolver is not read into it")
        #expect(loaded.theme.sources.map(\.path).contains("loose.tokens.json"), "its finding shows an excerpt")
        let contexts = TokenSources.load(["loose.tokens.json"], contexts: ["brand": "acme"], read: Self.reader(files)).theme
        #expect(contexts.diagnostics.map(\.rule) == [.tokenUnknownContext])
    }

    @Test func aResolverSourceThatCannotBeReadIsAFindingNotAnInputError() throws {
        let files = [
            "tokens/app.resolver.json":
                ##"{"sets": {"a": {"sources": [{"$ref": "./gone.tokens.json"}]}}, "resolutionOrder": [{"$ref": "#/sets/a"}]}"##
        ]
        let loaded = TokenSources.load(["tokens/app.resolver.json"], read: Self.reader(files))
        #expect(loaded.unreadable.isEmpty)
        #expect(loaded.theme.diagnostics.map(\.rule) == [.tokenMissingSource])
    }

    @Test func aReferenceIsAPathBesideItsResolver() {
        #expect(TokenSources.path("./color/light.json", besideFile: "tokens/app.resolver.json") == "tokens/color/light.json")
        #expect(TokenSources.path("../shared/a.json", besideFile: "tokens/app.resolver.json") == "shared/a.json")
        #expect(TokenSources.path("../../a.json", besideFile: "tokens/app.resolver.json") == "../a.json")
        #expect(TokenSources.path("a.json", besideFile: "app.resolver.json") == "a.json")
        #expect(TokenSources.path("./a/../b.json", besideFile: "/abs/r.json") == "/abs/b.json")
        #expect(TokenSources.path("/etc/t.json", besideFile: "x/r.json") == "/etc/t.json")
    }

    /// The bundled specs' tokens, `Specs/Tokens/`: a resolver with a light/dark theme over shared
    /// type, shapes and motion, read without a finding.
    @Test func theBundledTokensResolveInLightAndDark() throws {
        let theme = TokenSources.load(["Specs/Tokens/app.resolver.json"]) { path in
            (try? Data(contentsOf: Paths.packageRoot.appendingPathComponent(path))).map { SourceFile(path: path, bytes: Array($0)) }
        }.theme
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        let accent = try #require(theme.color("color.accent"))
        #expect(accent.resolved(for: .light).hex == "#0040DD" && accent.resolved(for: .dark).hex == "#0A84FF")
        #expect(try #require(theme.color("color.text.secondary")).resolved(for: .dark).opacity == 0.6)
        #expect(theme.token("radius.dialog")?.value == .dimension(TokenDimension(value: 14, unit: .px)))
        guard case .typography(let headline)? = theme.token("font.headline")?.value else { throw TokenTestFailure("no headline") }
        #expect(headline.fontSize.points == 17 && headline.fontWeight == 600 && headline.fontFamily == ["SF Pro"])
        #expect(theme.writtenPaths.contains("motion.duration.present"))
    }

    /// Tokens Studio's `$themes.json` is told by its content too, and read as its resolver; a brand
    /// theme is chosen with a context as a resolver's modifier is.
    @Test func tokensStudioThemesAreReadAsAResolver() throws {
        let read = Self.reader()
        let theme = TokenSources.load(["tokens-studio/$themes.json"], read: read).theme
        #expect(theme.diagnostics.isEmpty, "\(theme.diagnostics.map(\.message))")
        #expect(theme.color("surface.card")?.resolved(for: .dark) == DialogColor(hex: "#3a3a3c"))
        #expect(theme.sources.map(\.path).contains("tokens-studio/mode/dark.json"))
        let ocean = TokenSources.load(["tokens-studio/$themes.json"], contexts: ["Brand": "Ocean"], read: read).theme
        #expect(ocean.color("brand.accent")?.resolved(for: .light) == DialogColor(hex: "#0a84a0"))
    }
}
