import DialogRuntime
import Testing

/// What issue 13's format keys make the presenter and the text entry do: the declared cover-tap
/// result, Return and newlines, and dialogs with parameters presented by their descriptor.
@MainActor @Suite struct DescriptorBehaviourTests {
    enum Choice: String, CaseIterable, Sendable, Hashable {
        case keep, discard, cancel
    }

    /// An alert as a dialog with parameters generates it: a function returning the descriptor.
    static func discardChanges(
        count: Int, cancel: Bool = false, coverTapResult: Choice? = .keep, dismissOnCoverTap: Bool = true
    ) -> DialogDescriptor<Choice> {
        var buttons = [TestDialogs.button(Choice.keep, "Keep"), TestDialogs.button(.discard, "Discard", .destructive)]
        if cancel { buttons.append(TestDialogs.button(.cancel, "Cancel", .cancel)) }
        var descriptor = TestDialogs.descriptor(
            "discard-\(count)", kind: .alert, buttons: buttons,
            presentation: TestDialogs.presentation(dismissOnCoverTap: dismissOnCoverTap))
        descriptor.coverTapResult = coverTapResult
        return descriptor
    }

    // MARK: Cover taps

    @Test func aCoverTapYieldsTheDeclaredResultEvenWithoutACancelButton() {
        let stage = Stage()
        var results: [Choice?] = []
        stage.presenter.present(Self.discardChanges(count: 1), as: Choice.self) { results.append($0) }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 0.2)
        #expect(results == [.keep])
        #expect(stage.host.onScreen.isEmpty)
    }

    @Test func theDeclaredResultWinsOverTheCancelButton() {
        let stage = Stage()
        var results: [Choice?] = []
        stage.presenter.present(Self.discardChanges(count: 1, cancel: true, coverTapResult: .discard), as: Choice.self) {
            results.append($0)
        }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 0.2)
        #expect(results == [.discard])
    }

    @Test func aCoverTapDoesNothingWhereTheCoverDoesNotDismiss() {
        let stage = Stage()
        var results: [Choice?] = []
        stage.presenter.present(Self.discardChanges(count: 1, dismissOnCoverTap: false), as: Choice.self) {
            results.append($0)
        }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 1)
        #expect(results.isEmpty)
        #expect(stage.host.onScreen.count == 1)
    }

    @Test func aCoverTapForAConfirmingButtonWaitsForARequiredFieldsText() {
        let stage = Stage()
        var descriptor = TestDialogs.Rename.descriptor
        descriptor.presentation.dismissOnCoverTap = true
        descriptor.coverTapResult = .save
        var results: [TextInputResult<TestDialogs.Rename.Action>?] = []
        stage.presenter.present(descriptor, as: TextInputResult<TestDialogs.Rename.Action>.self) { results.append($0) }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 1)
        // The field is required and empty, so the tap that stands for Save cannot end the dialog.
        #expect(results.isEmpty)
        #expect(stage.host.tapButton("Cancel"))
        stage.clock.advance(by: 0.2)
        #expect(results == [TextInputResult(action: .cancel, text: "")])
    }

    @Test func aDialogWithoutButtonsHidesOnACoverTapWithoutAResult() {
        let stage = Stage()
        var descriptor = TestDialogs.Saved.descriptor
        descriptor.presentation.dismissOnCoverTap = true
        var ended = 0
        stage.presenter.present(descriptor, as: Never.self) { _ in ended += 1 }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 0.2)
        #expect(ended == 1)
        #expect(stage.host.onScreen.isEmpty)
        #expect(stage.clock.pendingCount == 0)
    }

    @Test func hostsSeeTheCoverTapResultAsAButtonIndexAndMappingKeepsIt() {
        let descriptor = Self.discardChanges(count: 2, cancel: true, coverTapResult: .discard)
        #expect(descriptor.erased.coverTapResult == "discard")
        #expect(descriptor.mapActions { $0 == .discard }.coverTapResult == true)
        let stage = Stage()
        let id = stage.presenter.present(descriptor, as: Choice.self) { _ in }
        #expect(stage.host.descriptors[id]?.coverTapResult == 1)
    }

    // MARK: Presenting a descriptor

    @Test func aDescriptorPresentsWithTheCallbackFormsOfEachResult() {
        let stage = Stage()
        var texts: [TextInputResult<TestDialogs.Rename.Action>?] = []
        var rows: [PickerResult<TestDialogs.SortOrder.Action>?] = []
        stage.presenter.present(TestDialogs.Rename.descriptor, as: TestDialogs.Rename.Result.self) { texts.append($0) }
        stage.presenter.present(TestDialogs.SortOrder.descriptor, as: TestDialogs.SortOrder.Result.self) { rows.append($0) }
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Save", text: "Holiday")
        stage.clock.advance(by: 0.2 + 0.3)
        stage.host.tapButton("Done", row: 1)
        stage.clock.advance(by: 0.25)
        #expect(texts == [TextInputResult(action: .save, text: "Holid")])
        #expect(rows == [PickerResult(action: .done, row: 1, title: TestDialogs.SortOrder.descriptor.options[1])])
        #expect(stage.events.filter { $0.hasSuffix("didHide") } == ["rename didHide", "sort-order didHide"])
    }

    @Test func theAsyncFormOfADescriptorReturnsTheAction() async throws {
        let stage = Stage()
        let task = Task { await stage.presenter.present(Self.discardChanges(count: 3), as: Choice.self) }
        try await KeyboardAndResultTests.waitUntil { stage.host.topmost != nil }
        #expect(stage.log.contains("make #1 discard-3"))
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Discard")
        stage.clock.advance(by: 0.2)
        #expect(await task.value == .discard)
    }

    // MARK: Return and newlines

    static func field(multiline: Bool, allowsNewlines: Bool = true) -> DialogTextField {
        DialogTextField(
            placeholder: nil, initialText: "", isMultiline: multiline, isSecure: false, isRequired: false, maxLength: nil,
            allowsNewlines: allowsNewlines)
    }

    @Test func returnInsertsANewlineOnlyInAMultiLineFieldThatAllowsThem() {
        let buttons = [TestDialogs.button(0, "Cancel", .cancel), TestDialogs.button(1, "Save")]
        #expect(TextEntry(Self.field(multiline: true)).returnAction(buttons: buttons) == .newline)
        #expect(TextEntry(Self.field(multiline: true, allowsNewlines: false)).returnAction(buttons: buttons) == .tap(button: 1))
        // A one-line field never takes one, whatever `allowsNewlines` says.
        #expect(TextEntry(Self.field(multiline: false)).returnAction(buttons: buttons) == .tap(button: 1))
    }

    @Test func returnTapsThePreferredConfirmingButtonAndNeverGuesses() {
        let entry = TextEntry(Self.field(multiline: false))
        let two = [TestDialogs.button(0, "Later"), TestDialogs.button(1, "Send")]
        #expect(entry.returnAction(buttons: two) == .endEditing)
        let preferred = [TestDialogs.button(0, "Later"), TestDialogs.button(1, "Send", preferred: true)]
        #expect(entry.returnAction(buttons: preferred) == .tap(button: 1))
        // A preferred cancel button is not a confirmation.
        let cancelOnly = [TestDialogs.button(0, "Close", .cancel, preferred: true)]
        #expect(entry.returnAction(buttons: cancelOnly) == .endEditing)
    }

    @Test func aFieldWithoutNewlinesGetsSpacesForPastedLineBreaks() {
        var joined = TextEntry(Self.field(multiline: true, allowsNewlines: false))
        #expect(joined.edit("one\ntwo\r\nthree") == "one two three")
        #expect(joined.text == "one two three")
        var oneLine = TextEntry(Self.field(multiline: false))
        #expect(oneLine.edit("a\nb") == "a b")
        var lines = TextEntry(Self.field(multiline: true))
        #expect(lines.edit("a\nb") == nil)
        #expect(lines.text == "a\nb")
    }

    @Test func theNewFieldsDefaultToWhatFormatV1Meant() {
        let field = DialogTextField(
            placeholder: nil, initialText: "", isMultiline: false, isSecure: false, isRequired: false, maxLength: nil)
        #expect(field.returnKey == .default && field.allowsNewlines && !field.showsClearButton && field.requiredMessage == nil)
        let presentation = TestDialogs.presentation()
        #expect(presentation.hideAnimation == nil && presentation.showMotion.isEmpty && presentation.hideMotion.isEmpty)
        #expect(TestDialogs.Rename.descriptor.layout == DialogLayoutSettings())
        #expect(DialogSpringSettings() == DialogSpringSettings(dampingRatio: 0.825, response: 0.55))
    }

    @Test func aButtonsOwnFontWinsOverTheStylesButtonFont() {
        let style = DialogStyle(buttonFont: DialogFont(size: 16, weight: .regular))
        let plain = TestDialogs.button(0, "OK")
        let own = DialogButton(
            action: 1, title: "Delete", role: .destructive, isPreferred: false, color: nil,
            font: DialogFont(size: 18, weight: .bold))
        #expect(style.font(of: plain) == DialogFont(size: 16, weight: .regular))
        #expect(style.font(of: own) == DialogFont(size: 18, weight: .bold))
        #expect(DialogStyle().font(of: plain) == nil)
        #expect(own.mapAction { "\($0)" }.font == own.font)
    }
}
