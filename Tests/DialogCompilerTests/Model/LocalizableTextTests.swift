import DialogDiagnostics
import DialogRules
import DialogSpec
import Testing

/// Localization keys come from ids and elements, so reordering a spec keeps them.
@Suite struct LocalizableTextTests {
    private static func texts(_ dialogs: String) throws -> [[String]] {
        let decoded = SpecDecoder.decode(SourceFile(path: "spec.json", text: RuleExample.dialogs(dialogs).fileText))
        let spec = try #require(decoded.spec)
        return spec.dialogs.map { dialog in dialog.localizableTexts.map { "\($0.key)=\($0.text.value)" } }
    }

    @Test func everyTextOfADialogHasAKeyNamedAfterItsElement() throws {
        let keys = try Self.texts(
            """
            {"id": "rename", "type": "textInput", "title": "Rename", "message": "New name",
             "input": {"placeholder": "Name", "initialText": "Trip", "required": true, "emptyMessage": "Enter a name"},
             "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "save", "title": "Save"}]},
            {"id": "size", "type": "picker", "title": "Size", "options": ["S", "M"],
             "buttons": [{"id": "done", "title": "Done"}]}
            """)
        #expect(
            keys == [
                [
                    "rename.title=Rename", "rename.message=New name", "rename.input.placeholder=Name",
                    "rename.input.initial-text=Trip", "rename.input.empty-message=Enter a name", "rename.button.cancel=Cancel",
                    "rename.button.save=Save",
                ],
                ["size.title=Size", "size.option.0=S", "size.option.1=M", "size.button.done=Done"],
            ])
    }

    @Test func reorderingButtonsAndDialogsKeepsTheKeys() throws {
        let before = try Self.texts(
            """
            {"id": "a", "type": "alert", "title": "A", "buttons": [{"id": "x", "title": "X"}, {"id": "y", "title": "Y"}]},
            {"id": "b", "type": "toast", "message": "B"}
            """)
        let after = try Self.texts(
            """
            {"id": "b", "type": "toast", "message": "B"},
            {"id": "a", "type": "alert", "title": "A", "buttons": [{"id": "y", "title": "Y"}, {"id": "x", "title": "X"}]}
            """)
        #expect(Set(before.joined()) == Set(after.joined()))
        #expect(before.joined().count == 4)
    }
}
