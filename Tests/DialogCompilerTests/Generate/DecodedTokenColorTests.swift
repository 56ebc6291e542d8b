@testable import DialogDiagnostics
@testable import DialogGenerators
@testable import DialogSpec
import Foundation
import Testing

/// A spec whose colours are token references, decoded as dialogc decodes it, into the catalog
/// and the Swift that names its colour sets.
@Suite struct DecodedTokenColorTests {
    static let text = TokenColorSpecs.specText
        .replacingOccurrences(of: ##""backgroundColor": "#F2F2F7""##, with: #""backgroundColor": "{color.surface.primary}""#)
        .replacingOccurrences(of: ##""titleColor": "#1C1C1E""##, with: #""titleColor": "{color.text.primary}""#)
        .replacingOccurrences(of: ##""color": "#FF6A00""##, with: #""color": "{color.brand.accent}""#)

    @Test func tokenReferencesMakeTheCatalogAndNameItsColourSetsInTheSwift() throws {
        let decoded = SpecDecoder.decode(SourceFile(path: "Specs/decoded.json", text: Self.text), tokens: TokenColorSpecs.theme)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let spec = try #require(decoded.spec)
        #expect(spec.dialogs[0].tokenReferences.map(\.path) == ["color.brand.accent", "color.surface.primary", "color.text.primary"])
        let colors = AssetCatalog.colors(in: [spec])
        #expect(colors.map(\.name) == ["ColorBrandAccent", "ColorSurfacePrimary", "ColorTextPrimary"])
        #expect(colors[1].color.resolved(for: .darkHighContrast).hex == "#000000")
        let swift = SwiftGenerator.generateFile([spec])
        for name in colors.map(\.name) { #expect(swift.contains(#"DialogNamedColor("\#(name)", color: "#)) }
        // The style holds the tokens' values, as for a colour written out.
        #expect(swift.contains("backgroundColor: DialogColor(light: DialogColor(red: 242, green: 242, blue: 247, alpha: 255)"))
    }
}
