@testable import DialogDesignTokens
import DialogDiagnostics
import DialogEditing
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import Testing

/// `dialogc diff` on specs with token references: a token whose value changed is one visual change
/// of each dialog that names it, and a value switched between raw and a token is its own kind.
@Suite struct DiffTokenTests {
    static let devices = [Device.named("iphone-se")!]

    static func tokens(brand: String, width: Int = 280) -> DesignTokenTheme {
        TokenSpecs.theme(
            """
            {"color": {"$type": "color", "brand": {"$value": "\(brand)"}, "surface": {"$value": "#FFFFFF"}},
             "size": {"$type": "dimension", "width": {"$value": {"value": \(width), "unit": "px"}}}}
            """)
    }

    static func alert(brand: String = "#E65F00", width: Int = 280) -> String {
        """
        {"specVersion": 1, "dialogs": [{
          "id": "clear-cache", "type": "alert", "title": "Clear the cache?",
          "buttons": [{"id": "confirm", "title": "Clear", "color": "\(brand)"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}],
          "presentation": {"renderer": "custom"},
          "layout": {"width": \(width)},
          "style": {"titleColor": "\(brand)", "backgroundColor": "#FFFFFF"}
        }]}
        """
    }

    static func spec(brand: String = "#E65F00", width: Int = 280, references: [(String, String)], theme: DesignTokenTheme?) throws
        -> SpecFile
    {
        try TokenSpecs.spec(alert(brand: brand, width: width), references: references, tokens: theme)
    }

    static let brandReferences = [("\"titleColor\": \"#", "color.brand"), ("\"color\": \"#", "color.brand")]

    static func changes(_ old: SpecFile, _ new: SpecFile) -> [SpecChange] {
        SpecDiff.changes(old: [old], new: [new], devices: devices)
    }

    @Test func aTokensNewValueIsOneVisualChangeOfTheDialogNamingIt() throws {
        let old = try Self.spec(references: Self.brandReferences, theme: Self.tokens(brand: "#E65F00"))
        let new = try Self.spec(brand: "#D04A00", references: Self.brandReferences, theme: Self.tokens(brand: "#D04A00"))
        let changes = Self.changes(old, new)
        #expect(changes.map(\.kind) == [.tokenValueChanged], "\(changes.map(\.message))")
        #expect(changes.first?.category == .visual)
        #expect(changes.first?.element == "token 'color.brand'")
        #expect(changes.first?.message == "token 'color.brand' of alert 'clear-cache' is now #D04A00 (was #E65F00)")
        // It points at the first reference in each version.
        let range = try #require(TokenSpecs.valueRange(of: "\"color\": \"#", in: Self.alert()))
        #expect(changes.first?.new?.start == range.startOffset)
    }

    @Test func theSameValuesWithoutTokensAreStyleChangesAsBefore() throws {
        let old = try Self.spec(references: [], theme: nil)
        let new = try Self.spec(brand: "#D04A00", references: [], theme: nil)
        #expect(Self.changes(old, new).map(\.kind) == [.styleChanged, .styleChanged])
    }

    @Test func aRawValueSwitchedToATokenOfTheSameValueIsItsOwnKind() throws {
        let theme = Self.tokens(brand: "#E65F00")
        let raw = try Self.spec(references: [], theme: theme)
        let named = try Self.spec(references: [("\"titleColor\": \"#", "color.brand")], theme: theme)
        let forward = Self.changes(raw, named)
        #expect(forward.map(\.kind) == [.tokenSwitched])
        #expect(forward.first?.category == .added)
        #expect(forward.first?.element == "style.titleColor")
        #expect(
            forward.first?.message
                == "'style.titleColor' of alert 'clear-cache' is now token 'color.brand' (was written raw, of the same value '#E65F00')")
        let back = Self.changes(named, raw)
        #expect(back.map(\.kind) == [.tokenSwitched])
        #expect(
            back.first?.message
                == "'style.titleColor' of alert 'clear-cache' is now written raw (was token 'color.brand', of the same value '#E65F00')")
    }

    @Test func aSwitchThatChangesTheValueIsAlsoAVisualChange() throws {
        let raw = try Self.spec(brand: "#FF0000", references: [], theme: nil)
        let named = try Self.spec(references: [("\"titleColor\": \"#", "color.brand")], theme: Self.tokens(brand: "#E65F00"))
        let changes = Self.changes(raw, named).filter { $0.element == "style.titleColor" }
        #expect(changes.map(\.kind) == [.styleChanged, .tokenSwitched])
        #expect(
            changes.last?.message
                == "'style.titleColor' of alert 'clear-cache' is now token 'color.brand', '#E65F00' (was written raw, '#FF0000')")
    }

    @Test func aValueTheDiffComparesOnlyInThePlanReportsItsSwitch() throws {
        let theme = Self.tokens(brand: "#E65F00")
        let raw = try Self.spec(references: [], theme: theme)
        let named = try Self.spec(references: [("\"width\": 280", "size.width")], theme: theme)
        let changes = Self.changes(raw, named)
        #expect(changes.map(\.kind) == [.tokenSwitched])
        #expect(
            changes.first?.message
                == "'layout.width' of alert 'clear-cache' is now token 'size.width' (was written raw, of the same value 280)")
        // A new value of the token shows as the token's change and the plan's.
        let wider = try Self.spec(
            width: 300, references: [("\"width\": 300", "size.width")], theme: Self.tokens(brand: "#E65F00", width: 300))
        let kinds = Self.changes(named, wider).map(\.kind)
        #expect(kinds.contains(.tokenValueChanged))
        #expect(kinds.contains(.sizeChanged))
        #expect(!kinds.contains(.tokenSwitched))
    }

    /// Every place of the token table the diff does not compare itself reports its switch, the
    /// motion's numbers included.
    @Test func aMotionNumberSwitchedToATokenIsReported() throws {
        let theme = TokenSpecs.theme(#"{"scale": {"$type": "number", "start": {"$value": 0.9}}}"#)
        func spec(_ fromScale: String) throws -> SpecFile {
            let text = """
                {"specVersion": 1, "dialogs": [{"id": "saved", "type": "toast", "message": "Saved",
                  "presentation": {"renderer": "custom", "show": {"type": "center", "fromScale": \(fromScale)}}}]}
                """
            let decoded = SpecDecoder.decode(SourceFile(path: "t.json", text: text), tokens: theme)
            #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
            return try #require(decoded.spec)
        }
        let changes = Self.changes(try spec("0.9"), try spec(#""{scale.start}""#))
        #expect(changes.map(\.kind) == [.tokenSwitched])
        #expect(
            changes.first?.message
                == "'presentation.show.fromScale' of toast 'saved' is now token 'scale.start' (was written raw, of the same value 0.9)")
    }

    @Test func aTokenChangedInDarkOnlyNamesTheDarkValue() throws {
        func theme(dark: String) -> DesignTokenTheme {
            let light = DesignTokenSet(
                files: [DesignTokenFile.read(SourceFile(path: "light.json", text: ##"{"c": {"$type": "color", "$value": "#FFFFFF"}}"##))])
            let darkSet = DesignTokenSet(
                files: [
                    DesignTokenFile.read(SourceFile(path: "dark.json", text: "{\"c\": {\"$type\": \"color\", \"$value\": \"\(dark)\"}}"))
                ])
            return DesignTokenTheme(appearances: AppearanceTokens(sets: [.light: light, .dark: darkSet], diagnostics: []), sources: [])
        }
        let references = [("\"backgroundColor\": \"#", "c")]
        let old = try Self.spec(references: references, theme: theme(dark: "#000000"))
        let new = try Self.spec(references: references, theme: theme(dark: "#1C1C1E"))
        let changes = Self.changes(old, new)
        #expect(changes.map(\.message) == ["token 'c' of alert 'clear-cache' is now #FFFFFF, dark #1C1C1E (was #FFFFFF, dark #000000)"])
    }

    @Test func theCompareGalleryNamesTheTokenChangeAndEachPicturesTokens() throws {
        let old = try Self.spec(references: Self.brandReferences, theme: Self.tokens(brand: "#E65F00"))
        let new = try Self.spec(brand: "#D04A00", references: Self.brandReferences, theme: Self.tokens(brand: "#D04A00"))
        let report = DiffReport(
            oldFiles: [DecodedFile(source: old.source, spec: old, diagnostics: [])],
            newFiles: [DecodedFile(source: new.source, spec: new, diagnostics: [])], devices: Self.devices)
        let html = CompareGallery.html(report, devices: Self.devices)
        #expect(html.contains("data-change=\"token-value-changed\""), "\(html)")
        #expect(html.contains("token 'color.brand' of alert 'clear-cache' is now #D04A00 (was #E65F00)"))
        // Both pictures, old and new, name the title's token on hover.
        #expect(html.components(separatedBy: "data-tokens=\"text.color: color.brand\"").count - 1 == 4, "title and button, old and new")
    }

    @Test func tokenValuesAreNamedAsTheTokenFilesWriteThem() {
        #expect(TokenValues.describe(.dimension(TokenDimension(value: 1.5, unit: .rem))) == "1.5rem")
        #expect(TokenValues.describe(.duration(TokenDuration(value: 250, unit: .ms))) == "250ms")
        #expect(TokenValues.describe(.fontWeight(600)) == "600")
        #expect(TokenValues.describe(.cubicBezier([0.25, 0.1, 0.25, 1])) == "cubic-bezier(0.25, 0.1, 0.25, 1)")
    }
}
