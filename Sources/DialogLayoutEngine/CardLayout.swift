/// The custom-drawn dialog of the source documents: a card with a header, a message area and a
/// footer of buttons, centered (or, when shown from the bottom, full width against the bottom edge).
/// `layout` sets its width, frame, padding, header and footer heights and label width.
enum CardLayout {
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let settings = context.writtenLayout
        let fromBottom = context.dialog.fromBottom
        let frame = context.writtenFrame(width: screen.width)
        let width =
            frame?.width
            ?? (fromBottom ? screen.width : context.containerWidth(inset: LayoutMetrics.cardSideInset, cap: LayoutMetrics.cardMaxWidth))
        let x = frame?.x ?? (screen.width - width) / 2
        let padding = settings.padding ?? LayoutMetrics.cardPadding
        let textWidth = min(settings.labelWidth ?? width - 2 * padding, width)
        let textX = x + (width - textWidth) / 2
        let style = context.style
        let rowHeight = settings.footerHeight ?? settings.buttonHeight ?? LayoutMetrics.cardFooterHeight
        let stackedRowHeight = settings.buttonHeight ?? settings.footerHeight
        var children = Element.Children()
        children.reserveCapacity(context.texts.count + 2 * context.dialog.buttons.count + 2)
        var y = 0.0

        if let title = context.texts.first(where: { $0.kind == .title }) {
            let font = context.font(LayoutMetrics.titleSize, .semibold, override: style.titleFont)
            var label = context.label(.title, title.text, font: font, color: context.titleColor, x: textX, y: 0, width: textWidth)
            let header = max(
                settings.headerHeight ?? LayoutMetrics.cardHeaderHeight, label.frame.height + 2 * LayoutMetrics.cardHeaderPadding)
            label.frame.y = (header - label.frame.height) / 2
            children.append(label)
            y = header
        }

        // A written frame height leaves the message area what the header and one row of buttons do not take.
        let footerEstimate = context.dialog.buttons.isEmpty ? 0 : rowHeight
        let fixedArea = frame?.height.map { max(0, $0 - y - footerEstimate) }

        // The message area: subtitle, message and text field, centered in text height + 60.
        var body: [Element] = []
        var contentHeight = 0.0
        for text in context.texts where text.kind != .title {
            if contentHeight > 0 { contentHeight += 8 }
            let font = context.font(LayoutMetrics.messageSize, .regular, override: style.messageFont)
            body.append(
                context.label(text.kind, text.text, font: font, color: context.messageColor, x: textX, y: contentHeight, width: textWidth))
            contentHeight += body[body.count - 1].frame.height
        }
        if let input = context.dialog.field {
            if contentHeight > 0 { contentHeight += LayoutMetrics.fieldSpacing }
            let base = input.isMultiline ? LayoutMetrics.textViewHeight : LayoutMetrics.textFieldHeight
            var height = context.screen.grown(base)
            // In a fixed frame a text view fills the message area, as the source's text dialog does.
            if input.isMultiline, let fixedArea {
                height = max(
                    context.lineHeight(context.font(LayoutMetrics.messageSize, .regular, override: style.fieldFont)),
                    fixedArea - contentHeight - 2 * padding)
            }
            var field = Element(
                input.isMultiline ? .textView : .textField, frame: PlanFrame(x: textX, y: contentHeight, width: textWidth, height: height))
            // Read into a local: a fill autoclosure reading the context copied the whole context.
            let fieldColor = context.color(style.fieldColor, default: PlanPalette.fieldBackground)
            field.paint(fieldColor, cornerRadius: 6)
            let font = context.font(LayoutMetrics.messageSize, .regular, override: style.fieldFont)
            let maxLines = input.isMultiline ? Int(height / context.lineHeight(font)) : 1
            field.text = context.fieldText(input, font: font, width: textWidth - 16, maxLines: maxLines)
            if input.initialText?.isEmpty ?? true, context.isCustom, let placeholder = style.placeholderColor {
                field.text?.recolor(placeholder)
            }
            body.append(field)
            contentHeight += height
        }
        if !body.isEmpty || fixedArea != nil {
            let cap = fixedArea ?? screen.height - LayoutMetrics.cardScreenReserve
            let wanted = fixedArea.map { _ in contentHeight + 2 * padding } ?? contentHeight + LayoutMetrics.cardMessageExtra
            let area = fixedArea ?? min(wanted, cap)
            if wanted > cap {
                context.record(PlanOverflow(element: .message, reason: .truncated))
            }
            if y > 0 { children.append(context.separator(x: x, y: y, width: width)) }
            let top = fixedArea != nil ? y + padding : y + max(LayoutMetrics.cardMessageExtra / 2, (area - contentHeight) / 2)
            for var element in body {
                element.shift(by: top)
                clip(&element, toMaxY: y + area)
                children.append(element)
            }
            y += area
        }

        y += context.buttonRows(
            context.buttons, x: x, y: y, width: width, rowHeight: rowHeight, size: LayoutMetrics.buttonSize,
            stackedRowHeight: stackedRowHeight, into: &children)
        if fromBottom, frame == nil { y += screen.safeBottom }

        let top = frame?.y ?? (fromBottom ? screen.height - y : ((screen.height - y) / 2).rounded())
        var container = Element(.container, frame: PlanFrame(x: x, y: top, width: width, height: y))
        let background = context.backgroundColor
        container.paint(background, cornerRadius: context.style.cornerRadius ?? LayoutMetrics.cardCornerRadius)
        children.shift(by: top)
        container.adopt(children)
        if y > screen.height - screen.safeTop - (fromBottom ? 0 : screen.safeBottom) {
            context.record(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return container
    }

    /// Cuts an element that runs past the bottom of its area to what fits, as a capped area shows
    /// it: a label to its whole lines that fit, a field to the part that fits.
    static func clip<Element: LayoutElement>(_ element: inout Element, toMaxY limit: Double) {
        guard element.frame.maxY > limit else { return }
        element.frame.y = min(element.frame.y, limit)
        element.frame.height = max(0, limit - element.frame.y)
        if var text = element.text {
            let fitting = max(0, Int(element.frame.height / text.lineHeight))
            text.lines = text.lines.keeping(fitting)
            element.text = text
            if element.kind != .textField, element.kind != .textView {
                element.frame.height = Double(fitting) * text.lineHeight
            }
        }
    }
}

extension CardLayout {
    /// `layout`'s facts where the spec writes no numbers or fonts and no button title is cut:
    /// the header grows with the title, the message area is the body's height + 60 up to its cap
    /// (beyond, the message is cut), and the footer is `LayoutSketch.footerHeight`'s. Nil otherwise.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        guard !dialog.writesGeometry else { return nil }
        let fromBottom = dialog.fromBottom
        let width = fromBottom ? screen.width : min(screen.width - 2 * LayoutMetrics.cardSideInset, LayoutMetrics.cardMaxWidth)
        guard
            let footer = dialog.footerHeight(
                width: width, rowHeight: LayoutMetrics.cardFooterHeight, size: LayoutMetrics.buttonSize, on: screen, measurer: measurer)
        else { return nil }
        let textWidth = min(width - 2 * LayoutMetrics.cardPadding, width)
        var y = 0.0
        var titleLines = 0
        var contentHeight = 0.0
        var hasBody = false
        dialog.forEachText { kind, text in
            let font = kind == .title ? screen.font(LayoutMetrics.titleSize, .semibold) : screen.font(LayoutMetrics.messageSize, .regular)
            let lines = measurer.measure(text, font: font, maxWidth: textWidth).lineCount
            let height = Double(lines) * measurer.lineHeight(for: font)
            if kind == .title {
                titleLines = lines
                y = max(LayoutMetrics.cardHeaderHeight, height + 2 * LayoutMetrics.cardHeaderPadding)
                return
            }
            if contentHeight > 0 { contentHeight += 8 }
            contentHeight += height
            hasBody = true
        }
        if dialog.hasField {
            if contentHeight > 0 { contentHeight += LayoutMetrics.fieldSpacing }
            let base = dialog.fieldIsMultiline ? LayoutMetrics.textViewHeight : LayoutMetrics.textFieldHeight
            contentHeight += screen.grown(base)
            hasBody = true
        }
        var overflows: [PlanOverflow] = []
        if hasBody {
            let cap = screen.height - LayoutMetrics.cardScreenReserve
            let wanted = contentHeight + LayoutMetrics.cardMessageExtra
            if wanted > cap { overflows.append(PlanOverflow(element: .message, reason: .truncated)) }
            y += min(wanted, cap)
        }
        y += footer
        if fromBottom { y += screen.safeBottom }
        if y > screen.height - screen.safeTop - (fromBottom ? 0 : screen.safeBottom) {
            overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return LayoutFacts(titleLineCount: titleLines, overflows: overflows)
    }
}
