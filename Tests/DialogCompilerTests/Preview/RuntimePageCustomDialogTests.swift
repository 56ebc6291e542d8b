import DialogConfiguration
import DialogDiagnostics
import DialogGenerators
import DialogValidation
import Foundation
import Testing

/// The custom dialog of Documentation/Runtime.md ("Presenting at run time") is a real spec: its JSON is the committed
/// file, which lints clean, and its picture is what `dialogc preview` draws of it today
/// (re-recorded with `DIALOGC_RECORD_SNAPSHOTS=1` when the layout changes).
@Suite struct RuntimePageCustomDialogTests {
    static let folder = Paths.packageRoot.appendingPathComponent("docs/presenting")

    @Test func thePageShowsTheSpecFileAndItsCurrentPicture() throws {
        let specURL = Self.folder.appendingPathComponent("delete-draft.json")
        let json = try String(contentsOf: specURL, encoding: .utf8)
        let page = try String(contentsOf: Paths.packageRoot.appendingPathComponent("Documentation/Runtime.md"), encoding: .utf8)
        #expect(page.contains("```json\n\(json)```"), "the page's spec is docs/presenting/delete-draft.json as it is")
        #expect(page.contains("](../docs/presenting/delete-draft.svg)"))
        #expect(page.contains("await presenter.present(Dialogs.DeleteDraft.self)"))

        let source = SourceFile(path: "docs/presenting/delete-draft.json", bytes: Array(json.utf8))
        let lint = Linter.lint([source], configuration: Configuration())
        #expect(lint.diagnostics.isEmpty, "\(lint.diagnostics.map(\.message))")
        let specs = SpecLoading.specs([source])
        let site = PreviewSite(specs: specs, findings: [], devices: [PreviewFixtures.iPhone15])
        let picture = try #require(site.files.first { $0.path == "iphone-15/delete-draft.svg" })
        let committed = Self.folder.appendingPathComponent("delete-draft.svg")
        if Snapshot.isRecording {
            try Snapshot.record(picture.contents, to: committed)
        } else {
            #expect(
                try String(contentsOf: committed, encoding: .utf8) == picture.contents,
                "docs/presenting/delete-draft.svg is not what dialogc preview draws now; re-record with DIALOGC_RECORD_SNAPSHOTS=1")
        }
    }
}
