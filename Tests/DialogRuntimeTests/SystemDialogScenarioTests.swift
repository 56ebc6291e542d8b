import DialogRuntime
import Testing

/// Dialogs the system renderer draws go through the same presenter as custom ones: one at a
/// time and in order, with their cover-tap and auto-hide rules.
@MainActor @Suite struct SystemDialogScenarioTests {
    @Test func systemAndCustomDialogsShareOneQueueInTheOrderAsked() {
        let stage = Stage()
        stage.present(TestDialogs.Saved.self)
        stage.present(SystemDialogs.Discard.self)
        stage.present(TestDialogs.DeleteDraft.self)
        #expect(stage.presenter.waiting.count == 2)
        stage.clock.advance(by: 0.3 + 1.5 + 0.2)
        #expect(stage.host.onScreen == [DialogPresentationID(rawValue: 2)])
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2)
        #expect(stage.host.onScreen == [DialogPresentationID(rawValue: 3)])
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2)
        #expect(stage.results == ["saved: nil", "discard: delete", "delete-draft: delete"])
        #expect(stage.log.filter { $0.hasPrefix("make") } == ["make #1 saved", "make #2 discard", "make #3 delete-draft"])
    }

    @Test func aCoverTapBesideASystemAlertOrSheetYieldsItsCancelButton() {
        let stage = Stage()
        stage.present(SystemDialogs.Discard.self)
        stage.present(SystemDialogs.Share.self)
        for _ in 0..<2 {
            stage.clock.advance(by: 0.3)
            stage.host.tapCover()
            stage.clock.advance(by: 0.2)
        }
        #expect(stage.results == ["discard: cancel", "share: cancel"])
        #expect(stage.host.onScreen.isEmpty)
    }

    @Test func aSystemAlertHidesItselfUnlessAButtonEndsItFirst() {
        let stage = Stage()
        stage.present(SystemDialogs.Synced.self)
        stage.clock.advance(by: 0.3 + 2 + 0.2)
        #expect(stage.results == ["synced: nil"])

        stage.present(SystemDialogs.Synced.self)
        stage.present(SystemDialogs.Discard.self)
        stage.clock.advance(by: 0.3 + 1)
        stage.host.tapButton("Undo")
        // Past where the first alert's timer would have fired, the next one is still up.
        stage.clock.advance(by: 0.2 + 0.3 + 2)
        #expect(stage.results == ["synced: nil", "synced: undo"])
        #expect(stage.events.suffix(2) == ["discard willShow", "discard didShow"])
        #expect(stage.clock.pendingCount == 0)
    }

    @Test func aRequiredSystemFieldKeepsTheAlertUpAndTheTextIsLimited() {
        let stage = Stage()
        var result: SystemDialogs.Nickname.Result?
        stage.presenter.present(SystemDialogs.Nickname.self) { result = $0 }
        stage.clock.advance(by: 0.3)
        #expect(stage.log.last == "edit #1")
        stage.host.tapButton("Save", text: "")
        stage.clock.advance(by: 1)
        #expect(result == nil && stage.host.onScreen.count == 1)
        stage.host.tapButton("Save", text: "Wanderlust")
        stage.clock.advance(by: 0.2)
        #expect(result == TextInputResult(action: .save, text: "Wande"))
    }
}
