import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// A text of a custom dialog that contrasts too little with what is behind it in some appearance,
/// or a button that only a faint fill or border tells apart from the card.
public enum InsufficientContrast: DialogRule {
    public static let description = RuleDescription(
        id: "insufficient-contrast",
        severity: .warning,
        stage: .lint,
        summary:
            "text of a custom dialog below WCAG 2.2's contrast against what is behind it, or a button told apart from the card only by a faint fill or border, in any appearance",
        explanation: """
            WCAG 2.2 asks text to contrast at least 4.5:1 with its background, 3:1 when it is \
            large (18 pt and larger, or 14 pt bold and larger) (success criterion 1.4.3), and \
            Apple's Sufficient Contrast label asks the same of an app. Every text a custom dialog \
            draws, its title, subtitle, message, button titles, field text or placeholder, toolbar \
            title and a toast's text, is checked in light and dark appearance and at increased \
            contrast, system colors at Apple's published values, wherever the spec writes the \
            text's color or writes one behind it that makes the text fail (a text in the kind's \
            default color failing on the kind's default surface is the tool's to get right). A translucent color is composited over what is behind it \
            as the screen shows it; behind a toast's bubble is the app, of which the worse of \
            black and white is assumed. The ratio is given to one decimal, cut, not rounded. What \
            the system renderer draws is in the platform's own colors, not the spec's, and is not \
            checked. Give each appearance a color that contrasts enough, with an object of \
            'light' and 'dark' values or a system color such as 'label'. A button is a control as \
            well as a text, and WCAG 2.2 asks what identifies a control to contrast at least 3:1 \
            with what is around it (success criterion 1.4.11). A title that reaches 3:1 against \
            the card marks its button by itself, as the tinted titles of Apple's alerts mark theirs \
            over faint hairlines, and then the button needs no fill or border at all. Where the \
            title falls short of 3:1 against the card in some appearance, the only cue left is \
            the button's fill or, without one, its border (the separator lines the custom renderer \
            draws along a row of buttons, in 'lineColor'): when that too contrasts less than 3:1 \
            with the card in the same appearance, the button cannot be told apart at all and is \
            reported, with both colors, besides its title. The kind's own titles mark their \
            buttons, so only a spec's colors can make this happen.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved", "message": 1️⃣"Your changes are saved.",
                 "style": {"messageColor": "#999999", "backgroundColor": "systemBackground", "titleColor": "label"},
                 "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#0040DD", "dark": "#7AB8FF"}}],
                 "presentation": {"renderer": "custom"}}
                """),
            // Grey on the card, the title does not mark the button, and the hairline above it is
            // fainter still: both the title and the button are reported.
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved",
                 "style": {"backgroundColor": "systemBackground", "titleColor": "label", "lineColor": "separator"},
                 "buttons": [{"id": "ok", "title": 1️⃣2️⃣"OK", "color": {"light": "#BBBBBB", "dark": "#444444"}}],
                 "presentation": {"renderer": "custom"}}
                """),
            // Black text stays black on the card that turns dark.
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": 1️⃣"Saved",
                 "style": {"titleColor": "#000000"},
                 "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#0040DD", "dark": "#7AB8FF"}}],
                 "presentation": {"renderer": "custom"}}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved", "message": "Your changes are saved.",
                 "style": {"messageColor": "label", "titleColor": "label"},
                 "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#0040DD", "dark": "#7AB8FF"}}],
                 "presentation": {"renderer": "custom"}}
                """),
            // A faint hairline, but the tinted title marks the button by itself.
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved",
                 "style": {"backgroundColor": "systemBackground", "titleColor": "label", "lineColor": {"light": "#F2F2F7", "dark": "#1C1C1E"}},
                 "buttons": [{"id": "ok", "title": "OK", "color": {"light": "#0040DD", "dark": "#7AB8FF"}}],
                 "presentation": {"renderer": "custom"}}
                """),
            // The system renderer draws in the platform's colors.
            .dialogs(
                """
                {"id": "saved", "type": "alert", "title": "Saved", "message": "Your changes are saved.",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        guard dialog.resolvedRenderer == .custom else { return }
        // A dialog that writes no color is painted in the kind's defaults alone: the palette's,
        // which `PaletteAccessibilityTests` holds.
        guard !PaintedTexts.writtenColors(of: dialog).isEmpty else { return }
        // Only a title the spec colors, or a surface it writes, can fall short of 3:1 against
        // the card (the kind's titles reach it everywhere), and the texts' check measures each
        // title against what is behind it: only a button it finds so needs its fill or border
        // judged, or a button on a fill of its own, whose title is measured against that fill.
        let unmarked = checkTexts(context, into: &findings)
        if !unmarked.isEmpty { checkButtonBoundaries(context, of: unmarked, into: &findings) }
    }

    /// Each text against what is behind it (success criterion 1.4.3). The ids of the buttons
    /// whose titles may not mark them against the card: below 3:1 over what is behind them in
    /// some appearance, or drawn on the button's own fill.
    private static func checkTexts(_ context: DialogContext, into findings: inout [Diagnostic]) -> [String?] {
        var unmarked: [String?] = []
        let dialog = context.dialog
        let texts = PaintedTexts.texts(of: context.adaptiveLayout)
        let defaults = PaintedTexts.texts(of: context.defaultColorLayout)
        for (index, text) in texts.enumerated() {
            // The same text in the kind's default colors (the layouts differ in colors alone).
            let fallback = index < defaults.count && defaults[index].kind == text.kind ? defaults[index] : nil
            let writesColor = text.color != fallback?.color
            let needed = ColorContrast.minimumRatio(forTextOf: text.font.size, weight: text.font.weight)
            var worst: (ratio: Double, appearance: DialogAppearance)?
            var marksButton = text.kind != .button || !text.isOnOwnFill
            for appearance in DialogAppearance.allCases {
                let ratio = PaintedTexts.ratio(of: text.color, over: text.fills, in: appearance)
                if ratio < ButtonBoundaries.minimumRatio { marksButton = false }
                guard ratio < needed, ratio < worst?.ratio ?? .infinity else { continue }
                // A text in its default color that fails over the default fills too fails by the
                // palette, not by what the spec wrote.
                if !writesColor, let fallback, PaintedTexts.ratio(of: fallback.color, over: fallback.fills, in: appearance) < needed {
                    continue
                }
                worst = (ratio, appearance)
            }
            if !marksButton, text.kind == .button { unmarked.append(text.id) }
            guard let worst else { continue }
            findings.append(
                diagnostic(
                    Message.lowContrast(
                        LintWording.name(of: dialog), PaintedTexts.describe(text.kind, id: text.id),
                        ratio: PaintedTexts.decimal(worst.ratio), appearance: worst.appearance.description,
                        needed: PaintedTexts.decimal(needed),
                        size: PaintedTexts.points(text.font.size) + (text.font.weight == .bold ? "-pt bold" : "-pt")),
                    at: context.location(PaintedTexts.range(of: text.kind, id: text.id, in: dialog)),
                    suggestion: Suggestion(Message.chooseColors(PaintedTexts.decimal(needed)))))
        }
        return unmarked
    }

    /// Each button of `unmarked` whose fill or border alone shows it as a button against the
    /// card (success criterion 1.4.11; see `ButtonBoundaries.shortfall(of:in:)`). The kind's
    /// own titles reach 3:1 on its card in every appearance (`PaletteAccessibilityTests` holds
    /// it), so a shortfall is always made by colors the spec writes.
    private static func checkButtonBoundaries(_ context: DialogContext, of unmarked: [String?], into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        for button in ButtonBoundaries.buttons(of: context.adaptiveLayout) where unmarked.contains(button.id) {
            var worst: (ratio: Double, boundary: DialogColor, card: DialogColor, title: Double, appearance: DialogAppearance)?
            for appearance in DialogAppearance.allCases {
                guard let short = ButtonBoundaries.shortfall(of: button, in: appearance), short.ratio < worst?.ratio ?? .infinity
                else { continue }
                worst = (short.ratio, short.boundary, short.card, short.title, appearance)
            }
            guard let worst else { continue }
            findings.append(
                diagnostic(
                    Message.faintBoundary(
                        LintWording.name(of: dialog), button: button.id ?? "", part: button.isFill ? "fill" : "border",
                        color: worst.boundary.description, card: worst.card.description, ratio: PaintedTexts.decimal(worst.ratio),
                        appearance: worst.appearance.description, title: PaintedTexts.decimal(worst.title)),
                    at: context.location(PaintedTexts.range(of: .button, id: button.id, in: dialog)),
                    suggestion: Suggestion(Message.markButton)))
        }
    }
}

extension InsufficientContrast {
    /// The rule's wording.
    package enum Message {
        package static func lowContrast(
            _ dialog: String, _ what: String, ratio: String, appearance: String, needed: String, size: String
        ) -> RuleMessage {
            RuleMessage(
                "low-contrast",
                LintWording.joined(
                    dialog, ": ", what, " contrasts ", ratio, ":1 with what is behind it in the '", appearance,
                    "' appearance, below the ", needed, ":1 WCAG 2.2 asks of ", size, " text"))
        }
        package static func faintBoundary(
            _ dialog: String, button: String, part: String, color: String, card: String, ratio: String, appearance: String, title: String
        ) -> RuleMessage {
            RuleMessage(
                "faint-button-boundary",
                LintWording.joined(
                    dialog, ": button '", button, "' is told apart from the card only by its ", part, ", and the ", part, " '", color,
                    "' contrasts ", ratio, ":1 with the card '", card, "' in the '", appearance,
                    "' appearance, below the 3.0:1 WCAG 2.2 asks of what identifies a control; its title contrasts ", title,
                    ":1 with the card"))
        }
        package static let markButton = RuleMessage(
            "mark-button",
            "give the button a title color, or a border ('lineColor') or fill, that contrasts at least 3.0:1 with the card in every appearance"
        )
        package static func chooseColors(_ needed: String) -> RuleMessage {
            RuleMessage(
                "choose-colors",
                LintWording.joined("choose colors that contrast at least ", needed, ":1 in every appearance"))
        }
    }

    public static var messages: [RuleMessage] {
        [
            Message.lowContrast("alert 'a'", "the message", ratio: "2.8", appearance: "light", needed: "4.5", size: "15-pt"),
            Message.lowContrast(
                "alert 'a'", "the title of button 'ok'", ratio: "1.2", appearance: "dark, increased contrast", needed: "3.0",
                size: "20-pt"),
            Message.lowContrast("alert 'a'", "the title", ratio: "2.8", appearance: "light", needed: "3.0", size: "17-pt bold"),
            Message.lowContrast("alert 'a'", "the title", ratio: "1.5", appearance: "dark", needed: "4.5", size: "17-pt"),
            Message.lowContrast("alert 'a'", "the subtitle", ratio: "1.5", appearance: "dark", needed: "4.5", size: "17-pt"),
            Message.lowContrast(
                "text input 'a'", "the text in the text field", ratio: "2.9", appearance: "light", needed: "4.5", size: "15-pt"),
            Message.chooseColors("4.5"),
            Message.faintBoundary(
                "alert 'a'", button: "ok", part: "border", color: "#E5E5E5", card: "#FFFFFF", ratio: "1.2", appearance: "light",
                title: "1.6"),
            Message.faintBoundary(
                "action sheet 'a'", button: "ok", part: "fill", color: "#3A3A3C", card: "#2C2C2E", ratio: "1.1", appearance: "dark",
                title: "1.0"),
            Message.markButton,
        ]
    }
}
