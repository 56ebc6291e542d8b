import DialogDiagnostics
import DialogGenerators
import DialogSpec
import DialogValidation
import Testing

/// VoiceOver speaks the accessibility labels and hints, so they are translated as titles are:
/// keys of their own in the String Catalog, and looked up by the generated code.
@Suite struct AccessibilityTextLocalizationTests {
    static let spec = #"""
        {"specVersion": 2, "dialogs": [{
          "id": "photo", "type": "alert", "title": "Photo", "parameters": {"name": {"type": "string"}},
          "accessibilityHint": "Details of {name}",
          "buttons": [{"id": "close", "title": "✕", "accessibilityLabel": {"text": "Close", "comment": "the cross"}}]
        }]}
        """#

    static func dialog() throws -> Dialog {
        let result = Validator.validate([SourceFile(path: "Specs/photo.json", text: spec)], keepingModels: true)
        #expect(!result.hasErrors)
        return try #require(result.files.first?.spec?.dialogs.first)
    }

    @Test func theCatalogGetsAKeyForEachWithItsPlacement() throws {
        let entries = CatalogExtraction.catalogEntries(for: try Self.dialog())
        #expect(
            entries.map(\.key) == [
                "photo.title", "photo.button.close", "photo.button.close.accessibility-label", "photo.accessibility-hint",
            ])
        let label = try #require(entries.first { $0.key == "photo.button.close.accessibility-label" })
        #expect(label.comment == "the cross\nWhat VoiceOver says for the button 'close' of the alert 'photo'.")
        let hint = try #require(entries.first { $0.key == "photo.accessibility-hint" })
        #expect(hint.text == .plain("Details of %@"))
        #expect(CatalogOwnership.isPlacement("What VoiceOver says after the label of the alert 'photo'."))
        #expect(CatalogOwnership.isPlacement("What VoiceOver says for the button 'close' of the alert 'photo'."))
    }

    @Test func generatedCodeLooksThemUpAsItLooksUpTitles() throws {
        let code = SwiftGenerator.generateFile([SpecFile(path: "Specs/photo.json", dialogs: [try Self.dialog()])])
        #expect(
            code.contains(
                #"accessibilityLabel: localization.string(DialogLocalizedText("photo.button.close.accessibility-label", default: "Close"))"#
            ))
        #expect(
            code.contains(
                #"accessibilityHint: localization.string(DialogLocalizedText("photo.accessibility-hint", default: "Details of %@"), [.string(argument0)])"#
            ))
    }
}
