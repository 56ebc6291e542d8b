import DialogDiagnostics
import DialogSpec
import Testing

/// `Dialog` shares one box of fields between copies; it must still behave as a value.
@Suite struct DialogValueTests {
    private static func dialog() -> Dialog {
        var dialog = Dialog(id: Located("save", at: ByteRange(0, 4)), type: Located(.alert, at: ByteRange(5, 10)), range: ByteRange(0, 20))
        dialog.title = Located("Save?", at: ByteRange(11, 16))
        return dialog
    }

    @Test func changingACopyLeavesTheOriginalAsItWas() {
        let original = Self.dialog()
        var copy = original
        copy.title?.value = "Discard?"
        copy.buttons.append(
            Button(id: Located("ok", at: ByteRange(0, 2)), title: Located("OK", at: ByteRange(3, 5)), range: ByteRange(0, 6)))
        copy.presentation.dismissOnCoverTap = Located(true, at: ByteRange(6, 10))
        #expect(original.title?.value == "Save?")
        #expect(original.buttons.isEmpty)
        #expect(original.presentation.dismissOnCoverTap == nil)
        #expect(copy.title?.value == "Discard?")
        #expect(copy.buttons.map(\.id.value) == ["ok"])
        #expect(original != copy)
    }

    @Test func dialogsWithEqualFieldsAreEqualAndHashAlike() {
        var first = Self.dialog()
        var second = Self.dialog()
        first.isWellFormed = false
        second.isWellFormed = false
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
        second.specVersion = 2
        #expect(first != second)
    }
}
