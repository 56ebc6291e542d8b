import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// A custom dialog whose written colors keep it the same in dark appearance.
public enum NoDarkAppearance: DialogRule {
    public static let description = RuleDescription(
        id: "no-dark-appearance",
        severity: .warning,
        stage: .lint,
        summary: "a custom dialog whose written colors are the same fixed values in dark appearance",
        explanation: """
            Many people read in dark appearance, some because bright screens hurt or blur for \
            them, and Apple's Dark Interface label asks an app to support it. A custom dialog \
            that writes its colors as plain hex values keeps them in every appearance: a white \
            card with black text flashes up over a dark app. The kind's defaults adapt; colors a \
            spec writes adapt when written as an object of 'light' and 'dark' values or as a \
            system color's name ('systemBackground', 'label', ...). Reported is a custom dialog \
            that writes colors of which none adapts and whose surface is light and stays so in \
            dark appearance; a dark surface kept dark (a black toast) suits both.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved",
                 "style": 1️⃣{"backgroundColor": "#FFFFFF", "titleColor": "#000000"},
                 "buttons": [{"id": "ok", "title": "OK", "color": "#0040DD"}],
                 "presentation": {"renderer": "custom"}}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved",
                 "style": {"backgroundColor": "systemBackground", "titleColor": "label"},
                 "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#0040DD", "dark": "#7AB8FF"}}],
                 "presentation": {"renderer": "custom"}}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        guard dialog.resolvedRenderer == .custom else { return }
        let written = PaintedTexts.writtenColors(of: dialog)
        guard !written.isEmpty, !written.contains(where: \.isAdaptive) else { return }
        // The surface the texts stand on: unchanged in dark when the spec fixes it; a default
        // surface that turns dark under fixed texts is `insufficient-contrast`'s to report.
        let container = context.adaptiveLayout
        let surface = container.kind == .container ? container.fill : container.first(.bubble)?.fill
        guard let surface, surface.resolved(for: .dark) == surface.resolved(for: .light) else { return }
        // A dark surface kept in dark appearance suits it (a black toast); a light one glares.
        let shown = ColorContrast.composited(surface.resolved(for: .dark), over: DialogColor(red: 0, green: 0, blue: 0))
        let white = DialogColor(red: 255, green: 255, blue: 255)
        guard ColorContrast.ratio(shown, white) < ColorContrast.ratio(shown, DialogColor(red: 0, green: 0, blue: 0)) else { return }
        let range = dialog.style.range ?? dialog.buttons.first { $0.color != nil }?.color?.range ?? dialog.type.range
        findings.append(
            diagnostic(
                Message.fixed(LintWording.name(of: dialog), count: written.count),
                at: context.location(range),
                suggestion: Suggestion(Message.adapt)))
    }
}

extension NoDarkAppearance {
    /// The rule's wording.
    package enum Message {
        package static func fixed(_ dialog: String, count: Int) -> RuleMessage {
            RuleMessage(
                "fixed",
                LintWording.joined(
                    dialog, ": ", count == 1 ? "its one written color does not adapt" : "none of its \(count) written colors adapts",
                    ", so it looks the same in dark appearance as in light"))
        }
        package static let adapt = RuleMessage(
            "adapt", "write the colors as objects of 'light' and 'dark' values, or as system colors such as 'systemBackground'")
    }

    public static var messages: [RuleMessage] {
        [Message.fixed("alert 'a'", count: 1), Message.fixed("alert 'a'", count: 3), Message.adapt]
    }
}
