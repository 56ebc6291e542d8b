@testable import DialogGenerators
@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
import Foundation
import Testing

/// The SVG picture of one plan: frames and texts exactly as the plan has them, escaped, stable.
@Suite struct PreviewSVGTests {
    @Test func drawsThePlansFramesAndTexts() throws {
        let device = PreviewFixtures.iPhoneSE
        let plan = try PreviewFixtures.plan(PreviewFixtures.deletePhoto, device: device)
        let svg = SVGRenderer.document(plan, device: device)
        let xml = try ParsedXML(svg)
        let root = try #require(xml.all("svg").first)
        #expect(root.attributes["viewBox"] == "0 0 320 568")
        #expect(root.attributes["data-dialog"] == "delete-photo")
        #expect(root.attributes["data-device"] == "iphone-se")
        #expect(root.attributes["font-family"] == "-apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, 'Noto Sans CJK SC', sans-serif")
        let number = PreviewFixtures.number

        // The screen, then the cover with its color and alpha.
        let screen = try #require(xml.elements.first { $0.attributes["data-layer"] == "screen" })
        #expect(screen.attributes["fill"] == "#F2F2F7")
        let cover = try #require(xml.elements.first { $0.attributes["data-kind"] == "cover" })
        let planCover = plan.elements[0]
        #expect(cover.attributes["width"] == "320" && cover.attributes["height"] == "568")
        #expect(cover.attributes["fill"] == planCover.fill?.hex)
        #expect(cover.attributes["fill-opacity"] == planCover.fill.map { number($0.opacity) })

        // The container: a rounded rect on the plan's frame.
        let planContainer = plan.elements[1]
        let containers = xml.elements.filter { $0.attributes["data-container"] != nil }
        try #require(containers.count == 1)
        let container = containers[0]
        #expect(container.name == "rect")
        #expect(container.attributes["x"] == number(planContainer.frame.x))
        #expect(container.attributes["y"] == number(planContainer.frame.y))
        #expect(container.attributes["width"] == number(planContainer.frame.width))
        #expect(container.attributes["height"] == number(planContainer.frame.height))
        #expect(container.attributes["rx"] == planContainer.cornerRadius.map(number))
        #expect(container.attributes["fill"] == "#FFFFFF")

        // One <text> per element with text, with its kind, frame, font and one <tspan> per line.
        let labelled = PreviewFixtures.flattened(plan.elements).filter { $0.text != nil }
        let texts = PreviewFixtures.texts(xml).filter { $0.attributes["data-kind"] != nil }
        try #require(texts.count == labelled.count)
        for (element, drawn) in zip(labelled, texts) {
            let text = try #require(element.text)
            #expect(drawn.attributes["data-kind"] == element.kind.rawValue)
            #expect(
                drawn.attributes["data-frame"]
                    == [element.frame.x, element.frame.y, element.frame.width, element.frame.height].map(number).joined(separator: " "))
            #expect(drawn.lines == text.lines)
            #expect(drawn.attributes["font-size"] == number(text.font.size))
            #expect(drawn.attributes["fill"] == text.color.hex)
            #expect(drawn.attributes["text-anchor"] == "middle")
            // Lines are a line height apart and centered in the element's frame.
            let ys = drawn.lineAttributes.compactMap { $0["y"].flatMap(Double.init) }
            for (upper, lower) in zip(ys, ys.dropFirst()) {
                #expect(abs(lower - upper - text.lineHeight) < 0.02)
            }
            let middle = ((ys.first ?? 0) + (ys.last ?? 0)) / 2
            #expect(abs(middle - (element.frame.y + element.frame.height / 2)) < 0.02)
            for line in drawn.lineAttributes {
                #expect(line["x"] == number(element.frame.x + element.frame.width / 2))
            }
        }
        let title = try #require(texts.first { $0.attributes["data-kind"] == "title" })
        #expect(title.lines == ["Delete Photo?"])
        #expect(title.attributes["font-weight"] == "600")
        let message = try #require(texts.first { $0.attributes["data-kind"] == "message" })
        #expect(message.lines.count >= 2, "the message wraps in a 270-pt alert")
        #expect(message.lines.joined(separator: " ") == "This photo will be deleted from iCloud Photos on all your devices.")

        // Buttons in their role's color; the system alert's cancel button is semibold.
        let cancel = try #require(texts.first { $0.attributes["data-button"] == "cancel" })
        #expect(cancel.lines == ["Cancel"])
        #expect(cancel.attributes["data-role"] == "cancel")
        #expect(cancel.attributes["fill"] == "#007AFF")
        #expect(cancel.attributes["font-weight"] == "600")
        let delete = try #require(texts.first { $0.attributes["data-button"] == "delete" })
        #expect(delete.attributes["data-role"] == "destructive")
        #expect(delete.attributes["fill"] == "#FF3B30")
        #expect(delete.attributes["font-weight"] == "400")

        // Separators as hairline rects.
        let separators = xml.elements.filter { $0.attributes["data-element"] == "separator" }
        #expect(separators.count == PreviewFixtures.flattened(plan.elements).count { $0.kind == .separator })
        #expect(separators.allSatisfy { $0.attributes["height"] == "0.5" || $0.attributes["width"] == "0.5" })
    }

    @Test func everyKindOfDialogDrawsEveryTextOfItsPlan() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        #expect(specs.flatMap(\.dialogs).count > 10)
        for spec in specs {
            for dialog in spec.dialogs {
                for device in Device.presets {
                    let plan = LayoutEngine.plan(dialog, in: spec.source, device: device)
                    let xml = try ParsedXML(SVGRenderer.document(plan, device: device))
                    let expected = PreviewFixtures.flattened(plan.elements).compactMap(\.text).filter { !$0.lines.isEmpty }.map(\.lines)
                    let drawn = PreviewFixtures.texts(xml).filter { $0.attributes["data-kind"] != nil }.map(\.lines)
                    #expect(drawn == expected, "\(dialog.id.value) on \(device.name)")
                    #expect(xml.elements.count { $0.attributes["data-container"] != nil } == 1, "\(dialog.id.value) on \(device.name)")
                }
            }
        }
    }

    @Test func hostileTextIsEscaped() throws {
        let hostile = #"<script>alert(\"x\")</script> & 'quotes' \"double\" ]]> <!-- -->"#
        let json = """
            {
              "specVersion": 1,
              "dialogs": [
                {
                  "id": "hostile",
                  "type": "alert",
                  "title": "\(hostile)",
                  "message": "Fish & Chips <b>bold</b>",
                  "buttons": [{ "id": "ok", "title": "<OK & \\"go\\">", "style": "cancel" }],
                  "presentation": { "renderer": "custom" }
                }
              ]
            }
            """
        let spec = try PreviewFixtures.spec(json)
        let device = PreviewFixtures.iPhone15
        let plan = LayoutEngine.plan(spec.dialogs[0], in: spec.source, device: device)
        let svg = SVGRenderer.document(plan, device: device)
        #expect(!svg.contains("<script"))
        #expect(!svg.contains("<b>"))
        #expect(!svg.contains("<OK"))
        #expect(!svg.contains("<!-- -->"))
        #expect(svg.contains("&lt;script&gt;"))
        #expect(svg.contains("Fish &amp; Chips"))
        // A real XML parser reads back exactly the texts the plan has.
        let texts = PreviewFixtures.texts(try ParsedXML(svg)).filter { $0.attributes["data-kind"] != nil }
        let title = try #require(texts.first { $0.attributes["data-kind"] == "title" })
        #expect(title.lines.joined(separator: " ") == #"<script>alert("x")</script> & 'quotes' "double" ]]> <!-- -->"#)
        #expect(texts.first { $0.attributes["data-kind"] == "button" }?.lines == [#"<OK & "go">"#])

        // The gallery inlines the picture and still runs only its own script.
        let site = PreviewSite(specs: [spec], findings: [], devices: [device])
        let html = GalleryPage.html(site)
        #expect(html.components(separatedBy: "<script").count == 2, "only the page's own script")
        #expect(!html.contains("<b>"))
        #expect(html.contains("Fish &amp; Chips &lt;b&gt;bold&lt;/b&gt;"))
    }

    @Test func controlCharactersAndLineSeparatorsNeverReachTheMarkup() {
        let escaped = MarkupPrinter.escape("a\u{1}b\nc\td\"e")
        #expect(escaped == "ab&#10;c&#9;d&quot;e")
    }

    @Test func outputIsDeterministic() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let devices = [PreviewFixtures.iPhoneSE, PreviewFixtures.iPhone15, Device.named("375x667")!]
        let first = PreviewSite(specs: specs, findings: [], devices: devices).files
        let second = PreviewSite(specs: specs.reversed(), findings: [], devices: devices).files
        #expect(first == second)
        #expect(first.count == specs.flatMap(\.dialogs).count * devices.count + 1)
        for file in first {
            #expect(!file.contents.contains(Paths.packageRoot.path), "\(file.path) holds an absolute path")
            #expect(!file.contents.contains(" \n"), "\(file.path) has trailing white space")
        }
        let plan = try PreviewFixtures.plan(PreviewFixtures.deletePhoto)
        #expect(SVGRenderer.svg(plan, device: PreviewFixtures.iPhoneSE) == SVGRenderer.svg(plan, device: PreviewFixtures.iPhoneSE))
    }

    @Test func numbersHaveNoFloatingPointNoise() {
        #expect(PreviewFixtures.number(0.1 + 0.2) == "0.3")
        let plan = DialogPlan(
            id: "x", type: .alert, source: "x.json:1", renderer: .custom,
            elements: [PlanElement(.cover, frame: PlanFrame(x: 0, y: 0, width: 100.0 / 3, height: 2.0 / 3))],
            motion: PlanMotion(
                show: PlanTimeline(duration: 0, timing: .curve(.linear), tracks: []),
                hide: PlanTimeline(duration: 0, timing: .curve(.linear), tracks: [])),
            behaviour: PlanBehaviour(
                blocksInteractionDuringShow: true, dismissesKeyboardBeforeShow: true, restoresFirstResponderAfterHide: true,
                avoidsKeyboard: false, dismissOnCoverTap: false, hideAs: .center, requiresAnchor: false),
            actions: [], overflows: [])
        let svg = SVGRenderer.svg(plan, device: PreviewFixtures.iPhoneSE)
        #expect(svg.contains(#"width="33.33" height="0.67""#))
    }

    /// The picture shows what UIKit shows: cancel on the left of a two-button system alert, and a
    /// text field's initial text rather than its placeholder.
    @Test func drawsTheSystemAlertsButtonsAndFieldAsUIKitDoes() throws {
        let json = """
            {"specVersion": 1, "dialogs": [{"id": "rename", "type": "textInput", "title": "Rename",
              "input": {"placeholder": "Name", "initialText": "Holiday"}, "limits": {"maxLength": 30},
              "buttons": [{"id": "save", "title": "Save", "preferred": true}, {"id": "cancel", "title": "Cancel", "style": "cancel"}]}]}
            """
        let device = PreviewFixtures.iPhoneSE
        let xml = try ParsedXML(SVGRenderer.document(try PreviewFixtures.plan(json, device: device), device: device))
        let texts = PreviewFixtures.texts(xml)
        let save = try #require(texts.first { $0.attributes["data-button"] == "save" })
        let cancel = try #require(texts.first { $0.attributes["data-button"] == "cancel" })
        let x = { (text: PreviewFixtures.DrawnText) in Double(text.attributes["x"] ?? "") ?? .nan }
        #expect(x(cancel) < x(save), "cancel on the left")
        #expect(
            save.attributes["font-weight"] == "600" && cancel.attributes["font-weight"] == "400", "the preferred button is bold, not cancel"
        )
        let field = try #require(texts.first { $0.attributes["data-kind"] == "textField" })
        #expect(field.lines == ["Holiday"])
        #expect(field.attributes["fill"] == "#000000")
    }

    /// The two colors the picture draws that no plan carries, a text field's border and a
    /// picker's selected-row highlight, keep the components' numbers in light (at both contrasts)
    /// and take the system colors of the same role in dark: `systemGray3`, `tertiarySystemFill`.
    @Test func aFieldsBorderAndAPickersSelectionAdaptToDarkAppearance() throws {
        let json = """
            {"specVersion": 1, "dialogs": [
              {"id": "rename", "type": "textInput", "title": "Rename", "input": {"placeholder": "Name"},
               "buttons": [{"id": "save", "title": "Save"}], "presentation": {"renderer": "custom"}},
              {"id": "time", "type": "picker", "options": ["Morning", "Noon"], "selectedIndex": 0,
               "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "done", "title": "Done"}]}
            ]}
            """
        let spec = try PreviewFixtures.spec(json)
        let device = PreviewFixtures.iPhoneSE
        func svg(_ index: Int, _ appearance: DialogAppearance) -> String {
            let display = DisplaySettings(appearance: appearance, reducesMotion: false)
            let plan = LayoutEngine.plan(spec.dialogs[index], in: spec.source, device: device, display: display)
            return SVGRenderer.svg(plan, device: device, appearance: appearance)
        }
        for appearance in [DialogAppearance.light, .lightHighContrast] {
            #expect(svg(0, appearance).contains(##"stroke="#C7C7CC" stroke-width="0.5""##))
            #expect(svg(1, appearance).contains(##"data-element="selection" x="8""##))
            #expect(svg(1, appearance).contains(##"fill="#767680" fill-opacity="0.12""##))
        }
        #expect(svg(0, .dark).contains(##"stroke="#48484A" stroke-width="0.5""##))
        #expect(svg(0, .darkHighContrast).contains(##"stroke="#545456" stroke-width="0.5""##))
        for appearance in [DialogAppearance.dark, .darkHighContrast] {
            #expect(svg(1, appearance).contains(##"fill="#767680" fill-opacity="0.24""##))
            #expect(!svg(0, appearance).contains("#C7C7CC") && !svg(1, appearance).contains(##"fill-opacity="0.12""##))
        }
    }
}
