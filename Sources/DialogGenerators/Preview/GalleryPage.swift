import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogValidation
import DialogWriters

/// The preview's `index.html`: one self-contained page (inline CSS, one inline script, the
/// pictures inlined as `<svg>`, nothing fetched) that shows every dialog grouped by spec file,
/// each with its id, type, source location and lint findings beside one picture per device.
/// The pictures of a device and locale in every appearance share their drawings, which the
/// script paints for each (`GalleryDrawings`, `switchScript`).
///
/// The page draws lazily, so a gallery of thousands of dialogs opens at once: a dialog's article
/// is laid out and painted only near the viewport (`content-visibility: auto`, sized meanwhile by
/// an estimate of its height), and its pictures get their show animation's styles (kept in a
/// `<template>` until then) only while they are in view (see `lazyScript`).
///
/// The inline script checks the layout in the browser that shows the page: it measures each
/// text (`getBBox`) against its container, outlines any that spills out, and writes a verdict
/// as JSON to `<body data-verdict>`: `{"svgCount", "textCount", "overflowing", "outsideFrame",
/// "pictureCount"}`. On this page (`<body data-lazy>`) it checks each dialog's pictures as they
/// come into view, `svgCount` of the `pictureCount` on the page so far, and every picture at once
/// from the "Check every picture" control or when the page is opened at `#check`.
/// `overflowing` lists texts outside their dialog's container; `outsideFrame` texts wider or
/// taller than their own element (a button title wider than its button, say), which is where
/// the browser's fonts and the plan's width estimate disagree.
public enum GalleryPage {
    public static let fileName = "index.html"

    /// How much smaller than the screen in points the pictures are shown.
    package static let pictureScale = 0.6

    /// The page for `site`.
    public static func html(_ site: PreviewSite) -> String {
        var printer = MarkupPrinter(syntax: .html)
        printer.print(.trusted("<!DOCTYPE html>"))
        printer.print(.element("html", [("lang", "en")], [head(site), body(site)]))
        return printer.text
    }

    package static func head(_ site: PreviewSite) -> Markup {
        .element(
            "head", [],
            [
                .element("meta", [("charset", "utf-8")]),
                .element("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")]),
                // Nothing may be loaded: no network, no files beside the page; only the page's own style and script run.
                .element(
                    "meta",
                    [
                        ("http-equiv", "Content-Security-Policy"),
                        ("content", "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'"),
                    ]),
                .element("meta", [("name", "generator"), ("content", "dialogc \(DialogCompilerInfo.version)")]),
                .element("title", text: "Dialog preview: \(Wording.count(site.dialogCount, "dialog", "dialogs"))"),
                .element(
                    "style", [],
                    [
                        .trusted(
                            stylesheet + "\n" + switchStylesheet + "\n" + PreviewMotion.stylesheet + "\n" + lazyStylesheet(site)
                                + (hasTokens(site) ? "\n" + tokenCardStylesheet : ""))
                    ]),
            ])
    }

    package static func body(_ site: PreviewSite) -> Markup {
        let devices = site.devices.map { "\($0.name) (\(SVGRenderer.size($0)))" }.joined(separator: ", ")
        let counts =
            "\(Wording.count(site.dialogCount, "dialog", "dialogs")) in \(Wording.count(site.sections.count, "spec file", "spec files"))"
        let failed =
            site.failedFileCount == 0
            ? ""
            : " (\(Wording.count(site.failedFileCount, "spec file", "spec files")) not drawn: \(site.failedFileCount == 1 ? "it has" : "they have") errors)"
        var children: [Markup] = [
            .element(
                "header", [("class", "page")],
                [
                    .element("h1", text: "Dialog preview"),
                    .element(
                        "p", [("class", "summary")],
                        [
                            .text(
                                "\(counts)\(failed) · devices: \(devices) · text size: \(site.textSize.rawValue)\(appearanceSummary(site)) · dialogc \(DialogCompilerInfo.version)"
                            )
                        ]),
                    .element(
                        "p", [("id", "browser-check"), ("class", "check")], text: "The browser check did not run (JavaScript is off)."),
                    .element(
                        "button", [("type", "button"), ("id", "check-all"), ("class", "replay"), ("hidden", "")],
                        text: "Check every picture"),
                    switches(site),
                    .element(
                        "nav", [],
                        [
                            .element(
                                "ul", [],
                                site.sections.enumerated().map { index, section in
                                    .element(
                                        "li", section.isDrawn ? [] : [("class", "failed")],
                                        [
                                            .element("a", [("href", "#spec-\(index + 1)")], text: section.path),
                                            .text(section.isDrawn ? " (\(section.entries.count))" : " (errors)"),
                                        ])
                                })
                        ]),
                ])
        ]
        if !site.otherFindings.isEmpty {
            children.append(
                .element(
                    "section", [("class", "spec")],
                    [
                        .element("h2", text: "Other findings"),
                        findingList(site.otherFindings, showsFile: true, site.locations),
                    ]))
        }
        let motions = Motions(site)
        // Sections are independent, so each is printed on its own core at the level it stands at
        // (inside <html> and <body>) and joined in order.
        let sections = ParallelMap.map(Array(site.sections.enumerated())) { index, section in
            var printer = MarkupPrinter(syntax: .html)
            printer.print(
                self.section(
                    section, number: index + 1, site.locations, appearances: site.appearances, textSize: site.textSize, motions: motions),
                level: 2)
            return printer.text
        }
        children += sections.map(Markup.printed)
        children += motions.templates
        // The pictures' script runs first: it draws the pictures the others then check and animate.
        children.append(
            .element("script", [], [.trusted(switchScript + "\n" + script + "\n" + PreviewMotion.script + "\n" + lazyScript)]))
        if hasTokens(site) {
            children.append(.element("div", [("id", "token-card"), ("class", "token-card"), ("role", "tooltip"), ("hidden", "")]))
            children.append(.element("script", [], [.trusted(tokenCardScript)]))
        }
        return .element("body", [("data-lazy", "")], children)
    }

    /// Whether a picture of `site` is drawn from design tokens: only then does the page carry
    /// the token card, so galleries of specs without tokens stay as they were.
    package static func hasTokens(_ site: PreviewSite) -> Bool {
        site.sections.contains { section in
            section.entries.contains { entry in entry.pictures.contains { !$0.plan.tokens.isEmpty } }
        }
    }

    package static let tokenCardStylesheet = """
        .token-card { position: absolute; z-index: 10; max-width: 360px; padding: 6px 10px; border: 1px solid #C7C7CC; border-radius: 8px; background: #FFFFFF; color: #1C1C1E; font: 12px ui-monospace, Menlo, monospace; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.15); pointer-events: none; }
        .token-card[hidden] { display: none; }
        .token-card div + div { margin-top: 2px; }
        """

    /// The card that names, beside the pointer, the design tokens of the part of a picture under
    /// it: what the spec wrote for that part (`data-tokens`, see `SVGRenderer.tokenMarked`), one
    /// `member: token` line each, as the designer named them.
    package static let tokenCardScript = """
        (function () {
          var card = document.getElementById("token-card");
          function hide() { card.hidden = true; card.textContent = ""; }
          document.addEventListener("mouseover", function (event) {
            var marked = event.target.closest ? event.target.closest("[data-tokens]") : null;
            if (!marked) { hide(); return; }
            card.textContent = "";
            marked.getAttribute("data-tokens").split("; ").forEach(function (entry) {
              var line = document.createElement("div");
              line.textContent = entry;
              card.appendChild(line);
            });
            card.style.left = (event.pageX + 12) + "px";
            card.style.top = (event.pageY + 12) + "px";
            card.hidden = false;
          });
          document.addEventListener("mouseleave", hide);
        })();
        """

    /// What the summary says of the appearances and motion, when they are not light alone with full motion.
    package static func appearanceSummary(_ site: PreviewSite) -> String {
        let appearances =
            site.appearances == [.light] ? "" : " · appearance: \(site.appearances.map(\.description).joined(separator: " and "))"
        return appearances + (site.reducesMotion ? " · Reduce Motion" : "")
    }

    package static func section(
        _ section: PreviewSite.Section, number: Int, _ locations: ReportedLocations, appearances: [DialogAppearance] = [.light],
        textSize: TextSize = .large, motions: Motions
    ) -> Markup {
        var children: [Markup] = [.element("h2", text: section.path)]
        if !section.isDrawn {
            children.append(
                .element("p", [("class", "note failed")], text: "Not drawn: this file has errors. Fix them and run the preview again."))
            children.append(findingList(section.findings, showsFile: false, locations))
        } else if !section.findings.isEmpty {
            children.append(findingList(section.findings, showsFile: false, locations))
        }
        children += section.entries.map { entry($0, locations, appearances: appearances, textSize: textSize, motions: motions) }
        let attributes = [("class", section.isDrawn ? "spec" : "spec failed"), ("id", "spec-\(number)"), ("data-spec", section.path)]
        return .element("section", attributes, children)
    }

    /// A picture's caption names its appearance unless every picture is light (`appearances`);
    /// `textSize` is the one the pictures are drawn at, and `motions` names their animations.
    package static func entry(
        _ entry: PreviewSite.Entry, _ locations: ReportedLocations, appearances: [DialogAppearance] = [.light],
        textSize: TextSize = .large, motions: Motions
    ) -> Markup {
        let namesAppearance = appearances != [.light]
        let bothSchemes = Set(appearances.map(\.scheme)).count > 1
        var info: [Markup] = [
            .element("h3", text: entry.id),
            .element(
                "p", [("class", "meta")],
                [
                    .element("span", [("class", "type")], text: entry.type.rawValue),
                    .text(" · \(entry.renderer.rawValue) renderer · "),
                    .element("code", [("class", "source")], text: entry.source),
                ]),
        ]
        info.append(
            entry.findings.isEmpty
                ? .element("p", [("class", "clean")], text: "No lint findings.")
                : findingList(entry.findings, showsFile: false, locations))
        let layoutNotes = entry.pictures.flatMap { picture in
            picture.plan.overflows.map { overflow in
                let appearance = namesAppearance ? " (\(picture.appearance))" : ""
                return "\(picture.device.name)\(appearance): \(overflow.element.rawValue) \(description(overflow.reason))"
            }
        }
        if !layoutNotes.isEmpty {
            info.append(.element("ul", [("class", "layout-notes")], layoutNotes.map { .element("li", text: $0) }))
        }
        info.append(.element("button", [("type", "button"), ("class", "replay")], text: "Replay show and hide"))
        var palette = GalleryDrawings.Palette()
        var figures: [Markup] = []
        var group = 0
        var sources: [GalleryDrawings.Source] = []
        for (index, picture) in entry.pictures.enumerated() {
            // The pictures of one device and locale follow each other; the first of them holds
            // the drawings they all show, its own drawn in place, the others as templates.
            let leads =
                index == 0 || entry.pictures[index - 1].device != picture.device || entry.pictures[index - 1].locale != picture.locale
            var drawings: [Markup] = []
            if leads {
                group += 1
                let pictures = entry.pictures[index...].prefix { $0.device == picture.device && $0.locale == picture.locale }
                let drawn =
                    pictures.map { ($0.key(textSize), $0.appearance, $0.plan) }
                    + picture.variants.map { ($0.key, $0.appearance, $0.plan) }
                sources = GalleryDrawings.sources(
                    drawn.map { key, appearance, plan in
                        (key, appearance, SVGRenderer.root(plan, device: picture.device, scale: pictureScale, appearance: appearance))
                    }, palette: &palette)
                drawings =
                    sources.dropFirst().map { source in
                        let markup = GalleryDrawings.sharing(source.markup, with: sources[0].markup)
                        return Markup.element(
                            "template", [("data-source", source.keys.joined(separator: " "))], [.printed(drawing(markup))])
                    } + sources.prefix(1).map { .printed(drawing($0.markup)) }
            }
            let alternateMotion = picture.alternateMotion.map { motions.id($0) }
            // The animation's styles are inert until the picture comes into view: thousands of
            // them at once made the browser match every rule against every picture.
            figures.append(
                Markup.element(
                    "figure",
                    [
                        ("data-device", picture.device.name), ("data-appearance", picture.appearance.key),
                        ("data-column", bothSchemes ? picture.appearance.scheme.rawValue : nil),
                        ("data-shows", picture.key(textSize)), ("data-group", String(group)),
                        ("data-source", leads ? sources.first?.keys.joined(separator: " ") : nil),
                        ("data-motion", motions.id(picture.plan.motion)), ("data-motion-alternate", alternateMotion),
                    ],
                    drawings + [
                        .element(
                            "figcaption", [],
                            [
                                .element(
                                    "a", [("href", picture.path)],
                                    text: picture.device.name + (picture.locale == .source ? "" : " · \(picture.locale)")
                                        + (namesAppearance ? " · \(picture.appearance)" : "")),
                                .text(" · \(SVGRenderer.size(picture.device))"),
                                .element("span", [("class", "shown-settings")], text: ""),
                            ])
                    ]))
        }
        let paints = DialogAppearance.allCases.map { ("data-paint-\($0.key)", Optional(palette.entries($0))) }
        return .element(
            "article", [("class", "dialog"), ("id", "dialog-\(entry.id)"), ("data-dialog", entry.id)] + paints,
            [
                .element("div", [("class", "info")], info),
                .element("div", [("class", "pictures")], figures),
            ])
    }

    package static func description(_ reason: PlanOverflow.Reason) -> String {
        switch reason {
        case .truncated: "is cut short by the layout"
        case .exceedsScreen: "is taller than the screen's safe area"
        }
    }

    package static func findingList(_ findings: [Diagnostic], showsFile: Bool, _ locations: ReportedLocations) -> Markup {
        .element(
            "ul", [("class", "findings")],
            findings.map { finding in
                let position = locations.range(finding.location).map { "\($0.start.line):\($0.start.column)" }
                // Messages quote spec values: controls and invisible characters are spelled out, as in every report people read.
                let file = VisibleText.escape(finding.location.file)
                let place = showsFile ? [file, position].compactMap { $0 }.joined(separator: ":") : position ?? "file"
                var parts: [Markup] = [
                    .element("span", [("class", "severity")], text: finding.severity.rawValue),
                    .text(" "),
                    .element("code", [("class", "rule")], text: finding.ruleID),
                    .text(" "),
                    .element("span", [("class", "message")], text: VisibleText.escape(finding.message)),
                    .text(" "),
                    .element("span", [("class", "at")], text: place),
                ]
                if let suggestion = finding.suggestion {
                    parts += [.text(" "), .element("span", [("class", "suggestion")], text: VisibleText.escape(suggestion.message))]
                }
                return .element("li", [("class", finding.severity.rawValue), ("data-rule", finding.ruleID)], parts)
            })
    }

    // MARK: Switches

    /// The page's switches of appearance, contrast, text size and Reduce Motion, which show every
    /// picture in other settings in place (`switchScript`); hidden until the script runs. The
    /// switch holds the settings shown as `data-appearance` (`both` while light and dark pictures
    /// stand side by side), `data-contrast`, `data-text-size` and `data-motion` (`full` or `reduced`).
    package static func switches(_ site: PreviewSite) -> Markup {
        let first = site.appearances.first ?? .light
        let both = site.showsBothSchemes
        func group(_ name: String, _ legend: String, _ options: [(value: String, label: String)]) -> Markup {
            .element(
                "fieldset", [("data-switch", name)],
                [.element("legend", text: legend)]
                    + options.map { option in
                        .element("button", [("type", "button"), ("data-value", option.value)], text: option.label)
                    })
        }
        let appearances =
            (both ? [("both", "Light and dark")] : []) + DialogAppearance.Scheme.allCases.map { ($0.rawValue, $0.rawValue.capitalized) }
        return .element(
            "div",
            [
                ("id", "switches"), ("class", "switches"), ("hidden", ""),
                ("data-appearance", both ? "both" : first.scheme.rawValue), ("data-contrast", first.contrast.rawValue),
                ("data-text-size", site.textSize.rawValue), ("data-motion", site.reducesMotion ? "reduced" : "full"),
                ("data-motion-drawn", site.reducesMotion ? "reduced" : "full"),
            ],
            [
                group("appearance", "Appearance", appearances),
                group("contrast", "Contrast", [("standard", "Standard"), ("increased", "Increased")]),
                group("text-size", "Text size", PreviewSite.switchTextSizes(site.textSize).map { ($0.rawValue, $0.rawValue) }),
                group("motion", "Motion", [("full", "Full"), ("reduced", "Reduce Motion")]),
            ])
    }

    package static let switchStylesheet = """
        .switches { display: flex; flex-wrap: wrap; gap: 8px 16px; margin: 8px 0; }
        .switches[hidden] { display: none; }
        .switches fieldset { margin: 0; padding: 2px 6px 4px; border: 1px solid #D1D1D6; border-radius: 8px; }
        .switches legend { padding: 0 4px; font-size: 12px; color: #3C3C43; }
        .switches button { margin: 0 2px; padding: 2px 10px; border: 1px solid #C7C7CC; border-radius: 6px; background: #FFFFFF; color: #0A63C9; font: inherit; cursor: pointer; }
        .switches button[aria-pressed="true"] { background: #0A63C9; color: #FFFFFF; border-color: #0A63C9; }
        figure[hidden] { display: none; }
        .shown-settings:not(:empty)::before { content: ' · shown: '; }
        """

    /// Draws the pictures and shows every picture in the settings the switches name, in place.
    ///
    /// At load it draws each picture that is not drawn in place (the second and later pictures
    /// of a device and locale) from its group's drawings. A picture in other settings is a copy
    /// of the drawing for its appearance and text size (the first picture's own `<svg>`, or a
    /// `<template data-source>` of it) painted from the article's palette of that appearance
    /// (`data-paint-APPEARANCE`, see `GalleryDrawings`), with the appearance named on its root
    /// and in its title; the picture as drawn comes back when its own settings are chosen again.
    /// Reduce Motion swaps a picture's animation for the other motion (`data-motion` and
    /// `data-motion-alternate`) and plays the show again. While light and dark pictures stand side
    /// by side, choosing one appearance hides the pictures of the other.
    package static var switchScript: String {
        let titles = DialogAppearance.allCases.map { "\"\($0.key)\": \"\(SVGRenderer.titleSuffix($0))\"" }.joined(separator: ", ")
        let attributes = GalleryDrawings.paintAttributes.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            (function () {
              "use strict";
              var paintAttributes = [\(attributes)];
              var titles = { \(titles) };
              var palettes = new WeakMap();
              var sources = new WeakMap();
              function words(value) { return (value || "").split(" ").filter(function (word) { return word.length > 0; }); }
              function leaderOf(figure) {
                return figure.parentNode.querySelector(':scope > figure[data-group="' + figure.getAttribute("data-group") + '"]');
              }
              // The drawings of a device and locale: the first picture's own (kept as drawn), then its templates.
              function sourcesOf(leader) {
                var list = sources.get(leader);
                if (list) { return list; }
                list = [];
                var own = leader.querySelector(":scope > svg");
                if (own) {
                  // The check may have outlined a text of the picture as drawn; the other settings start clean.
                  var clean = own.cloneNode(true);
                  Array.prototype.forEach.call(clean.querySelectorAll("[data-outline]"), function (mark) { mark.remove(); });
                  list.push({ keys: words(leader.getAttribute("data-source")), svg: clean });
                }
                Array.prototype.forEach.call(leader.querySelectorAll(":scope > template[data-source]"), function (template) {
                  list.push({ keys: words(template.getAttribute("data-source")), svg: template.content.querySelector("svg") });
                });
                sources.set(leader, list);
                return list;
              }
              function palette(article, appearance) {
                var all = palettes.get(article);
                if (!all) { all = {}; palettes.set(article, all); }
                if (!all[appearance]) { all[appearance] = (article.getAttribute("data-paint-" + appearance) || "").split(" "); }
                return all[appearance];
              }
              // The figure's picture in the settings of key (APPEARANCE/TEXTSIZE), or null when none is drawn.
              function picture(figure, key) {
                var leader = leaderOf(figure);
                if (!leader) { return null; }
                var source = sourcesOf(leader).filter(function (candidate) { return candidate.keys.indexOf(key) >= 0; })[0];
                if (!source) { return null; }
                var svg = source.svg.cloneNode(true);
                var base = sourcesOf(leader)[0].svg;
                Array.prototype.forEach.call(svg.querySelectorAll(":scope > [data-shared]"), function (mark) {
                  mark.replaceWith(base.children[Number(mark.getAttribute("data-shared"))].cloneNode(true));
                });
                var appearance = key.slice(0, key.indexOf("/"));
                var entries = palette(figure.closest("article"), appearance);
                Array.prototype.forEach.call(svg.querySelectorAll("[data-paint]"), function (element) {
                  var values = (entries[Number(element.getAttribute("data-paint"))] || "").split(",");
                  paintAttributes.forEach(function (name, index) {
                    if (values[index]) { element.setAttribute(name, values[index]); } else { element.removeAttribute(name); }
                  });
                });
                var drawnIn = svg.getAttribute("data-appearance") || "light";
                var title = svg.querySelector(":scope > title");
                if (title && drawnIn !== appearance) {
                  var text = title.textContent;
                  title.textContent = text.slice(0, text.length - titles[drawnIn].length) + titles[appearance];
                }
                if (appearance === "light") { svg.removeAttribute("data-appearance"); } else { svg.setAttribute("data-appearance", appearance); }
                return svg;
              }
              Array.prototype.forEach.call(document.querySelectorAll("figure[data-group]"), function (figure) {
                if (figure.querySelector(":scope > svg")) { return; }
                var svg = picture(figure, figure.getAttribute("data-shows"));
                if (svg) { figure.insertBefore(svg, figure.querySelector(":scope > figcaption")); }
              });
              var bar = document.getElementById("switches");
              if (!bar) { return; }
              bar.hidden = false;
              var drawn = new WeakMap();
              function setting(name) { return bar.getAttribute("data-" + name); }
              function appearanceKey(scheme) { return setting("contrast") === "increased" ? scheme + "HighContrast" : scheme; }
              function schemeOf(figure) { return (figure.getAttribute("data-appearance") || "light").indexOf("dark") === 0 ? "dark" : "light"; }
              function show(figure) {
                var chosen = setting("appearance");
                var column = figure.getAttribute("data-column");
                figure.hidden = column !== null && chosen !== "both" && column !== chosen;
                var scheme = chosen === "both" ? schemeOf(figure) : chosen;
                var key = appearanceKey(scheme) + "/" + setting("text-size");
                var own = figure.getAttribute("data-appearance") + "/" + bar.getAttribute("data-drawn-text-size");
                var current = figure.querySelector(":scope > svg");
                if (current && figure.getAttribute("data-shows") !== key) {
                  var next = key === own && drawn.has(figure) ? drawn.get(figure) : picture(figure, key);
                  if (next) {
                    if (!drawn.has(figure)) { drawn.set(figure, current); }
                    figure.replaceChild(next, current);
                    figure.setAttribute("data-shows", key);
                  }
                }
                var label = figure.querySelector(".shown-settings");
                if (label) { label.textContent = figure.getAttribute("data-shows") === own ? "" : figure.getAttribute("data-shows"); }
              }
              function move(figure) {
                var alternate = figure.getAttribute("data-motion-alternate");
                if (alternate === null) { return; }
                figure.setAttribute("data-motion-alternate", figure.getAttribute("data-motion"));
                figure.setAttribute("data-motion", alternate);
                var style = figure.querySelector(":scope > style");
                var template = document.querySelector('template[data-motion-css="' + alternate + '"]');
                if (!style || !template) { return; }
                style.replaceWith(template.content.cloneNode(true));
                figure.classList.remove("showing", "hiding");
                void figure.getBoundingClientRect();
                figure.classList.add("showing");
              }
              function press() {
                Array.prototype.forEach.call(bar.querySelectorAll("fieldset[data-switch]"), function (group) {
                  var value = setting(group.getAttribute("data-switch"));
                  Array.prototype.forEach.call(group.querySelectorAll("button"), function (button) {
                    button.setAttribute("aria-pressed", button.getAttribute("data-value") === value ? "true" : "false");
                  });
                });
              }
              bar.setAttribute("data-drawn-text-size", setting("text-size"));
              press();
              bar.addEventListener("click", function (event) {
                var button = event.target.closest("button[data-value]");
                if (!button) { return; }
                var name = button.closest("fieldset").getAttribute("data-switch");
                var value = button.getAttribute("data-value");
                if (setting(name) === value) { return; }
                bar.setAttribute("data-" + name, value);
                press();
                var figures = Array.prototype.slice.call(document.querySelectorAll("figure[data-motion]"));
                if (name === "motion") { figures.forEach(move); } else { figures.forEach(show); }
              });
            })();
            """
    }

    /// An `<svg>` the page inlines, its lines not indented: a page holds thousands of them, and
    /// indenting each line to where it stands on the page made a sixth of the page's size.
    package static func drawing(_ markup: Markup) -> String {
        var printer = MarkupPrinter(syntax: .xml, indentUnit: "")
        printer.print(markup)
        return printer.text
    }

    /// The animations of the page's pictures, each stored once in a `<template data-motion-css>`
    /// and named by its number: many pictures move alike (light and dark, one kind's default
    /// motion on every device), and a figure names its own (`data-motion`) and the one with
    /// Reduce Motion the other way (`data-motion-alternate`).
    package struct Motions: Sendable {
        private var numbers: [PlanMotion: Int] = [:]
        private var ordered: [PlanMotion] = []

        /// Numbers the motions of `site`'s pictures in their order.
        package init(_ site: PreviewSite) {
            for picture in site.sections.lazy.flatMap(\.entries).flatMap(\.pictures) {
                for motion in [picture.plan.motion, picture.alternateMotion].compactMap({ $0 }) where numbers[motion] == nil {
                    ordered.append(motion)
                    numbers[motion] = ordered.count
                }
            }
        }

        /// The name of `motion`, one of the site's.
        package func id(_ motion: PlanMotion) -> String {
            String(numbers[motion] ?? 0)
        }

        /// The templates of every motion, in their order.
        package var templates: [Markup] {
            ordered.enumerated().map { index, motion in
                let id = String(index + 1)
                return .element(
                    "template", [("data-motion-css", id)], [.element("style", [], [.trusted(PreviewMotion.css(motion, scope: id))])])
            }
        }
    }

    // MARK: Style and script

    /// Lays out and paints a dialog only near the viewport; until then it takes the height of
    /// a dialog on the tallest device (`auto`: once drawn, the height it really had).
    package static func lazyStylesheet(_ site: PreviewSite) -> String {
        // The picture, its margins and caption, and the article's padding and border.
        let picture = (site.devices.map(\.height).max() ?? 0) * pictureScale
        let estimate = (picture + 12 + 28 + 33).rounded(.up)
        return
            "body[data-lazy] article.dialog { content-visibility: auto; contain-intrinsic-size: auto none auto \(PreviewNumber.format(estimate))px; }"
    }

    /// Tells the page's other scripts which dialogs are in view: `dialogc-enter` on an
    /// `article.dialog` that comes near the viewport (at once for those in it when the page loads),
    /// `dialogc-leave` on one that leaves it. Those scripts listen before this one runs.
    package static let lazyScript = """
        (function () {
          "use strict";
          var articles = Array.prototype.slice.call(document.querySelectorAll("article.dialog"));
          var inView = new Set();
          function enter(article) {
            if (inView.has(article)) { return; }
            inView.add(article);
            article.dispatchEvent(new CustomEvent("dialogc-enter", { bubbles: true }));
          }
          function leave(article) {
            if (!inView.delete(article)) { return; }
            article.dispatchEvent(new CustomEvent("dialogc-leave", { bubbles: true }));
          }
          // The dialogs on screen now, before the first frame: the page's verdict is there at its load.
          var bottom = window.innerHeight;
          articles.forEach(function (article) {
            var box = article.getBoundingClientRect();
            if (box.bottom > 0 && box.top < bottom) { enter(article); }
          });
          if (!("IntersectionObserver" in window)) { articles.forEach(enter); return; }
          var observer = new IntersectionObserver(function (entries) {
            entries.forEach(function (entry) { (entry.isIntersecting ? enter : leave)(entry.target); });
          }, { rootMargin: "200px 0px" });
          articles.forEach(function (article) { observer.observe(article); });
        })();
        """

    package static let stylesheet = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; background: #FFFFFF; color: #1C1C1E; font: 14px/1.45 -apple-system, 'SF Pro Text', 'Helvetica Neue', Arial, 'Noto Sans CJK SC', sans-serif; }
        header.page { padding: 20px 28px 12px; border-bottom: 1px solid #D1D1D6; background: #F9F9FB; }
        h1 { margin: 0 0 4px; font-size: 24px; }
        .summary { margin: 0; color: #3C3C43; }
        .check { margin: 8px 0; padding: 6px 10px; border-radius: 6px; background: #E5E5EA; display: inline-block; }
        .check.pass { background: #D8F5DF; color: #0B5D1E; }
        .check.fail { background: #FDE2E0; color: #8E1A12; }
        nav ul { margin: 4px 0 0; padding: 0; list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; }
        nav a { color: #0A63C9; text-decoration: none; font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 13px; }
        section.spec { padding: 0 28px; }
        section.spec > h2 { margin: 22px 0 0; padding: 8px 0; font: 600 17px ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; border-bottom: 2px solid #1C1C1E; }
        article.dialog { display: grid; grid-template-columns: minmax(260px, 340px) 1fr; gap: 24px; padding: 16px 0; border-bottom: 1px solid #E5E5EA; }
        article.dialog.overflowing { background: #FFF4F3; }
        .info h3 { margin: 0; font: 600 15px ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; word-break: break-all; }
        .meta { margin: 2px 0 8px; color: #3C3C43; }
        .type { font-weight: 600; }
        code { font-family: ui-monospace, 'SF Mono', Menlo, 'DejaVu Sans Mono', monospace; font-size: 12px; background: #F2F2F7; padding: 1px 4px; border-radius: 4px; }
        .clean { color: #248A3D; margin: 0; }
        ul.findings, ul.layout-notes { margin: 0; padding: 0; list-style: none; }
        ul.findings li, ul.layout-notes li { margin: 0 0 6px; padding-left: 8px; border-left: 3px solid #C7C7CC; }
        ul.findings li.error { border-color: #FF3B30; }
        ul.findings li.warning { border-color: #FF9500; }
        ul.findings li.note { border-color: #007AFF; }
        ul.layout-notes li { border-color: #AF52DE; color: #5E2A7E; }
        .note.failed { margin: 8px 0; padding: 6px 10px; border-radius: 6px; background: #FDE2E0; color: #8E1A12; display: inline-block; }
        nav li.failed a { color: #C4281C; }
        .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; }
        .at, .suggestion { color: #6C6C70; font-size: 12px; }
        .suggestion::before { content: '→ '; }
        .pictures { display: flex; flex-wrap: wrap; gap: 20px; align-items: flex-start; }
        figure { margin: 0; }
        figure svg { display: block; border-radius: 22px; box-shadow: 0 0 0 6px #1C1C1E, 0 6px 18px rgba(0, 0, 0, 0.25); margin: 6px; }
        figure.overflowing svg { box-shadow: 0 0 0 6px #FF3B30, 0 6px 18px rgba(0, 0, 0, 0.25); }
        figcaption { margin-top: 10px; text-align: center; color: #3C3C43; font-size: 12px; }
        figcaption a { color: #0A63C9; }
        """

    package static let script = """
        (function () {
          "use strict";
          var tolerance = 0.5;
          var svgNamespace = "http://www.w3.org/2000/svg";
          function round(value) { return Math.round(value * 100) / 100; }
          function list(box) { return [round(box.x), round(box.y), round(box.width), round(box.height)]; }
          function inside(inner, outer) {
            return inner.x >= outer.x - tolerance && inner.y >= outer.y - tolerance &&
              inner.x + inner.width <= outer.x + outer.width + tolerance &&
              inner.y + inner.height <= outer.y + outer.height + tolerance;
          }
          function outline(svg, box) {
            var rect = document.createElementNS(svgNamespace, "rect");
            rect.setAttribute("x", box.x - 1);
            rect.setAttribute("y", box.y - 1);
            rect.setAttribute("width", box.width + 2);
            rect.setAttribute("height", box.height + 2);
            rect.setAttribute("fill", "none");
            rect.setAttribute("stroke", "#FF3B30");
            rect.setAttribute("stroke-width", "2");
            rect.setAttribute("stroke-dasharray", "4 2");
            rect.setAttribute("data-outline", "");
            svg.appendChild(rect);
          }
          var pictures = Array.prototype.slice.call(document.querySelectorAll("svg[data-dialog]"));
          var checked = new Set();
          var overflowing = [];
          var outsideFrame = [];
          var textCount = 0;
          // Measures the pictures not measured yet, outlines what spills out, and writes the verdict so far.
          function check(svgs) {
            var marks = [];
            svgs.forEach(function (svg) {
              if (checked.has(svg)) { return; }
              checked.add(svg);
              var container = svg.querySelector("[data-container]");
              var outer = container ? container.getBBox() : null;
              Array.prototype.slice.call(svg.querySelectorAll("text[data-kind]")).forEach(function (text) {
                var box = text.getBBox();
                if (box.width === 0 && box.height === 0) { return; }
                textCount += 1;
                var record = {
                  dialog: svg.getAttribute("data-dialog"), device: svg.getAttribute("data-device"),
                  kind: text.getAttribute("data-kind"), text: text.textContent, box: list(box)
                };
                if (!outer || !inside(box, outer)) {
                  overflowing.push(Object.assign({ container: outer ? list(outer) : null }, record));
                  marks.push([svg, box]);
                }
                var frame = (text.getAttribute("data-frame") || "").split(" ").map(Number);
                if (frame.length === 4 && !inside(box, { x: frame[0], y: frame[1], width: frame[2], height: frame[3] })) {
                  outsideFrame.push(Object.assign({ frame: frame }, record));
                }
              });
            });
            marks.forEach(function (mark) {
              outline(mark[0], mark[1]);
              mark[0].closest("figure").classList.add("overflowing");
              mark[0].closest("article").classList.add("overflowing");
            });
            report();
          }
          function report() {
            var verdict = {
              svgCount: checked.size, textCount: textCount, overflowing: overflowing, outsideFrame: outsideFrame,
              pictureCount: pictures.length
            };
            document.body.setAttribute("data-verdict", JSON.stringify(verdict));
            var check = document.getElementById("browser-check");
            var scope = checked.size === pictures.length ? " pictures" : " pictures drawn so far (of " + pictures.length + ")";
            if (overflowing.length === 0) {
              check.textContent = "Browser check: all " + textCount + " texts in " + checked.size + scope +
                " lie inside their dialog (" + outsideFrame.length + " wider or taller than their own element).";
              check.className = "check pass";
            } else {
              check.textContent = "Browser check: " + overflowing.length + " of " + textCount + " texts in " + checked.size + scope +
                " spill out of their dialog: " +
                overflowing.map(function (item) { return item.dialog + " on " + item.device + " (" + item.kind + ")"; }).join(", ");
              check.className = "check fail";
            }
          }
          var all = document.getElementById("check-all");
          if (!document.body.hasAttribute("data-lazy") || location.hash === "#check") {
            check(pictures);
          } else {
            // Each dialog's pictures are checked as it comes into view (the lazy script says when).
            report();
            document.addEventListener("dialogc-enter", function (event) {
              check(Array.prototype.slice.call(event.target.querySelectorAll("svg[data-dialog]")));
            });
          }
          if (all && checked.size < pictures.length) {
            all.hidden = false;
            all.addEventListener("click", function () { check(pictures); all.hidden = true; });
          }
        })();
        """
}
