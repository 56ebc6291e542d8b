/// What the layout rules read off a dialog's render plan on one screen at one text size: what
/// overflows, how many lines the title takes, and which buttons sit in a toolbar.
///
/// `LayoutEngine.facts` reaches the same numbers as `LayoutEngine.plan` without building a single
/// element or line: linting lays every dialog out twice, and the element tree was most of the cost
/// (`LayoutFactsTests` holds the two to the same facts on every spec, device and text size).
public struct LayoutFacts: Sendable, Hashable {
    /// The overflows, in the order the plan lists them.
    public var overflows: [PlanOverflow] = []
    /// The lines of the plan's first title element; 0 when it has none.
    public var titleLineCount = 0
    /// The ids of the buttons inside a toolbar, in the plan's order.
    public var toolbarButtonIDs: [String] = []

    /// No overflow, no title, no toolbar.
    public init() {}

    /// The facts of a laid-out `plan`, read off its elements.
    public init(plan: DialogPlan) {
        overflows = plan.overflows
        titleLineCount = Self.first(.title, in: plan.elements)?.text?.lines.count ?? 0
        toolbarButtonIDs = Self.toolbarButtonIDs(in: plan.elements)
    }

    private static func first(_ kind: PlanElement.Kind, in elements: [PlanElement]) -> PlanElement? {
        for element in elements {
            if element.kind == kind { return element }
            if let found = first(kind, in: element.children) { return found }
        }
        return nil
    }

    private static func toolbarButtonIDs(in elements: [PlanElement]) -> [String] {
        elements.flatMap { element in
            (element.kind == .toolbar ? element.children.compactMap { $0.kind == .button ? $0.id : nil } : [])
                + toolbarButtonIDs(in: element.children)
        }
    }
}

extension LayoutEngine {
    /// The layout facts of `dialog` on `device` at `textSize`: what `LayoutFacts(plan:)` reads off
    /// its plan, computed from the same geometry without elements, lines or copies of the model.
    static func facts(_ dialog: Dialog, device: Device, textSize: TextSize) -> LayoutFacts {
        var measure = LayoutMeasure(LayoutContext(dialog: dialog, device: device, textSize: textSize))
        switch dialog.resolvedShape {
        case .toast: measure.toast()
        case .picker: measure.picker()
        case .systemSheet: measure.systemSheet()
        case .bottomSheet: measure.bottomSheet()
        case .systemAlert: measure.systemAlert()
        case .card: measure.card()
        }
        return measure.facts
    }
}

/// The geometry of each layout (`CardLayout`, `PanelLayouts`, `SystemLayouts`) step for step,
/// keeping only the heights that decide overflows and the facts the rules read; every number comes
/// from the same `LayoutContext` helpers and `LayoutMetrics`, added up in the same order, so the
/// results are the same to the last bit.
private struct LayoutMeasure {
    let context: LayoutContext
    var facts = LayoutFacts()
    /// Title line counts already measured: (button index, button width, font size base, lines).
    private var measured: [(index: Int, width: Double, size: Double, lineCount: Int)] = []

    init(_ context: LayoutContext) {
        self.context = context
    }

    private var dialog: Dialog { context.dialog }
    private var device: Device { context.device }

    /// The height of `text` laid out in `font` within `width`, as `LayoutContext.label` frames it.
    private func height(_ text: String, font: PlanFont, width: Double) -> (height: Double, lineCount: Int) {
        let lineCount = TextLayout.measure(text, font: font, maxWidth: width).lineCount
        return (Double(lineCount) * TextLayout.lineHeight(for: font.size), lineCount)
    }

    /// Calls `body` with each non-empty text of `dialog` above the buttons, as `LayoutContext.texts` lists them.
    private static func forEachText(of dialog: Dialog, _ body: (PlanElement.Kind, String) -> Void) {
        if let text = dialog.title?.value, !text.isEmpty { body(.title, text) }
        if let text = dialog.subtitle?.value, !text.isEmpty { body(.subtitle, text) }
        if let text = dialog.message?.value, !text.isEmpty { body(.message, text) }
    }

    private var hasTexts: Bool {
        var found = false
        Self.forEachText(of: dialog) { _, _ in found = true }
        return found
    }

    // MARK: Buttons

    /// How many lines button `index`'s title wraps to in a button `width` wide.
    private mutating func lineCount(ofButton index: Int, width: Double, size: Double) -> Int {
        if let known = measured.first(where: { $0.index == index && $0.width == width && $0.size == size }) {
            return known.lineCount
        }
        let button = dialog.buttons[index]
        let font = context.buttonFont(button, size: size)
        let lineCount = TextLayout.measure(button.title.value, font: font, maxWidth: LayoutContext.buttonTitleWidth(width)).lineCount
        measured.append((index, width, size, lineCount))
        return lineCount
    }

    /// `LayoutContext.buttonHeight` of button `index`.
    private mutating func buttonHeight(_ index: Int, width: Double, size: Double, rowHeight: Double) -> Double {
        guard context.buttonTitlesWrap else { return rowHeight }
        let font = context.buttonFont(dialog.buttons[index], size: size)
        return context.buttonHeight(lineCount: lineCount(ofButton: index, width: width, size: size), font: font, rowHeight: rowHeight)
    }

    /// What `LayoutContext.button` records for button `index` in a frame `width` by `height`.
    private mutating func button(_ index: Int, width: Double, height: Double, size: Double) {
        let lineHeight = TextLayout.lineHeight(for: context.buttonFont(dialog.buttons[index], size: size).size)
        if lineCount(ofButton: index, width: width, size: size) > LayoutContext.buttonLinesShown(height: height, lineHeight: lineHeight) {
            facts.overflows.append(PlanOverflow(element: .button, reason: .truncated, id: dialog.buttons[index].id.value))
        }
    }

    /// `LayoutContext.buttonRows` of every button at `y`: the height used.
    private mutating func buttonRows(y: Double, width: Double, rowHeight: Double, size: Double) -> Double {
        let buttons = dialog.buttons
        guard !buttons.isEmpty else { return 0 }
        let single = buttons.count == 1 && buttonHeight(0, width: width, size: size, rowHeight: rowHeight) == rowHeight
        if single || context.fitSideBySide(buttons, width: width, size: size) {
            let each = width / Double(buttons.count)
            var height = buttonHeight(0, width: each, size: size, rowHeight: rowHeight)
            for index in buttons.indices.dropFirst() {
                height = max(height, buttonHeight(index, width: each, size: size, rowHeight: rowHeight))
            }
            for index in context.rowOrderIndices(buttons) {
                button(index, width: each, height: height, size: size)
            }
            return height
        }
        var rowY = y
        for index in context.stackOrderIndices(buttons) {
            let height = buttonHeight(index, width: width, size: size, rowHeight: rowHeight)
            button(index, width: width, height: height, size: size)
            rowY += height
        }
        return rowY - y
    }

    /// A stacked row of button `index` `width` wide at `y`: `y` below it.
    private mutating func stackedButton(_ index: Int, y: Double, width: Double, size: Double, rowHeight: Double) -> Double {
        let height = buttonHeight(index, width: width, size: size, rowHeight: rowHeight)
        button(index, width: width, height: height, size: size)
        return y + height
    }

    private func firstIndex(cancel: Bool) -> Int? {
        dialog.buttons.firstIndex { ($0.resolvedStyle == .cancel) == cancel }
    }

    // MARK: Layouts

    mutating func card() {
        let fromBottom = dialog.resolvedShowType == .fromBottom
        let width = fromBottom ? device.width : min(device.width - 2 * LayoutMetrics.cardSideInset, LayoutMetrics.cardMaxWidth)
        let textWidth = width - 2 * LayoutMetrics.cardPadding
        let style = dialog.style
        var y = 0.0
        if let title = dialog.title?.value, !title.isEmpty {
            let label = height(title, font: context.font(LayoutMetrics.titleSize, .semibold, override: style.titleFont), width: textWidth)
            facts.titleLineCount = label.lineCount
            y = max(LayoutMetrics.cardHeaderHeight, label.height + 2 * LayoutMetrics.cardHeaderPadding)
        }
        var contentHeight = 0.0
        var hasBody = false
        Self.forEachText(of: dialog) { kind, text in
            guard kind != .title else { return }
            if contentHeight > 0 { contentHeight += 8 }
            contentHeight += height(text, font: context.font(LayoutMetrics.messageSize, .regular, override: style.messageFont), width: textWidth).height
            hasBody = true
        }
        if let input = dialog.input {
            if contentHeight > 0 { contentHeight += LayoutMetrics.fieldSpacing }
            let base = input.isMultiline ? LayoutMetrics.textViewHeight : LayoutMetrics.textFieldHeight
            contentHeight += (base * max(1, context.textSize.scale)).rounded()
            hasBody = true
        }
        if hasBody {
            let cap = device.height - LayoutMetrics.cardScreenReserve
            if contentHeight + LayoutMetrics.cardMessageExtra > cap {
                facts.overflows.append(PlanOverflow(element: .message, reason: .truncated))
            }
            y += min(contentHeight + LayoutMetrics.cardMessageExtra, cap)
        }
        y += buttonRows(y: y, width: width, rowHeight: LayoutMetrics.cardFooterHeight, size: LayoutMetrics.buttonSize)
        if fromBottom { y += device.safeBottom }
        if y > device.height - device.safeTop - (fromBottom ? 0 : device.safeBottom) {
            facts.overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
    }

    mutating func bottomSheet() {
        let width = device.width
        let padding = LayoutMetrics.cardPadding
        let style = dialog.style
        var y = 0.0
        if hasTexts {
            y = padding
            Self.forEachText(of: dialog) { kind, text in
                let font = kind == .title
                    ? context.font(LayoutMetrics.titleSize, .semibold, override: style.titleFont)
                    : context.font(LayoutMetrics.messageSize, .regular, override: style.messageFont)
                if y > padding { y += 6 }
                let label = height(text, font: font, width: width - 2 * padding)
                if kind == .title { facts.titleLineCount = label.lineCount }
                y += label.height
            }
            y += padding
        }
        let row = LayoutMetrics.sheetRowHeight
        for index in dialog.buttons.indices where dialog.buttons[index].resolvedStyle != .cancel {
            y = stackedButton(index, y: y, width: width, size: LayoutMetrics.buttonSize, rowHeight: row)
        }
        if let cancel = firstIndex(cancel: true) {
            y += LayoutMetrics.sheetCancelGap
            y = stackedButton(cancel, y: y, width: width, size: LayoutMetrics.buttonSize, rowHeight: row)
        }
        y += device.safeBottom
        if device.height - y < device.safeTop {
            facts.overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
    }

    mutating func picker() {
        let height = (device.height * LayoutMetrics.pickerHeightFraction).rounded()
        let toolbarLine = TextLayout.lineHeight(for: context.font(LayoutMetrics.buttonSize, .regular).size)
        let toolbarHeight = max((height * LayoutMetrics.pickerToolbarFraction).rounded(), toolbarLine + 8)
        let fromBottom = dialog.resolvedShowType == .fromBottom
        let width = fromBottom ? device.width : min(device.width - 2 * LayoutMetrics.cardSideInset, LayoutMetrics.cardMaxWidth)
        let toolbarButtons = [firstIndex(cancel: true), firstIndex(cancel: false)].compactMap { $0 }
        let titleWidths = toolbarButtons.map { index in
            let button = dialog.buttons[index]
            return TextLayout.measure(
                button.title.value, font: context.buttonFont(button, size: LayoutMetrics.buttonSize), maxWidth: .infinity
            ).width + 16
        }
        let buttonWidth = min(width / 3, max(LayoutMetrics.pickerButtonWidth, titleWidths.max() ?? 0))
        for index in toolbarButtons {
            button(index, width: buttonWidth, height: toolbarHeight, size: LayoutMetrics.buttonSize)
            facts.toolbarButtonIDs.append(dialog.buttons[index].id.value)
        }
        var first: String?
        Self.forEachText(of: dialog) { _, text in first = first ?? text }
        if let first {
            // The first text is the toolbar's title, cut to the lines the toolbar holds (`CardLayout.clipped`).
            let font = context.font(LayoutMetrics.titleSize, .semibold, override: dialog.style.titleFont)
            let label = self.height(first, font: font, width: width - 2 * buttonWidth)
            let lineHeight = TextLayout.lineHeight(for: font.size)
            facts.titleLineCount = label.height > toolbarHeight ? min(label.lineCount, max(0, Int(toolbarHeight / lineHeight))) : label.lineCount
        }
    }

    mutating func toast() {
        var texts: [String] = []
        Self.forEachText(of: dialog) { _, text in texts.append(text) }
        let width = LayoutMetrics.toastWidth
        let inset = LayoutMetrics.toastInset
        let font = context.font(LayoutMetrics.toastFontSize, .regular, override: dialog.style.messageFont)
        let height = self.height(texts.joined(separator: "\n"), font: font, width: width - 2 * inset).height + 2 * inset
        let top = dialog.resolvedShowType == .fromBottom
            ? device.height - device.safeBottom - LayoutMetrics.toastBottomOffset - height
            : ((device.height - height) / 2).rounded()
        if top < device.safeTop {
            facts.overflows.append(PlanOverflow(element: .bubble, reason: .exceedsScreen))
        }
    }

    mutating func systemAlert() {
        let width = LayoutMetrics.systemAlertWidth
        let textWidth = width - 2 * LayoutMetrics.systemAlertPadding
        var y = LayoutMetrics.systemAlertTopPadding
        Self.forEachText(of: dialog) { kind, text in
            let font = kind == .title
                ? context.font(LayoutMetrics.titleSize, .semibold) : context.font(LayoutMetrics.systemMessageSize, .regular)
            if kind != .title, y > LayoutMetrics.systemAlertTopPadding { y += 4 }
            let label = height(text, font: font, width: textWidth)
            if kind == .title { facts.titleLineCount = label.lineCount }
            y += label.height
        }
        if dialog.input != nil {
            y += 16
            y += (LayoutMetrics.systemTextFieldHeight * max(1, context.textSize.scale)).rounded()
        }
        y += LayoutMetrics.systemAlertTopPadding
        y += buttonRows(y: y, width: width, rowHeight: LayoutMetrics.systemAlertRow, size: LayoutMetrics.buttonSize)
        if y > device.height - device.safeTop - device.safeBottom {
            facts.overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
    }

    mutating func systemSheet() {
        let popover = device.isRegularWidth
        let margin = LayoutMetrics.systemSheetMargin
        let width = popover ? LayoutMetrics.systemPopoverWidth : device.width - 2 * margin
        let row = LayoutMetrics.systemSheetRow
        var y = 0.0
        if hasTexts {
            let padding = LayoutMetrics.systemSheetHeaderPadding
            y = padding
            Self.forEachText(of: dialog) { kind, text in
                let font = context.font(LayoutMetrics.systemMessageSize, kind == .title ? .semibold : .regular)
                if y > padding { y += 4 }
                let label = height(text, font: font, width: width - 32)
                if kind == .title { facts.titleLineCount = label.lineCount }
                y += label.height
            }
            y += padding
        }
        let size = LayoutMetrics.systemSheetButtonSize
        for index in dialog.buttons.indices where dialog.buttons[index].resolvedStyle != .cancel {
            y = stackedButton(index, y: y, width: width, size: size, rowHeight: row)
        }
        if !popover, let cancel = firstIndex(cancel: true) {
            y += margin
            y = stackedButton(cancel, y: y, width: width, size: size, rowHeight: row)
        }
        let top = popover ? ((device.height - y) / 2).rounded() : device.height - device.safeBottom - margin - y
        if top < device.safeTop {
            facts.overflows.append(PlanOverflow(element: .container, reason: .exceedsScreen))
        }
    }
}
