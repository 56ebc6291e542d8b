import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec
import Testing

/// Token references in specs: each kind of place reads its token's value in place and records the
/// reference; a reference that cannot be used is a located error naming what is wrong.
@Suite struct TokenReferenceDecoderTests {
    /// Light and dark sets through a Figma-style pair of mode files, so colors differ by appearance.
    static let theme: DesignTokenTheme = {
        let light = SourceFile(
            path: "light.tokens.json",
            text: #"""
                {"color": {"$type": "color", "surface": {"$value": "#ffffff"}, "label": {"$value": "#000000"}},
                 "size": {"$type": "dimension", "radius": {"$value": {"value": 0.75, "unit": "rem"}}, "small": {"$value": "12px"},
                          "negative": {"$value": "-4px"}},
                 "motion": {"$type": "duration", "quick": {"$value": {"value": 200, "unit": "ms"}}},
                 "weight": {"$type": "fontWeight", "bold": {"$value": "bold"}, "light": {"$value": 300}},
                 "curve": {"$type": "cubicBezier", "standard": {"$value": [0.42, 0, 0.58, 1]}, "emphasized": {"$value": [0.2, 0, 0, 1]}},
                 "font": {"$type": "typography", "title": {"$value": {"fontFamily": "SF Pro", "fontSize": "20px", "fontWeight": 600,
                          "letterSpacing": "0px", "lineHeight": 1.2}}},
                 "broken": {"$type": "color", "$value": "{color.nowhere}"},
                 "$extensions": {"com.figma.modeName": "Light"}}
                """#)
        let dark = SourceFile(
            path: "dark.tokens.json",
            text: #"""
                {"color": {"$type": "color", "surface": {"$value": "#1c1c1e"}, "label": {"$value": "#ffffff"}},
                 "$extensions": {"com.figma.modeName": "Dark"}}
                """#)
        let files = [light, dark].map { DesignTokenFile.read($0) }
        let appearances = AppearanceTokens(figmaModes: files)
        return DesignTokenTheme(appearances: appearances, sources: [light, dark], writtenPaths: DesignTokenTheme.writtenPaths(of: files))
    }()

    static func decode(_ dialogs: String, tokens: DesignTokenTheme? = theme) -> DecodedFile {
        SpecDecoder.decode(SourceFile(path: "spec.json", text: #"{"specVersion": 1, "dialogs": ["# + dialogs + "]}"), tokens: tokens)
    }

    /// The text of `file` a finding or a reference points at.
    static func text(_ range: ByteRange?, in file: DecodedFile) -> String {
        guard let range else { return "" }
        return String(decoding: file.source.bytes[range.startOffset..<range.endOffset], as: UTF8.self)
    }

    @Test func aColorReferenceIsTheTokensValueInEachAppearanceAndIsRecorded() throws {
        let file = Self.decode(#"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{color.surface}"}}"#)
        #expect(file.diagnostics.isEmpty)
        let dialog = try #require(file.spec?.dialogs.first)
        let color = try #require(dialog.style.backgroundColor)
        #expect(color.value.resolved(for: .light) == DialogColor(hex: "#ffffff"))
        #expect(color.value.resolved(for: .dark) == DialogColor(hex: "#1c1c1e"))
        let reference = try #require(dialog.token(of: dialog.style.backgroundColor))
        #expect(reference.path == "color.surface")
        #expect(reference.type == .color)
        #expect(Self.text(reference.range, in: file) == #""{color.surface}""#)
        #expect(dialog.tokenReferences == [reference])
    }

    @Test func numbersReadTheirTokensInPointsAndSeconds() throws {
        let file = Self.decode(
            #"""
            {"id": "a", "type": "toast", "message": "hi", "autoHide": "{motion.quick}",
             "style": {"cornerRadius": "{size.radius}", "messageFont": {"size": "{size.small}", "weight": "{weight.bold}"}},
             "presentation": {"show": {"type": "fromBottom", "curve": "{curve.standard}"}}}
            """#)
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let dialog = try #require(file.spec?.dialogs.first)
        #expect(dialog.style.cornerRadius?.value == 12)
        #expect(dialog.autoHide?.value == 0.2)
        #expect(dialog.style.messageFont?.size?.value == 12)
        #expect(dialog.style.messageFont?.weight?.value == .bold)
        #expect(dialog.presentation.show?.motion.curve?.value == .easeInOut)
        #expect(
            dialog.tokenReferences.map(\.path) == ["motion.quick", "size.radius", "size.small", "weight.bold", "curve.standard"])
        #expect(dialog.tokenReferences.map(\.type) == [.duration, .dimension, .dimension, .fontWeight, .cubicBezier])
    }

    @Test func aTypographyTokenIsAWholeFontOfItsSizeAndWeight() throws {
        let file = Self.decode(
            #"{"id": "a", "type": "alert", "title": "T", "buttons": [{"id": "ok", "title": "OK"}], "style": {"titleFont": "{font.title}"}}"#
        )
        #expect(file.diagnostics.isEmpty, "\(file.diagnostics)")
        let dialog = try #require(file.spec?.dialogs.first)
        let font = try #require(dialog.style.titleFont)
        #expect(font.size?.value == 20)
        #expect(font.weight?.value == .semibold)
        #expect(dialog.token(of: font.size)?.path == "font.title")
    }

    @Test(arguments: [
        (#""{color.surfce}""#, "no design token named 'color.surfce'", "'{color.surface}'"),
        (#""{broken}""#, "design token 'broken' has no value: its token file's finding says why", nil),
        (#""{size.radius}""#, "'backgroundColor' takes a color token, but 'size.radius' is a dimension", nil),
    ])
    func aReferenceThatCannotBeUsedIsALocatedError(written: String, message: String, suggestion: String?) throws {
        let file = Self.decode(#"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": \#(written)}}"#)
        let finding = try #require(file.diagnostics.first)
        #expect(file.diagnostics.count == 1)
        #expect(finding.message == message)
        #expect(Self.text(finding.location.range, in: file) == written)
        if let suggestion { #expect(finding.suggestion?.message.contains(suggestion) == true, "\(String(describing: finding.suggestion))") }
        #expect(file.spec?.dialogs.first?.tokenReferences.isEmpty == true)
    }

    @Test func theIDsOfTheFindingsAreTheTokenRules() {
        let unknown = Self.decode(#"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{nope}"}}"#)
        #expect(unknown.diagnostics.map(\.rule) == [.unknownToken])
        let mismatch = Self.decode(#"{"id": "a", "type": "toast", "message": "hi", "style": {"cornerRadius": "{color.label}"}}"#)
        #expect(mismatch.diagnostics.map(\.rule) == [.tokenTypeMismatch])
    }

    @Test func withoutTokenFilesEveryReferenceIsAnError() {
        let file = Self.decode(
            #"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{color.surface}"}}"#, tokens: nil)
        #expect(file.diagnostics.map(\.rule) == [.unknownToken])
        #expect(file.diagnostics.first?.message.contains("'--tokens FILE'") == true)
    }

    @Test func aTokenOutsideThePlacesBoundsOrDrawingIsInvalid() {
        let file = Self.decode(
            #"""
            {"id": "a", "type": "toast", "message": "hi", "style": {"cornerRadius": "{size.negative}",
             "messageFont": {"weight": "{weight.light}"}, "backgroundColor": {"light": "{color.surface}", "dark": "#000000"}},
             "presentation": {"show": {"type": "fromBottom", "curve": "{curve.emphasized}"}}}
            """#)
        let findings = file.diagnostics.sorted { ($0.location.range?.startOffset ?? 0) < ($1.location.range?.startOffset ?? 0) }
        #expect(findings.map(\.rule) == [.invalidValue, .invalidValue, .invalidValue, .invalidValue])
        #expect(
            findings.map(\.message) == [
                "'cornerRadius' must be at least 0, but token 'size.negative' is -4 pt",
                "token 'weight.light' is weight 300; a dialog's font is 400 (regular), 500 (medium), 600 (semibold) or 700 (bold)",
                "'light' may not be a token reference; write the reference as the whole color, it resolves in every appearance",
                "token 'curve.emphasized' is the curve (0.2, 0, 0, 1); a dialog animates along 'linear', 'easeIn', 'easeOut' or 'easeInOut' only",
            ])
    }

    @Test func eachDialogKeepsItsOwnReferences() throws {
        let file = Self.decode(
            #"""
            {"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{color.surface}"}},
            {"type": "toast", "message": "no id", "style": {"backgroundColor": "{color.label}"}},
            {"id": "c", "type": "toast", "message": "hi", "style": {"messageColor": "{color.label}"}}
            """#)
        let dialogs = try #require(file.spec?.dialogs)
        #expect(dialogs.map { $0.tokenReferences.map(\.path) } == [["color.surface"], ["color.label"]])
    }

    @Test func aStringThatOnlyLooksLikeAReferenceIsNotOne() {
        // A message is text: braces there are a parameter's placeholder, never a token.
        let file = Self.decode(#"{"id": "a", "type": "toast", "message": "{color.surface}"}"#)
        #expect(file.spec?.dialogs.first?.tokenReferences.isEmpty == true)
    }
}
