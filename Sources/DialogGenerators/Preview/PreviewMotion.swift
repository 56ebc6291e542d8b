import DialogLayoutEngine
import Foundation

/// The gallery's animation of a picture: CSS keyframes of the plan's show and hide timelines,
/// played on the picture's cover and container, and the inline script of the replay control.
///
/// A figure with class `showing` plays the show and stays at its end, which is the picture the
/// plan lays out; class `hiding` plays the hide. A figure's rules wait in the page's `<template
/// data-motion-css>` its `data-motion` names (pictures that move alike share one) until its
/// dialog comes into view (`dialogc-enter`): then a copy is put into the figure and it plays its
/// show; when the dialog leaves the view (`dialogc-leave`) the copy is taken out again, and the
/// picture rests where the plan lays it out.
/// Every number comes from the plan's timelines; nothing here decides how a dialog moves.
package enum PreviewMotion {
    /// Points sampled along a spring, which CSS has no timing function for.
    package static let springSamples = 24

    /// The `<style>` rules animating the figures whose `data-motion` is `scope`.
    package static func css(_ motion: PlanMotion, scope: String) -> String {
        var rules: [String] = []
        for (name, timeline) in [("show", motion.show), ("hide", motion.hide)] {
            let targets = timeline.tracks.reduce(into: [PlanElement.Kind]()) { targets, track in
                if !targets.contains(track.target) { targets.append(track.target) }
            }
            let className = name == "show" ? "showing" : "hiding"
            for target in targets {
                let keyframes = "dialogc-\(scope)-\(name)-\(target.rawValue)"
                let (delay, duration) = span(of: target, in: timeline)
                let start = delay > 0 ? " \(PreviewNumber.format(delay))s" : ""
                let animation = "\(keyframes) \(PreviewNumber.format(duration))s \(timing(timeline))\(start) both"
                rules.append("figure[data-motion=\"\(scope)\"].\(className) \(selector(target)) { animation: \(animation); }")
                let frames = self.keyframes(timeline, target: target).map { offset, declarations in
                    "\(PreviewNumber.format(offset * 100))% { \(declarations) }"
                }
                rules.append("@keyframes \(keyframes) { \(frames.joined(separator: " ")) }")
            }
        }
        return rules.joined(separator: "\n")
    }

    /// The keyframes of `timeline`'s tracks on `target`, as (offset from 0 to 1, CSS declarations).
    ///
    /// The one place a timeline becomes CSS: a curve CSS names is its timing function over two
    /// keyframes; a spring is sampled into keyframes played linearly.
    package static func keyframes(_ timeline: PlanTimeline, target: PlanElement.Kind) -> [(Double, String)] {
        let tracks = timeline.tracks.filter { $0.target == target }
        let spring: DialogSpring? = if case .spring(let spring) = timeline.timing { spring } else { nil }
        let offsets: [Double] = spring != nil ? (0...springSamples).map { Double($0) / Double(springSamples) } : [0, 1]
        return offsets.map { offset in
            let progress = spring.map { springProgress(offset, damping: $0.dampingRatio) } ?? offset
            var opacity: Double?
            var scale: Double?
            var translateY: Double?
            for track in tracks {
                let value = track.from + (track.to - track.from) * progress
                switch track.property {
                case .opacity: opacity = value
                case .scale: scale = value
                case .translateY: translateY = value
                }
            }
            var declarations: [String] = []
            // The cover is a rect whose fill already has the cover's alpha in the picture; the
            // track's opacity is that alpha, so it animates the fill's opacity.
            if let opacity { declarations.append("\(target == .cover ? "fill-opacity" : "opacity"): \(PreviewNumber.format(opacity))") }
            if scale != nil || translateY != nil {
                let parts = [
                    translateY.map { "translateY(\(PreviewNumber.format($0))px)" }, scale.map { "scale(\(PreviewNumber.format($0)))" },
                ]
                declarations.append("transform: \(parts.compactMap { $0 }.joined(separator: " "))")
            }
            return (offset, declarations.joined(separator: "; "))
        }
    }

    package static func timing(_ timeline: PlanTimeline) -> String {
        switch timeline.timing {
        case .curve(.linear), .spring: "linear"
        case .curve(.easeIn): "ease-in"
        case .curve(.easeOut): "ease-out"
        case .curve(.easeInOut): "ease-in-out"
        }
    }

    /// When `target`'s tracks start and how long they run: a hide in phases delays the cover's
    /// track until the sheet is out. Tracks of one target share their phase.
    package static func span(of target: PlanElement.Kind, in timeline: PlanTimeline) -> (delay: Double, duration: Double) {
        let track = timeline.tracks.first { $0.target == target }
        let delay = track?.delay ?? 0
        return (delay, track?.duration ?? timeline.duration - delay)
    }

    package static func selector(_ target: PlanElement.Kind) -> String {
        target == .cover ? "svg > [data-kind=\"cover\"]" : "svg > g[data-element=\"\(target.rawValue)\"]"
    }

    /// How far a spring of `damping` (its damping ratio) has gone at `time`, a fraction of the
    /// animation: settled to a thousandth at its end, as UIKit's spring settles within its
    /// duration; under 1 it overshoots.
    package static func springProgress(_ time: Double, damping: Double) -> Double {
        guard time < 1 else { return 1 }
        let zeta = min(max(damping, 0.05), 1)
        // The envelope e^(-zeta omega t) falls to 1/1000 at t = 1.
        let omega = 6.907755 / zeta
        guard zeta < 1 else { return 1 - (1 + omega * time) * exp(-omega * time) }
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-zeta * omega * time) * (cos(damped * time) + zeta * omega / damped * sin(damped * time))
    }

    package static let stylesheet = """
        figure svg > g[data-element] { transform-box: fill-box; transform-origin: center; }
        .replay { margin: 8px 0 0; padding: 3px 10px; border: 1px solid #C7C7CC; border-radius: 6px; background: #FFFFFF; color: #0A63C9; font: inherit; cursor: pointer; }
        """

    /// The replay control: the hide, a short pause hidden, then the show again. Opening the page
    /// at `#replay` plays every picture's show and replays it once, and `<body data-motion-record>`
    /// then records, as JSON, how many animations take time, and the values each picture's cover
    /// and container had at the end of each timeline, with the durations of the animations that
    /// got them there.
    package static let script = """
        (function () {
          "use strict";
          var pause = 400;
          // Polled on a timer rather than awaited through its finished promise: a headless browser on
          // virtual time advances it only while a timer is pending.
          function settled(animations) {
            return new Promise(function (resolve) {
              (function check() {
                if (animations.every(function (a) { return a.playState === "finished"; })) { resolve(); } else { setTimeout(check, 16); }
              })();
            });
          }
          var motions = new Map();
          Array.prototype.forEach.call(document.querySelectorAll("template[data-motion-css]"), function (template) {
            motions.set(template.getAttribute("data-motion-css"), template);
          });
          // Puts the figure's animation styles in and plays its show, unless they are in already.
          function activate(figure) {
            var template = motions.get(figure.getAttribute("data-motion"));
            if (!template || figure.querySelector(":scope > style")) { return; }
            figure.appendChild(template.content.cloneNode(true));
            figure.classList.add("showing");
          }
          function deactivate(figure) {
            var style = figure.querySelector(":scope > style");
            if (style) { style.remove(); }
            figure.classList.remove("showing", "hiding");
          }
          function figuresOf(element) { return Array.prototype.slice.call(element.querySelectorAll("figure[data-motion]")); }
          function restart(figure, name) {
            figure.classList.remove("showing", "hiding");
            void figure.getBoundingClientRect();
            figure.classList.add(name);
            return settled(figure.getAnimations({ subtree: true }));
          }
          function state(figure) {
            var svg = figure.querySelector("svg");
            var cover = svg.querySelector(":scope > [data-kind=cover]");
            var container = svg.querySelector(":scope > g[data-element]");
            var style = container ? getComputedStyle(container) : null;
            var matrix = style && style.transform !== "none" ? new DOMMatrixReadOnly(style.transform) : new DOMMatrixReadOnly();
            return {
              dialog: svg.getAttribute("data-dialog"), device: svg.getAttribute("data-device"),
              coverOpacity: cover ? Number(getComputedStyle(cover).fillOpacity) : null,
              opacity: style ? Number(style.opacity) : null, scale: matrix.a, translateY: matrix.f,
              durations: figure.getAnimations({ subtree: true }).map(function (a) { return a.effect.getComputedTiming().duration / 1000; })
            };
          }
          function replay(article) {
            var figures = figuresOf(article);
            figures.forEach(activate);
            return Promise.all(figures.map(function (figure) {
              var hidden;
              return restart(figure, "hiding").then(function () {
                hidden = state(figure);
                return new Promise(function (resolve) { setTimeout(resolve, pause); });
              }).then(function () { return restart(figure, "showing"); }).then(function () { return hidden; });
            }));
          }
          var articles = Array.prototype.slice.call(document.querySelectorAll("article.dialog"));
          articles.forEach(function (article) {
            var button = article.querySelector("button.replay");
            if (button) { button.addEventListener("click", function () { replay(article); }); }
          });
          document.addEventListener("dialogc-enter", function (event) { figuresOf(event.target).forEach(activate); });
          document.addEventListener("dialogc-leave", function (event) { figuresOf(event.target).forEach(deactivate); });
          if (location.hash !== "#replay") { return; }
          // Every picture plays at once: the page draws them all, not only those in view.
          document.body.removeAttribute("data-lazy");
          var figures = figuresOf(document);
          figures.forEach(activate);
          var animations = document.getAnimations();
          var animated = animations.filter(function (a) { return a.effect.getComputedTiming().duration > 0; }).length;
          settled(animations).then(function () {
            var shown = figures.map(state);
            return Promise.all(articles.map(replay)).then(function (hidden) {
              var record = { animated: animated, shown: shown, hidden: [].concat.apply([], hidden), replayed: figures.map(state) };
              document.body.setAttribute("data-motion-record", JSON.stringify(record));
            });
          });
        })();
        """
}
