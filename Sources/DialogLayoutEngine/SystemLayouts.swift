/// UIAlertController's own alert and action sheet geometry.
enum SystemAlertLayout {
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let width = LayoutMetrics.systemAlertWidth
        let x = (screen.width - width) / 2
        let padding = LayoutMetrics.systemAlertPadding
        let textWidth = width - 2 * padding
        var children = Element.Children()
        children.reserveCapacity(context.texts.count + 2 * context.dialog.buttons.count + 1)
        var y = LayoutMetrics.systemAlertTopPadding
        for text in context.texts {
            // UIAlertController has no subtitle: it goes above the message, in the message's font.
            let font =
                text.kind == .title
                ? context.font(LayoutMetrics.titleSize, .semibold) : context.font(LayoutMetrics.systemMessageSize, .regular)
            if text.kind != .title, y > LayoutMetrics.systemAlertTopPadding { y += 4 }
            let label = context.label(text.kind, text.text, font: font, color: PlanPalette.title, x: x + padding, y: y, width: textWidth)
            children.append(label)
            y += label.frame.height
        }
        if let input = context.dialog.field {
            y += 16
            var field = Element(
                .textField,
                frame: PlanFrame(x: x + padding, y: y, width: textWidth, height: context.screen.grown(LayoutMetrics.systemTextFieldHeight)))
            field.paint(PlanPalette.background, cornerRadius: nil)
            field.text = context.fieldText(
                input, font: context.font(LayoutMetrics.systemMessageSize, .regular), width: textWidth - 8, maxLines: 1)
            children.append(field)
            y += field.frame.height
        }
        y += LayoutMetrics.systemAlertTopPadding
        y += context.buttonRows(
            context.buttons, x: x, y: y, width: width, rowHeight: LayoutMetrics.systemAlertRow, size: LayoutMetrics.buttonSize,
            into: &children)
        let top = ((screen.height - y) / 2).rounded()
        var container = Element(.container, frame: PlanFrame(x: x, y: top, width: width, height: y))
        container.paint(PlanPalette.background, cornerRadius: LayoutMetrics.systemAlertCornerRadius)
        children.shift(by: top)
        container.adopt(children)
        if y > screen.height - screen.safeTop - screen.safeBottom {
            context.record(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return container
    }
}

enum SystemSheetLayout {
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let popover = screen.isRegularWidth
        let margin = LayoutMetrics.systemSheetMargin
        let width = popover ? LayoutMetrics.systemPopoverWidth : screen.width - 2 * margin
        let x = (screen.width - width) / 2
        let row = LayoutMetrics.systemSheetRow
        var children = Element.Children()
        children.reserveCapacity(context.texts.count + 2 * context.dialog.buttons.count)
        var y = 0.0
        if !context.texts.isEmpty {
            y = LayoutMetrics.systemSheetHeaderPadding
            for text in context.texts {
                let font = context.font(LayoutMetrics.systemMessageSize, text.kind == .title ? .semibold : .regular)
                if y > LayoutMetrics.systemSheetHeaderPadding { y += 4 }
                let label = context.label(
                    text.kind, text.text, font: font, color: PlanPalette.secondary, x: x + 16, y: y, width: width - 32)
                children.append(label)
                y += label.frame.height
            }
            y += LayoutMetrics.systemSheetHeaderPadding
        }
        let size = LayoutMetrics.systemSheetButtonSize
        let buttons = context.buttons
        for index in buttons.indices where buttons[index].role != .cancel {
            if y > 0 { children.append(context.separator(x: x, y: y, width: width)) }
            let element = context.sizedButton(buttons[index], x: x, y: y, width: width, size: size, rowHeight: row)
            children.append(element)
            y += element.frame.height
        }
        // A popover drops the cancel button: tapping outside it cancels.
        if !popover, let cancel = context.cancelIndex {
            y += margin
            let element = context.sizedButton(buttons[cancel], x: x, y: y, width: width, size: size, rowHeight: row)
            children.append(element)
            y += element.frame.height
        }
        let top = popover ? ((screen.height - y) / 2).rounded() : screen.height - screen.safeBottom - margin - y
        var container = Element(.container, frame: PlanFrame(x: x, y: top, width: width, height: y))
        container.paint(PlanPalette.background, cornerRadius: LayoutMetrics.systemSheetCornerRadius)
        children.shift(by: top)
        container.adopt(children)
        if top < screen.safeTop {
            context.record(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return container
    }
}

extension SystemAlertLayout {
    /// `layout`'s facts where no button title is cut: the alert is then as tall as its texts,
    /// field and footer (`LayoutSketch.footerHeight`). Nil where one is.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        let width = LayoutMetrics.systemAlertWidth
        guard
            let footer = dialog.footerHeight(
                width: width, rowHeight: LayoutMetrics.systemAlertRow, size: LayoutMetrics.buttonSize, on: screen, measurer: measurer)
        else { return nil }
        let textWidth = width - 2 * LayoutMetrics.systemAlertPadding
        var y = LayoutMetrics.systemAlertTopPadding
        var titleLines = 0
        dialog.forEachText { kind, text in
            let font =
                kind == .title
                ? screen.font(LayoutMetrics.titleSize, .semibold) : screen.font(LayoutMetrics.systemMessageSize, .regular)
            if kind != .title, y > LayoutMetrics.systemAlertTopPadding { y += 4 }
            let lines = measurer.measure(text, font: font, maxWidth: textWidth).lineCount
            if kind == .title { titleLines = lines }
            y += Double(lines) * measurer.lineHeight(for: font)
        }
        if dialog.hasField {
            y += 16 + screen.grown(LayoutMetrics.systemTextFieldHeight)
        }
        y += LayoutMetrics.systemAlertTopPadding + footer
        let exceeds = y > screen.height - screen.safeTop - screen.safeBottom
        return LayoutFacts(titleLineCount: titleLines, exceedsScreen: exceeds ? PlanElement.Kind.container : nil)
    }
}

extension SystemSheetLayout {
    /// `layout`'s facts where button titles do not wrap (each row is then 57 pt) and none is cut
    /// to the lines its row holds. Nil where one is.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        guard !screen.isAccessibilityTextSize else { return nil }
        let popover = screen.isRegularWidth
        let margin = LayoutMetrics.systemSheetMargin
        let width = popover ? LayoutMetrics.systemPopoverWidth : screen.width - 2 * margin
        let row = LayoutMetrics.systemSheetRow
        var y = 0.0
        var titleLines = 0
        let padding = LayoutMetrics.systemSheetHeaderPadding
        dialog.forEachText { kind, text in
            if y == 0 { y = padding }
            let font = screen.font(LayoutMetrics.systemMessageSize, kind == .title ? .semibold : .regular)
            if y > padding { y += 4 }
            let lines = measurer.measure(text, font: font, maxWidth: width - 32).lineCount
            if kind == .title { titleLines = lines }
            y += Double(lines) * measurer.lineHeight(for: font)
        }
        if y > 0 { y += padding }
        let size = LayoutMetrics.systemSheetButtonSize
        let hasPreferred = dialog.hasPreferredButton
        guard
            dialog.stackSheetRows(
                onto: &y, width: width, rowHeight: row, size: size, on: screen, hasPreferredButton: hasPreferred, measurer: measurer)
        else { return nil }
        // A popover drops the cancel button.
        if !popover, let cancel = dialog.cancelIndex {
            guard
                !dialog.sheetTitleIsCut(
                    at: cancel, width: width, rowHeight: row, size: size, on: screen, hasPreferredButton: hasPreferred, measurer: measurer)
            else { return nil }
            y += margin + row
        }
        let top = popover ? ((screen.height - y) / 2).rounded() : screen.height - screen.safeBottom - margin - y
        return LayoutFacts(titleLineCount: titleLines, exceedsScreen: top < screen.safeTop ? PlanElement.Kind.container : nil)
    }
}
