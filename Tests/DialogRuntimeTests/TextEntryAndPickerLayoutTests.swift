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

    static func picker(_ titles: [(String, DialogButtonRole)], showType: DialogPresentation.ShowType = .fromBottom) -> DialogDescriptor<Int>
    {
        DialogDescriptor(
            id: "picker", kind: .picker, title: nil, subtitle: nil, message: nil,
            buttons: titles.enumerated().map {
                DialogButton(action: $0.offset, title: $0.element.0, role: $0.element.1, isPreferred: false, color: nil)
            },
            options: ["A", "B", "C"], selectedIndex: 0, textField: nil, autoHide: nil, maxOptions: nil,
            presentation: DialogPresentation(
                showType: showType, animation: .slide, showDuration: 0.3, hideDuration: 0.2, coverAlpha: 0.4,
                dismissOnCoverTap: true, renderer: .custom),
            style: DialogStyle(), source: DialogSourceLocation(file: "test.json", line: 1))
    }

    /// An app that changes a descriptor's `layout` names its lengths `DialogLength`, importing
    /// only DialogRuntime; the frame it writes is where the dialog rests.
    @Test func aLayoutFrameInPointsAndFractionsPlacesTheDialog() {
        let third: DialogLength = .fraction(numerator: 1, denominator: 3)
        let inset: DialogLength = .points(15)
        var descriptor = Self.picker([("Done", .default)], showType: .center)
        descriptor.layout.frame = DialogLayoutFrame(x: inset, y: third, height: third)
        let layout = DescriptorLayout(descriptor, on: Self.screen(width: 375, height: 600))
        // Without a width, the picker spans the screen less the inset at each side.
        #expect(layout.frame == DialogRect(x: 15, y: 200, width: 345, height: 200))
    }

    static func screen(width: Double, height: Double) -> DialogScreen {
        DialogScreen(width: width, height: height, safeTop: 0, safeBottom: 0, isRegularWidth: min(width, height) >= 700)
    }

    /// The parts of a kind, by the index of the button they are (`nil` for the rest).
    static func buttonFrames(_ layout: DescriptorLayout) -> [Int: DialogRect] {
        Dictionary(
            uniqueKeysWithValues: layout.parts.compactMap { part in DescriptorLayout.buttonIndex(of: part).map { ($0, part.frame) } })
    }

    @Test func thePickerTakesTwoFifthsWithAToolbarOfASixthCancelLeftAndDoneRight() throws {
        let layout = DescriptorLayout(Self.picker([("Done", .default), ("Cancel", .cancel)]), on: Self.screen(width: 375, height: 667))
        #expect(layout.frame == DialogRect(x: 0, y: 667 - 267, width: 375, height: 267))
        let toolbar = try #require(layout.parts.first { $0.kind == .toolbar })
        #expect(toolbar.frame == DialogRect(x: 0, y: 0, width: 375, height: 45))
        #expect(
            Self.buttonFrames(layout) == [
                1: DialogRect(x: 0, y: 0, width: 80, height: 45),
                0: DialogRect(x: 295, y: 0, width: 80, height: 45),
            ])
        #expect(layout.parts.filter { $0.kind == .pickerRow }.allSatisfy { $0.frame.minY >= 45 && $0.frame.maxY <= 267 })
    }

    @Test func everyConfirmingButtonIsLaidOutAndLongTitlesWidenTheButtonsUpToAShare() {
        let layout = DescriptorLayout(
            Self.picker([("Cancel", .cancel), ("Today", .default), ("A much longer title than fits", .default)]),
            on: Self.screen(width: 320, height: 500))
        let frames = Self.buttonFrames(layout)
        // Two on the right: each button takes at most a quarter, the first confirming one on the right edge.
        let width = 320.0 / 4
        #expect(frames.keys.sorted() == [0, 1, 2])
        #expect(frames[0]?.x == 0 && frames[1]?.maxX == 320 && frames[2]?.maxX == 320 - width)
        #expect(frames.values.allSatisfy { $0.width == width })
    }

    @Test func aCentredPickerKeepsTheCardsWidth() {
        let layout = DescriptorLayout(Self.picker([("OK", .default)], showType: .center), on: Self.screen(width: 820, height: 1180))
        #expect(layout.frame.width == 400 && layout.frame.x == 210)
        #expect(Self.buttonFrames(layout)[0]?.maxX == 400)
    }
}
