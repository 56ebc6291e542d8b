import DialogDiagnostics
import DialogSpec

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
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "style": 1️⃣{"titleColor": "#1C1C1E", "cornerRadius": 14},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "color": "#FF3B30"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "account", "type": "actionSheet", "buttons": [
                  {"id": "sign-out", "title": "Sign Out", "style": "destructive", "color": 1️⃣"#FF3B30"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "layout": 1️⃣{"width": 240},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "account", "type": "actionSheet", "buttons": [
                  {"id": "sign-out", "title": "Sign Out", "style": "destructive", "font": 1️⃣{"size": 20, "weight": "bold"}},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "presentation": {"renderer": "custom"},
                 "style": {"titleColor": {"light": "#1C1C1E", "dark": "#F2F2F7"}, "cornerRadius": 14},
                 "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "color": {"light": "#D70015", "dark": "#FF8A80"}},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard context.dialog.resolvedRenderer == .system else { return }
        let dialog = context.dialog
        let keys = setKeys(of: dialog)
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
        let location = keys.isEmpty ? firstColor ?? firstFont : dialog.style.range ?? dialog.layout.range
        guard let location else { return }
        let notes = dialog.presentation.renderer.map { [DiagnosticNote(Message.chosenHere, at: context.location(of: $0))] } ?? []
        findings.append(
            diagnostic(
                Message.ignores(
                    kind: LintWording.kind(of: dialog), id: dialog.id.value, keys: keys, coloredIDs: coloredIDs, fontedIDs: fontedIDs),
                at: context.location(location),
                notes: notes,
                suggestion: Suggestion(Message.setCustom)))
    }

    /// The keys a spec can set that the system renderer ignores, in the format's order.
    package struct StyleKeys: OptionSet {
        package let rawValue: UInt32

        /// Each key's name, the key of bit `n` at `n`: the style's keys in the format's order, then `layout`.
        package static let names = StyleDecoder.keys + ["layout"]

        /// The key named `names[position]`.
        package init(position: Int) { rawValue = 1 << UInt32(position) }
        package init(rawValue: UInt32) { self.rawValue = rawValue }

        /// The keys named `keys`, each one of `names`.
        package init(named keys: [String]) {
            self = StyleKeys(
                keys.map { key in
                    guard let position = Self.names.firstIndex(of: key) else { preconditionFailure("no style key '\(key)'") }
                    return StyleKeys(position: position)
                })
        }

        package var count: Int { rawValue.nonzeroBitCount }
    }

    /// The keys `style` (and `layout`) set: tested in place, where copying the dialog's style
    /// retained every value of it, and a list of quoted names cost an allocation a key.
    private static func setKeys(of dialog: Dialog) -> StyleKeys {
        var keys = StyleKeys()
        var position = 0
        // In the order of `StyleKeys.names` (`StyleDecoder.keys`), each key the next bit.
        func add(_ isSet: Bool) {
            if isSet { keys.insert(StyleKeys(position: position)) }
            position += 1
        }
        add(dialog.style.titleFont != nil)
        add(dialog.style.messageFont != nil)
        add(dialog.style.titleColor != nil)
        add(dialog.style.messageColor != nil)
        add(dialog.style.lineColor != nil)
        add(dialog.style.backgroundColor != nil)
        add(dialog.style.coverColor != nil)
        add(dialog.style.textAlignment != nil)
        add(dialog.style.cornerRadius != nil)
        add(dialog.style.parts.buttonFont != nil)
        add(dialog.style.parts.toolbarColor != nil)
        add(dialog.style.parts.toolbarTitleColor != nil)
        add(dialog.style.parts.fieldFont != nil)
        add(dialog.style.parts.fieldColor != nil)
        add(dialog.style.parts.placeholderColor != nil)
        add(dialog.layout.range != nil)
        return keys
    }

}

extension StyleIgnoredBySystem {
    /// The rule's wording.
    package enum Message {
        /// `kind` `'id'` is drawn by the system renderer, which ignores the quoted `keys`, then
        /// the color and the font of the buttons `coloredIDs` and `fontedIDs`, as one list.
        package static func ignores(kind: String, id: String, keys: StyleKeys, coloredIDs: [String], fontedIDs: [String]) -> RuleMessage {
            var text = MessageText()
            text.append(kind)
            text.append(" ")
            text.appendQuoted(id)
            text.append(" is drawn by the 'system' renderer, which ignores ")
            let count = keys.count + (coloredIDs.isEmpty ? 0 : 1) + (fontedIDs.isEmpty ? 0 : 1)
            var index = 0
            for position in StyleKeys.names.indices where keys.contains(StyleKeys(position: position)) {
                text.appendSeparator(before: index, of: count)
                text.append("'")
                text.append(StyleKeys.names[position])
                text.append("'")
                index += 1
            }
            if !coloredIDs.isEmpty {
                text.appendSeparator(before: index, of: count)
                appendButtons("color", coloredIDs, to: &text)
                index += 1
            }
            if !fontedIDs.isEmpty {
                text.appendSeparator(before: index, of: count)
                appendButtons("font", fontedIDs, to: &text)
            }
            return RuleMessage("ignores", text.finish())
        }

        /// `the color of buttons 'a' and 'b'`, of `setting`.
        private static func appendButtons(_ setting: StaticString, _ ids: [String], to text: inout MessageText) {
            text.append("the ")
            text.append(setting)
            text.append(ids.count == 1 ? " of button " : " of buttons ")
            text.appendQuotedList(ids)
        }
        package static let chosenHere = RuleMessage("chosen-here", "the 'system' renderer is chosen here")
        package static let setCustom = RuleMessage("set-custom", "set 'presentation.renderer' to 'custom'")
    }

    public static var messages: [RuleMessage] {
        func ignores(_ keys: [String], colored: [String] = [], fonted: [String] = []) -> RuleMessage {
            Message.ignores(kind: "alert", id: "a", keys: StyleKeys(named: keys), coloredIDs: colored, fontedIDs: fonted)
        }
        return [
            ignores(["titleFont"]), ignores([], colored: ["ok"]), ignores(["titleFont"], colored: ["ok"]),
            ignores(["titleFont", "cornerRadius"], colored: ["ok", "cancel"]), ignores([], colored: ["ok"], fonted: ["ok"]),
            ignores([], fonted: ["ok"]), Message.chosenHere, Message.setCustom,
        ]
    }
}
