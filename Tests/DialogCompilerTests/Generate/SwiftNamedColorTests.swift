@testable import DialogGenerators
@testable import DialogSpec
import Foundation
import Testing

/// Colours from design tokens in the generated Swift: named after their colour sets, with the
/// token's values as the fallback; literal colours as before.
@Suite struct SwiftNamedColorTests {
    @Test func tokenColoursNameTheirColourSets() {
        let text = SwiftGenerator.generateFile([TokenColorSpecs.spec()])
        let expected = """
                        source: DialogSourceLocation(file: "Specs/tokens.json", line: 4)
                    )
                    .namingColors([
                        DialogNamedColor("ColorBorderSubtle", color: DialogColor(light: DialogColor(red: 198, green: 198, blue: 200, alpha: 255), \
            dark: DialogColor(red: 198, green: 198, blue: 200, alpha: 255), lightHighContrast: DialogColor(red: 142, green: 142, blue: 147, \
            alpha: 255), darkHighContrast: DialogColor(red: 142, green: 142, blue: 147, alpha: 255))),
                        DialogNamedColor("ColorBrandAccent", color: DialogColor(red: 255, green: 106, blue: 0, alpha: 255)),
            """
        #expect(text.contains(expected), "\(text)")
        #expect(text.contains(#"DialogNamedColor("ColorSurfacePrimary", color: DialogColor(light: "#))
        #expect(text.contains(#"DialogNamedColor("ColorTextPrimary", color: DialogColor(light: "#))
        // The style keeps every value, the raw message colour included, so the layout reads them as before.
        #expect(text.contains("messageColor: DialogColor(red: 58, green: 58, blue: 60, alpha: 255)"))
        #expect(text.contains("titleColor: DialogColor(light: DialogColor(red: 28, green: 28, blue: 30, alpha: 255)"))
    }

    @Test func specsWithoutTokensNameNoColour() throws {
        // The bundled specs but those naming the bundled tokens (`branded-dialogs.json`).
        let sources = try SpecLoading.bundledSources().filter { !String(decoding: $0.bytes, as: UTF8.self).contains(#"": "{"#) }
        let text = SwiftGenerator.generateFile(SpecLoading.specs(sources))
        #expect(!text.contains("namingColors"))
        #expect(!text.contains("DialogNamedColor"))
    }
}
