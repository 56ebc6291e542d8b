import DialogGenerators
import DialogLayoutEngine
import DialogSpec
import Foundation
import Testing

/// Opens the gallery of `Specs/` in a real headless Chromium: the page's own inline check
/// measures every text against its dialog, and a screenshot shows something was drawn.
///
/// Needs Debian's `chromium` (or a `chromium-browser`) on PATH, with `fonts-liberation` and
/// `fonts-noto-cjk` so Latin and Chinese texts have real fonts, and `python3` to decode the
/// screenshot. Without a browser the test is skipped with a note, except under CI (`CI=true`),
/// where it fails. Set `DIALOGC_GALLERY_SCREENSHOT=FILE` to keep the screenshot.
@Suite(.enabled(if: PreviewBrowser.runs, "needs chromium (apt-get install chromium fonts-noto-cjk)"))
struct PreviewBrowserTests {
    @Test func theGalleryRendersInChromiumAndNoTextOverflowsItsDialog() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("gallery")

        var clock = PreviewBrowser.Clock()
        let run = try Dialogc.run("preview", "--output", output.path, "Specs")
        try #require(run.status == 0, "dialogc preview failed:\n\(run.standardError)\(run.standardOutput)")
        clock.lap("dialogc preview")
        let page = output.appendingPathComponent("index.html")
        let html = try String(contentsOf: page, encoding: .utf8)
        let dialogs = SpecLoading.specs(try SpecLoading.bundledSources()).flatMap(\.dialogs).count
        let devices = 2
        // Light and dark, side by side.
        let appearances = 2

        // 1. The DOM after the page's inline script ran: its verdict on <body data-verdict>, of
        // every picture since the page is opened at #check (else it checks those in view).
        let dom = try PreviewBrowser.run(
            browser, ["--dump-dom", page.absoluteString + "#check"], profile: scratch.appendingPathComponent("profile"))
        clock.lap("chromium --dump-dom")
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let verdict = try PreviewBrowser.verdict(in: dom.standardOutput)
        #expect(verdict.svgCount == dialogs * devices * appearances, "one picture per dialog, device and appearance")
        #expect(verdict.svgCount == html.components(separatedBy: "<figure").count - 1)
        // The texts of the pictures shown, as their files draw them: the page draws some of them
        // from drawings it shares, and those of other settings wait inert in their templates.
        let files = try FileManager.default.subpathsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".svg") }
        #expect(files.count == verdict.svgCount)
        let drawnTexts = try files.reduce(0) { count, file in
            count
                + (try String(contentsOf: output.appendingPathComponent(file), encoding: .utf8)).components(separatedBy: "<text data-kind=")
                .count - 1
        }
        #expect(verdict.textCount == drawnTexts, "every text was laid out by the browser with a non-empty box")
        #expect(
            verdict.overflowing.isEmpty,
            """
            texts spill out of their dialog's container in Chromium:
            \(verdict.overflowing.map(\.summary).joined(separator: "\n"))
            """)
        print(
            "note: Chromium laid out \(verdict.textCount) texts in \(verdict.svgCount) pictures; \(verdict.overflowing.count) outside their container, \(verdict.outsideFrame.count) outside their own element's frame"
        )
        for item in verdict.outsideFrame {
            print("note: outside its frame: \(item.summary)")
        }

        // 2. A screenshot that is a real picture, not a blank page.
        let screenshot = scratch.appendingPathComponent("gallery.png")
        let shot = try PreviewBrowser.run(
            browser, ["--screenshot=\(screenshot.path)", "--window-size=1280,4000", page.absoluteString],
            profile: scratch.appendingPathComponent("profile"))
        clock.lap("chromium --screenshot")
        try #require(shot.status == 0, "chromium --screenshot failed (\(shot.status)):\n\(shot.standardError.suffix(2000))")
        let size = try #require(try FileManager.default.attributesOfItem(atPath: screenshot.path)[.size] as? Int)
        #expect(size > 20_000, "a 1280×4000 screenshot of the gallery is only \(size) bytes")
        let image = try PreviewBrowser.inspectPNG(screenshot)
        clock.lap("PNG decoding")
        #expect(image.width == 1280 && image.height == 4000)
        #expect(image.colors >= 2, "the screenshot is blank: one color only")
        #expect(image.colors >= 16, "the screenshot has only \(image.colors) colors")
        if let keep = ProcessInfo.processInfo.environment["DIALOGC_GALLERY_SCREENSHOT"], !keep.isEmpty {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: screenshot.path, toPath: keep)
            print("note: kept the gallery screenshot at \(keep)")
        }
        print("note: browser test timings: \(clock.laps)")
    }

    /// Each picture plays its plan's show on load and its hide then show again from the replay
    /// control (run for every picture by opening the page at `#replay`); Chromium's virtual time
    /// lets every animation finish before the DOM is dumped. The values each cover and container
    /// end at are the last keyframes of the plan's timelines.
    @Test func theGalleryPlaysEveryShowAndHideAndEndsAtThePlansFrames() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-motion")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let site = PreviewSite(specs: specs, findings: [], devices: [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15])
        let page = scratch.appendingPathComponent("index.html")
        try Data(GalleryPage.html(site).utf8).write(to: page)

        let dom = try PreviewBrowser.run(
            browser, ["--virtual-time-budget=30000", "--dump-dom", page.absoluteString + "#replay"],
            profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let motion = try PreviewBrowser.motion(in: dom.standardOutput)
        let pictures = site.sections.flatMap(\.entries).flatMap(\.pictures)
        // A show that takes no time (`animation: none`) is there too, but finished as it started.
        let showTargets = pictures.filter { $0.plan.motion.show.duration > 0 }.reduce(0) {
            $0 + Set($1.plan.motion.show.tracks.map(\.target)).count
        }
        #expect(showTargets > 0)
        #expect(motion.animated == showTargets, "one animation per picture and element its show moves")
        #expect(motion.shown.count == pictures.count && motion.hidden.count == pictures.count)

        for picture in pictures {
            let key = "\(picture.plan.id) on \(picture.device.name)"
            let match = { (state: PreviewBrowser.Motion.State) in state.dialog == picture.plan.id && state.device == picture.device.name }
            let ends: [(String, PlanTimeline, PreviewBrowser.Motion.State?)] = [
                ("show", picture.plan.motion.show, motion.shown.first(where: match)),
                ("hide", picture.plan.motion.hide, motion.hidden.first(where: match)),
                ("show after the replay", picture.plan.motion.show, motion.replayed.first(where: match)),
            ]
            for (name, timeline, state) in ends {
                guard let state else {
                    Issue.record("\(key): no state after its \(name)")
                    continue
                }
                // Each moving element runs for its track's span: a hide in phases runs the cover
                // after the sheet, for its own duration.
                let planned = timeline.tracks.reduce(into: [PlanElement.Kind]()) { if !$0.contains($1.target) { $0.append($1.target) } }
                    .map { target in
                        let track = timeline.tracks.first { $0.target == target }
                        return track?.duration ?? timeline.duration - (track?.delay ?? 0)
                    }
                #expect(
                    state.durations.count == planned.count
                        && zip(state.durations.sorted(), planned.sorted()).allSatisfy { abs($0 - $1) < 0.001 },
                    "\(key): its \(name) took \(state.durations) s, the plan says \(planned) s")
                let end = { (target: PlanElement.Kind, property: PlanTrack.Property, resting: Double) in
                    timeline.tracks.last { $0.target == target && $0.property == property }?.to ?? resting
                }
                let container = picture.plan.elements.first { $0.kind != .cover }?.kind ?? .container
                let cover = picture.plan.elements.first { $0.kind == .cover }?.fill?.opacity ?? 1
                let expected = [
                    ("cover opacity", end(.cover, .opacity, cover), state.coverOpacity),
                    ("opacity", end(container, .opacity, 1), state.opacity),
                    ("scale", end(container, .scale, 1), state.scale),
                    ("translateY", end(container, .translateY, 0), state.translateY),
                ]
                for (property, value, seen) in expected {
                    #expect(
                        abs((seen ?? .nan) - value) < 0.01,
                        "\(key) after its \(name): \(property) \(seen.map { "\($0)" } ?? "missing"), the plan says \(value)")
                }
            }
        }
    }

    /// The check is not vacuous: a title moved out of its dialog is caught and named.
    @Test func thePagesCheckCatchesATextOutsideItsDialog() throws {
        let browser = try #require(
            PreviewBrowser.executable, "neither 'chromium' nor 'chromium-browser' is on PATH; apt-get install chromium")
        let scratch = try PreviewFixtures.scratchDirectory("preview-browser-overflow")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let spec = try PreviewFixtures.spec(PreviewFixtures.deletePhoto)
        var site = PreviewSite(specs: [spec], findings: [], devices: [PreviewFixtures.iPhoneSE])
        var plan = site.sections[0].entries[0].pictures[0].plan
        let title = try #require(plan.elements[1].children.firstIndex { $0.kind == .title })
        plan.elements[1].children[title].frame.x += 200
        site.sections[0].entries[0].pictures[0].plan = plan
        let page = scratch.appendingPathComponent("index.html")
        try Data(GalleryPage.html(site).utf8).write(to: page)

        let dom = try PreviewBrowser.run(browser, ["--dump-dom", page.absoluteString], profile: scratch.appendingPathComponent("profile"))
        try #require(dom.status == 0, "chromium --dump-dom failed (\(dom.status)):\n\(dom.standardError.suffix(2000))")
        let verdict = try PreviewBrowser.verdict(in: dom.standardOutput)
        #expect(verdict.svgCount == 1)
        #expect(verdict.overflowing.map(\.kind) == ["title"])
        #expect(verdict.overflowing.first?.text == "Delete Photo?")
        #expect(dom.standardOutput.contains("class=\"check fail\""))
    }
}

/// Finding and driving the headless browser.
enum PreviewBrowser {
    /// `chromium` or `chromium-browser` on PATH.
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for name in ["chromium", "chromium-browser"] {
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }()

    /// Whether the browser test runs: when a browser is installed, and always under CI.
    static var runs: Bool {
        if executable == nil, !ExternalTools.isCI {
            print(
                "note: skipping the headless browser test: neither 'chromium' nor 'chromium-browser' is on PATH (apt-get install chromium fonts-noto-cjk)"
            )
        }
        return executable != nil || ExternalTools.isCI
    }

    /// Runs the browser headless with a fresh profile, bounded by `timeout` so a hung browser fails the test instead of the run.
    static func run(_ browser: String, _ arguments: [String], profile: URL) throws -> ExternalTools.Run {
        try ExternalTools.run(
            "timeout",
            [
                "120", browser,
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
                "--user-data-dir=\(profile.path)",
            ] + arguments)
    }

    /// What the page's inline script wrote to `<body data-verdict>`.
    struct Verdict: Decodable {
        struct Item: Decodable {
            var dialog: String
            var device: String
            var kind: String
            var text: String
            var box: [Double]
            var container: [Double]?
            var frame: [Double]?

            var summary: String {
                let limit = container.map { "container \($0)" } ?? frame.map { "frame \($0)" } ?? "no container"
                return "\(dialog) on \(device): \(kind) '\(text)' box \(box) vs \(limit)"
            }
        }

        var svgCount: Int
        var textCount: Int
        var overflowing: [Item]
        var outsideFrame: [Item]
    }

    /// What the page's motion script wrote to `<body data-motion-record>`.
    struct Motion: Decodable {
        struct State: Decodable {
            var dialog: String
            var device: String
            var coverOpacity: Double?
            var opacity: Double?
            var scale: Double?
            var translateY: Double?
            /// Seconds each animation of the picture took.
            var durations: [Double]
        }

        /// Animations that take time, when the page's script ran.
        var animated: Int
        var shown: [State]
        var hidden: [State]
        var replayed: [State]
    }

    static func motion(in dom: String) throws -> Motion {
        try JSONDecoder().decode(Motion.self, from: Data(try attribute("data-motion-record", in: dom).utf8))
    }

    static func verdict(in dom: String) throws -> Verdict {
        try JSONDecoder().decode(Verdict.self, from: Data(try attribute("data-verdict", in: dom).utf8))
    }

    /// The value of the first `name` attribute in `dom`, its entities decoded.
    static func attribute(_ name: String, in dom: String) throws -> String {
        let marker = "\(name)=\""
        let start = try #require(dom.range(of: marker), "the page's script did not run: no \(name) on <body>")
        let end = try #require(dom.range(of: "\"", range: start.upperBound..<dom.endIndex))
        var json = String(dom[start.upperBound..<end.lowerBound])
        for (entity, character) in [("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">"), ("&#39;", "'"), ("&nbsp;", "\u{A0}"), ("&amp;", "&")] {
            json = json.replacingOccurrences(of: entity, with: character)
        }
        return json
    }

    struct PNGSummary: Decodable {
        var width: Int
        var height: Int
        /// Distinct pixel colors seen, counting stops at 256.
        var colors: Int
    }

    /// Decodes the PNG with Python's zlib (8-bit, non-interlaced, as Chromium writes it) far
    /// enough to count distinct pixel colors.
    static func inspectPNG(_ url: URL) throws -> PNGSummary {
        let run = try ExternalTools.run("python3", ["-c", pngScript, url.path])
        try #require(run.status == 0, "could not decode the screenshot:\n\(run.standardError)")
        return try JSONDecoder().decode(PNGSummary.self, from: Data(run.standardOutput.utf8))
    }

    static let pngScript = """
        import json, struct, sys, zlib
        data = open(sys.argv[1], "rb").read()
        if data[:8] != b"\\x89PNG\\r\\n\\x1a\\n":
            sys.exit("not a PNG file")
        pos, idat, header = 8, [], None
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"IDAT":
                idat.append(body)
            pos += 12 + length
        width, height, depth, color_type, _, _, interlace = header
        if depth != 8 or interlace != 0 or color_type not in (0, 2, 4, 6):
            sys.exit("unsupported PNG: depth %d, color type %d, interlace %d" % (depth, color_type, interlace))
        bpp = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
        stride = width * bpp
        raw = zlib.decompress(b"".join(idat))
        colors, previous, offset = set(), bytearray(stride), 0
        for _ in range(height):
            kind, line = raw[offset], bytearray(raw[offset + 1:offset + 1 + stride])
            offset += 1 + stride
            if kind == 1:
                for i in range(bpp, stride):
                    line[i] = (line[i] + line[i - bpp]) & 255
            elif kind == 2:
                for i in range(stride):
                    line[i] = (line[i] + previous[i]) & 255
            elif kind == 3:
                for i in range(stride):
                    line[i] = (line[i] + ((line[i - bpp] if i >= bpp else 0) + previous[i]) // 2) & 255
            elif kind == 4:
                for i in range(stride):
                    a = line[i - bpp] if i >= bpp else 0
                    b = previous[i]
                    c = previous[i - bpp] if i >= bpp else 0
                    p = a + b - c
                    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                    line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
            row = bytes(line)
            colors.update(row[i:i + bpp] for i in range(0, stride, bpp))
            previous = line
            if len(colors) >= 256:
                break
        print(json.dumps({"width": width, "height": height, "colors": min(len(colors), 256)}))
        """

    /// Wall-clock laps, for the timings the test prints.
    struct Clock {
        private var last = Date()
        private(set) var laps: [String] = []

        mutating func lap(_ name: String) {
            let now = Date()
            laps.append("\(name) \(String(format: "%.2f", now.timeIntervalSince(last))) s")
            last = now
        }
    }
}
