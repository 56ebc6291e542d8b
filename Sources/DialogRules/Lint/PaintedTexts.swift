import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// What the appearance rules read off a custom dialog's layout (`DialogContext.adaptiveLayout`):
/// each text with the fills it is drawn over, its colors still adaptive, so every appearance is
/// one resolution away.
package enum PaintedTexts {
    /// One text of the layout and the fills behind it.
    package struct Text {
        /// The element that holds the text: a label, a button, a field, a picker row.
        package var kind: PlanElement.Kind
        /// The button's id, for a button.
        package var id: String?
        package var color: DialogColor
        package var font: PlanFont
        /// The fills it is drawn over, the outermost (the dialog's surface) first.
        package var fills: [DialogColor]
        /// Whether the last of `fills` is the element's own: a button's fill, not the card.
        package var isOnOwnFill = false
    }

    /// The colors `dialog` writes that a custom renderer paints a text or what is behind one
    /// with (its style's and its buttons'), in the spec's order; empty for most dialogs.
    package static func writtenColors(of dialog: Dialog) -> [DialogColor] {
        var colors: [DialogColor] = []
        let style = dialog.style
        for color in [
            style.titleColor, style.messageColor, style.backgroundColor, style.parts.toolbarColor, style.parts.toolbarTitleColor,
            style.parts.fieldColor, style.parts.placeholderColor,
        ] {
            if let color { colors.append(color.value) }
        }
        for button in dialog.buttons {
            if let color = button.color { colors.append(color.value) }
        }
        return colors
    }

    /// The texts of `container` and its descendants with the fills behind each, depth first.
    /// A picker's wheel rows are left out: they are the wheel's, dimmed away from the selection
    /// as UIPickerView dims them, not texts a reader must make out where they stand.
    package static func texts(of container: PlanElement) -> [Text] {
        var found: [Text] = []
        var fills: [DialogColor] = []
        collect(container, fills: &fills, into: &found)
        return found
    }

    private static func collect(_ element: PlanElement, fills: inout [DialogColor], into found: inout [Text]) {
        guard element.kind != .pickerRow, element.kind != .separator, element.kind != .cover else { return }
        let paints = element.fill != nil
        if let fill = element.fill { fills.append(fill) }
        if let text = element.text, !text.lines.isEmpty {
            found.append(
                Text(kind: element.kind, id: element.id, color: text.color, font: text.font, fills: fills, isOnOwnFill: paints))
        }
        for child in element.children { collect(child, fills: &fills, into: &found) }
        if paints { fills.removeLast() }
    }

    /// The lowest contrast of `color` over `fills` in `appearance`. Where the outermost fill is
    /// translucent the app shows through it, whatever the app draws: the lower ratio over black
    /// and over white is taken.
    package static func ratio(of color: DialogColor, over fills: [DialogColor], in appearance: DialogAppearance) -> Double {
        contrast(of: color, over: fills, in: appearance).ratio
    }

    /// `ratio(of:over:in:)` with the backdrop it was measured on: `fills` composited over white,
    /// or over black where that is lower.
    package static func contrast(
        of color: DialogColor, over fills: [DialogColor], in appearance: DialogAppearance
    ) -> (ratio: Double, backdrop: DialogColor) {
        let shown = color.resolved(for: appearance)
        var lowest: (ratio: Double, backdrop: DialogColor) = (.infinity, DialogColor(red: 255, green: 255, blue: 255))
        for behind in [DialogColor(red: 255, green: 255, blue: 255), DialogColor(red: 0, green: 0, blue: 0)] {
            var backdrop = behind
            for fill in fills { backdrop = ColorContrast.composited(fill.resolved(for: appearance), over: backdrop) }
            let ratio = ColorContrast.ratio(of: shown, on: backdrop)
            if ratio < lowest.ratio { lowest = (ratio, backdrop) }
            if let first = fills.first, first.resolved(for: appearance).opacity >= 1 { break }
        }
        return lowest
    }

    /// A ratio to one decimal, cut rather than rounded, so a ratio just short of a threshold
    /// never reads as the threshold (4.48:1 reads 4.4, not 4.5).
    package static func decimal(_ ratio: Double) -> String {
        let tenths = Int((ratio * 10 + 1e-9).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A number of points as people write it: `17`, `14.5`.
    package static func points(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// What a finding calls a text of the layout, e.g. `the title of button 'ok'`, `the message`.
    package static func describe(_ kind: PlanElement.Kind, id: String?) -> String {
        switch kind {
        case .button: "the title of button '\(id ?? "")'"
        case .textField, .textView: "the text in the text field"
        case .bubble: "the message"
        default: "the \(kind.rawValue)"
        }
    }

    /// Where in the spec a text of the layout is written: the text, else the dialog's type.
    package static func range(of kind: PlanElement.Kind, id: String?, in dialog: Dialog) -> ByteRange {
        switch kind {
        case .title: dialog.title?.range ?? dialog.type.range
        case .subtitle: dialog.subtitle?.range ?? dialog.type.range
        case .message, .bubble: (dialog.message ?? dialog.title)?.range ?? dialog.type.range
        case .button: dialog.buttons.first { $0.id.value == id }?.title.range ?? dialog.type.range
        case .textField, .textView: (dialog.input?.initialText ?? dialog.input?.placeholder)?.range ?? dialog.type.range
        case .pickerRow: dialog.options.first?.range ?? dialog.type.range
        default: dialog.type.range
        }
    }
}
