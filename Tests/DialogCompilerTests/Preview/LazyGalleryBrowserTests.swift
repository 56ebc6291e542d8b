import DialogGenerators
import Foundation
import Testing

/// A gallery of hundreds of dialogs opens at once because it draws lazily (issue 36): in a real
/// headless Chromium, a dialog far below the viewport is neither rendered nor animated, and
/// its pictures are not checked, until it is scrolled into view; then it is drawn, plays its
/// show and the layout check reports on it. Skipped without a browser, except under CI.
@Suite(.enabled(if: PreviewBrowser.runs, "needs chromium (apt-get install chromium fonts-noto-cjk)"))
struct LazyGalleryBrowserTests {
    static let dialogCount = 200

    /// What the probe saw of one dialog's article.
    struct ArticleState: Decodable {
        var id: String
        /// CSS animations on the article's pictures (running, or finished and holding their end).
        var animations: Int
        /// Pictures whose animation styles are in (out of their template).
        var styled: Int
        /// Whether its first picture is rendered (`checkVisibility` with `contentVisibilityAuto`).
        var rendered: Bool
        var overflowing: Bool
    }

    struct Moment: Decodable {
        var first: ArticleState
        var last: ArticleState
        var verdict: PreviewBrowser.Verdict
        var pictureCount: Int
    }

    struct Probe: Decodable {
        var loaded: Moment
        var scrolled: Moment
    }

    /// Appended to the page: records the first and last dialogs once the page has drawn, scrolls the last into view, and records them again.
    static let probe = """
        <script>
        (function () {
          // Timers, not animation frames: the browser's virtual time runs on while a timer is pending.
          // Waits until `ready` holds (the browser has drawn, and told the observers) or 100 polls went by.
          function when(ready, done) {
            var polls = 0;
            (function poll() { polls += 1; if (ready() || polls > 100) { done(); } else { setTimeout(poll, 100); } })();
          }
          function shown(element) { var state = article(element); return state.styled > 0 && state.rendered; }
          function article(element) {
            var svg = element.querySelector("svg[data-dialog]");
            return {
              id: element.getAttribute("data-dialog"),
              animations: element.getAnimations({ subtree: true }).length,
              styled: element.querySelectorAll("figure > style").length,
              rendered: svg.checkVisibility({ contentVisibilityAuto: true }),
              overflowing: element.classList.contains("overflowing")
            };
          }
          function moment() {
            var articles = document.querySelectorAll("article.dialog");
            var verdict = JSON.parse(document.body.getAttribute("data-verdict"));
            return { first: article(articles[0]), last: article(articles[articles.length - 1]), verdict: verdict,
              pictureCount: verdict.pictureCount };
          }
          addEventListener("load", function () {
            var articles = document.querySelectorAll("article.dialog");
            var first = articles[0], last = articles[articles.length - 1];
            when(function () { return shown(first); }, function () {
              var loaded = moment();
              last.scrollIntoView();
              when(function () { return shown(last) && article(first).styled === 0; }, function () {
                document.body.setAttribute("data-lazy-probe", JSON.stringify({ loaded: loaded, scrolled: moment() }));
              });
            });
          });
        })();
        </script>
        """

    /// 200 alerts on two devices; the first and the last have their title moved out of the dialog,
    /// so the layout check has something to report on each.
    static func page(in scratch: URL) throws -> (page: URL, site: PreviewSite) {
        let dialogs = (1...dialogCount).map { number in
            #"{"id": "alert-\#(number)", "type": "alert", "title": "Alert \#(number)", "message": "Message \#(number).", "buttons": [{"id": "ok", "title": "OK"}]}"#
        }
        let spec = try PreviewFixtures.spec(#"{"specVersion": 1, "dialogs": [\#(dialogs.joined(separator: ",\n"))]}"#)
        var site = PreviewSite(specs: [spec], findings: [], devices: [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15])
        let entries = site.sections[0].entries.indices
        for entry in [entries.first!, entries.last!] {
            for picture in site.sections[0].entries[entry].pictures.indices {
                var plan = site.sections[0].entries[entry].pictures[picture].plan
                let container = try #require(plan.elements.firstIndex { $0.children.contains { $0.kind == .title } })
                let title = try #require(plan.elements[container].children.firstIndex { $0.kind == .title })
                plan.elements[container].children[title].frame.x += 400
                site.sections[0].entries[entry].pictures[picture].plan = plan
            }
        }
        let html = GalleryPage.html(site)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("index.html")
        try Data((html[..<end.lowerBound] + probe + "\n" + html[end.lowerBound...]).utf8).write(to: page)
        return (page, site)
    }

    @Test func dialogsBelowTheViewportAreDrawnAnimatedAndCheckedOnlyOnceScrolledTo() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-lazy")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (page, site) = try Self.page(in: scratch)
        let pictures = site.sections.flatMap(\.entries).flatMap(\.pictures).count
        #expect(pictures == Self.dialogCount * 2)

        let dom = try PreviewBrowser.run(
            browser, ["--window-size=1280,900", "--virtual-time-budget=30000", "--dump-dom", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let probe = try JSONDecoder().decode(
            Probe.self, from: Data(try PreviewBrowser.attribute("data-lazy-probe", in: dom.standardOutput).utf8))
        let (loaded, scrolled) = (probe.loaded, probe.scrolled)
        #expect(loaded.pictureCount == pictures)

        // Loaded: the first dialog is drawn, plays its show and was checked: its title is caught.
        #expect(loaded.first.id == "alert-1" && loaded.first.rendered)
        #expect(loaded.first.animations > 0, "the dialog in view plays its show")
        #expect(loaded.first.overflowing)
        #expect(loaded.verdict.overflowing.map(\.dialog).contains("alert-1"))
        // ... while the last, far below, is not rendered, has no animation and was not checked.
        #expect(loaded.last.id == "alert-\(Self.dialogCount)")
        #expect(!loaded.last.rendered, "a dialog far below the viewport is rendered at load")
        #expect(loaded.last.animations == 0, "a dialog far below the viewport has \(loaded.last.animations) animations at load")
        #expect(loaded.last.styled == 0)
        #expect(!loaded.last.overflowing)
        #expect(!loaded.verdict.overflowing.map(\.dialog).contains("alert-\(Self.dialogCount)"))
        #expect(
            loaded.verdict.svgCount > 0 && loaded.verdict.svgCount < pictures / 10,
            "the check measured \(loaded.verdict.svgCount) of \(pictures) pictures at load: only those in view")

        // Scrolled to the end: the last dialog is drawn, plays its show, and the check names it.
        #expect(scrolled.last.rendered, "the last dialog is not rendered once scrolled into view")
        #expect(scrolled.last.animations > 0, "the last dialog does not play its show once scrolled into view")
        #expect(scrolled.last.overflowing)
        #expect(
            Set(scrolled.verdict.overflowing.filter { $0.dialog == "alert-\(Self.dialogCount)" }.map(\.device)) == [
                "iphone-se", "iphone-15",
            ])
        #expect(scrolled.verdict.svgCount > loaded.verdict.svgCount)
        // ... and the first, now far above, is put to rest again: its animation styles are out. (Its
        // animations may linger in a subtree the browser no longer styles, where they do not run.)
        #expect(scrolled.first.styled == 0)
    }

    /// Opened at `#check`, the page measures every picture at once, drawn or not.
    @Test func openedAtCheckTheGalleryChecksEveryPicture() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-lazy-check")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (page, site) = try Self.page(in: scratch)
        let pictures = site.sections.flatMap(\.entries).flatMap(\.pictures).count

        let dom = try PreviewBrowser.run(
            browser, ["--dump-dom", page.absoluteString + "#check"], profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let verdict = try PreviewBrowser.verdict(in: dom.standardOutput)
        #expect(verdict.svgCount == pictures)
        #expect(Set(verdict.overflowing.map(\.dialog)) == ["alert-1", "alert-\(Self.dialogCount)"])
        #expect(verdict.overflowing.count == 4, "the moved title on each device of both dialogs")
    }
}
