import DialogRuntime
import Testing

@testable import DialogExample

/// A generated custom dialog shown through `DialogPresenter`, with the recording host standing in
/// for the screen and a virtual clock for time, as an app's own tests would do it.
@MainActor @Suite struct PresenterTests {
    @Test func sortPickerPresentsAndYieldsTheChosenRow() async throws {
        let clock = VirtualDialogClock()
        let host = RecordingDialogHost(clock: clock)
        let presenter = DialogPresenter(host: host, clock: clock)
        #expect(Dialogs.SortOrderPicker.descriptor.presentation.renderer == .custom)

        let answer = Task { await presenter.present(Dialogs.SortOrderPicker.self) }
        for _ in 0..<1000 where host.topmost == nil { await Task.yield() }
        try #require(host.topmost != nil)
        clock.advance(by: Dialogs.SortOrderPicker.descriptor.presentation.showDuration)
        #expect(!host.touchesBlocked)
        #expect(host.tapButton("Done", row: 2))
        clock.advance(by: Dialogs.SortOrderPicker.descriptor.presentation.hideDuration)

        let result = try #require(await answer.value)
        #expect(PhotoDialogHandlers.handle(result) == .sortPhotos(by: "File Name"))
        #expect(host.onScreen.isEmpty)
    }

    @Test func aCoverTapOnTheSortPickerCancels() {
        let clock = VirtualDialogClock()
        let host = RecordingDialogHost(clock: clock)
        let presenter = DialogPresenter(host: host, clock: clock)
        var command: PhotoCommand?
        presenter.present(Dialogs.SortOrderPicker.self) { result in
            command = result.map(PhotoDialogHandlers.handle)
        }
        clock.advance(by: 1)
        host.tapCover()
        clock.advance(by: 1)
        #expect(command == PhotoCommand.none)
    }
}
