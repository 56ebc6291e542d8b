import DialogRuntime
import Testing

/// Focus, the keyboard, and the typed results through both forms of `present`.
@MainActor @Suite struct KeyboardAndResultTests {
    final class Field {}

    @Test func theKeyboardGoesDownBeforeTheShowAndFocusComesBackOnceAfterTheHide() throws {
        let stage = Stage()
        let field = Field()
        stage.host.focused = field
        stage.present(TestDialogs.DeleteDraft.self)
        #expect(stage.host.focused == nil)
        let log = stage.log
        #expect(try #require(log.firstIndex(of: "end editing")) < #require(log.firstIndex(of: "show #1")))
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.19)
        #expect(!stage.log.contains("restore responder"))
        stage.clock.advance(by: 0.01)
        #expect(stage.log.suffix(2) == ["remove #1", "restore responder"])
        #expect(stage.host.focused === field)
        stage.clock.advance(by: 5)
        #expect(stage.log.filter { $0 == "restore responder" }.count == 1)
    }

    @Test func queuedDialogsGiveFocusBackOnceAfterTheLastOfThem() {
        let stage = Stage()
        let field = Field()
        stage.host.focused = field
        stage.present(TestDialogs.DeleteDraft.self)
        stage.present(TestDialogs.KeepOpen.self)
        for button in ["Delete", "OK"] {
            stage.clock.advance(by: 0.3)
            stage.host.tapButton(button)
            stage.clock.advance(by: 0.2)
        }
        #expect(stage.log.filter { $0 == "restore responder" }.count == 1)
        #expect(stage.log.last == "restore responder")
        #expect(stage.host.focused === field)
    }

    @Test func aDialogPresentedFromAResultHandlerKeepsTheFocusUntilItIsGone() {
        let stage = Stage()
        let field = Field()
        stage.host.focused = field
        stage.presenter.present(TestDialogs.DeleteDraft.self) { _ in
            stage.present(TestDialogs.KeepOpen.self)
        }
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2)
        #expect(!stage.log.contains("restore responder"))
        #expect(stage.host.topmost == DialogPresentationID(rawValue: 2))
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("OK")
        stage.clock.advance(by: 0.2)
        #expect(stage.log.filter { $0 == "restore responder" }.count == 1)
        #expect(stage.host.focused === field)
    }

    @Test func theResponderIsHeldWeakly() {
        let stage = Stage()
        var field: Field? = Field()
        stage.host.focused = field
        stage.present(TestDialogs.DeleteDraft.self)
        weak let released = field
        field = nil
        #expect(released == nil)
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2)
        #expect(!stage.log.contains("restore responder"))
    }

    @Test func aTextDialogEditsOnceShownAndStaysClearOfTheKeyboard() throws {
        let stage = Stage()
        stage.present(TestDialogs.Rename.self)
        // Where the layout engine puts the text dialog: the card, centred on the host's screen.
        let resting = try #require(stage.host.layouts[DialogPresentationID(rawValue: 1)]?.frame)
        #expect(resting == DescriptorLayout(TestDialogs.Rename.descriptor, on: stage.host.screen).frame)
        #expect(resting.x == (375 - resting.width) / 2 && resting.width == 295)
        #expect(stage.host.calls.contains(.showDialog(DialogPresentationID(rawValue: 1), frame: resting)))
        stage.clock.advance(by: 0.3)
        #expect(stage.log.last == "edit #1")

        let keyboard = DialogRect(x: 0, y: 367, width: 375, height: 300)
        stage.host.moveKeyboard(to: keyboard)
        guard case .move(_, let moved)? = stage.host.calls.last else { Issue.record("no move"); return }
        #expect(moved.maxY == keyboard.minY - DialogPlacement.keyboardMargin)
        #expect(!moved.intersects(keyboard))
        stage.host.moveKeyboard(to: nil)
        #expect(stage.host.calls.last == .move(DialogPresentationID(rawValue: 1), frame: resting))
    }

    @Test func aRequiredFieldKeepsTheDialogUpUntilItHasText() {
        let stage = Stage()
        var result: TestDialogs.Rename.Result?
        stage.presenter.present(TestDialogs.Rename.self) { result = $0 }
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Save", text: "")
        stage.clock.advance(by: 1)
        #expect(stage.events.last == "rename didShow")
        // Pasted past maxLength: the result holds what the field allows.
        stage.host.tapButton("Save", text: "Holidays")
        stage.clock.advance(by: 0.2)
        #expect(result == TextInputResult(action: .save, text: "Holid"))
    }

    @Test func theAsyncFormReturnsTheTypedResult() async throws {
        let stage = Stage()
        let task = Task { await stage.presenter.present(TestDialogs.SortOrder.self) }
        try await Self.waitUntil { stage.host.topmost != nil }
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Done", row: 2)
        stage.clock.advance(by: 0.25)
        let result = await task.value
        #expect(result == PickerResult(action: .done, row: 2, title: "Size"))
    }

    @Test func cancellingTheTaskDismissesTheDialog() async throws {
        let stage = Stage()
        let task = Task { await stage.presenter.present(TestDialogs.DeleteDraft.self) }
        try await Self.waitUntil { stage.host.topmost != nil }
        stage.clock.advance(by: 0.3)
        task.cancel()
        try await Self.waitUntil { stage.events.last == "delete-draft willHide" }
        stage.clock.advance(by: 0.2)
        #expect(await task.value == nil)
        #expect(stage.host.onScreen.isEmpty)
    }

    @Test func aToastYieldsNothingAndHidesOnItsOwn() async throws {
        let stage = Stage()
        let task = Task { await stage.presenter.present(TestDialogs.Saved.self) }
        try await Self.waitUntil { stage.host.topmost != nil }
        stage.clock.advance(by: 0.3 + 1.5 + 0.2)
        #expect(await task.value == nil)
        #expect(stage.events == ["saved willShow", "saved didShow", "saved willHide", "saved didHide"])
    }

    /// Lets the other main-actor work run until `condition` holds; a bound, so a broken presenter fails instead of hanging.
    static func waitUntil(_ condition: @MainActor () -> Bool) async throws {
        for _ in 0..<1000 where !condition() { await Task.yield() }
        try #require(condition())
    }
}
