import DialogRuntime
import Foundation
import Testing

@testable import DialogExample

/// The dialog delivered after release: `Bundles/delivered.json` is what `dialogc bundle` wrote of
/// `Delivered/server-notice.json` (.ci/run checks it is fresh), read here as the app reads the
/// data it received, and presented through `DialogPresenter` as a generated dialog is.
@MainActor @Suite struct DeliveredDialogTests {
    static let bundleURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Bundles/delivered.json")

    @Test func theBundledNoticePresentsAndYieldsTheTappedButton() async throws {
        let data = try Data(contentsOf: Self.bundleURL)
        let (descriptor, problem) = ServerNotice.descriptor(bundle: data, service: "Photo Sync", locale: Locale(identifier: "en_US"))
        #expect(problem == nil)
        #expect(descriptor.title == "Photo Sync Is Paused")
        #expect(descriptor.message?.hasPrefix("Photo Sync is moving to new servers.") == true)
        #expect(descriptor.source.file == "Delivered/server-notice.json")

        let clock = VirtualDialogClock()
        let host = RecordingDialogHost(clock: clock)
        let presenter = DialogPresenter(host: host, clock: clock)
        let answer = Task { await presenter.present(descriptor, as: String.self) }
        for _ in 0..<1000 where host.topmost == nil { await Task.yield() }
        try #require(host.topmost != nil)
        clock.advance(by: descriptor.presentation.showDuration)
        #expect(host.tapButton("Show Status"))
        clock.advance(by: descriptor.presentation.hideDuration)

        let buttonID = await answer.value
        #expect(buttonID == "status")
        #expect(ServerNotice.command(for: buttonID) == .showServiceStatus)
        #expect(host.onScreen.isEmpty)
    }

    /// The bundle names the service; the compiled-in notice, which cannot, is what the app shows
    /// without a bundle or with one it cannot read.
    @Test func withoutAReadableBundleTheCompiledInNoticeShows() throws {
        let data = try Data(contentsOf: Self.bundleURL)
        let compiledIn = Dialogs.ServerNotice.descriptor.erased
        #expect(compiledIn.title == "Some Features Are Paused")
        #expect(ServerNotice.descriptor(bundle: nil, service: "Photo Sync") == (compiledIn, nil))

        let newer = String(decoding: data, as: UTF8.self).replacingOccurrences(of: #""formatVersion": 1"#, with: #""formatVersion": 2"#)
        let fallback = ServerNotice.descriptor(bundle: Data(newer.utf8), service: "Photo Sync")
        #expect(fallback.descriptor == compiledIn)
        #expect(fallback.problem == .newerFormat(version: 2, newestSupported: 1))
        // The compiled-in notice has the delivered one's button ids, so one handler serves both.
        #expect(compiledIn.buttons.map(\.action) == ["status", "dismiss"])
        #expect(ServerNotice.command(for: "dismiss") == PhotoCommand.none)
        #expect(ServerNotice.command(for: "new-button-of-a-later-bundle") == PhotoCommand.none)
    }
}
