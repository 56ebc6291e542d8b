import DialogRuntime
import Testing

/// The decisions the UIKit text dialog and bottom picker only mirror.
@Suite struct TextEntryAndPickerLayoutTests {
    static func field(
        required: Bool = true, message: String? = nil, maxLength: Int? = 5, initial: String = "",
        placeholder: String? = "Say something"
    ) -> DialogTextField {
        DialogTextField(
            placeholder: placeholder, initialText: initial, isMultiline: true, isSecure: false, isRequired: required,
            maxLength: maxLength, requiredMessage: message)
    }

    @Test func typingAndPastingStopAtTheLimitButCompositionIsLeftWhole() {
        var entry = TextEntry(Self.field())
        var shown = entry.edit("Hi")
        #expect(shown == nil)
        #expect(entry.text == "Hi" && entry.remaining == 3)
        shown = entry.edit("Hi there")
        #expect(shown == "Hi th")
        #expect(entry.text == "Hi th" && entry.remaining == 0)
        // Marked text of an input method may run past the limit until it is committed.
        shown = entry.edit("Hi th你好", isComposing: true)
        #expect(shown == nil)
        shown = entry.edit("Hi th你好")
        #expect(shown == "Hi th")
        // Characters are grapheme clusters: a flag is one.
        shown = entry.edit("🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳")
        #expect(shown == "🇨🇳🇨🇳🇨🇳🇨🇳🇨🇳")
    }

    @Test func theInitialTextIsLimitedAndThePlaceholderShowsOnlyWhileEmpty() {
        var entry = TextEntry(Self.field(initial: "Too long a start"))
        #expect(entry.text == "Too l" && !entry.showsPlaceholder)
        _ = entry.edit("")
        #expect(entry.showsPlaceholder)
        #expect(!TextEntry(Self.field(placeholder: nil)).showsPlaceholder)
        #expect(!TextEntry(Self.field(placeholder: "")).showsPlaceholder)
    }

    @Test func aRequiredFieldWithoutAMessageDisablesItsConfirmingButtonsWhileEmpty() {
        var entry = TextEntry(Self.field())
        #expect(!entry.isEnabled(.default) && !entry.isEnabled(.destructive))
        #expect(entry.isEnabled(.cancel))
        var accepted = entry.submit(.cancel)
        #expect(accepted)
        _ = entry.edit("a")
        #expect(entry.isEnabled(.default))
        accepted = entry.submit(.default)
        #expect(accepted)
        #expect(TextEntry(Self.field(required: false)).isEnabled(.default))
    }

    @Test func aRequiredFieldWithAMessageSaysWhatIsMissingUntilTextIsTyped() {
        var entry = TextEntry(Self.field(message: "Please write a comment"))
        #expect(entry.isEnabled(.default))
        #expect(!entry.showsRequiredMessage)
        var accepted = entry.submit(.default)
        #expect(!accepted)
        #expect(entry.showsRequiredMessage)
        // Cancel always ends the dialog, and says nothing about the field.
        accepted = entry.submit(.cancel)
        #expect(accepted)
        _ = entry.edit("ok")
        #expect(!entry.showsRequiredMessage)
        accepted = entry.submit(.default)
        #expect(accepted)
    }

    static func buttons(_ titles: [(String, DialogButtonRole)]) -> [DialogButton<Int>] {
        titles.enumerated().map { DialogButton(action: $0.offset, title: $0.element.0, role: $0.element.1, isPreferred: false, color: nil) }
    }

    @Test func thePickerTakesTwoFifthsWithAToolbarOfASixthCancelLeftAndDoneRight() {
        let layout = PickerSheetLayout(
            buttons: Self.buttons([("Done", .default), ("Cancel", .cancel)]), showType: .fromBottom,
            in: DialogSize(width: 375, height: 667), titleWidth: { Double($0.count) * 8 })
        #expect(layout.size == DialogSize(width: 375, height: 267))
        #expect(layout.toolbar == DialogRect(x: 0, y: 0, width: 375, height: 45))
        #expect(layout.buttons == [
            PickerSheetLayout.Button(index: 1, frame: DialogRect(x: 0, y: 0, width: 80, height: 45)),
            PickerSheetLayout.Button(index: 0, frame: DialogRect(x: 295, y: 0, width: 80, height: 45)),
        ])
        #expect(layout.title == DialogRect(x: 80, y: 0, width: 215, height: 45))
        #expect(layout.rows == DialogRect(x: 0, y: 45, width: 375, height: 222))
    }

    @Test func everyConfirmingButtonIsLaidOutAndLongTitlesWidenTheButtonsUpToAThird() {
        let layout = PickerSheetLayout(
            buttons: Self.buttons([("Cancel", .cancel), ("Today", .default), ("A much longer title", .default)]),
            showType: .fromBottom, in: DialogSize(width: 320, height: 500), titleWidth: { Double($0.count) * 8 })
        let width = 320.0 / 3
        #expect(layout.buttons.map(\.index) == [0, 1, 2])
        #expect(layout.buttons.map(\.frame.x) == [0, 320 - 2 * width, 320 - 2 * width + width])
        #expect(layout.buttons.allSatisfy { $0.frame.width == width })
        #expect(abs(layout.title.width) < 1e-9)
    }

    @Test func aCentredPickerKeepsTheCardsWidth() {
        let layout = PickerSheetLayout(
            buttons: Self.buttons([("OK", .default)]), showType: .center, in: DialogSize(width: 820, height: 1180),
            titleWidth: { _ in 20 })
        #expect(layout.size.width == 400)
        #expect(layout.buttons.map(\.frame.x) == [320])
        #expect(layout.title == DialogRect(x: 0, y: 0, width: 320, height: layout.toolbar.height))
    }
}
