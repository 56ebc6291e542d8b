/// What `LayoutGeometry.quickFacts` reads of a dialog: its choices, texts and buttons, read where
/// the caller keeps them, so lint can learn the facts of most dialogs without building a
/// `LayoutInput` (every string and array of the dialog copied into it) or laying them out.
public protocol LayoutSketch {
    var shape: DialogShape { get }
    /// Whether the app draws the dialog (`LayoutInput.isCustom`).
    var isCustom: Bool { get }
    var fromBottom: Bool { get }
    /// Whether the spec writes numbers (`layout`) or fonts (`style`, a button's) that a custom
    /// layout reads; the system renderer reads none of them.
    var writesGeometry: Bool { get }
    var title: String? { get }
    var subtitle: String? { get }
    var message: String? { get }
    /// Whether the dialog has a text field.
    var hasField: Bool { get }
    /// Whether its text field, if it has one, takes several lines.
    var fieldIsMultiline: Bool { get }
    var buttonCount: Int { get }
    /// The id of the button at `index`, in display order.
    func buttonID(at index: Int) -> String
    /// The title of the button at `index`.
    func buttonTitle(at index: Int) -> String
    func buttonRole(at index: Int) -> DialogButtonRole
    func buttonIsPreferred(at index: Int) -> Bool
}

extension LayoutGeometry {
    /// `facts(_:on:)` of `dialog`, read off its texts' measures without laying it out, where its
    /// shape's geometry is that simple: a system alert or action sheet, a card or a bottom sheet,
    /// whose button titles are not cut (and, for the sheets, do not wrap), a toast, or a picker,
    /// the custom ones in their own geometry (the spec writing no numbers or fonts). Nil where
    /// only the layout can tell.
    ///
    /// Each shape's reading sits beside its layout; `LayoutFactsTests` holds them to the layout's
    /// facts on every spec, device and text size, and to applying to most dialogs of those shapes.
    public static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen) -> LayoutFacts? {
        let measurer = DeterministicTextMeasurer()
        return switch dialog.shape {
        case .systemAlert: SystemAlertLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .systemSheet: SystemSheetLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .toast: ToastLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .card: CardLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .picker: PickerLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .bottomSheet: BottomSheetLayout.quickFacts(dialog, on: screen, measurer: measurer)
        }
    }
}

extension LayoutSketch {
    /// The texts above the buttons, as `LayoutTexts` gathers them: title, subtitle and message,
    /// each when non-empty, in that order.
    func forEachText(_ body: (PlanElement.Kind, String) -> Void) {
        if let title, !title.isEmpty { body(.title, title) }
        if let subtitle, !subtitle.isEmpty { body(.subtitle, subtitle) }
        if let message, !message.isEmpty { body(.message, message) }
    }

    /// The position of the first cancel button, as `LayoutContext.cancelIndex` finds it.
    var cancelIndex: Int? {
        (0..<buttonCount).first { buttonRole(at: $0) == .cancel }
    }

    var hasPreferredButton: Bool {
        (0..<buttonCount).contains { buttonIsPreferred(at: $0) }
    }

    /// Whether the title of the button at `index`, one line of `size` points in a sheet's row
    /// `width` wide and `rowHeight` tall, wraps to more lines than the row holds, which
    /// `LayoutContext.button` cuts.
    func sheetTitleIsCut(
        at index: Int, width: Double, rowHeight: Double, size: Double, on screen: LayoutScreen, hasPreferredButton: Bool,
        measurer: some TextMeasuring
    ) -> Bool {
        let font = buttonFont(at: index, size: size, on: screen, hasPreferredButton: hasPreferredButton)
        let lines = measurer.measure(buttonTitle(at: index), font: font, maxWidth: ButtonTitle.wrapWidth(inButtonOf: width)).lineCount
        return lines > ButtonTitle.fittingLines(inButtonOf: rowHeight, lineHeight: measurer.lineHeight(for: font))
    }

    /// Adds to `y`, one after the other as the sheets stack them, a row of `rowHeight` for each
    /// button but the cancel button; false when one of their titles is cut (`sheetTitleIsCut`).
    func stackSheetRows(
        onto y: inout Double, width: Double, rowHeight: Double, size: Double, on screen: LayoutScreen, hasPreferredButton: Bool,
        measurer: some TextMeasuring
    ) -> Bool {
        for index in 0..<buttonCount where buttonRole(at: index) != .cancel {
            guard
                !sheetTitleIsCut(
                    at: index, width: width, rowHeight: rowHeight, size: size, on: screen, hasPreferredButton: hasPreferredButton,
                    measurer: measurer)
            else { return false }
            y += rowHeight
        }
        return true
    }

    /// The font of the title of the button at `index` at `size` on `screen`, as `LayoutContext.buttonFont`
    /// sets it where the spec writes no font.
    func buttonFont(at index: Int, size: Double, on screen: LayoutScreen, hasPreferredButton: Bool) -> PlanFont {
        let weight = ButtonTitle.weight(
            role: buttonRole(at: index), isPreferred: buttonIsPreferred(at: index), isCustom: isCustom,
            hasPreferredButton: hasPreferredButton)
        return screen.font(size, weight)
    }

    /// The height of the footer `LayoutContext.buttonRows` lays the buttons out in across `width`,
    /// rows `rowHeight` high (stacked ones too) of `size`-point titles, where the spec writes no
    /// arrangement or font; nil when it cuts a title. Side by side when there is one button of
    /// one row, or two whose titles each fit half the row on one line; else stacked. A row is as
    /// tall as its tallest title needs where titles wrap (accessibility sizes), else `rowHeight`.
    func footerHeight(width: Double, rowHeight: Double, size: Double, on screen: LayoutScreen, measurer: some TextMeasuring) -> Double? {
        let count = buttonCount
        guard count > 0 else { return 0 }
        let hasPreferred = hasPreferredButton
        let wraps = screen.isAccessibilityTextSize
        func font(_ index: Int) -> PlanFont { buttonFont(at: index, size: size, on: screen, hasPreferredButton: hasPreferred) }
        // The one-line widths of two titles, measured for the side-by-side test, spare measuring them again.
        var oneLineWidths: (Double?, Double?) = (nil, nil)
        func lineCount(_ index: Int, inButtonOf buttonWidth: Double) -> Int {
            let maxWidth = ButtonTitle.wrapWidth(inButtonOf: buttonWidth)
            if let oneLine = index == 0 ? oneLineWidths.0 : index == 1 ? oneLineWidths.1 : nil,
                ButtonTitle.staysOneLine(oneLine, within: maxWidth)
            {
                return 1
            }
            return measurer.measure(buttonTitle(at: index), font: font(index), maxWidth: maxWidth).lineCount
        }
        func height(_ lines: Int, _ font: PlanFont) -> Double {
            wraps ? ButtonTitle.height(lineCount: lines, lineHeight: measurer.lineHeight(for: font), rowHeight: rowHeight) : rowHeight
        }
        func isCut(_ lines: Int, _ font: PlanFont, height: Double) -> Bool {
            lines > ButtonTitle.fittingLines(inButtonOf: height, lineHeight: measurer.lineHeight(for: font))
        }
        var sideBySide = false
        if count == 1 {
            sideBySide = height(lineCount(0, inButtonOf: width), font(0)) == rowHeight
        } else if count == 2 {
            let half = ButtonTitle.sideBySideLimit(inRowOf: width)
            let first = measurer.measure(buttonTitle(at: 0), font: font(0), maxWidth: .infinity)
            let second = measurer.measure(buttonTitle(at: 1), font: font(1), maxWidth: .infinity)
            oneLineWidths = (first.lineCount == 1 ? first.width : nil, second.lineCount == 1 ? second.width : nil)
            sideBySide = first.width <= half && second.width <= half
        }
        let buttonWidth = sideBySide ? width / Double(count) : width
        if sideBySide {
            // One or two buttons, sharing the height of the taller.
            let first = lineCount(0, inButtonOf: buttonWidth)
            let second = count == 2 ? lineCount(1, inButtonOf: buttonWidth) : 0
            var shared = height(first, font(0))
            if count == 2 { shared = max(shared, height(second, font(1))) }
            if isCut(first, font(0), height: shared) || (count == 2 && isCut(second, font(1), height: shared)) { return nil }
            return shared
        }
        var total = 0.0
        for index in 0..<count {
            let lines = lineCount(index, inButtonOf: buttonWidth)
            let rowHeight = height(lines, font(index))
            if isCut(lines, font(index), height: rowHeight) { return nil }
            total += rowHeight
        }
        return total
    }
}

extension LayoutFacts {
    /// The facts of a layout with `titleLineCount` title lines and `overflows`, in no toolbar.
    init(titleLineCount: Int, overflows: [PlanOverflow]) {
        self.init()
        self.titleLineCount = titleLineCount
        self.overflows = overflows
    }

    /// The facts of a layout with `titleLineCount` title lines whose `element` is taller than
    /// the screen, when there is one, and that has no other overflow.
    init(titleLineCount: Int, exceedsScreen element: PlanElement.Kind?) {
        self.init(titleLineCount: titleLineCount, overflows: element.map { [PlanOverflow(element: $0, reason: .exceedsScreen)] } ?? [])
    }
}

extension LayoutInput: LayoutSketch {
    public var writesGeometry: Bool {
        numbers != LayoutNumbers() || style.titleFont != nil || style.messageFont != nil || style.buttonFont != nil
            || style.fieldFont != nil || buttons.contains { $0.font != nil }
    }

    public var hasField: Bool { field != nil }
    public var fieldIsMultiline: Bool { field?.isMultiline ?? false }
    public var buttonCount: Int { buttons.count }
    public func buttonID(at index: Int) -> String { buttons[index].id }
    public func buttonTitle(at index: Int) -> String { buttons[index].title }
    public func buttonRole(at index: Int) -> DialogButtonRole { buttons[index].role }
    public func buttonIsPreferred(at index: Int) -> Bool { buttons[index].isPreferred }
}
