import DialogDiagnostics
import DialogGenerators
import DialogLayoutEngine
import DialogValidation
import Foundation
import Testing

/// The gallery page: every dialog, where it is declared, its findings, one picture per device.
@Suite struct PreviewGalleryTests {
    /// The page's `<article>` for `id`, as text.
    static func article(_ id: String, in html: String) throws -> String {
        let start = try #require(html.range(of: "<article class=\"dialog\" id=\"dialog-\(id)\""), "no article for '\(id)'")
        let end = try #require(html.range(of: "</article>", range: start.upperBound..<html.endIndex))
        return String(html[start.lowerBound..<end.upperBound])
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func listsEveryDialogOfTheSpecsWithItsSourceLocation() throws {
        let sources = try SpecLoading.bundledSources()
        let result = Linter.lint(sources, tokens: SpecLoading.bundledTokens)
        let specs = result.files.compactMap(\.spec)
        let devices = [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15]
        let site = PreviewSite(specs: specs, findings: result.diagnostics, devices: devices)
        let html = GalleryPage.html(site)
        let dialogs = specs.flatMap { spec in spec.dialogs.map { (spec, $0) } }
        #expect(dialogs.count > 10)
        #expect(site.dialogCount == dialogs.count)
        #expect(html.contains("\(dialogs.count) dialogs in \(specs.count) spec files"))
        for (spec, dialog) in dialogs {
            let path = spec.path
            let line = spec.source.line(at: dialog.range.start)
            let article = try Self.article(dialog.id.value, in: html)
            #expect(article.contains("<h3>\(dialog.id.value)</h3>"))
            #expect(article.contains("<span class=\"type\">\(dialog.type.value.rawValue)</span>"))
            #expect(article.contains("<code class=\"source\">\(path):\(line)</code>"), "\(dialog.id.value)")
            #expect(Self.count("<figure", in: article) == devices.count)
            for device in devices {
                #expect(
                    article.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(PreviewFixtures.number(device.width * 0.6))\""))
                #expect(
                    article.contains(
                        "data-dialog=\"\(dialog.id.value)\" data-type=\"\(dialog.type.value.rawValue)\" data-device=\"\(device.name)\""))
                #expect(article.contains("<a href=\"\(device.name)/\(dialog.id.value).svg\">"))
            }
        }
        // Grouped by spec file, in path order.
        let headings = specs.map(\.path).sorted().map { "<h2>\($0)</h2>" }
        let positions = try headings.map { try #require(html.range(of: $0)).lowerBound }
        #expect(positions == positions.sorted())
        // One picture per dialog and device; the pictures its switches show wait in templates.
        #expect(Self.count("<figure ", in: html) == dialogs.count * devices.count)
        #expect(Self.count("<section class=\"spec\"", in: html) == specs.count)
    }

    @Test func showsEachDialogsLintFindingsBesideIt() throws {
        let json = """
            {
              "specVersion": 1,
              "dialogs": [
                {
                  "id": "too-many",
                  "type": "alert",
                  "title": "Save changes to this draft?",
                  "buttons": [
                    { "id": "save", "title": "Save" },
                    { "id": "save-copy", "title": "Save Copy" },
                    { "id": "discard", "title": "Discard", "style": "destructive" },
                    { "id": "cancel", "title": "Cancel", "style": "cancel" }
                  ]
                },
                {
                  "id": "fine",
                  "type": "alert",
                  "title": "Saved",
                  "buttons": [{ "id": "ok", "title": "OK" }]
                }
              ]
            }
            """
        let source = SourceFile(path: "Specs/drafts.json", bytes: Array(json.utf8))
        let result = Linter.lint([source])
        #expect(!result.hasErrors)
        let site = PreviewSite(specs: result.files.compactMap(\.spec), findings: result.diagnostics, devices: [PreviewFixtures.iPhoneSE])
        let entries = try #require(site.sections.first).entries
        #expect(entries.map(\.id) == ["too-many", "fine"])
        #expect(entries[0].findings.map(\.ruleID).contains("alert-too-many-buttons"))
        #expect(entries[1].findings.isEmpty)
        #expect(entries.map(\.source) == ["Specs/drafts.json:4", "Specs/drafts.json:15"])

        let html = GalleryPage.html(site)
        let tooMany = try Self.article("too-many", in: html)
        #expect(tooMany.contains("<li class=\"warning\" data-rule=\"alert-too-many-buttons\">"))
        #expect(tooMany.contains("<span class=\"at\">12:9</span>"), "the finding points at the fourth button")
        let fine = try Self.article("fine", in: html)
        #expect(fine.contains("No lint findings."))
        #expect(!fine.contains("data-rule"))
    }

    @Test func thePageLoadsNothing() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let html = GalleryPage.html(PreviewSite(specs: specs, findings: [], devices: [PreviewFixtures.iPhoneSE]))
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(html.contains("default-src 'none'"), "a Content-Security-Policy forbids every fetch")
        for reference in [
            "<link", "<img", "<iframe", "<object", "src=", "url(", "@import", "http://", "https://", "fetch(", "XMLHttpRequest",
        ] {
            let allowed = reference == "http://" ? Self.count("http://www.w3.org/2000/svg", in: html) : 0
            #expect(Self.count(reference, in: html) == allowed, "the page references '\(reference)'")
        }
        // The layout check ships inline and reports on <body>; so does the token card, since
        // Specs/branded-dialogs.json draws from design tokens.
        #expect(Self.count("<script>", in: html) == 2)
        #expect(html.contains("data-verdict"))
    }

    /// The page draws lazily (issue 36): no picture animates before its dialog comes into view,
    /// and a dialog off screen is not laid out. `LazyGalleryBrowserTests` shows it in a browser.
    @Test func animationsWaitInTemplatesAndDialogsAreDrawnOnlyNearTheView() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let html = GalleryPage.html(PreviewSite(specs: specs, findings: [], devices: [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15]))
        let figures = Self.count("<figure", in: html)
        #expect(figures > 0)
        // Each picture names its motion and the other with Reduce Motion; pictures that move alike share one.
        let motions = Self.count("<template data-motion-css=", in: html)
        #expect(motions > 0 && motions < figures)
        #expect(Self.count(" data-motion-alternate=\"", in: html) == figures)
        #expect(Self.count("<style>", in: html) == motions + 1, "the page's own, and one per motion inert in its template")
        #expect(!html.contains("class=\"showing\""), "no picture plays its show before it is in view")
        // The height of a dialog on the tallest device (iPhone 15, 852 pt at 0.6) until it is drawn.
        #expect(html.contains("body[data-lazy] article.dialog { content-visibility: auto; contain-intrinsic-size: auto none auto 585px; }"))
        #expect(html.contains("<body data-lazy=\"\">"))
        #expect(html.contains("<button type=\"button\" id=\"check-all\" class=\"replay\" hidden=\"\">Check every picture</button>"))
    }

    @Test func layoutOverflowsAreSaid() throws {
        let long = String(repeating: "A long message that keeps going. ", count: 80)
        let json = """
            {"specVersion": 1, "dialogs": [
              {"id": "wall-of-text", "type": "alert", "title": "Note", "message": "\(long)",
               "buttons": [{"id": "ok", "title": "OK"}], "presentation": {"renderer": "custom"}}
            ]}
            """
        let spec = try PreviewFixtures.spec(json)
        let site = PreviewSite(specs: [spec], findings: [], devices: [PreviewFixtures.iPhoneSE])
        let html = GalleryPage.html(site)
        #expect(html.contains("<li>iphone-se: message is cut short by the layout</li>"))
    }

    @Test func oneDialogIsCountedInTheSingular() throws {
        let spec = try PreviewFixtures.spec(PreviewFixtures.deletePhoto)
        let html = GalleryPage.html(PreviewSite(specs: [spec], findings: [], devices: [PreviewFixtures.iPhoneSE]))
        #expect(html.contains("<title>Dialog preview: 1 dialog</title>"))
        #expect(html.contains("1 dialog in 1 spec file · devices:"))
        #expect(!html.contains("1 dialogs") && !html.contains("1 spec files"))
    }

    @Test func aFailedFileIsListedWithItsFindingsAndNoPictures() throws {
        let spec = try PreviewFixtures.spec(PreviewFixtures.deletePhoto)
        let broken = Linter.lint([
            SourceFile(path: "Specs/broken.json", text: #"{"specVersion": 1, "dialogs": [{"id": "x", "type": "toast"}]}"#)
        ])
        #expect(broken.hasErrors)
        let site = PreviewSite(
            specs: [spec] + broken.files.compactMap(\.spec), findings: broken.diagnostics, devices: [PreviewFixtures.iPhoneSE],
            failedFiles: ["Specs/broken.json"])
        #expect(site.sections.map(\.path) == ["Specs/broken.json", "Specs/fixture.json"])
        #expect(site.sections.map(\.isDrawn) == [false, true])
        #expect(site.dialogCount == 1)
        #expect(site.files.map(\.path) == ["iphone-se/delete-photo.svg", "index.html"])
        let html = GalleryPage.html(site)
        #expect(html.contains("<li class=\"failed\"><a href=\"#spec-1\">Specs/broken.json</a> (errors)</li>"))
        #expect(html.contains("<section class=\"spec failed\" id=\"spec-1\" data-spec=\"Specs/broken.json\">"))
        #expect(html.contains("data-rule=\"missing-key\""))
        #expect(Self.count("<figure ", in: html) == 1)
    }

    /// A finding quotes the spec's value; the page spells its controls out rather than dropping
    /// them (XML forbids C0 controls) or letting a bidi override reorder the line.
    @Test func findingsSpellOutControlCharacters() throws {
        let json = #"{"specVersion": 1, "dialogs": [{"id": "x", "type": "toast", "message": "m", "a\u0007b\u202Ec": 1}]}"#
        let linted = Linter.lint([SourceFile(path: "Specs/controls.json", text: json)])
        let html = GalleryPage.html(
            PreviewSite(
                specs: [], findings: linted.diagnostics, devices: [PreviewFixtures.iPhoneSE],
                failedFiles: ["Specs/controls.json"]))
        #expect(html.contains(#"a\u0007b\u202ec"#), "\(html)")
        #expect(!html.contains("\u{202E}"))
    }

    /// Colors move no frame: a dialog on one device is drawn once per text size the switches
    /// offer, whatever the appearances, and painted from a palette per appearance; what the
    /// drawing at the other text size has alike (the screen, its status bar) it takes from the
    /// first. The pictures' own files keep their literal colors.
    @Test func eachDialogIsDrawnOncePerDeviceAndTextSize() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let devices = [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15]
        let site = PreviewSite(specs: specs, findings: [], devices: devices, appearances: [.light, .dark])
        let html = GalleryPage.html(site)
        let groups = site.dialogCount * devices.count
        #expect(Self.count("<figure ", in: html) == 2 * groups)
        #expect(Self.count("<svg ", in: html) == 2 * groups, "the first picture's own drawing and one template at AX2")
        #expect(Self.count("<template data-source=\"light/AX2 dark/AX2 lightHighContrast/AX2 darkHighContrast/AX2\">", in: html) == groups)
        #expect(Self.count("<g data-shared=\"", in: html) >= 3 * groups, "the title, the screen and the status bar at least")
        for appearance in DialogAppearance.allCases {
            #expect(Self.count(" data-paint-\(appearance.key)=\"", in: html) == site.dialogCount)
        }
        for file in site.files where file.path.hasSuffix(".svg") {
            #expect(!file.contents.contains("data-paint") && !file.contents.contains("data-shared"), "\(file.path)")
        }
    }
}
