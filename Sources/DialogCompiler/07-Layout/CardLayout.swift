/// The custom-drawn dialog of the source documents: a card with a header, a message area and a
/// footer of buttons, centered (or, when shown from the bottom, full width against the bottom edge).
enum CardLayout {
    static func layout(_ context: inout LayoutContext) -> PlanElement {
        let device = context.device
        let fromBottom = context.dialog.resolvedShowType == .fromBottom
        let width = fromBottom ? device.width : min(device.width - 2 * LayoutMetrics.cardSideInset, LayoutMetrics.cardMaxWidth)
        let x = (device.width - width) / 2
        let padding = LayoutMetrics.cardPadding
        let textWidth = width - 2 * padding
        let style = context.dialog.style
        var children: [PlanElement] = []
        var y = 0.0

        if let title = context.texts.first(where: { $0.kind == .title }) {
            let font = context.font(LayoutMetrics.titleSize, .semibold, override: style.titleFont)
            var label = context.label(.title, title.text, font: font, color: context.titleColor, x: x + padding, y: 0, width: textWidth)
            let header = max(LayoutMetrics.cardHeaderHeight, label.frame.height + 2 * LayoutMetrics.cardHeaderPadding)
            label.frame.y = (header - label.frame.height) / 2
            children.append(label)
            y = header
        }

        // The message area: subtitle, message and text field, centered in text height + 60.
        var body: [PlanElement] = []
        var contentHeight = 0.0
        for text in context.texts where text.kind != .title {
            if contentHeight > 0 { contentHeight += 8 }
            let font = context.font(LayoutMetrics.messageSize, .regular, override: style.messageFont)
            body.append(context.label(text.kind, text.text, font: font, color: context.messageColor, x: x + padding, y: contentHeight, width: textWidth))
            contentHeight += body[body.count - 1].frame.height
        }
        if let input = context.dialog.input {
            if contentHeight > 0 { contentHeight += LayoutMetrics.fieldSpacing }
            let base = input.isMultiline ? LayoutMetrics.textViewHeight : LayoutMetrics.textFieldHeight
            let height = (base * max(1, context.textSize.scale)).rounded()
            var field = PlanElement(input.isMultiline ? .textView : .textField, frame: PlanFrame(x: x + padding, y: contentHeight, width: textWidth, height: height))
            field.fill = PlanPalette.fieldBackground
            field.cornerRadius = 6
            let font = context.font(LayoutMetrics.messageSize, .regular)
            let maxLines = input.isMultiline ? Int(height / TextLayout.lineHeight(for: font.size)) : 1
            field.text = context.fieldText(input, font: font, width: textWidth - 16, maxLines: maxLines)
            body.append(field)
            contentHeight += height
        }
        if !body.isEmpty {
            let cap = device.height - LayoutMetrics.cardScreenReserve
            let area = min(contentHeight + LayoutMetrics.cardMessageExtra, cap)
            if contentHeight + LayoutMetrics.cardMessageExtra > cap {
                context.overflows.append(PlanOverflow(element: .message, reason: .truncated))
            }
            if y > 0 { children.append(context.separator(x: x, y: y, width: width)) }
            let top = y + max(LayoutMetrics.cardMessageExtra / 2, (area - contentHeight) / 2)
            children += body.map { LayoutContext.shifted($0, by: top) }.map { clipped($0, toMaxY: y + area) }
            y += area
        }

        let footer = context.buttonRows(
            context.dialog.buttons, x: x, y: y, width: width, rowHeight: LayoutMetrics.cardFooterHeight, size: LayoutMetrics.buttonSize)
        children += footer.elements
        y += footer.height
        if fromBottom { y += device.safeBottom }

        let top = fromBottom ? device.height - y : ((device.height - y) / 2).rounded()
        var container = PlanElement(.container, frame: PlanFrame(x: x, y: top, width: width, height: y))
        container.fill = context.backgroundColor
        container.cornerRadius = context.dialog.style.cornerRadius?.value ?? LayoutMetrics.cardCornerRadius
        container.children = children.map { LayoutContext.shifted($0, by: top) }
        if y > device.height - device.safeTop - (fromBottom ? 0 : device.safeBottom) {
            context.overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return container
    }

    /// Cuts an element that runs past the bottom of its area to what fits, as a capped area shows
    /// it: a label to its whole lines that fit, a field to the part that fits.
    static func clipped(_ element: PlanElement, toMaxY limit: Double) -> PlanElement {
        guard element.frame.maxY > limit else { return element }
        var cut = element
        cut.frame.y = min(element.frame.y, limit)
        cut.frame.height = max(0, limit - cut.frame.y)
        if var text = element.text {
            let fitting = max(0, Int(cut.frame.height / text.lineHeight))
            text.lines = Array(text.lines.prefix(fitting))
            cut.text = text
            if element.kind != .textField, element.kind != .textView {
                cut.frame.height = Double(fitting) * text.lineHeight
            }
        }
        return cut
    }
}
