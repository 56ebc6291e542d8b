import DialogDesignTokens
import DialogDiagnostics
import DialogEditing
import DialogLayoutEngine
import DialogRules
import DialogSpec
import DialogValidation
import Testing

/// `off-token-value`: the nearest token named, the fix written only for a token equal in every
/// appearance, and nothing without tokens.
@Suite struct OffTokenValueTests {
    static let tokens = TokenLinting.theme(ExampleTokens.text)

    /// The rule's findings for `dialogs` linted with `tokens`.
    static func findings(_ dialogs: String, tokens: DesignTokenTheme? = OffTokenValueTests.tokens) -> [Diagnostic] {
        let source = SourceFile(path: "spec.json", text: RuleExample.dialogs(dialogs).fileText)
        let result = tokens.map { TokenLinting.lint([source], tokens: $0) } ?? Linter.lint([source])
        return result.diagnostics.filter { $0.ruleID == OffTokenValue.id }
    }

    /// A theme whose light and dark tokens come from two token files.
    static func theme(light: String, dark: String) -> DesignTokenTheme {
        let lightSet = DesignTokenSet(file: SourceFile(path: "light.tokens.json", text: light))
        let darkSet = DesignTokenSet(file: SourceFile(path: "dark.tokens.json", text: dark))
        return DesignTokenTheme(appearances: AppearanceTokens(sets: [.light: lightSet, .dark: darkSet], diagnostics: []), sources: [])
    }

    static let toast =
        ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": "#1C1C1E", "messageColor": "#FF6A10"}}"##

    /// A suppression of the rule is judged only by a run that reads tokens: without them the rule
    /// judged nothing, so the suppression is not "unused"; with them and nothing to suppress, it is.
    @Test func aSuppressionIsUnusedOnlyWhereTheTokensJudgedTheSpec() {
        let text = ##"""
            {"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved"}],
             "suppressions": [{"rule": "off-token-value", "reason": "moving onto the tokens"}]}
            """##
        let source = SourceFile(path: "spec.json", text: text)
        #expect(Linter.lint([source]).diagnostics.isEmpty)
        let judged = TokenLinting.lint([source], tokens: Self.tokens).diagnostics.map(\.ruleID)
        #expect(judged == ["unused-suppression"])
    }

    @Test func withoutTokensNothingIsReported() {
        #expect(Self.findings(Self.toast, tokens: nil).isEmpty)
    }

    @Test func aNearMissNamesTheNearestTokenByPerceptualDistance() throws {
        let findings = Self.findings(Self.toast)
        #expect(findings.count == 2)
        let near = try #require(findings.last)
        #expect(
            near.message
                == "'style.messageColor' of toast 'saved' is '#FF6A10', not a token; the nearest color token is 'color.brand' ('#FF6A00'), deltaEOK 0.003 away"
        )
        #expect(near.suggestion == nil, "a near miss is named, never written")
        #expect(near.severity == .warning)
    }

    @Test func anEqualTokenIsWrittenByTheFix() throws {
        let equal = try #require(Self.findings(Self.toast).first)
        #expect(
            equal.message
                == "'style.backgroundColor' of toast 'saved' is '#1C1C1E', the value of token 'color.surface.inverse' in every appearance")
        #expect(equal.suggestion?.message == "write '{color.surface.inverse}' instead")
        #expect(equal.suggestion?.replacement == "\"{color.surface.inverse}\"")
    }

    @Test func numbersAreComparedByDifferenceAndEqualToAThousandth() {
        let messages = Self.findings(
            """
            {"id": "saved", "type": "toast", "message": "Saved", "style": {"cornerRadius": 13.9995},
             "layout": {"padding": 15.998}, "presentation": {"show": {"duration": 0.25}}, "autoHide": 4}
            """
        ).map { "\($0.message) | \($0.suggestion?.replacement ?? "-")" }
        #expect(
            messages == [
                "'style.cornerRadius' of toast 'saved' is 14, the value of token 'radius.card' | \"{radius.card}\"",
                "'layout.padding' of toast 'saved' is 15.998, not a token; the nearest dimension token is 'space.md' (16 pt), 0.002 pt away | -",
                "'presentation.show.duration' of toast 'saved' is 0.25, not a token; the nearest duration token is 'duration.quick' (0.2 s), 0.05 s away | -",
                "'autoHide' of toast 'saved' is 4, the value of token 'duration.toast' | \"{duration.toast}\"",
            ])
    }

    @Test func aTypeTheTokensDoNotDefineIsNotReported() {
        let tokens = TokenLinting.theme(##"{"space": {"$type": "dimension", "md": {"$value": "16px"}}}"##)
        let findings = Self.findings(Self.toast, tokens: tokens)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func aSystemColorNameIsNotReported() {
        let findings = Self.findings(
            ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": "systemBackground", "messageColor": "label"}}"##
        )
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func aDeprecatedTokenIsNeverProposed() {
        // '#FF3B30' is 'color.alert', which is deprecated: the nearest token that is not is named instead.
        let findings = Self.findings(
            ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": "#1C1C1E", "messageColor": "#FF3B30"}}"##)
        #expect(findings.count == 2)
        #expect(findings.last?.message.contains("the nearest color token is 'color.brand'") == true, "\(findings.map(\.message))")
        #expect(findings.last?.suggestion == nil)
    }

    /// A raw hex is the same in light and dark: a semantic token equal to it only in light is
    /// named with its distance in dark, and never written by the fix.
    @Test func aTokenEqualOnlyInLightIsNeverTheFix() throws {
        let theme = Self.theme(
            light: ##"{"color": {"$type": "color", "surface": {"$value": "#FFFFFF"}}}"##,
            dark: ##"{"color": {"$type": "color", "surface": {"$value": "#1C1C1E"}}}"##)
        let finding = try #require(
            Self.findings(
                ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": "#FFFFFF"}}"##, tokens: theme
            )
            .first)
        #expect(
            finding.message
                == "'style.backgroundColor' of toast 'saved' is '#FFFFFF', not a token; the nearest color token is 'color.surface' ('#FFFFFF' light, '#1C1C1E' dark), deltaEOK 0.773 away in the 'dark' appearance"
        )
        #expect(finding.suggestion == nil)
    }

    /// A color written per appearance is the token that has the same value in each.
    @Test func anAdaptiveValueEqualInEveryAppearanceIsFixed() throws {
        let theme = Self.theme(
            light: ##"{"color": {"$type": "color", "surface": {"$value": "#FFFFFF"}, "white": {"$value": "#FFFFFF"}}}"##,
            dark: ##"{"color": {"$type": "color", "surface": {"$value": "#1C1C1E"}, "white": {"$value": "#FFFFFF"}}}"##)
        let spec =
            ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": {"light": "#FFFFFF", "dark": "#1C1C1E"}, "messageColor": "#FFFFFF"}}"##
        let findings = Self.findings(spec, tokens: theme)
        #expect(findings.map { $0.suggestion?.replacement } == ["\"{color.surface}\"", "\"{color.white}\""])
    }

    @Test func theApplesSystemColorsAreMatchedInEveryAppearance() throws {
        let theme = try AppleTokens.theme()
        // systemBlue in each of its four appearances, written out: the token, fixed.
        let spec = """
            {"id": "saved", "type": "toast", "message": "Saved",
             "style": {"backgroundColor": "#1C1C1E", "messageColor": {"light": "#007AFF", "dark": "#0A84FF", "lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF"}}}
            """
        let findings = Self.findings(spec, tokens: theme).filter { $0.message.hasPrefix("'style.messageColor'") }
        #expect(findings.map { $0.suggestion?.replacement } == ["\"{color.systemBlue}\""], "\(findings.map(\.message))")
        // Light's blue alone is systemBlue only in light.
        let plain = Self.findings(
            ##"{"id": "saved", "type": "toast", "message": "Saved", "style": {"backgroundColor": "#1C1C1E", "messageColor": "#007AFF"}}"##,
            tokens: theme
        ).filter { $0.message.hasPrefix("'style.messageColor'") }
        #expect(plain.count == 1 && plain.allSatisfy { $0.suggestion == nil }, "\(plain.map(\.message))")
    }

    /// `--fix` writes the reference in place of the value, and leaves a near miss as it is.
    @Test func theFixReplacesTheValueWithTheReference() throws {
        let source = SourceFile(path: "spec.json", text: RuleExample.dialogs(Self.toast).fileText)
        let result = TokenLinting.lint([source], tokens: Self.tokens)
        let fix = SpecFixer.fix(source, diagnostics: result.diagnostics, rules: .lint)
        #expect(fix.applied.count == 1)
        let fixed = String(decoding: fix.bytes, as: UTF8.self)
        #expect(fixed.contains(##""backgroundColor": "{color.surface.inverse}""##))
        #expect(fixed.contains(##""messageColor": "#FF6A10""##))
    }

    /// The fixed spec reads the token in place of the value: nothing left to report, and every
    /// value the same as before.
    @Test func theFixedSpecDecodesToTheSameValuesWithoutFindings() throws {
        let spec = """
            {"id": "saved", "type": "toast", "message": "Saved",
             "style": {"backgroundColor": "#1C1C1E", "messageColor": "#FF6A00", "cornerRadius": 14},
             "presentation": {"show": {"duration": 0.2}}, "autoHide": 4}
            """
        let source = SourceFile(path: "spec.json", text: RuleExample.dialogs(spec).fileText)
        let before = TokenLinting.lint([source], tokens: Self.tokens)
        #expect(before.diagnostics.filter { $0.ruleID == OffTokenValue.id }.count == 5)
        let fix = SpecFixer.fix(source, diagnostics: before.diagnostics, rules: .lint)
        #expect(fix.applied.count == 5)
        let fixed = SourceFile(path: "spec.json", bytes: fix.bytes)
        let after = TokenLinting.lint([fixed], tokens: Self.tokens)
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        let old = try #require(before.files.first?.spec?.dialogs.first)
        let new = try #require(after.files.first?.spec?.dialogs.first)
        #expect(
            new.tokenReferences.map(\.path) == ["color.surface.inverse", "color.brand", "radius.card", "duration.quick", "duration.toast"])
        #expect(new.style.backgroundColor?.value == old.style.backgroundColor?.value)
        #expect(new.style.messageColor?.value == old.style.messageColor?.value)
        #expect(new.style.cornerRadius?.value == old.style.cornerRadius?.value)
        #expect(new.presentation.show?.duration?.value == old.presentation.show?.duration?.value)
        #expect(new.autoHide?.value == old.autoHide?.value)
    }

    /// Weights and curves are fixed to the tokens the decoder reads as the same weight and curve.
    @Test func weightsCurvesAndNumbersAreFixedToTheirTokens() {
        let tokens = TokenLinting.theme(
            """
            {"weight": {"$type": "fontWeight", "bold": {"$value": "bold"}, "light": {"$value": 300}},
             "curve": {"$type": "cubicBezier", "standard": {"$value": [0.42, 0, 0.58, 1]}, "decelerate": {"$value": [0, 0, 0.2, 1]}},
             "opacity": {"$type": "number", "half": {"$value": 0.5}}}
            """)
        let messages = Self.findings(
            """
            {"id": "saved", "type": "toast", "message": "Saved", "style": {"messageFont": {"weight": "bold"}, "titleFont": {"weight": "regular"}},
             "presentation": {"show": {"curve": "easeInOut", "fromOpacity": 0.5}, "hide": {"showType": "center", "curve": "easeOut"}}}
            """, tokens: tokens
        ).map { "\($0.message) | \($0.suggestion?.replacement ?? "-")" }
        #expect(
            messages == [
                "'style.messageFont.weight' of toast 'saved' is 'bold' (700), the value of token 'weight.bold' | \"{weight.bold}\"",
                "'style.titleFont.weight' of toast 'saved' is 'regular' (400), not a token; the nearest fontWeight token is 'weight.light' (300), 100 away | -",
                "'presentation.show.curve' of toast 'saved' is 'easeInOut' (0.42, 0, 0.58, 1), the value of token 'curve.standard' | \"{curve.standard}\"",
                "'presentation.show.fromOpacity' of toast 'saved' is 0.5, the value of token 'opacity.half' | \"{opacity.half}\"",
                "'presentation.hide.curve' of toast 'saved' is 'easeOut' (0, 0, 0.58, 1), not a token; the nearest cubicBezier token is 'curve.decelerate' (0, 0, 0.2, 1), 0.38 away | -",
            ], "\(messages)")
    }
}

/// Apple's system colors of the HIG fixture, in their four appearances.
enum AppleTokens {
    static func theme() throws -> DesignTokenTheme {
        let resolver = try TokenResolverTests.resolver("apple-hig.resolver.json")
        return DesignTokenTheme(appearances: resolver.appearanceTokens(), sources: [])
    }
}
