import DialogRuntime
import Testing

/// The presenter's promises, each as a scenario on a virtual clock.
@MainActor @Suite struct PresenterScenarioTests {
    @Test func oneDialogShowsHidesAndYieldsTheTappedButton() {
        let stage = Stage()
        stage.present(TestDialogs.DeleteDraft.self)
        // Each step asks exactly this of the host, and nothing more.
        #expect(stage.takeLog() == ["end editing", "block touches", "make #1 delete-draft", "cover #1", "show #1", "animate #1 0.3s"])
        stage.clock.advance(by: 0.3)
        #expect(stage.takeLog() == ["release touches", "accessibility focus #1"])
        #expect(stage.host.tapButton("Delete"))
        #expect(stage.takeLog() == ["animate #1 0.2s"])
        stage.clock.advance(by: 0.2)
        #expect(stage.takeLog() == ["remove #1"])
        #expect(stage.host.calls.isEmpty)
        #expect(stage.results == ["delete-draft: delete"])
        #expect(stage.events == ["delete-draft willShow", "delete-draft didShow", "delete-draft willHide", "delete-draft didHide"])
        #expect(stage.host.onScreen.isEmpty && !stage.host.touchesBlocked)
        #expect(stage.clock.pendingCount == 0)
    }

    @Test func aSecondDialogWaitsUntilTheFirstIsGoneAndHasItsOwnCover() {
        let stage = Stage()
        let first = stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 0.1)
        let second = stage.present(TestDialogs.KeepOpen.self)
        #expect(stage.presenter.presented == first)
        #expect(stage.presenter.waiting == [second])
        stage.clock.advance(by: 0.2)
        #expect(stage.host.onScreen == [first])
        #expect(!stage.log.contains("make #2 keep-open"))

        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 0.2)
        #expect(stage.host.onScreen == [second])
        // The first dialog's views, its cover with them, are gone before the second's go up.
        let log = stage.log
        let removed = try! #require(log.firstIndex(of: "remove #1"))
        let covered = try! #require(log.firstIndex(of: "cover #2"))
        #expect(removed < covered)
        #expect(log.filter { $0.hasPrefix("cover") } == ["cover #1", "cover #2"])
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("OK")
        stage.clock.advance(by: 0.2)
        #expect(stage.results == ["delete-draft: cancel", "keep-open: ok"])
    }

    @Test func queuedDialogsShowInTheOrderAskedAndADroppedOneNeverShows() {
        let stage = Stage()
        stage.present(TestDialogs.DeleteDraft.self)
        let dropped = stage.present(TestDialogs.Agree.self)
        stage.present(TestDialogs.KeepOpen.self)
        stage.present(TestDialogs.Saved.self)
        stage.presenter.dismiss(dropped)
        #expect(stage.results == ["agree: nil"])
        for button in ["Delete", "OK"] {
            stage.clock.advance(by: 0.3)
            stage.host.tapButton(button)
            stage.clock.advance(by: 0.2)
        }
        stage.clock.advance(by: 0.3 + 1.5 + 0.2)
        #expect(stage.results == ["agree: nil", "delete-draft: delete", "keep-open: ok", "saved: nil"])
        #expect(stage.log.filter { $0.hasPrefix("make") } == ["make #1 delete-draft", "make #3 keep-open", "make #4 saved"])
        #expect(!stage.events.contains { $0.hasPrefix("agree") })
    }

    @Test func touchesAreBlockedOnlyWhileTheShowAnimationRuns() {
        let stage = Stage()
        stage.present(TestDialogs.DeleteDraft.self)
        #expect(stage.host.touchesBlocked)
        stage.clock.advance(by: 0.29)
        #expect(stage.host.touchesBlocked)
        stage.clock.advance(by: 0.01)
        #expect(!stage.host.touchesBlocked)
        stage.host.tapButton("Cancel")
        stage.clock.advance(by: 0.2)
        #expect(stage.log.filter { $0.hasSuffix("touches") } == ["block touches", "release touches"])
    }

    @Test func dismissDuringTheShowReleasesTouchesAndHidesFromWhereItIs() throws {
        let stage = Stage()
        let id = stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 0.1)
        stage.presenter.dismiss(id)
        #expect(!stage.host.touchesBlocked)
        let hide = try #require(stage.animations.last?.1)
        #expect(hide.startsFromCurrentState)
        #expect(stage.events == ["delete-draft willShow", "delete-draft willHide"])
        // The show's completion still arrives, late, and must not show the dialog again.
        stage.clock.advance(by: 0.2)
        stage.clock.advance(by: 2)
        #expect(stage.events == ["delete-draft willShow", "delete-draft willHide", "delete-draft didHide"])
        #expect(stage.results == ["delete-draft: nil"])
        #expect(stage.log.filter { $0.hasSuffix("touches") } == ["block touches", "release touches"])
        #expect(stage.log.filter { $0.hasPrefix("remove") } == ["remove #1"])
    }

    @Test func anAnimationWhoseCompletionNeverArrivesStillEnds() {
        let stage = Stage()
        stage.host.animations = .never
        stage.present(TestDialogs.DeleteDraft.self)
        stage.present(TestDialogs.KeepOpen.self)
        stage.clock.advance(by: 0.3 + DialogPresenter.animationGrace - 0.01)
        #expect(stage.host.touchesBlocked)
        stage.clock.advance(by: 0.01)
        #expect(!stage.host.touchesBlocked)
        #expect(stage.events.last == "delete-draft didShow")
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2 + DialogPresenter.animationGrace)
        #expect(stage.results == ["delete-draft: delete"])
        #expect(stage.host.onScreen.count == 1)
        #expect(stage.events.last == "keep-open willShow")
    }

    @Test func aButtonTapCancelsTheAutoHideSoItCannotHideTheNextDialog() {
        let stage = Stage()
        stage.present(TestDialogs.Undo.self)
        stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 1.0)
        stage.host.tapButton("Undo")
        // Where Undo's timer would have fired (0.3 + 2), the next dialog is up and stays.
        stage.clock.advance(by: 3)
        #expect(stage.results == ["undo: undo"])
        #expect(stage.events.suffix(2) == ["delete-draft willShow", "delete-draft didShow"])
        #expect(stage.host.onScreen == [DialogPresentationID(rawValue: 2)])
    }

    @Test func anUntouchedDialogHidesItselfWithoutAResult() {
        let stage = Stage()
        stage.present(TestDialogs.Undo.self)
        stage.clock.advance(by: 0.3 + 2 - 0.01)
        #expect(stage.events.last == "undo didShow")
        stage.clock.advance(by: 0.01 + 0.2)
        #expect(stage.results == ["undo: nil"])
        #expect(stage.clock.pendingCount == 0)
    }

    @Test func aCoverTapYieldsTheCancelResultOnlyWhereTheSpecSaysSo() {
        let stage = Stage()
        // No cancel button, so nothing says what the tap yields; or the spec keeps cover taps off.
        for (dialog, button) in [(TestDialogs.Agree.self as any DialogDefinition.Type, "Agree"), (TestDialogs.KeepOpen.self, "OK")] {
            stage.presenter.present(dialog) { [unowned stage] _ in stage.results.append(button) }
            stage.clock.advance(by: 0.3)
            stage.host.tapCover()
            stage.clock.advance(by: 1)
            #expect(stage.events.last?.hasSuffix("didShow") == true, "\(button)")
            stage.host.tapButton(button)
            stage.clock.advance(by: 0.2)
        }
        stage.present(TestDialogs.DeleteDraft.self)
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 0.2)
        #expect(stage.results == ["Agree", "OK", "delete-draft: cancel"])
    }

    @Test func aDialogHidesTheWayItWasShown() throws {
        let stage = Stage()
        var result: TestDialogs.SortOrder.Result?
        stage.presenter.present(TestDialogs.SortOrder.self) { result = $0 }
        stage.clock.advance(by: 0.3)
        stage.host.tapCover()
        stage.clock.advance(by: 0.25)
        let phases = stage.animations.map(\.1)
        try #require(phases.count == 2)
        // A sheet on the bottom edge of a 667-pt screen (2/5 of it) comes up 267 pt and goes back down as far.
        #expect(phases[0].tracks.contains(DialogTrack(target: .container, property: .translateY, from: 267, to: 0)))
        #expect(phases[1].tracks.contains(DialogTrack(target: .container, property: .translateY, from: 0, to: 267)))
        #expect(phases[1].tracks.contains(DialogTrack(target: .cover, property: .opacity, from: 0.4, to: 0)))
        #expect(phases.map(\.duration) == [0.3, 0.25])
        // The cover tap stands for cancel, with the row the picker opened on.
        #expect(result == PickerResult(action: .cancel, row: 1, title: "Name"))
    }

    @Test func lifecycleEventsComeInOrderBeforeTheResult() {
        let stage = Stage()
        var own: [String] = []
        stage.presenter.present(TestDialogs.DeleteDraft.self, onEvent: { own.append($0.lifecycle.rawValue) }) { _ in
            own.append("result")
        }
        stage.clock.advance(by: 0.3)
        stage.host.tapButton("Delete")
        stage.clock.advance(by: 0.2)
        #expect(own == ["willShow", "didShow", "willHide", "didHide", "result"])
        #expect(stage.events.count == 4)
    }
}
