import DialogEditing
import Foundation
import Testing

/// `dialogc preview --compare OLD` in a real headless Chromium: every changed dialog shows its old
/// and new pictures on each device, the gallery's own layout check passes, and the changed
/// elements are outlined inside their pictures. Skipped without a browser, except under CI.
@Suite(.enabled(if: PreviewBrowser.runs, "needs chromium (apt-get install chromium fonts-noto-cjk)"))
struct CompareGalleryBrowserTests {
    struct CompareVerdict: Decodable {
        var pairs: Int
        var outlines: Int
        var outside: [String]
    }

    static func compareVerdict(in dom: String) throws -> CompareVerdict {
        let marker = "data-compare-verdict=\""
        let start = try #require(dom.range(of: marker), "the compare check did not run: no data-compare-verdict on <body>")
        let end = try #require(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound]).replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(CompareVerdict.self, from: Data(json.utf8))
    }

    @Test func theCompareGalleryShowsOldAndNewWithTheChangesOutlined() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("compare-browser")
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Two versions with several kinds of change: the old specs of two fixtures against their new ones.
        let old = scratch.appendingPathComponent("old")
        let new = scratch.appendingPathComponent("new")
        for (folder, side) in [(old, "old"), (new, "new")] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in ["overflow-changed", "button-renamed"] {
                let source = DiffFixtures.directory.appendingPathComponent("\(name)/\(side)/photos.json")
                try FileManager.default.copyItem(at: source, to: folder.appendingPathComponent("\(name).json"))
            }
        }
        // Each copy declares the same ids; keep one dialog of each id by dropping the second file's duplicates.
        for folder in [old, new] {
            let file = folder.appendingPathComponent("button-renamed.json")
            var spec = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
            spec["dialogs"] = (spec["dialogs"] as? [[String: Any]])?.filter {
                $0["id"] as? String != "saved" && $0["id"] as? String != "rename-album" && $0["id"] as? String != "photo-size"
            }
            .map { dialog in
                var dialog = dialog
                dialog["id"] = "renamed-\(dialog["id"] as? String ?? "")"
                dialog.removeValue(forKey: "renamedFrom")
                return dialog
            }
            try JSONSerialization.data(withJSONObject: spec).write(to: file)
        }
        let output = scratch.appendingPathComponent("gallery")
        let run = try Dialogc.run("preview", "--output", output.path, "--compare", old.path, new.path)
        try #require(run.status == 0, "dialogc preview --compare failed:\n\(run.standardError)\(run.standardOutput)")
        let page = output.appendingPathComponent(CompareGallery.fileName)
        let html = try String(contentsOf: page, encoding: .utf8)

        let dom = try PreviewBrowser.run(browser, ["--dump-dom", page.absoluteString], profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let verdict = try PreviewBrowser.verdict(in: dom.standardOutput)
        let compare = try Self.compareVerdict(in: dom.standardOutput)
        let changedDialogs = html.components(separatedBy: "<article class=\"dialog compare\"").count - 1
        #expect(changedDialogs == 2, "delete-photo (its message font) and renamed-delete-photo (its button)")
        #expect(compare.pairs == changedDialogs * 2 * 2, "old and new on two devices for every changed dialog")
        #expect(verdict.svgCount == compare.pairs)
        #expect(verdict.overflowing.isEmpty, "\(verdict.overflowing.map(\.summary))")
        #expect(compare.outlines >= changedDialogs * 2 * 2, "every picture outlines what changed")
        #expect(compare.outside.isEmpty, "outlines outside their picture: \(compare.outside)")
        #expect(html.contains("data-changed=\"button-renamed\""))
        #expect(html.contains("data-changed=\"style-changed\"") || html.contains("data-changed=\"wrapping-changed\""))
        #expect(!html.contains("data-dialog=\"saved\""), "an unchanged dialog is not shown")
    }
}
