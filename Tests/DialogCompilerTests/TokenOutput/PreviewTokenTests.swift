import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import Foundation
import Testing

/// Each part of a picture drawn from a design token names the token: a `<title>` the browser
/// shows on hover and a `data-tokens` attribute the gallery's hover card reads.
@Suite struct PreviewTokenTests {
    static func plan() throws -> (DialogPlan, SpecFile) { try PlanTokenTests.plan() }

    @Test func eachPartDrawnFromATokenNamesIt() throws {
        let (plan, _) = try Self.plan()
        let svg = SVGRenderer.svg(plan, device: PlanTokenTests.device)
        #expect(svg.contains("data-tokens=\"frame.width: size.width; fill: color.surface; cornerRadius: radius.dialog\""), "\(svg)")
        #expect(svg.contains("<title>frame.width: size.width&#10;fill: color.surface&#10;cornerRadius: radius.dialog</title>"), "\(svg)")
        #expect(svg.contains("<g data-tokens=\"text.font.size: size.title; text.color: color.brand\">"), "\(svg)")
        #expect(svg.contains("<g data-tokens=\"text.color: color.rule\">") == false)
        #expect(svg.contains("<g data-tokens=\"fill: color.rule\">"), "\(svg)")
        // The container stays a child of the root, where the motion's styles find it.
        #expect(svg.contains("\n  <g data-element=\"container\" data-tokens="), "\(svg)")
    }

    @Test func aPictureWithoutTokensIsDrawnAsBefore() throws {
        let (plan, _) = try Self.plan()
        var plain = plan
        plain.tokens = []
        let svg = SVGRenderer.svg(plain, device: PlanTokenTests.device)
        #expect(!svg.contains("data-tokens"))
        #expect(svg.components(separatedBy: "<title>").count == 2, "the root's title alone")
    }

    @Test func theGalleryCarriesTheTokenCardOnlyWhenAPictureHasTokens() throws {
        let (_, spec) = try Self.plan()
        let html = GalleryPage.html(PreviewSite(specs: [spec], findings: [], devices: [PlanTokenTests.device]))
        #expect(html.contains("id=\"token-card\""))
        #expect(html.contains(".token-card {"))
        let plain = try TokenSpecs.spec(PlanTokenTests.alert(), tokens: PlanTokenTests.tokens)
        let plainHTML = GalleryPage.html(PreviewSite(specs: [plain], findings: [], devices: [PlanTokenTests.device]))
        #expect(!plainHTML.contains("token-card"))
        #expect(!plainHTML.contains("data-tokens"))
    }
}

/// The gallery's token card in a real headless Chromium: hovering a part drawn from tokens shows
/// its tokens beside the pointer, in every appearance the switches paint, and hovering a part
/// drawn from none hides it. Skipped without a browser, except under CI.
@Suite(.enabled(if: PreviewBrowser.runs, "needs chromium (apt-get install chromium fonts-noto-cjk)"))
struct PreviewTokenBrowserTests {
    struct Hover: Decodable {
        var target: String
        var shown: Bool
        var lines: [String]
    }

    /// Appended to the page: hovers the custom alert's title, its cancel button and its
    /// container in the first picture, then switches to dark and hovers the title again.
    static let probe = """
        <script>
        (function () {
          function figure() {
            var article = document.querySelector('article[data-dialog="clear-cache"]');
            return Array.prototype.filter.call(article.querySelectorAll("figure"), function (f) { return !f.hidden; })[0];
          }
          function hover(name, selector) {
            var element = figure().querySelector(":scope > svg").querySelector(selector);
            var box = element.getBoundingClientRect();
            element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true, clientX: box.left + 2, clientY: box.top + 2 }));
            var card = document.getElementById("token-card");
            return {
              target: name, shown: !card.hidden,
              lines: Array.prototype.map.call(card.children, function (line) { return line.textContent; })
            };
          }
          addEventListener("load", function () {
            setTimeout(function () {
              var record = [
                hover("title", 'text[data-kind="title"]'),
                hover("cancel", 'text[data-button="cancel"]'),
                hover("container", "[data-container]")
              ];
              var dark = document.querySelector('#switches fieldset[data-switch="appearance"] button[data-value="dark"]');
              if (dark) { dark.click(); }
              record.push(hover("dark title", 'text[data-kind="title"]'));
              document.body.setAttribute("data-token-probe", JSON.stringify(record));
            }, 300);
          });
        })();
        </script>
        """

    @Test func hoveringAPartShowsItsTokens() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-tokens")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let (_, spec) = try PlanTokenTests.plan()
        let site = PreviewSite(specs: [spec], findings: [], devices: [PlanTokenTests.device], appearances: [.light])
        let html = GalleryPage.html(site)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("index.html")
        try Data((html[..<end.lowerBound] + Self.probe + "\n" + html[end.lowerBound...]).utf8).write(to: page)
        let dom = try PreviewBrowser.run(
            browser, ["--window-size=1280,1600", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let record = try PreviewBrowser.attribute("data-token-probe", in: dom.standardOutput)
        let hovers = try JSONDecoder().decode([Hover].self, from: Data(record.utf8))
        try #require(hovers.count == 4)
        #expect(hovers[0].shown)
        #expect(hovers[0].lines == ["text.font.size: size.title", "text.color: color.brand"])
        // The cancel button is drawn from no token of its own: the container's card shows.
        #expect(hovers[1].lines == ["frame.width: size.width", "fill: color.surface", "cornerRadius: radius.dialog"])
        #expect(hovers[2].lines == ["frame.width: size.width", "fill: color.surface", "cornerRadius: radius.dialog"])
        #expect(hovers[3].shown)
        #expect(hovers[3].lines == ["text.font.size: size.title", "text.color: color.brand"], "the dark picture keeps its marks")
    }
}
