import DialogDiagnostics
import DialogReporters
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// Format v2: parameters, text objects with plural forms, comments and keys, read only from
/// `specVersion` 2 on; version 1 files keep their meaning.
@Suite struct FormatV2Tests {
    static func decode(_ text: String) -> DecodedFile {
        SpecDecoder.decode(SourceFile(path: "spec.json", text: text))
    }

    static let deleteAlbum = #"""
        {"specVersion": 2, "dialogs": [
        {"id": "delete-album", "type": "alert", "comment": "Before deleting",
         "parameters": {"album": {"type": "string", "comment": "Its name"}, "count": {"type": "integer"}},
         "title": "Delete {album}? 100%",
         "message": {"plural": "count", "one": "{count} photo", "few": "{count} photos (few)", "other": "{count} photos of {album}",
                     "comment": "Below the title", "key": "albums.delete.message"},
         "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel", "comment": "Keeps it"},
                     {"id": "delete", "title": {"text": "Delete", "comment": "Own"}, "comment": "Button's", "style": "destructive"}]}
        ]}
        """#

    @Test func readsParametersPluralsCommentsAndKeys() throws {
        let decoded = Self.decode(Self.deleteAlbum)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
        let dialog = try #require(decoded.spec?.dialogs.first)
        #expect(dialog.specVersion == 2)
        #expect(dialog.parameters.map(\.name.value) == ["album", "count"])
        #expect(dialog.parameters.map(\.type.value) == [.string, .integer])
        #expect(dialog.parameters.first?.comment?.value == "Its name")
        // The text field holds the `other` form, so layout and rules read it unchanged.
        #expect(dialog.message?.value == "{count} photos of {album}")

        let texts = Dictionary(uniqueKeysWithValues: dialog.localizableTexts.map { ($0.element, $0) })
        let message = try #require(texts[.message])
        #expect(message.key == "albums.delete.message")
        #expect(message.hasKeyOverride)
        #expect(message.comment == "Before deleting\nBelow the title")
        #expect(message.plural?.parameter.value == "count")
        #expect(message.plural?.orderedForms.map(\.category) == [.one, .few, .other])
        #expect(texts[.title]?.key == "delete-album.title")
        #expect(texts[.title]?.comment == "Before deleting")
        #expect(texts[.button(id: "cancel")]?.comment == "Before deleting\nKeeps it")
        #expect(texts[.button(id: "delete")]?.comment == "Before deleting\nOwn")

        // Format strings number the text's arguments in the dialog's order.
        let parameters = dialog.parameters
        #expect(texts[.title]?.formatString(parameters: parameters) == "Delete %@? 100%%")
        #expect(message.formatString(parameters: parameters) == "%2$lld photos of %1$@")
        #expect(message.formatString(parameters: parameters, category: .one) == "%2$lld photo")
        #expect(texts[.button(id: "cancel")]?.formatString(parameters: parameters) == "Cancel")
    }

    @Test func versionOneKeepsItsMeaning() throws {
        let decoded = Self.decode(
            #"""
            {"specVersion": 1, "dialogs": [
            {"id": "a", "type": "alert", "parameters": {}, "title": "Paste {json}", "message": {"text": "x"},
             "buttons": [{"id": "ok", "title": "OK", "comment": "c"}]}
            ]}
            """#)
        #expect(decoded.diagnostics.map(\.ruleID) == ["unknown-key", "type-mismatch", "unknown-key"])
        let dialog = try #require(decoded.spec?.dialogs.first)
        #expect(dialog.title?.value == "Paste {json}")
        #expect(dialog.parameters.isEmpty)
        let result = Validator.validate([
            SourceFile(
                path: "v1.json",
                text: #"""
                    {"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "Paste {json} and {{"}]}
                    """#)
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    }

    @Test func reportsMalformedTextObjects() {
        let decoded = Self.decode(
            #"""
            {"specVersion": 2, "dialogs": [
            {"id": "a", "type": "alert", "parameters": {"n": {"type": "integer"}, "9x": {"type": "string"}, "d": {"type": "date"}},
             "title": {"one": "x"}, "message": {"plural": "n", "text": "t", "other": "o"}, "subtitle": {"plural": "n"},
             "buttons": [{"id": "ok", "title": "OK"}]}
            ]}
            """#)
        #expect(
            decoded.diagnostics.map(\.message) == [
                "a parameter name must start with an ASCII letter and contain only ASCII letters, digits and '_', found '9x'",
                "'type' must be one of 'string', 'integer', 'number', found 'date'",
                "the plural form 'one' needs 'plural', the parameter it varies by",
                "missing required key 'text' in 'title'",
                "missing required key 'other' in 'subtitle'",
                "'text' cannot stand beside 'plural'; the 'other' form is the text",
            ])
    }

    @Test func theParametersFixtureValidates() throws {
        let url = Paths.fixtures.appendingPathComponent("Generate/parameters.json")
        let result = Validator.validate([SourceFile(path: "parameters.json", bytes: Array(try Data(contentsOf: url)))])
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
        #expect(result.dialogCount == 6)
    }

    @Test(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
    func theSchemaAcceptsTheParametersFixture() throws {
        let url = Paths.fixtures.appendingPathComponent("Generate/parameters.json")
        let verdicts = try SchemaAgreementTests.schemaVerdicts([url])
        #expect(verdicts[url.path] == "valid")
    }

    @Test func unescapedBraceSuggestsTheEscape() throws {
        let result = Validator.validate([
            SourceFile(
                path: "s.json",
                text: #"""
                    {"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "message": "Smile :} {x y}"}]}
                    """#)
        ])
        #expect(result.diagnostics.count == 1)
        let finding = try #require(result.diagnostics.first)
        #expect(finding.ruleID == "unescaped-brace")
        #expect(finding.suggestion?.replacement == #""Smile :}} {{x y}}""#)
    }
}
