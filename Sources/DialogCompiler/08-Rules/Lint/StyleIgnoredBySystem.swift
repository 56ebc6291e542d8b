/// Style keys on a dialog that UIAlertController draws.
public enum StyleIgnoredBySystem: DialogRule {
    public static let description = RuleDescription(
        id: "style-ignored-by-system",
        severity: .warning,
        stage: .lint,
        summary: "'style' keys or a button 'color' or 'font' on a dialog drawn by the 'system' renderer",
        explanation: """
            The 'system' renderer is UIAlertController, which UIKit documents as intended to be used \
            as-is, with a private view hierarchy that must not be modified: it has no API for fonts, \
            colors, alignment or corner radius, so every 'style' key and button 'color' or 'font' is \
            silently dropped and the dialog looks nothing like its spec. The renderer is 'system' by \
            default for alerts, action sheets and single-line text inputs. The finding points at the \
            'style' object, or at the first button 'color' (then 'font') when there is no style, and \
            lists what is ignored. \
            The same holds for 'layout', the geometry of a custom-drawn dialog (pointed at when there \
            is no 'style').
            """,
        triggering: [
            .dialogs("""
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "style": 1️⃣{"titleColor": "#1C1C1E", "cornerRadius": 14},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "color": "#FF3B30"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs("""
                {"id": "account", "type": "actionSheet", "buttons": [
                  {"id": "sign-out", "title": "Sign Out", "style": "destructive", "color": 1️⃣"#FF3B30"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs("""
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "layout": 1️⃣{"width": 240},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs("""
                {"id": "account", "type": "actionSheet", "buttons": [
                  {"id": "sign-out", "title": "Sign Out", "style": "destructive", "font": 1️⃣{"size": 20, "weight": "bold"}},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "presentation": {"renderer": "custom"},
                 "style": {"titleColor": "#1C1C1E", "cornerRadius": 14},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "color": "#FF3B30"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        guard context.dialog.resolvedRenderer == .system else { return [] }
        let dialog = context.dialog
        var ignored = setKeys(of: dialog)
        let hasStyleKeys = !ignored.isEmpty
        // One pass over the buttons, and no arrays for the dialogs (most) that set neither.
        var coloredIDs: [String] = []
        var fontedIDs: [String] = []
        var firstColor: ByteRange?
        var firstFont: ByteRange?
        // By index, reading the two fields in place: a loop over the buttons copied each one.
        let buttons = dialog.buttons
        for index in buttons.indices {
            if let color = buttons[index].color {
                if coloredIDs.isEmpty { firstColor = color.range }
                coloredIDs.append(buttons[index].id.value)
            }
            if let font = buttons[index].font {
                if fontedIDs.isEmpty { firstFont = font.range }
                fontedIDs.append(buttons[index].id.value)
            }
        }
        if !coloredIDs.isEmpty {
            ignored.append(Message.buttonColors(coloredIDs))
        }
        if !fontedIDs.isEmpty {
            ignored.append(Message.buttonFonts(fontedIDs))
        }
        let location = hasStyleKeys ? dialog.style.range ?? dialog.layout.range : firstColor ?? firstFont
        guard let location else { return [] }
        let notes = dialog.presentation.renderer.map { [DiagnosticNote(Message.chosenHere, at: context.location(of: $0))] } ?? []
        return [diagnostic(
            Message.ignores(LintWording.name(of: dialog), ignored),
            at: context.location(location),
            notes: notes,
            suggestion: Suggestion(Message.setCustom))]
    }

    /// The keys `style` sets, in the format's order.
    private static func setKeys(of dialog: Dialog) -> [String] {
        // Appended one by one, quoted as the message names them: a table of every key, filtered
        // and mapped, cost more per dialog than the rest of the rule.
        var keys: [String] = []
        let style = dialog.style
        if style.titleFont != nil { keys.append("'titleFont'") }
        if style.messageFont != nil { keys.append("'messageFont'") }
        if style.titleColor != nil { keys.append("'titleColor'") }
        if style.messageColor != nil { keys.append("'messageColor'") }
        if style.lineColor != nil { keys.append("'lineColor'") }
        if style.backgroundColor != nil { keys.append("'backgroundColor'") }
        if style.coverColor != nil { keys.append("'coverColor'") }
        if style.textAlignment != nil { keys.append("'textAlignment'") }
        if style.cornerRadius != nil { keys.append("'cornerRadius'") }
        let parts = style.parts
        if parts.buttonFont != nil { keys.append("'buttonFont'") }
        if parts.toolbarColor != nil { keys.append("'toolbarColor'") }
        if parts.toolbarTitleColor != nil { keys.append("'toolbarTitleColor'") }
        if parts.fieldFont != nil { keys.append("'fieldFont'") }
        if parts.fieldColor != nil { keys.append("'fieldColor'") }
        if parts.placeholderColor != nil { keys.append("'placeholderColor'") }
        if dialog.layout.range != nil { keys.append("'layout'") }
        return keys
    }

}

extension StyleIgnoredBySystem {
    /// The rule's wording.
    enum Message {
        /// `ignored` names what is ignored: quoted style keys, and the button colors last.
        static func ignores(_ dialog: String, _ ignored: [String]) -> RuleMessage {
            RuleMessage("ignores", LintWording.joined(dialog, " is drawn by the 'system' renderer, which ignores ", LintWording.list(ignored)))
        }
        static func buttonColors(_ ids: [String]) -> String { buttons("color", ids) }
        static func buttonFonts(_ ids: [String]) -> String { buttons("font", ids) }
        private static func buttons(_ setting: String, _ ids: [String]) -> String {
            LintWording.joined(
                "the ", setting, ids.count == 1 ? " of button " : " of buttons ", LintWording.list(ids.map { LintWording.joined("'", $0, "'") }))
        }
        static let chosenHere = RuleMessage("chosen-here", "the 'system' renderer is chosen here")
        static let setCustom = RuleMessage("set-custom", "set 'presentation.renderer' to 'custom'")
    }

    public static var messages: [RuleMessage] {
        [
            Message.ignores("alert 'a'", ["'titleFont'"]), Message.ignores("alert 'a'", [Message.buttonColors(["ok"])]),
            Message.ignores("alert 'a'", ["'titleFont'", Message.buttonColors(["ok"])]),
            Message.ignores("alert 'a'", ["'titleFont'", "'cornerRadius'", Message.buttonColors(["ok", "cancel"])]),
            Message.ignores("alert 'a'", [Message.buttonColors(["ok"]), Message.buttonFonts(["ok"])]),
            Message.ignores("alert 'a'", [Message.buttonFonts(["ok"])]),
            Message.chosenHere, Message.setCustom,
        ]
    }
}
