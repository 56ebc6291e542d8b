/// What every layout needs: the dialog, the screen with its text scale, the measurer, and the
/// resolved style; `Element` is what the layout builds (`LayoutElement`), `Measurer` what
/// measures its texts.
///
/// The type itself states no requirement of its parameters, its methods do (the extension
/// below): a copy or the end of a context goes through its type, which the program looks up by
/// name the first time, and with requirements that lookup searched for the element's and the
/// measurer's conformances, more than the rest of a dialog's layout.
struct LayoutContext<Element, Measurer> {
    /// What the layout reads of the dialog and the overflows it finds, held by reference (see `LayoutDialog`).
    private let source: LayoutDialog
    let screen: LayoutScreen
    let measurer: Measurer
    /// Whether texts get their lines; without them each line is an empty placeholder, for the
    /// lint rules, which read line counts, frames and overflows but never the words.
    var keepsLines = true

    /// The dialog being laid out.
    var dialog: LayoutInput { source.input }

    /// The texts that did not fit, in the order found.
    var overflows: [PlanOverflow] { source.overflows }

    /// Records a text that did not fit.
    func record(_ overflow: PlanOverflow) { source.overflows.append(overflow) }

    /// Whether the custom renderer draws the dialog; kept, since every font and color asks.
    var isCustom: Bool { source.input.isCustom }

    /// The texts above the buttons: title, subtitle and message, each when non-empty.
    var texts: LayoutTexts { source.texts }

    /// Whether a button is preferred, which every button's font asks.
    var hasPreferredButton: Bool { source.hasPreferredButton }

    /// The dialog's buttons, in the spec's order.
    var buttons: [LayoutButton] { source.input.buttons }

    /// A context laying out `dialog` on `screen`, its texts measured by `measurer`.
    init(dialog: LayoutInput, screen: LayoutScreen, measurer: Measurer) {
        source = LayoutDialog(dialog)
        self.screen = screen
        self.measurer = measurer
    }

    /// The position of the dialog's first cancel button, if it has one.
    var cancelIndex: Int? {
        buttons.firstIndex { $0.role == .cancel }
    }

    var style: LayoutStyle { dialog.style }
}

extension LayoutContext where Element: LayoutElement, Measurer: TextMeasuring {
    typealias Text = Element.Text
    typealias Lines = Element.Text.Lines

    var alignment: DialogTextAlignment { isCustom ? style.textAlignment ?? .center : .center }

    /// A font at `base` points scaled for the text size; on the custom renderer the spec's font wins.
    func font(_ base: Double, _ weight: FontWeight, override: DialogFont? = nil) -> PlanFont {
        let size = isCustom ? override?.writtenSize ?? base : base
        let chosenWeight = isCustom ? override?.writtenWeight ?? weight : weight
        guard isCustom, let override, override.relativeTo != nil || override.maxSize != nil else {
            return screen.font(size, chosenWeight)
        }
        return screen.font(size, chosenWeight, relativeTo: override.relativeTo ?? .body, maxSize: override.maxSize)
    }

    func color(_ custom: DialogColor?, default fallback: DialogColor) -> DialogColor {
        guard isCustom, let custom else { return fallback }
        return custom
    }

    var titleColor: DialogColor { color(style.titleColor, default: PlanPalette.title) }
    var messageColor: DialogColor { color(style.messageColor, default: PlanPalette.message) }
    var lineColor: DialogColor { color(style.lineColor, default: PlanPalette.line) }
    var backgroundColor: DialogColor { color(style.backgroundColor, default: PlanPalette.background) }

    /// The height of one line in `font`, as the measurer gives it.
    func lineHeight(_ font: PlanFont) -> Double { measurer.lineHeight(for: font) }

    /// A label of `kind` laid out within `width`, placed at `x`, `y`.
    func label(
        _ kind: PlanElement.Kind, _ text: String, font: PlanFont, color: @autoclosure () -> DialogColor, x: Double, y: Double,
        width: Double
    ) -> Element {
        let layout = wrap(text, font: font, maxWidth: width)
        var element = Element(kind, frame: PlanFrame(x: x, y: y, width: width, height: layout.height))
        element.text = Text(laidOut: layout.lines, font: font, color: color(), alignment: alignment, lineHeight: layout.lineHeight)
        return element
    }

    /// `text` laid out in `font` within `maxWidth`: its lines (`LayoutLines`), and their heights
    /// as the measurer gives them.
    func wrap(_ text: String, font: PlanFont, maxWidth: Double) -> (lines: Lines, height: Double, lineHeight: Double) {
        Lines.wrap(text, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: keepsLines)
    }

    /// What a text field shows before the user types: its initial text in the text color, else
    /// its placeholder in gray; at most `maxLines` lines of it (one in a single-line field). A
    /// secure field shows one bullet per character, as UITextField does.
    func fieldText(_ input: LayoutField, font: PlanFont, width: Double, maxLines: Int) -> Text? {
        let initial = input.initialText
        let hasInitial = initial?.isEmpty == false
        guard var shown = hasInitial ? initial : input.placeholder else { return nil }
        if hasInitial, input.isSecure { shown = String(repeating: "\u{2022}", count: shown.count) }
        let layout = wrap(shown, font: font, maxWidth: width)
        return Text(
            laidOut: layout.lines.keeping(max(1, maxLines)), font: font, color: hasInitial ? titleColor : PlanPalette.secondary,
            alignment: .left, lineHeight: layout.lineHeight)
    }

    /// At accessibility text sizes button titles wrap, as UIKit's do, instead of being cut.
    var buttonTitlesWrap: Bool { screen.isAccessibilityTextSize }

    /// The font of `button`'s title at `size`, as `ButtonTitle` weighs it.
    func buttonFont(_ button: LayoutButton, size: Double) -> PlanFont {
        let weight = ButtonTitle.weight(
            role: button.role, isPreferred: button.isPreferred, isCustom: isCustom, hasPreferredButton: hasPreferredButton)
        return font(size, weight, override: buttonFontOverride(button))
    }

    /// The height of a button whose title wraps to `lineCount` lines in `font`.
    func buttonHeight(lineCount: Int, font: PlanFont, rowHeight: Double) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        return ButtonTitle.height(lineCount: lineCount, lineHeight: lineHeight(font), rowHeight: rowHeight)
    }

    /// The lines `title` wraps to in `font` in a button `width` wide.
    func titleLineCount(_ title: String, font: PlanFont, width: Double) -> Int {
        measurer.measure(title, font: font, maxWidth: ButtonTitle.wrapWidth(inButtonOf: width)).lineCount
    }

    /// A button element with its title centered in `frame`; a title that does not fit is cut and recorded.
    mutating func button(_ button: LayoutButton, frame: PlanFrame, size: Double) -> Element {
        self.button(button, frame: frame, font: buttonFont(button, size: size), lineCount: nil)
    }

    /// A button `width` wide at `x`, `y`, as tall as `buttonHeight` makes it in a row of
    /// `rowHeight`: its title is measured once for its height and its lines.
    mutating func sizedButton(_ button: LayoutButton, x: Double, y: Double, width: Double, size: Double, rowHeight: Double) -> Element {
        let font = buttonFont(button, size: size)
        guard buttonTitlesWrap else {
            return self.button(button, frame: PlanFrame(x: x, y: y, width: width, height: rowHeight), font: font, lineCount: nil)
        }
        let lineCount = titleLineCount(button.title, font: font, width: width)
        let height = buttonHeight(lineCount: lineCount, font: font, rowHeight: rowHeight)
        return self.button(button, frame: PlanFrame(x: x, y: y, width: width, height: height), font: font, lineCount: lineCount)
    }

    /// `button(_:frame:size:)` in `font`, the button's title known to wrap to `lineCount` lines
    /// within the frame when that is not nil.
    private mutating func button(_ button: LayoutButton, frame: PlanFrame, font: PlanFont, lineCount: Int?) -> Element {
        let maxWidth = ButtonTitle.wrapWidth(inButtonOf: frame.width)
        let layout =
            if let lineCount {
                Lines.wrap(button.title, font: font, maxWidth: maxWidth, measurer: measurer, keepsLines: keepsLines, lineCount: lineCount)
            } else {
                wrap(button.title, font: font, maxWidth: maxWidth)
            }
        var element = Element(.button, frame: frame)
        element.mark(button)
        // A title taller than the button is cut to the lines that fit, as UIButton does.
        let fitting = ButtonTitle.fittingLines(inButtonOf: frame.height, lineHeight: layout.lineHeight)
        if layout.lines.count > fitting {
            record(PlanOverflow(element: .button, reason: .truncated, id: button.id))
        }
        element.text = Text(
            laidOut: layout.lines.keeping(fitting), font: font, color: buttonColor(button), alignment: .center,
            lineHeight: layout.lineHeight)
        return element
    }

    /// A button title's color: the tint, red for a destructive button; on the custom renderer the button's own.
    func buttonColor(_ button: LayoutButton) -> DialogColor {
        let fallback = button.role == .destructive ? PlanPalette.destructive : PlanPalette.tint
        return isCustom ? button.color ?? fallback : fallback
    }

    /// Lays out a footer of `buttons` at `y` across `x ..< x + width`: side by side when two fit
    /// (cancel first, but in the spec's order on the custom renderer), else stacked rows of
    /// `rowHeight`, cancel last. Appends the elements to
    /// `elements` and returns the height used.
    ///
    /// Each title is measured at most once per width it is laid out in: the side-by-side test,
    /// the row's height and the button itself each measured it, up to four times for one answer.
    /// What it learns of the titles goes from step to step in `titles`, not in nested functions
    /// around the context: each of those copied the context it read.
    mutating func buttonRows(
        _ buttons: [LayoutButton], x: Double, y: Double, width: Double, rowHeight: Double, size: Double,
        stackedRowHeight: Double? = nil, into elements: inout Element.Children
    ) -> Double {
        guard !buttons.isEmpty else { return 0 }
        elements.append(separator(x: x, y: y, width: width))
        var titles: [MeasuredTitle] = []
        titles.reserveCapacity(buttons.count)
        for index in buttons.indices { titles.append(MeasuredTitle(font: buttonFont(buttons[index], size: size))) }
        let single = buttons.count == 1 && height(0, of: buttons, &titles, inButtonOf: width, rowHeight: rowHeight) == rowHeight
        if placesSideBySide(single || fitSideBySide(buttons, &titles, width: width)) {
            let each = width / Double(buttons.count)
            // Large text makes the row taller rather than spilling out of it.
            var sharedHeight = height(0, of: buttons, &titles, inButtonOf: each, rowHeight: rowHeight)
            for index in buttons.indices.dropFirst() {
                sharedHeight = max(sharedHeight, height(index, of: buttons, &titles, inButtonOf: each, rowHeight: rowHeight))
            }
            // UIAlertController puts the cancel button on the left whatever the spec's order; a
            // custom dialog keeps the spec's order.
            var position = 0
            for index in IndicesMovingCancel(of: buttons, first: true, keepingOrder: isCustom) {
                let frame = PlanFrame(x: x + Double(position) * each, y: y, width: each, height: sharedHeight)
                if position > 0 {
                    var line = Element(.separator, frame: PlanFrame(x: frame.x, y: y, width: LayoutMetrics.separator, height: sharedHeight))
                    line.paint(lineColor, cornerRadius: nil)
                    elements.append(line)
                }
                let lineCount = knownLineCount(index, of: buttons, &titles, inButtonOf: each)
                elements.append(button(buttons[index], frame: frame, font: titles[index].font, lineCount: lineCount))
                position += 1
            }
            return sharedHeight
        }
        var rowY = y
        var position = 0
        for index in IndicesMovingCancel(of: buttons, first: false) {
            if position > 0 { elements.append(separator(x: x, y: rowY, width: width)) }
            let buttonHeight = height(index, of: buttons, &titles, inButtonOf: width, rowHeight: stackedRowHeight ?? rowHeight)
            let frame = PlanFrame(x: x, y: rowY, width: width, height: buttonHeight)
            let lineCount = knownLineCount(index, of: buttons, &titles, inButtonOf: width)
            elements.append(button(buttons[index], frame: frame, font: titles[index].font, lineCount: lineCount))
            rowY += buttonHeight
            position += 1
        }
        return rowY - y
    }

    /// The lines the title of `buttons[index]` wraps to in a button `buttonWidth` wide, measured
    /// once per width.
    private func lineCount(_ index: Int, of buttons: [LayoutButton], _ titles: inout [MeasuredTitle], inButtonOf buttonWidth: Double) -> Int
    {
        if titles[index].wrappedIn == buttonWidth { return titles[index].lineCount }
        let maxWidth = ButtonTitle.wrapWidth(inButtonOf: buttonWidth)
        let count =
            if let oneLine = titles[index].oneLineWidth, ButtonTitle.staysOneLine(oneLine, within: maxWidth) { 1 } else {
                titleLineCount(buttons[index].title, font: titles[index].font, width: buttonWidth)
            }
        titles[index].wrappedIn = buttonWidth
        titles[index].lineCount = count
        return count
    }

    /// The height of the button of `buttons[index]` `buttonWidth` wide in a row `rowHeight` high.
    private func height(
        _ index: Int, of buttons: [LayoutButton], _ titles: inout [MeasuredTitle], inButtonOf buttonWidth: Double, rowHeight: Double
    ) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        let lines = lineCount(index, of: buttons, &titles, inButtonOf: buttonWidth)
        return buttonHeight(lineCount: lines, font: titles[index].font, rowHeight: rowHeight)
    }

    /// The lines a button's title takes, where the element keeps only their count; laid out anew where it keeps them.
    private func knownLineCount(
        _ index: Int, of buttons: [LayoutButton], _ titles: inout [MeasuredTitle], inButtonOf buttonWidth: Double
    ) -> Int? {
        keepsLines ? nil : lineCount(index, of: buttons, &titles, inButtonOf: buttonWidth)
    }

    /// Whether two buttons fit side by side in a row `width` wide: each title fits half the row on one line.
    private func fitSideBySide(_ buttons: [LayoutButton], _ titles: inout [MeasuredTitle], width: Double) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = ButtonTitle.sideBySideLimit(inRowOf: width)
        for index in buttons.indices {
            let measured = measurer.measure(buttons[index].title, font: titles[index].font, maxWidth: .infinity)
            if measured.lineCount == 1 { titles[index].oneLineWidth = measured.width }
            guard measured.width <= half else { return false }
        }
        return true
    }

    func separator(x: Double, y: Double, width: Double) -> Element {
        var line = Element(.separator, frame: PlanFrame(x: x, y: y, width: width, height: LayoutMetrics.separator))
        line.paint(lineColor, cornerRadius: nil)
        return line
    }

}

/// The indices of `buttons` with the cancel buttons moved `first` or last, the others in
/// their order (all in their order when `keepingOrder`); building no reordered array, which
/// cost more than the rest of a row.
private struct IndicesMovingCancel: Sequence, IteratorProtocol {
    let buttons: [LayoutButton]
    let first: Bool
    let keepingOrder: Bool
    /// 0 while the buttons that go first are given, 1 for the rest.
    private var pass = 0
    private var index = 0

    init(of buttons: [LayoutButton], first: Bool, keepingOrder: Bool = false) {
        self.buttons = buttons
        self.first = first
        self.keepingOrder = keepingOrder
    }

    mutating func next() -> Int? {
        if keepingOrder {
            guard index < buttons.count else { return nil }
            defer { index += 1 }
            return index
        }
        while pass < 2 {
            while index < buttons.count {
                let candidate = index
                index += 1
                if (buttons[candidate].role == .cancel) == (first == (pass == 0)) { return candidate }
            }
            pass += 1
            index = 0
        }
        return nil
    }
}

/// What `buttonRows` learned of one button's title.
private struct MeasuredTitle {
    let font: PlanFont
    /// The title's width when it is one line with no width to wrap it; nil when unknown or not one line.
    var oneLineWidth: Double?
    /// The last button width the title was wrapped in (none yet when negative) and its line count there.
    var wrappedIn = -1.0
    var lineCount = 0
}

/// What a layout reads of its dialog, and the overflows it finds: made once per layout and held
/// by the context by reference. With the input and the overflows in it, the generic context was
/// copied and destroyed through its type's value witnesses, each copy retaining and releasing
/// every string and array of the dialog, and the first looking the context's type up by name
/// (its element's and measurer's conformances found by a search); a context whose only
/// reference is this box is copied and destroyed as one.
final class LayoutDialog {
    let input: LayoutInput
    /// The texts above the buttons: title, subtitle and message, each when non-empty.
    let texts: LayoutTexts
    /// Whether a button is preferred, which every button's font asks.
    let hasPreferredButton: Bool
    /// The texts that did not fit, in the order found.
    var overflows: [PlanOverflow] = []

    init(_ input: LayoutInput) {
        texts = LayoutTexts(input)
        hasPreferredButton = input.buttons.contains { $0.isPreferred }
        // Stored last, so the input is moved in rather than copied.
        self.input = input
    }
}

extension LayoutScreen {
    /// A font at `size` points scaled for the screen's text size, to a tenth of a point.
    func font(_ size: Double, _ weight: FontWeight) -> PlanFont {
        PlanFont(size: (size * textScale * 10).rounded() / 10, weight: weight)
    }

    /// A custom font at `size` points scaled as `UIFontMetrics(forTextStyle: style)` scales it,
    /// by the style's growth at the screen's text size, and capped at `maxSize`. Body text grows
    /// by `textScale`, so a body-relative font without a cap is set as every other.
    func font(_ size: Double, _ weight: FontWeight, relativeTo style: DialogTextStyle, maxSize: Double?) -> PlanFont {
        let scale = style == .body ? textScale : contentSize.scale(relativeTo: style)
        let scaled = (size * scale * 10).rounded() / 10
        return PlanFont(size: maxSize.map { min(scaled, $0) } ?? scaled, weight: weight)
    }

    /// A height of `base` points grown, never shrunk, with the text size: a field's, a picker row's.
    func grown(_ base: Double) -> Double { (base * max(1, textScale)).rounded() }
}

/// How a button's title is set: the layouts and `LayoutGeometry.quickFacts` ask the same.
enum ButtonTitle {
    /// Semibold for the preferred button; UIKit sets the cancel button semibold only when no
    /// button is preferred, since `preferredAction` takes the emphasis from it.
    static func weight(role: DialogButtonRole, isPreferred: Bool, isCustom: Bool, hasPreferredButton: Bool) -> FontWeight {
        isPreferred || (!isCustom && role == .cancel && !hasPreferredButton) ? .semibold : .regular
    }

    /// The width a title wraps within in a button `width` wide.
    static func wrapWidth(inButtonOf width: Double) -> Double { max(1, width - 16) }

    /// The lines a title keeps in a button `height` high, at least one: more are cut, as UIButton cuts them.
    static func fittingLines(inButtonOf height: Double, lineHeight: Double) -> Int { max(1, Int((height - 8) / lineHeight)) }

    /// The height of a button of a row `rowHeight` high whose title wraps to `lineCount` lines of `lineHeight`.
    static func height(lineCount: Int, lineHeight: Double, rowHeight: Double) -> Double {
        max(rowHeight, Double(lineCount) * lineHeight + 16)
    }

    /// The width a toolbar button needs for a title `titleWidth` wide on one line.
    static func toolbarWidth(forTitleWidth titleWidth: Double) -> Double { titleWidth + 16 }

    /// The widest one-line title two buttons may have to stand side by side in a row `width` wide.
    static func sideBySideLimit(inRowOf width: Double) -> Double { width / 2 - 16 }

    /// Whether a title `oneLineWidth` wide on one line stays one line within `maxWidth`: the
    /// widths along it only add up to its own. The margin, far above the rounding of any order
    /// of adding them, leaves a title just at the width to be measured.
    static func staysOneLine(_ oneLineWidth: Double, within maxWidth: Double) -> Bool {
        oneLineWidth <= maxWidth - maxWidth * 1e-9
    }
}
