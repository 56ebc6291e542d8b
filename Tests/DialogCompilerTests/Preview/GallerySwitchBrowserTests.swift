import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
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

    /// What the paint probe saw of one figure: the settings it shows, each painted element's
    /// `fill,fill-opacity,stroke,stroke-opacity` in document order, and the container's computed fill.
    struct Painted: Decodable {
        var shows: String
        var paints: [String]
        var container: String?
        var containerFill: String?
    }

    static let paintProbe = """
        <script>
        (function () {
          var steps = STEPS;
          var names = ["fill", "fill-opacity", "stroke", "stroke-opacity"];
          function painted(element) { return names.some(function (name) { return element.hasAttribute(name); }); }
          function seen() {
            return Array.prototype.map.call(document.querySelectorAll("figure[data-group]"), function (figure) {
              var svg = figure.querySelector(":scope > svg");
              var container = svg.querySelector("[data-container]");
              return {
                shows: figure.getAttribute("data-shows"),
                paints: Array.prototype.filter.call(svg.querySelectorAll("*"), painted).map(function (element) {
                  return names.map(function (name) { return element.getAttribute(name) || ""; }).join(",");
                }),
                container: container ? getComputedStyle(container).fill : null,
                containerFill: container ? container.getAttribute("fill") : null
              };
            });
          }
          addEventListener("load", function () {
            setTimeout(function () {
              var record = [seen()];
              steps.forEach(function (step) {
                document.querySelector('#switches fieldset[data-switch="' + step[0] + '"] button[data-value="' + step[1] + '"]').click();
                record.push(seen());
              });
              document.body.setAttribute("data-paint-probe", JSON.stringify(record));
            }, 300);
          });
        })();
        </script>
        """

    /// Each painted element's paint attributes in `svg`, in document order, as the probe lists them.
    static func paints(_ svg: String) -> [String] {
        let names = ["fill", "fill-opacity", "stroke", "stroke-opacity"]
        return svg.matches(of: /<[a-z]+ ([^>]*?)\/?>/).compactMap { tag in
            var attributes: [String: String] = [:]
            for attribute in tag.output.1.matches(of: /([a-z-]+)="([^"]*)"/) {
                attributes[String(attribute.output.1)] = String(attribute.output.2)
            }
            let values = names.map { attributes[$0] ?? "" }
            return values.allSatisfy(\.isEmpty) ? nil : values.joined(separator: ",")
        }
    }

    /// Every picture of `Specs/`, light and dark side by side: the pictures the page paints from
    /// the drawings they share carry, in every setting, the colors the renderer gives that
    /// setting's plan (the picture's own file where it shows its own), and show them.
    @Test func thePicturesPaintedFromSharedDrawingsHaveTheRenderersColors() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-switch-paints")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let site = PreviewSite(specs: specs, findings: [], devices: [PreviewFixtures.iPhoneSE], appearances: [.light, .dark])
        let steps = [("contrast", "increased"), ("text-size", "AX2"), ("contrast", "standard")]
        let html = GalleryPage.html(site)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        let stepsJSON = "[" + steps.map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ", ") + "]"
        let page = scratch.appendingPathComponent("index.html")
        try Data(
            (html[..<end.lowerBound] + Self.paintProbe.replacingOccurrences(of: "STEPS", with: stepsJSON) + "\n" + html[end.lowerBound...])
                .utf8
        )
        .write(to: page)
        let dom = try PreviewBrowser.run(
            browser, ["--window-size=1280,1600", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let record = try JSONDecoder().decode(
            [[Painted]].self, from: Data(try PreviewBrowser.attribute("data-paint-probe", in: dom.standardOutput).utf8))
        try #require(record.count == steps.count + 1)

        // The pictures in page order, each with the variants its device and locale share.
        var pictures: [(picture: PreviewSite.Picture, variants: [PreviewSite.Variant])] = []
        for entry in site.sections.flatMap(\.entries) {
            for picture in entry.pictures {
                let variants = picture.variants.isEmpty ? pictures.last?.variants ?? [] : picture.variants
                pictures.append((picture, variants))
            }
        }
        let expectedKeys: [(DialogAppearance.Contrast, TextSize)] = [
            (.standard, site.textSize), (.increased, site.textSize), (.increased, .ax2), (.standard, .ax2),
        ]
        for (step, (contrast, size)) in zip(record, expectedKeys) {
            try #require(step.count == pictures.count)
            for (seen, (picture, variants)) in zip(step, pictures) {
                let appearance = DialogAppearance(scheme: picture.appearance.scheme, contrast: contrast)
                let key = PreviewSite.Variant.key(appearance, size)
                #expect(seen.shows == key)
                let svg =
                    if key == picture.key(site.textSize) {
                        picture.svg
                    } else {
                        try SVGRenderer.svg(
                            #require(variants.first { $0.key == key }).plan, device: picture.device, appearance: appearance)
                    }
                #expect(seen.paints == Self.paints(svg), "\(picture.plan.id) in \(key)")
                if let fill = seen.containerFill, fill.hasPrefix("#") {
                    let channels = stride(from: 1, to: 7, by: 2).map { Int(fill.dropFirst($0).prefix(2), radix: 16) ?? -1 }
                    #expect(seen.container == "rgb(\(channels.map(String.init).joined(separator: ", ")))", "\(picture.plan.id) in \(key)")
                }
            }
        }
        // Dark at standard contrast shows the dark card, at increased contrast the darker one.
        let custom = try #require(pictures.firstIndex { $0.picture.plan.id == "share-album-alert" && $0.picture.appearance == .dark })
        #expect(record[0][custom].container == "rgb(44, 44, 46)")
        #expect(record[1][custom].container == "rgb(54, 54, 56)")
    }

    /// The check outlines a text that spills out of the picture as drawn; the picture in other
    /// settings, painted from the same drawing, starts without that outline, and the picture as
    /// drawn comes back with it.
    @Test func aSwitchedPictureDoesNotInheritTheChecksOutline() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-switch-outline")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var site = PreviewSite(specs: [try PreviewFixtures.spec(Self.spec)], findings: [], devices: [PreviewFixtures.iPhone15])
        var plan = site.sections[0].entries[0].pictures[0].plan
        let container = try #require(plan.elements.firstIndex { $0.children.contains { $0.kind == .title } })
        let title = try #require(plan.elements[container].children.firstIndex { $0.kind == .title })
        plan.elements[container].children[title].frame.x += 400
        site.sections[0].entries[0].pictures[0].plan = plan
        let probe = """
            <script>
            addEventListener("load", function () {
              setTimeout(function () {
                function outlines() { return document.querySelectorAll('article[data-dialog="custom"] figure > svg [data-outline]').length; }
                var record = [outlines()];
                [["appearance", "dark"], ["appearance", "light"]].forEach(function (step) {
                  document.querySelector('#switches fieldset[data-switch="' + step[0] + '"] button[data-value="' + step[1] + '"]').click();
                  record.push(outlines());
                });
                document.body.setAttribute("data-outline-probe", JSON.stringify(record));
              }, 300);
            });
            </script>
            """
        let html = GalleryPage.html(site)
        let end = try #require(html.range(of: "</body>", options: .backwards))
        let page = scratch.appendingPathComponent("index.html")
        try Data((html[..<end.lowerBound] + probe + "\n" + html[end.lowerBound...]).utf8).write(to: page)
        let dom = try PreviewBrowser.run(
            browser, ["--window-size=1280,1600", "--virtual-time-budget=10000", "--dump-dom", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let record = try JSONDecoder().decode(
            [Int].self, from: Data(try PreviewBrowser.attribute("data-outline-probe", in: dom.standardOutput).utf8))
        #expect(record == [1, 0, 1], "outlines as drawn, in dark, and back in light: \(record)")
    }
}
