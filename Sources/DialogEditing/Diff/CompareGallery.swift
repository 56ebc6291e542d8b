import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec
import DialogWriters
import Foundation

/// `compare.html`, which `dialogc preview --compare OLD` writes beside the gallery: for every
/// dialog `dialogc diff` finds changed, its changes and, on each device, its old and new pictures
/// side by side with the changed elements outlined (breaking red, behaviour orange, text blue,
/// visual purple, added green). Self-contained like the gallery, whose layout check it runs too.
///
/// A second inline script checks the outlines in the browser and writes
/// `{"pairs", "outlines", "outside"}` to `<body data-compare-verdict>`: the pictures shown, the
/// outlines drawn, and those lying outside their picture (which would point at nothing).
public enum CompareGallery {
    public static let fileName = "compare.html"

    /// The page for `diff`, its pictures drawn on `devices` at `textSize`.
    public static func html(_ diff: DiffReport, devices: [Device], textSize: TextSize = .large) -> String {
        let oldDialogs = dialogs(diff.oldSpecs)
        let newDialogs = dialogs(diff.newSpecs)
        let articles = diff.byDialog.map { dialog, changes in
            let newer = newDialogs[dialog]
            let older = oldDialogs[diff.formerIDs[dialog] ?? dialog]
            return article(dialog, changes: changes, old: older, new: newer, devices: devices, textSize: textSize)
        }
        let summary = "\(diff.summaryLine) · devices: \(devices.map(\.name).joined(separator: ", ")) · text size: \(textSize.rawValue)"
        var printer = MarkupPrinter(syntax: .html)
        printer.print(.trusted("<!DOCTYPE html>"))
        printer.print(
            .element(
                "html", [("lang", "en")],
                [
                    .element(
                        "head", [],
                        [
                            .element("meta", [("charset", "utf-8")]),
                            .element(
                                "meta",
                                [
                                    ("http-equiv", "Content-Security-Policy"),
                                    ("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"),
                                ]),
                            .element("meta", [("name", "generator"), ("content", "dialogc \(DialogCompilerInfo.version)")]),
                            .element("title", text: "Dialog changes: \(Wording.count(articles.count, "dialog"))"),
                            .element("style", [], [.trusted(GalleryPage.stylesheet + "\n" + stylesheet)]),
                        ]),
                    .element(
                        "body", [],
                        [
                            .element(
                                "header", [("class", "page")],
                                [
                                    .element("h1", text: "Dialog changes"),
                                    .element("p", [("class", "summary")], text: summary),
                                    .element(
                                        "p", [("id", "browser-check"), ("class", "check")],
                                        text: "The browser check did not run (JavaScript is off)."),
                                ]),
                            .element(
                                "section", [("class", "spec")],
                                articles.isEmpty
                                    ? [.element("p", [("class", "clean")], text: "No dialog changed.")] : articles),
                            .element("script", [], [.trusted(GalleryPage.script)]),
                            .element("script", [], [.trusted(script)]),
                        ]),
                ]))
        return printer.text
    }

    private static func dialogs(_ specs: [SpecFile]) -> [String: (dialog: Dialog, source: SourceFile)] {
        var found: [String: (dialog: Dialog, source: SourceFile)] = [:]
        for spec in specs {
            for dialog in spec.dialogs where found[dialog.id.value] == nil { found[dialog.id.value] = (dialog, spec.source) }
        }
        return found
    }

    private static func article(
        _ id: String, changes: [SpecChange], old: (dialog: Dialog, source: SourceFile)?, new: (dialog: Dialog, source: SourceFile)?,
        devices: [Device], textSize: TextSize
    ) -> Markup {
        let list = Markup.element(
            "ul", [("class", "changes")],
            changes.map { change in
                .element(
                    "li", [("class", change.category.rawValue), ("data-change", change.kind.id)],
                    [
                        .element("span", [("class", "severity")], text: change.category.rawValue),
                        .text(" "),
                        .element("span", [("class", "message")], text: VisibleText.escape(change.message)),
                    ]
                        + (change.breaksDeliveredDialogs
                            ? [.text(" "), .element("span", [("class", "delivered")], text: DiffTextReporter.deliveredMarker)] : []))
            })
        let rows = devices.map { device in
            Markup.element(
                "div", [("class", "pair"), ("data-device", device.name)],
                [
                    figure("old", old, changes: changes, device: device, textSize: textSize),
                    figure("new", new, changes: changes, device: device, textSize: textSize),
                ])
        }
        return .element(
            "article", [("class", "dialog compare"), ("data-dialog", id)],
            [
                .element("div", [("class", "info")], [.element("h3", text: id), list]),
                .element("div", [("class", "pictures")], rows),
            ])
    }

    private static func figure(
        _ side: String, _ placed: (dialog: Dialog, source: SourceFile)?, changes: [SpecChange], device: Device, textSize: TextSize
    ) -> Markup {
        guard let placed else {
            return .element(
                "figure", [("class", "absent"), ("data-side", side)],
                [
                    .element("p", [("class", "absent")], text: side == "old" ? "not in the old version" : "not in the new version"),
                    .element("figcaption", text: "\(side) · \(device.name)"),
                ])
        }
        let plan = LayoutEngine.plan(placed.dialog, in: placed.source, device: device, textSize: textSize)
        // One outline per element, in the color of its strictest change; a change measured on another device is not this picture's.
        var outlined: Set<PlanFrame> = []
        let outlines = changes.filter { $0.device == nil || $0.device == device.name }.compactMap { change -> String? in
            guard let frame = frame(of: change.target, side: side, in: plan), outlined.insert(frame).inserted else { return nil }
            return outline(frame, category: change.category, kind: change.kind.id)
        }
        let svg = SVGRenderer.svg(plan, device: device)
        // The outlines go last, over everything the picture draws.
        let closing = svg.range(of: "</svg>", options: .backwards)
        let drawn = closing.map { String(svg[..<$0.lowerBound]) + outlines.joined() + String(svg[$0.lowerBound...]) } ?? svg
        return .element(
            "figure", [("data-side", side), ("data-device", device.name)],
            [
                .trusted(SVGRenderer.resized(drawn, device: device, scale: GalleryPage.pictureScale)),
                .element("figcaption", text: "\(side) · \(device.name)"),
            ])
    }

    /// The frame of the element a change is about, in one version's plan; nil when that version lacks it.
    package static func frame(of target: ChangeTarget, side: String, in plan: DialogPlan) -> PlanFrame? {
        let elements = flattened(plan.elements.dropFirst())
        let container = plan.elements.last?.frame
        switch target {
        case .dialog, .option:
            return container
        case .label(let kind):
            return elements.first { $0.kind == kind }?.frame
        case .input:
            return elements.first { $0.kind == .textField || $0.kind == .textView }?.frame
        case .button(let old, let new):
            guard let id = side == "old" ? old : new else { return nil }
            return elements.first { $0.kind == .button && $0.id == id }?.frame
        }
    }

    private static func flattened<Elements: Sequence>(_ elements: Elements) -> [PlanElement] where Elements.Element == PlanElement {
        elements.flatMap { [$0] + flattened($0.children) }
    }

    package static func outline(_ frame: PlanFrame, category: ChangeCategory, kind: String) -> String {
        let color =
            switch category {
            case .breaking: "#FF3B30"
            case .behaviour: "#FF9500"
            case .text: "#007AFF"
            case .visual: "#AF52DE"
            case .added: "#34C759"
            }
        let numbers = [frame.x - 2, frame.y - 2, frame.width + 4, frame.height + 4].map(PreviewNumber.format)
        return "<rect data-changed=\"\(kind)\" x=\"\(numbers[0])\" y=\"\(numbers[1])\" width=\"\(numbers[2])\" height=\"\(numbers[3])\" "
            + "fill=\"none\" stroke=\"\(color)\" stroke-width=\"3\" stroke-dasharray=\"6 3\"/>"
    }

    package static let stylesheet = """
        .pair { display: flex; gap: 12px; align-items: flex-start; }
        .pair + .pair { margin-top: 12px; }
        figure.absent { width: 192px; min-height: 120px; display: flex; flex-direction: column; justify-content: center; border: 2px dashed #C7C7CC; border-radius: 22px; }
        p.absent { text-align: center; color: #6C6C70; }
        ul.changes { margin: 0; padding: 0; list-style: none; }
        ul.changes li { margin: 0 0 6px; padding-left: 8px; border-left: 3px solid #C7C7CC; }
        ul.changes li.breaking { border-color: #FF3B30; }
        ul.changes li.behaviour { border-color: #FF9500; }
        ul.changes li.text { border-color: #007AFF; }
        ul.changes li.visual { border-color: #AF52DE; }
        ul.changes li.added { border-color: #34C759; }
        ul.changes span.delivered { font-weight: 600; color: #FF3B30; }
        """

    package static let script = """
        (function () {
          "use strict";
          var pairs = document.querySelectorAll("figure[data-side] svg").length;
          var outlines = Array.prototype.slice.call(document.querySelectorAll("rect[data-changed]"));
          var outside = outlines.filter(function (rect) {
            var svg = rect.ownerSVGElement, box = rect.getBBox(), view = svg.viewBox.baseVal;
            return box.x + box.width < view.x || box.y + box.height < view.y || box.x > view.x + view.width || box.y > view.y + view.height;
          }).map(function (rect) { return rect.ownerSVGElement.getAttribute("data-dialog") + ": " + rect.getAttribute("data-changed"); });
          document.body.setAttribute("data-compare-verdict", JSON.stringify({ pairs: pairs, outlines: outlines.length, outside: outside }));
        })();
        """
}
