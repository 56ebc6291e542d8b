import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import Foundation
import Testing

/// The gallery's switches of appearance, contrast, text size and Reduce Motion (issue 38) in a
/// real headless Chromium: each click changes the pictures in place, without a reload.
/// Skipped without a browser, except under CI.
@Suite(.enabled(if: PreviewBrowser.runs, "needs chromium (apt-get install chromium fonts-noto-cjk)"))
struct GallerySwitchBrowserTests {
    /// A custom alert with the custom kinds' default colors and a spring show, and a system alert.
    static let spec = """
        {"specVersion": 1, "dialogs": [
          {"id": "custom", "type": "alert", "title": "Delete Photo?", "message": "It is gone for good.",
           "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "ok", "title": "OK", "preferred": true}],
           "presentation": {"renderer": "custom", "show": {"type": "center", "animation": "spring",
             "spring": {"dampingRatio": 0.6, "response": 0.4}, "fromScale": 1.2}}},
          {"id": "system", "type": "alert", "title": "Turn On Notifications", "message": "Get a reminder.",
           "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "on", "title": "Turn On"}]}
        ]}
        """

    /// What the probe saw of the first dialog's visible pictures after each click.
    struct Seen: Decodable {
        /// The container fills of the visible pictures of the custom alert, then of the system alert.
        var customFills: [String]
        var systemFills: [String]
        var titleSize: String?
        var visibleFigures: Int
        /// The properties the custom alert's first visible picture animates, and the animations' durations.
        var animated: [String]
        var durations: [Double]
        var reloaded: Bool
    }

    /// Appended to the page: clicks each switch in turn (the steps, by switch and value), and
    /// records what the pictures show after each; also marks the window, so a reload would show.
    static let probe = """
        <script>
        (function () {
          window.dialogcLoadedOnce = true;
          var steps = STEPS;
          function visible(id) {
            var article = document.querySelector('article[data-dialog="' + id + '"]');
            return Array.prototype.slice.call(article.querySelectorAll("figure")).filter(function (figure) { return !figure.hidden; });
          }
          function fills(id) {
            return visible(id).map(function (figure) { return figure.querySelector(":scope > svg [data-container]").getAttribute("fill"); });
          }
          function seen() {
            var figure = visible("custom")[0];
            var title = figure.querySelector(':scope > svg text[data-kind="title"]');
            var animations = figure.getAnimations({ subtree: true });
            var properties = [];
            animations.forEach(function (animation) {
              animation.effect.getKeyframes().forEach(function (frame) {
                Object.keys(frame).forEach(function (key) {
                  if (["offset", "computedOffset", "easing", "composite"].indexOf(key) < 0 && properties.indexOf(key) < 0) { properties.push(key); }
                });
              });
            });
            return {
              customFills: fills("custom"), systemFills: fills("system"), titleSize: title ? title.getAttribute("font-size") : null,
              visibleFigures: document.querySelectorAll("figure:not([hidden])").length, animated: properties.sort(),
              durations: animations.map(function (a) { return a.effect.getComputedTiming().duration / 1000; }),
              reloaded: window.dialogcLoadedOnce !== true
            };
          }
          addEventListener("load", function () {
            setTimeout(function () {
              var record = [seen()];
              steps.forEach(function (step) {
                document.querySelector('#switches fieldset[data-switch="' + step[0] + '"] button[data-value="' + step[1] + '"]').click();
                record.push(seen());
              });
              document.body.setAttribute("data-switch-probe", JSON.stringify(record));
            }, 300);
          });
        })();
        </script>
        """

    static func run(appearances: [DialogAppearance], steps: [(String, String)], name: String) throws -> [Seen] {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-switch-\(name)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let site = PreviewSite(
            specs: [try PreviewFixtures.spec(spec)], findings: [], devices: [PreviewFixtures.iPhone15], appearances: appearances)
        let html = GalleryPage.html(site)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        let stepsJSON = "[" + steps.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ", ") + "]"
        let probe = Self.probe.replacingOccurrences(of: "STEPS", with: stepsJSON)
        let page = scratch.appendingPathComponent("index.html")
        try Data((html[..<end.lowerBound] + probe + "\n" + html[end.lowerBound...]).utf8).write(to: page)
        let dom = try PreviewBrowser.run(
            browser, ["--window-size=1280,1600", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let record = try PreviewBrowser.attribute("data-switch-probe", in: dom.standardOutput)
        let seen = try JSONDecoder().decode([Seen].self, from: Data(record.utf8))
        try #require(seen.count == steps.count + 1)
        #expect(seen.allSatisfy { !$0.reloaded })
        return seen
    }

    static let surface = DialogSystemColor.tertiarySystemBackground.color

    /// One appearance drawn (`--appearance light`): the switches redraw its pictures in the others.
    @Test func eachSwitchChangesThePicturesInPlace() throws {
        let seen = try Self.run(
            appearances: [.light],
            steps: [("appearance", "dark"), ("contrast", "increased"), ("text-size", "AX2"), ("motion", "reduced"), ("motion", "full")],
            name: "single")
        let (loaded, dark, increased, larger, reduced, full) = (seen[0], seen[1], seen[2], seen[3], seen[4], seen[5])
        #expect(loaded.customFills == [Self.surface.resolved(for: .light).hex])
        #expect(loaded.systemFills == [Self.surface.resolved(for: .light).hex])
        // Dark: the custom card and the system alert take the dark surface.
        #expect(dark.customFills == [Self.surface.resolved(for: .dark).hex])
        #expect(dark.systemFills == ["#2C2C2E"])
        // Increased contrast, still dark: darkHighContrast's surface.
        #expect(increased.customFills == [Self.surface.resolved(for: .darkHighContrast).hex])
        #expect(increased.systemFills == ["#363638"])
        // A larger text size draws larger titles, in the same appearance.
        let size = try #require(Double(loaded.titleSize ?? ""))
        let largerSize = try #require(Double(larger.titleSize ?? ""))
        #expect(largerSize > size * 1.5, "AX2's title is \(largerSize) pt, large's \(size) pt")
        #expect(larger.customFills == ["#363638"])
        // Full motion springs and scales; Reduce Motion plays an opacity-only show of the same length.
        #expect(loaded.animated.contains("transform"), "the written show scales: \(loaded.animated)")
        #expect(!reduced.animated.isEmpty && reduced.animated.allSatisfy { $0 == "opacity" || $0 == "fillOpacity" }, "\(reduced.animated)")
        #expect(reduced.durations.max() == loaded.durations.max(), "\(reduced.durations) vs \(loaded.durations)")
        #expect(full.animated.contains("transform"))
    }

    /// Light and dark drawn side by side (the default): choosing one appearance hides the other's
    /// pictures, and contrast switches both.
    @Test func theAppearanceSwitchChoosesAmongTheSideBySidePictures() throws {
        let seen = try Self.run(
            appearances: [.light, .dark], steps: [("appearance", "dark"), ("contrast", "increased"), ("appearance", "both")],
            name: "both")
        let (loaded, dark, increased, both) = (seen[0], seen[1], seen[2], seen[3])
        #expect(loaded.visibleFigures == 4)
        #expect(loaded.customFills == ["#FFFFFF", "#2C2C2E"])
        #expect(dark.visibleFigures == 2)
        #expect(dark.customFills == ["#2C2C2E"] && dark.systemFills == ["#2C2C2E"])
        #expect(increased.customFills == ["#363638"])
        #expect(both.visibleFigures == 4)
        #expect(both.customFills == ["#FFFFFF", "#363638"], "light at increased contrast is white, dark is #363638")
    }
}
