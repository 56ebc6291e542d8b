/// What every layout needs: the dialog, the screen, the text scale, and the resolved style.
struct LayoutContext {
    let dialog: Dialog
    let device: Device
    let textSize: TextSize
    var overflows: [PlanOverflow] = []

    var isCustom: Bool { dialog.resolvedRenderer == .custom }
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
        let layout = TextLayout(text, font: font, maxWidth: width)
        var element = PlanElement(kind, frame: PlanFrame(x: x, y: y, width: width, height: layout.height))
        element.text = PlanText(lines: layout.lines, font: font, color: color, alignment: alignment, lineHeight: layout.lineHeight)
        return element
    }

    /// The texts above the buttons: title, subtitle and message, each when non-empty.
    var texts: [(kind: PlanElement.Kind, text: String)] {
        [(.title, dialog.title?.value), (.subtitle, dialog.subtitle?.value), (.message, dialog.message?.value)]
            .compactMap { kind, text in text.flatMap { $0.isEmpty ? nil : (kind, $0) } }
    }

    /// A button element with its title centered in `frame`.
    func button(_ button: Button, frame: PlanFrame, size: Double) -> PlanElement {
        let weight: FontWeight = button.isPreferred || (!isCustom && button.resolvedStyle == .cancel) ? .semibold : .regular
        let font = self.font(size, weight)
        let fallback = button.resolvedStyle == .destructive ? PlanPalette.destructive : PlanPalette.tint
        let color = isCustom ? button.color.map { PlanColor($0.value) } ?? fallback : fallback
        let layout = TextLayout(button.title.value, font: font, maxWidth: max(1, frame.width - 16))
        var element = PlanElement(.button, frame: frame)
        element.id = button.id.value
        element.role = button.resolvedStyle
        element.isPreferred = button.isPreferred
        // A title wider than its button is cut to one line, as UIButton does.
        element.text = PlanText(lines: [layout.lines.first ?? ""], font: font, color: color, alignment: .center, lineHeight: layout.lineHeight)
        return element
    }

    /// Whether `buttons` fit side by side in `width`, each title on one line.
    func fitSideBySide(_ buttons: [Button], width: Double, size: Double) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = width / 2 - 16
        return buttons.allSatisfy { button in
            TextLayout(button.title.value, font: font(size, button.isPreferred ? .semibold : .regular), maxWidth: .infinity).width <= half
        }
    }

    /// Buttons in the order they are stacked: display order with the cancel button moved last.
    func stackOrder(_ buttons: [Button]) -> [Button] {
        buttons.filter { $0.resolvedStyle != .cancel } + buttons.filter { $0.resolvedStyle == .cancel }
    }

    /// Lays out a footer of `buttons` at `y` across `x ..< x + width`: side by side when two fit,
    /// else stacked rows of `rowHeight`, cancel last. Returns the elements and the height used.
    func buttonRows(_ buttons: [Button], x: Double, y: Double, width: Double, rowHeight: Double, size: Double)
        -> (elements: [PlanElement], height: Double)
    {
        var elements: [PlanElement] = []
        guard !buttons.isEmpty else { return ([], 0) }
        elements.append(separator(x: x, y: y, width: width))
        if buttons.count == 1 || fitSideBySide(buttons, width: width, size: size) {
            let each = width / Double(buttons.count)
            for (index, button) in buttons.enumerated() {
                let frame = PlanFrame(x: x + Double(index) * each, y: y, width: each, height: rowHeight)
                if index > 0 {
                    var line = PlanElement(.separator, frame: PlanFrame(x: frame.x, y: y, width: LayoutMetrics.separator, height: rowHeight))
                    line.fill = lineColor
                    elements.append(line)
                }
                elements.append(self.button(button, frame: frame, size: size))
            }
            return (elements, rowHeight)
        }
        for (index, button) in stackOrder(buttons).enumerated() {
            let rowY = y + Double(index) * rowHeight
            if index > 0 { elements.append(separator(x: x, y: rowY, width: width)) }
            elements.append(self.button(button, frame: PlanFrame(x: x, y: rowY, width: width, height: rowHeight), size: size))
        }
        return (elements, Double(buttons.count) * rowHeight)
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
