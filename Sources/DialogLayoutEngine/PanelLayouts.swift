/// The custom action sheet: full width against the bottom edge, rows of buttons, cancel apart.
enum BottomSheetLayout {
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let width = screen.width
        let padding = context.writtenLayout.padding ?? LayoutMetrics.cardPadding
        let style = context.style
        var children = Element.Children()
        children.reserveCapacity(context.texts.count + 2 * context.dialog.buttons.count + 1)
        var y = 0.0
        if !context.texts.isEmpty {
            y = padding
            for text in context.texts {
                let font =
                    text.kind == .title
                    ? context.font(LayoutMetrics.titleSize, .semibold, override: style.titleFont)
                    : context.font(LayoutMetrics.messageSize, .regular, override: style.messageFont)
                if y > padding { y += 6 }
                let color = text.kind == .title ? context.titleColor : context.messageColor
                let label = context.label(text.kind, text.text, font: font, color: color, x: padding, y: y, width: width - 2 * padding)
                children.append(label)
                y += label.frame.height
            }
            y += padding
        }
        let row = context.writtenLayout.buttonHeight ?? LayoutMetrics.sheetRowHeight
        let buttons = context.buttons
        for index in buttons.indices where buttons[index].role != .cancel {
            if y > 0 { children.append(context.separator(x: 0, y: y, width: width)) }
            let element = context.sizedButton(buttons[index], x: 0, y: y, width: width, size: LayoutMetrics.buttonSize, rowHeight: row)
            children.append(element)
            y += element.frame.height
        }
        if let cancel = context.cancelIndex {
            var gap = Element(.separator, frame: PlanFrame(x: 0, y: y, width: width, height: LayoutMetrics.sheetCancelGap))
            let lineColor = context.lineColor
            gap.paint(lineColor, cornerRadius: nil)
            children.append(gap)
            y += LayoutMetrics.sheetCancelGap
            let element = context.sizedButton(buttons[cancel], x: 0, y: y, width: width, size: LayoutMetrics.buttonSize, rowHeight: row)
            children.append(element)
            y += element.frame.height
        }
        y += screen.safeBottom
        let top = screen.height - y
        var container = Element(.container, frame: PlanFrame(x: 0, y: top, width: width, height: y))
        let background = context.backgroundColor
        container.paint(background, cornerRadius: context.style.cornerRadius ?? LayoutMetrics.cardCornerRadius)
        children.shift(by: top)
        container.adopt(children)
        if top < screen.safeTop {
            context.record(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
        return container
    }
}

extension BottomSheetLayout {
    /// `layout`'s facts in the sheet's own geometry (the spec writing no numbers or fonts) where
    /// button titles do not wrap (each row is then `sheetRowHeight`) and none is cut to the lines
    /// its row holds. Nil where one is.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        guard !screen.isAccessibilityTextSize, !dialog.writesGeometry else { return nil }
        let width = screen.width
        let padding = LayoutMetrics.cardPadding
        var y = 0.0
        var titleLines = 0
        dialog.forEachText { kind, text in
            if y == 0 { y = padding }
            let font =
                kind == .title
                ? screen.font(LayoutMetrics.titleSize, .semibold) : screen.font(LayoutMetrics.messageSize, .regular)
            if y > padding { y += 6 }
            let lines = measurer.measure(text, font: font, maxWidth: width - 2 * padding).lineCount
            if kind == .title { titleLines = lines }
            y += Double(lines) * measurer.lineHeight(for: font)
        }
        if y > 0 { y += padding }
        let row = LayoutMetrics.sheetRowHeight
        let size = LayoutMetrics.buttonSize
        let hasPreferred = dialog.hasPreferredButton
        guard
            dialog.stackSheetRows(
                onto: &y, width: width, rowHeight: row, size: size, on: screen, hasPreferredButton: hasPreferred, measurer: measurer)
        else { return nil }
        if let cancel = dialog.cancelIndex {
            guard
                !dialog.sheetTitleIsCut(
                    at: cancel, width: width, rowHeight: row, size: size, on: screen, hasPreferredButton: hasPreferred, measurer: measurer)
            else { return nil }
            y += LayoutMetrics.sheetCancelGap
            y += row
        }
        y += screen.safeBottom
        let top = screen.height - y
        return LayoutFacts(titleLineCount: titleLines, exceedsScreen: top < screen.safeTop ? PlanElement.Kind.container : nil)
    }
}

/// The bottom picker of the source documents: 2/5 of the screen, a toolbar of 1/6 of that with
/// cancel on the left and confirm on the right, and rows centered on the selected one. Further
/// buttons stand beside the confirm button, and a message beside a title gets a band under the
/// toolbar, so nothing declared is left out (the source drew only the first of each).
enum PickerLayout {
    /// The width the widest toolbar button needs for its title on one line: the cancel button's
    /// and the confirm buttons'. A function of its own taking the context, not one nested in
    /// `layout` around it: reading a captured context copied it.
    private static func widestTitle<Element: LayoutElement, Measurer: TextMeasuring>(
        of buttons: [LayoutButton], cancel: Int?, in context: LayoutContext<Element, Measurer>
    ) -> Double {
        func titleWidth(_ button: LayoutButton) -> Double {
            let font = context.buttonFont(button, size: LayoutMetrics.buttonSize)
            return ButtonTitle.toolbarWidth(forTitleWidth: context.measurer.measure(button.title, font: font, maxWidth: .infinity).width)
        }
        var widest = cancel.map { titleWidth(buttons[$0]) } ?? 0
        for index in buttons.indices where buttons[index].role != .cancel {
            widest = max(widest, titleWidth(buttons[index]))
        }
        return widest
    }

    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let settings = context.writtenLayout
        let fromBottom = context.dialog.fromBottom
        let defaultWidth =
            fromBottom
            ? screen.width : context.containerWidth(inset: LayoutMetrics.cardSideInset, cap: LayoutMetrics.cardMaxWidth)
        let frame = context.writtenFrame(width: defaultWidth)
        let height = frame?.height ?? (screen.height * LayoutMetrics.pickerHeightFraction).rounded()
        // The toolbar is a sixth of the picker, or taller when large text needs it.
        let toolbarLine = context.lineHeight(context.font(LayoutMetrics.buttonSize, .regular))
        let toolbarShare = settings.toolbarHeight?.resolved(in: height) ?? (height * LayoutMetrics.pickerToolbarFraction).rounded()
        let toolbarHeight = max(toolbarShare, toolbarLine + 8)
        let width = frame?.width ?? defaultWidth
        let x = frame?.x ?? (screen.width - width) / 2
        var toolbar = Element(.toolbar, frame: PlanFrame(x: x, y: 0, width: width, height: toolbarHeight))
        // Colors are read into a local before painting: the fill is an autoclosure, and one
        // reading the context copied the whole context.
        let toolbarColor = context.color(context.style.toolbarColor, default: PlanPalette.fieldBackground)
        toolbar.paint(toolbarColor, cornerRadius: nil)
        let buttons = context.buttons
        let cancel = context.cancelIndex
        let confirmCount = buttons.indices.count { buttons[$0].role != .cancel }
        // Toolbar buttons grow to fit their titles, up to a third of the width each (less when
        // more than one stands on the right).
        let rightSlots = Double(max(1, confirmCount))
        let share = width / (rightSlots + 2)
        let buttonWidth =
            if let written = settings.toolbarButtonWidth {
                min(width / (rightSlots + 1), written)
            } else {
                min(share, max(LayoutMetrics.pickerButtonWidth, widestTitle(of: buttons, cancel: cancel, in: context)))
            }
        toolbar.reserveChildren(buttons.count + 1)
        if let cancel {
            toolbar.append(
                child: context.button(
                    buttons[cancel], frame: PlanFrame(x: x, y: 0, width: buttonWidth, height: toolbarHeight), size: LayoutMetrics.buttonSize
                ))
        }
        // The confirm buttons in the spec's order, the first on the right edge as the source put it.
        var index = 0
        for confirm in buttons.indices where buttons[confirm].role != .cancel {
            index += 1
            let buttonX = x + width - Double(index) * buttonWidth
            toolbar.append(
                child: context.button(
                    buttons[confirm], frame: PlanFrame(x: buttonX, y: 0, width: buttonWidth, height: toolbarHeight),
                    size: LayoutMetrics.buttonSize))
        }
        if let title = context.texts.first {
            let font = context.font(LayoutMetrics.titleSize, .semibold, override: context.style.titleFont)
            let color = context.color(context.style.toolbarTitleColor, default: context.titleColor)
            var label = context.label(
                .title, title.text, font: font, color: color, x: x + buttonWidth, y: 0,
                width: max(0, width - (rightSlots + 1) * buttonWidth))
            CardLayout.clip(&label, toMaxY: toolbarHeight)
            label.frame.y = ((toolbarHeight - label.frame.height) / 2)
            toolbar.append(child: label)
        }
        var children = Element.Children()
        children.reserveCapacity(context.texts.count + context.dialog.options.count)
        children.append(toolbar)
        var rowsTop = toolbarHeight
        // The toolbar holds one text; a message beside a title gets a band of its own under it.
        for text in context.texts.dropFirst() {
            let font = context.font(LayoutMetrics.messageSize, .regular, override: context.style.messageFont)
            let label = context.label(
                text.kind, text.text, font: font, color: context.messageColor, x: x + LayoutMetrics.cardPadding,
                y: rowsTop + LayoutMetrics.fieldSpacing, width: width - 2 * LayoutMetrics.cardPadding)
            if label.frame.maxY > height { context.record(PlanOverflow(element: text.kind, reason: .truncated)) }
            var clipped = label
            CardLayout.clip(&clipped, toMaxY: height)
            children.append(clipped)
            rowsTop = min(height, label.frame.maxY + LayoutMetrics.fieldSpacing)
        }
        // The source's picker sits on the bottom edge without a safe-area inset; so does one with a written frame.
        let rowsHeight = max(0, height - rowsTop - (fromBottom && frame == nil ? screen.safeBottom : 0))
        let rowHeight = context.screen.grown(LayoutMetrics.pickerRowHeight)
        let centerY = rowsTop + rowsHeight / 2
        let selected = context.dialog.selectedIndex
        for (index, option) in context.dialog.options.enumerated() {
            let rowY = centerY - rowHeight / 2 + Double(index - selected) * rowHeight
            guard rowY >= rowsTop, rowY + rowHeight <= rowsTop + rowsHeight else { continue }
            var row = Element(.pickerRow, frame: PlanFrame(x: x, y: rowY, width: width, height: rowHeight))
            let isSelected = index == selected
            let font = context.font(LayoutMetrics.buttonSize + (isSelected ? 3 : 0), isSelected ? .medium : .regular)
            let layout = context.wrap(option, font: font, maxWidth: width - 32)
            row.text = Element.Text(
                laidOut: layout.lines.firstLine, font: font, color: isSelected ? PlanPalette.title : PlanPalette.secondary,
                alignment: .center, lineHeight: layout.lineHeight)
            row.mark(selected: isSelected)
            children.append(row)
        }
        let top = frame?.y ?? (fromBottom ? screen.height - height : ((screen.height - height) / 2).rounded())
        var container = Element(.container, frame: PlanFrame(x: x, y: top, width: width, height: height))
        let background = context.backgroundColor
        container.paint(background, cornerRadius: context.style.cornerRadius ?? (fromBottom ? 0 : LayoutMetrics.cardCornerRadius))
        children.shift(by: top)
        container.adopt(children)
        return container
    }
}

/// The toast of the source documents: a 190-pt bubble of black at 0.75 with a 10-pt inset.
enum ToastLayout {
    static func layout<Element: LayoutElement, Measurer: TextMeasuring>(_ context: inout LayoutContext<Element, Measurer>) -> Element {
        let screen = context.screen
        let settings = context.writtenLayout
        let width = settings.width.map { min($0, settings.maxWidth ?? .infinity) } ?? LayoutMetrics.toastWidth
        let inset = settings.padding ?? LayoutMetrics.toastInset
        let labelWidth = min(settings.labelWidth ?? width - 2 * inset, width)
        let font = context.font(LayoutMetrics.toastFontSize, .regular, override: context.style.messageFont)
        let text = context.texts.count == 1 ? context.texts[0].text : context.texts.map(\.text).joined(separator: "\n")
        var label = context.label(
            .message, text, font: font, color: PlanPalette.toastText, x: (width - labelWidth) / 2, y: inset, width: labelWidth)
        label.text?.align(.center)
        let height = label.frame.height + 2 * inset
        let x = (screen.width - width) / 2
        let top =
            context.dialog.fromBottom
            ? screen.height - screen.safeBottom - LayoutMetrics.toastBottomOffset - height
            : ((screen.height - height) / 2).rounded()
        var bubble = Element(.bubble, frame: PlanFrame(x: x, y: top, width: width, height: height))
        let background = context.isCustom ? context.style.backgroundColor ?? PlanPalette.toastBubble : PlanPalette.toastBubble
        bubble.paint(background, cornerRadius: context.style.cornerRadius ?? LayoutMetrics.toastCornerRadius)
        label.frame.x += x
        label.frame.y += top
        bubble.append(child: label)
        if top < screen.safeTop {
            context.record(PlanOverflow(element: .bubble, reason: .exceedsScreen))
        }
        return bubble
    }
}

extension ToastLayout {
    /// `layout`'s facts in the toast's own geometry (the custom renderer reading no numbers or
    /// fonts of the spec): one label of the texts, its bubble taller than the screen or not.
    /// The label is a message, so the toast has no title lines. Nil where the spec's numbers apply.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        guard !(dialog.isCustom && dialog.writesGeometry) else { return nil }
        // The texts one per line, as the layout joins them; most toasts have one, taken as it is.
        var text = ""
        var count = 0
        dialog.forEachText { _, part in
            text = count == 0 ? part : text + "\n" + part
            count += 1
        }
        let font = screen.font(LayoutMetrics.toastFontSize, .regular)
        let labelWidth = LayoutMetrics.toastWidth - 2 * LayoutMetrics.toastInset
        let lines = measurer.measure(text, font: font, maxWidth: labelWidth).lineCount
        let height = Double(lines) * measurer.lineHeight(for: font) + 2 * LayoutMetrics.toastInset
        let top =
            dialog.fromBottom
            ? screen.height - screen.safeBottom - LayoutMetrics.toastBottomOffset - height
            : ((screen.height - height) / 2).rounded()
        return LayoutFacts(titleLineCount: 0, exceedsScreen: top < screen.safeTop ? PlanElement.Kind.bubble : nil)
    }
}

extension PickerLayout {
    /// `layout`'s facts where the spec writes no numbers or fonts: its toolbar (the buttons as
    /// wide as the widest title, which are cut to the lines the toolbar holds, and the first
    /// text between them, clipped to the toolbar) and the band of the other texts under it, cut
    /// at the picker's bottom. The rows hold no fact, so they are not measured. Nil otherwise.
    static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen, measurer: some TextMeasuring) -> LayoutFacts? {
        guard !dialog.writesGeometry else { return nil }
        let width =
            dialog.fromBottom
            ? screen.width : min(screen.width - 2 * LayoutMetrics.cardSideInset, LayoutMetrics.cardMaxWidth)
        let height = (screen.height * LayoutMetrics.pickerHeightFraction).rounded()
        let toolbarLine = measurer.lineHeight(for: screen.font(LayoutMetrics.buttonSize, .regular))
        let toolbarHeight = max((height * LayoutMetrics.pickerToolbarFraction).rounded(), toolbarLine + 8)
        // The toolbar's buttons, the first cancel button on the left and then the confirm buttons.
        let cancel = dialog.cancelIndex
        let shown = (cancel.map { [$0] } ?? []) + (0..<dialog.buttonCount).filter { dialog.buttonRole(at: $0) != .cancel }
        let hasPreferred = dialog.hasPreferredButton
        let fonts = shown.map { dialog.buttonFont(at: $0, size: LayoutMetrics.buttonSize, on: screen, hasPreferredButton: hasPreferred) }
        var widest = 0.0
        for (position, index) in shown.enumerated() {
            let titleWidth = measurer.measure(dialog.buttonTitle(at: index), font: fonts[position], maxWidth: .infinity).width
            widest = max(widest, ButtonTitle.toolbarWidth(forTitleWidth: titleWidth))
        }
        let rightSlots = Double(max(1, shown.count - (cancel == nil ? 0 : 1)))
        let buttonWidth = min(width / (rightSlots + 2), max(LayoutMetrics.pickerButtonWidth, widest))
        var facts = LayoutFacts()
        for (position, index) in shown.enumerated() {
            let font = fonts[position]
            let lines = measurer.measure(
                dialog.buttonTitle(at: index), font: font, maxWidth: ButtonTitle.wrapWidth(inButtonOf: buttonWidth)
            ).lineCount
            if lines > ButtonTitle.fittingLines(inButtonOf: toolbarHeight, lineHeight: measurer.lineHeight(for: font)) {
                facts.overflows.append(PlanOverflow(element: .button, reason: .truncated, id: dialog.buttonID(at: index)))
            }
            facts.toolbarButtonIDs.append(dialog.buttonID(at: index))
        }
        var isFirst = true
        var rowsTop = toolbarHeight
        dialog.forEachText { kind, text in
            if isFirst {
                // The first text stands in the toolbar, clipped to the lines it holds (`CardLayout.clip`).
                isFirst = false
                let font = screen.font(LayoutMetrics.titleSize, .semibold)
                let lineHeight = measurer.lineHeight(for: font)
                let lines = measurer.measure(text, font: font, maxWidth: max(0, width - (rightSlots + 1) * buttonWidth)).lineCount
                facts.titleLineCount =
                    Double(lines) * lineHeight > toolbarHeight ? min(lines, max(0, Int(toolbarHeight / lineHeight))) : lines
                return
            }
            let font = screen.font(LayoutMetrics.messageSize, .regular)
            let lines = measurer.measure(text, font: font, maxWidth: width - 2 * LayoutMetrics.cardPadding).lineCount
            let bottom = rowsTop + LayoutMetrics.fieldSpacing + Double(lines) * measurer.lineHeight(for: font)
            if bottom > height { facts.overflows.append(PlanOverflow(element: kind, reason: .truncated)) }
            rowsTop = min(height, bottom + LayoutMetrics.fieldSpacing)
        }
        return facts
    }
}
