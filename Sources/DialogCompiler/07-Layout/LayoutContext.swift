/// What every layout needs: the dialog, the screen, the text scale, and the resolved style.
struct LayoutContext {
    let dialog: Dialog
    let device: Device
    let textSize: TextSize
    var overflows: [PlanOverflow] = []
    /// Whether texts get their lines; without them each line is an empty placeholder, for the
    /// lint rules, which read line counts, frames and overflows but never the words.
    var keepsLines = true

    /// Whether the custom renderer draws the dialog; kept, since every font and color asks.
    let isCustom: Bool

    init(dialog: Dialog, device: Device, textSize: TextSize) {
        self.dialog = dialog
        self.device = device
        self.textSize = textSize
        isCustom = dialog.resolvedRenderer == .custom
    }

    var alignment: TextAlignment { isCustom ? dialog.style.textAlignment?.value ?? .center : .center }

    /// A font at `base` points scaled for the text size; on the custom renderer the spec's font wins.
    func font(_ base: Double, _ weight: FontWeight, override: Style.Font? = nil) -> PlanFont {
        let size = isCustom ? override?.size?.value ?? base : base
        let chosenWeight = isCustom ? override?.weight?.value ?? weight : weight
        return PlanFont(size: (size * textSize.scale * 10).rounded() / 10, weight: chosenWeight)
    }

    func color(_ custom: Located<Color>?, default fallback: PlanColor) -> PlanColor {
        guard isCustom, let custom else { return fallback }
        return PlanColor(custom.value)
    }

    var titleColor: PlanColor { color(dialog.style.titleColor, default: PlanPalette.title) }
    var messageColor: PlanColor { color(dialog.style.messageColor, default: PlanPalette.message) }
    var lineColor: PlanColor { color(dialog.style.lineColor, default: PlanPalette.line) }
    var backgroundColor: PlanColor { color(dialog.style.backgroundColor, default: PlanPalette.background) }

    /// A label of `kind` laid out within `width`, placed at `x`, `y`.
    func label(_ kind: PlanElement.Kind, _ text: String, font: PlanFont, color: PlanColor, x: Double, y: Double, width: Double)
        -> PlanElement
    {
        let layout = wrap(text, font: font, maxWidth: width)
        var element = PlanElement(kind, frame: PlanFrame(x: x, y: y, width: width, height: layout.height))
        element.text = PlanText(lines: layout.lines, font: font, color: color, alignment: alignment, lineHeight: layout.lineHeight)
        return element
    }

    /// The texts above the buttons: title, subtitle and message, each when non-empty.
    var texts: [(kind: PlanElement.Kind, text: String)] {
        [(.title, dialog.title?.value), (.subtitle, dialog.subtitle?.value), (.message, dialog.message?.value)]
            .compactMap { kind, text in text.flatMap { $0.isEmpty ? nil : (kind, $0) } }
    }

    /// `text` laid out in `font` within `maxWidth`: its lines, or as many placeholders when
    /// `keepsLines` is off, and their heights as `TextLayout` gives them.
    func wrap(_ text: String, font: PlanFont, maxWidth: Double) -> (lines: [String], height: Double, lineHeight: Double) {
        if keepsLines {
            let layout = TextLayout(text, font: font, maxWidth: maxWidth)
            return (layout.lines, layout.height, layout.lineHeight)
        }
        let lineCount = TextLayout.measure(text, font: font, maxWidth: maxWidth).lineCount
        let lineHeight = TextLayout.lineHeight(for: font.size)
        return (Array(repeating: "", count: lineCount), Double(lineCount) * lineHeight, lineHeight)
    }

    /// What a text field shows before the user types: its initial text in the text color, else
    /// its placeholder in gray; at most `maxLines` lines of it (one in a single-line field). A
    /// secure field shows one bullet per character, as UITextField does.
    func fieldText(_ input: TextInputSettings, font: PlanFont, width: Double, maxLines: Int) -> PlanText? {
        let initial = input.initialText?.value
        let hasInitial = initial?.isEmpty == false
        guard var shown = hasInitial ? initial : input.placeholder?.value else { return nil }
        if hasInitial, input.isSecure { shown = String(repeating: "\u{2022}", count: shown.count) }
        let layout = wrap(shown, font: font, maxWidth: width)
        return PlanText(
            lines: Array(layout.lines.prefix(max(1, maxLines))), font: font, color: hasInitial ? titleColor : PlanPalette.secondary,
            alignment: .left, lineHeight: layout.lineHeight)
    }

    /// At accessibility text sizes button titles wrap, as UIKit's do, instead of being cut.
    var buttonTitlesWrap: Bool { textSize.isAccessibilitySize }

    /// Semibold for the preferred button; UIKit sets the cancel button semibold only when no
    /// button is preferred, since `preferredAction` takes the emphasis from it.
    func buttonFont(_ button: Button, size: Double) -> PlanFont {
        let cancelEmphasized = !isCustom && button.resolvedStyle == .cancel && !dialog.buttons.contains(where: \.isPreferred)
        return font(size, button.isPreferred || cancelEmphasized ? .semibold : .regular, override: buttonFontOverride(button))
    }

    /// The height a button needs in a row of `width`: the row height, or more for a wrapped title.
    func buttonHeight(_ button: Button, width: Double, size: Double, rowHeight: Double) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        let font = buttonFont(button, size: size)
        let lineCount = TextLayout.measure(button.title.value, font: font, maxWidth: Self.buttonTitleWidth(width)).lineCount
        return buttonHeight(lineCount: lineCount, font: font, rowHeight: rowHeight)
    }

    /// The height of a button whose title wraps to `lineCount` lines in `font`.
    func buttonHeight(lineCount: Int, font: PlanFont, rowHeight: Double) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        return max(rowHeight, Double(lineCount) * TextLayout.lineHeight(for: font.size) + 16)
    }

    /// The width a button's title wraps within in a button `width` wide.
    static func buttonTitleWidth(_ width: Double) -> Double { max(1, width - 16) }

    /// How many title lines a button `height` tall shows; a taller title is cut, as UIButton does.
    static func buttonLinesShown(height: Double, lineHeight: Double) -> Int {
        max(1, Int((height - 8) / lineHeight))
    }

    /// A button element with its title centered in `frame`; a title that does not fit is cut and recorded.
    mutating func button(_ button: Button, frame: PlanFrame, size: Double) -> PlanElement {
        let font = buttonFont(button, size: size)
        let fallback = button.resolvedStyle == .destructive ? PlanPalette.destructive : PlanPalette.tint
        let color = isCustom ? button.color.map { PlanColor($0.value) } ?? fallback : fallback
        let layout = wrap(button.title.value, font: font, maxWidth: Self.buttonTitleWidth(frame.width))
        var element = PlanElement(.button, frame: frame)
        element.id = button.id.value
        element.role = button.resolvedStyle
        element.isPreferred = button.isPreferred
        let fitting = Self.buttonLinesShown(height: frame.height, lineHeight: layout.lineHeight)
        if layout.lines.count > fitting {
            overflows.append(PlanOverflow(element: .button, reason: .truncated, id: button.id.value))
        }
        element.text = PlanText(
            lines: Array(layout.lines.prefix(fitting)), font: font, color: color, alignment: .center, lineHeight: layout.lineHeight)
        return element
    }

    /// Whether `buttons` fit side by side in `width`, each title on one line.
    func fitSideBySide(_ buttons: [Button], width: Double, size: Double) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = width / 2 - 16
        return buttons.allSatisfy { button in
            TextLayout.measure(button.title.value, font: buttonFont(button, size: size), maxWidth: .infinity).width <= half
        }
    }

    /// Buttons in the order they are stacked: display order with the cancel button moved last.
    func stackOrder(_ buttons: [Button]) -> [Button] {
        stackOrderIndices(buttons).map { buttons[$0] }
    }

    /// Buttons side by side, left to right: UIAlertController puts the cancel button on the
    /// left whatever the spec's order; a custom dialog keeps the spec's order.
    func rowOrder(_ buttons: [Button]) -> [Button] {
        rowOrderIndices(buttons).map { buttons[$0] }
    }

    /// The indices of `buttons` in `stackOrder`.
    func stackOrderIndices(_ buttons: [Button]) -> [Int] {
        buttons.indices.filter { buttons[$0].resolvedStyle != .cancel } + buttons.indices.filter { buttons[$0].resolvedStyle == .cancel }
    }

    /// The indices of `buttons` in `rowOrder`.
    func rowOrderIndices(_ buttons: [Button]) -> [Int] {
        isCustom ? Array(buttons.indices)
            : buttons.indices.filter { buttons[$0].resolvedStyle == .cancel } + buttons.indices.filter { buttons[$0].resolvedStyle != .cancel }
    }

    /// Lays out a footer of `buttons` at `y` across `x ..< x + width`: side by side when two fit
    /// (in `rowOrder`), else stacked rows of `rowHeight`, cancel last. Returns the elements and the height used.
    mutating func buttonRows(
        _ buttons: [Button], x: Double, y: Double, width: Double, rowHeight: Double, size: Double, stackedRowHeight: Double? = nil
    ) -> (elements: [PlanElement], height: Double) {
        var elements: [PlanElement] = []
        guard !buttons.isEmpty else { return ([], 0) }
        elements.append(separator(x: x, y: y, width: width))
        let single = buttons.count == 1 && buttonHeight(buttons[0], width: width, size: size, rowHeight: rowHeight) == rowHeight
        if placesSideBySide(single || fitSideBySide(buttons, width: width, size: size)) {
            let each = width / Double(buttons.count)
            // Large text makes the row taller rather than spilling out of it.
            let height = buttons.map { buttonHeight($0, width: each, size: size, rowHeight: rowHeight) }.max() ?? rowHeight
            for (index, button) in rowOrder(buttons).enumerated() {
                let frame = PlanFrame(x: x + Double(index) * each, y: y, width: each, height: height)
                if index > 0 {
                    var line = PlanElement(.separator, frame: PlanFrame(x: frame.x, y: y, width: LayoutMetrics.separator, height: height))
                    line.fill = lineColor
                    elements.append(line)
                }
                elements.append(self.button(button, frame: frame, size: size))
            }
            return (elements, height)
        }
        var rowY = y
        for (index, button) in stackOrder(buttons).enumerated() {
            if index > 0 { elements.append(separator(x: x, y: rowY, width: width)) }
            let height = buttonHeight(button, width: width, size: size, rowHeight: stackedRowHeight ?? rowHeight)
            elements.append(self.button(button, frame: PlanFrame(x: x, y: rowY, width: width, height: height), size: size))
            rowY += height
        }
        return (elements, rowY - y)
    }

    func separator(x: Double, y: Double, width: Double) -> PlanElement {
        var line = PlanElement(.separator, frame: PlanFrame(x: x, y: y, width: width, height: LayoutMetrics.separator))
        line.fill = lineColor
        return line
    }

    /// Moves `element` and all its children down by `dy`.
    static func shifted(_ element: PlanElement, by dy: Double) -> PlanElement {
        var moved = element
        moved.frame.y += dy
        moved.children = element.children.map { shifted($0, by: dy) }
        return moved
    }
}
