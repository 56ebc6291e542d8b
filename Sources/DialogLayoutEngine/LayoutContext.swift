/// What every layout needs: the dialog, the screen with its text scale, the measurer, and the
/// resolved style; `Element` is what the layout builds (`LayoutElement`).
struct LayoutContext<Element: LayoutElement> {
    typealias Text = Element.Text
    typealias Lines = Element.Text.Lines

    /// The dialog, read where the caller keeps it for the layout's duration: a `LayoutInput`
    /// holds a dozen strings and arrays, and copying it into the context (and into every copy
    /// the context's methods make of it) retained and released each of them.
    private let input: UnsafePointer<LayoutInput>
    var dialog: LayoutInput { unsafeAddress { input } }
    let screen: LayoutScreen
    /// The measurer and the overflows, where the caller keeps them, so the context holds
    /// nothing reference-counted: a layout copies it with each call, and copying the existential
    /// and the array cost lint more than the arithmetic of the layouts.
    private let measurerAddress: UnsafePointer<any TextMeasuring>
    private let overflowsAddress: UnsafeMutablePointer<[PlanOverflow]>
    var measurer: any TextMeasuring { unsafeAddress { measurerAddress } }
    /// The texts that did not fit, in the order found.
    var overflows: [PlanOverflow] {
        unsafeAddress { UnsafePointer(overflowsAddress) }
        nonmutating unsafeMutableAddress { overflowsAddress }
    }
    /// Whether texts get their lines; without them each line is an empty placeholder, for the
    /// lint rules, which read line counts, frames and overflows but never the words.
    var keepsLines = true

    /// Whether the custom renderer draws the dialog; kept, since every font and color asks.
    var isCustom: Bool { dialog.isCustom }

    /// The texts above the buttons: title, subtitle and message, each when non-empty.
    let texts: LayoutTexts

    /// Whether a button is preferred, which every button's font asks.
    let hasPreferredButton: Bool

    /// A context reading the dialog at `input` and measuring with the measurer at `measurer`,
    /// collecting overflows into `overflows`; all three must outlive it.
    init(
        dialog input: UnsafePointer<LayoutInput>, screen: LayoutScreen, measurer: UnsafePointer<any TextMeasuring>,
        overflows: UnsafeMutablePointer<[PlanOverflow]>
    ) {
        self.input = input
        self.screen = screen
        measurerAddress = measurer
        overflowsAddress = overflows
        texts = LayoutTexts(input)
        hasPreferredButton = input.pointee.buttons.contains { $0.isPreferred }
    }

    var style: LayoutStyle { dialog.style }

    var alignment: TextAlignment { isCustom ? style.textAlignment ?? .center : .center }

    /// A font at `base` points scaled for the text size; on the custom renderer the spec's font wins.
    func font(_ base: Double, _ weight: FontWeight, override: LayoutFontOverride? = nil) -> PlanFont {
        let size = isCustom ? override?.size ?? base : base
        let chosenWeight = isCustom ? override?.weight ?? weight : weight
        return PlanFont(size: (size * screen.textScale * 10).rounded() / 10, weight: chosenWeight)
    }

    func color(_ custom: PlanColor?, default fallback: PlanColor) -> PlanColor {
        guard isCustom, let custom else { return fallback }
        return custom
    }

    var titleColor: PlanColor { color(style.titleColor, default: PlanPalette.title) }
    var messageColor: PlanColor { color(style.messageColor, default: PlanPalette.message) }
    var lineColor: PlanColor { color(style.lineColor, default: PlanPalette.line) }
    var backgroundColor: PlanColor { color(style.backgroundColor, default: PlanPalette.background) }

    /// The height of one line in `font`, as the measurer gives it.
    func lineHeight(_ font: PlanFont) -> Double { measurer.lineHeight(for: font) }

    /// A label of `kind` laid out within `width`, placed at `x`, `y`.
    func label(
        _ kind: PlanElement.Kind, _ text: String, font: PlanFont, color: @autoclosure () -> PlanColor, x: Double, y: Double,
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

    /// Semibold for the preferred button; UIKit sets the cancel button semibold only when no
    /// button is preferred, since `preferredAction` takes the emphasis from it.
    func buttonFont(_ button: LayoutButton, size: Double) -> PlanFont {
        let cancelEmphasized = !isCustom && button.role == .cancel && !hasPreferredButton
        return font(size, button.isPreferred || cancelEmphasized ? .semibold : .regular, override: buttonFontOverride(button))
    }

    /// The height a button needs in a row of `width`: the row height, or more for a wrapped title.
    func buttonHeight(_ button: LayoutButton, width: Double, size: Double, rowHeight: Double) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        let font = buttonFont(button, size: size)
        let lineCount = measurer.measure(button.title, font: font, maxWidth: Self.buttonTitleWidth(width)).lineCount
        return buttonHeight(lineCount: lineCount, font: font, rowHeight: rowHeight)
    }

    /// The height of a button whose title wraps to `lineCount` lines in `font`.
    func buttonHeight(lineCount: Int, font: PlanFont, rowHeight: Double) -> Double {
        guard buttonTitlesWrap else { return rowHeight }
        return max(rowHeight, Double(lineCount) * lineHeight(font) + 16)
    }

    /// The width a button's title wraps within in a button `width` wide.
    static func buttonTitleWidth(_ width: Double) -> Double { max(1, width - 16) }

    /// A button element with its title centered in `frame`; a title that does not fit is cut and recorded.
    mutating func button(_ button: LayoutButton, frame: PlanFrame, size: Double) -> Element {
        let font = buttonFont(button, size: size)
        let layout = wrap(button.title, font: font, maxWidth: Self.buttonTitleWidth(frame.width))
        var element = Element(.button, frame: frame)
        element.mark(button)
        // A title taller than the button is cut to the lines that fit, as UIButton does.
        let fitting = max(1, Int((frame.height - 8) / layout.lineHeight))
        if layout.lines.count > fitting {
            overflows.append(PlanOverflow(element: .button, reason: .truncated, id: button.id))
        }
        element.text = Text(
            laidOut: layout.lines.keeping(fitting), font: font, color: buttonColor(button), alignment: .center,
            lineHeight: layout.lineHeight)
        return element
    }

    /// A button title's color: the tint, red for a destructive button; on the custom renderer the button's own.
    func buttonColor(_ button: LayoutButton) -> PlanColor {
        let fallback = button.role == .destructive ? PlanPalette.destructive : PlanPalette.tint
        return isCustom ? button.color ?? fallback : fallback
    }

    /// Whether `buttons` fit side by side in `width`, each title on one line.
    func fitSideBySide(_ buttons: [LayoutButton], width: Double, size: Double) -> Bool {
        guard buttons.count == 2 else { return false }
        let half = width / 2 - 16
        return buttons.allSatisfy { button in
            measurer.measure(button.title, font: buttonFont(button, size: size), maxWidth: .infinity).width <= half
        }
    }

    /// Buttons in the order they are stacked: display order with the cancel button moved last.
    func stackOrder(_ buttons: [LayoutButton]) -> [LayoutButton] {
        Self.movingCancel(of: buttons, first: false)
    }

    /// Buttons side by side, left to right: UIAlertController puts the cancel button on the
    /// left whatever the spec's order; a custom dialog keeps the spec's order.
    func rowOrder(_ buttons: [LayoutButton]) -> [LayoutButton] {
        isCustom ? buttons : Self.movingCancel(of: buttons, first: true)
    }

    /// `buttons` with the cancel buttons moved `first` or last, the others in their order; the
    /// array itself when they stand so already, as they mostly do.
    static func movingCancel(of buttons: [LayoutButton], first: Bool) -> [LayoutButton] {
        var leadingGroupEnded = false
        var inOrder = true
        for button in buttons {
            if (button.role == .cancel) == first {
                if leadingGroupEnded {
                    inOrder = false
                    break
                }
            } else {
                leadingGroupEnded = true
            }
        }
        if inOrder { return buttons }
        var ordered: [LayoutButton] = []
        ordered.reserveCapacity(buttons.count)
        for button in buttons where (button.role == .cancel) == first { ordered.append(button) }
        for button in buttons where (button.role == .cancel) != first { ordered.append(button) }
        return ordered
    }

    /// Lays out a footer of `buttons` at `y` across `x ..< x + width`: side by side when two fit
    /// (in `rowOrder`), else stacked rows of `rowHeight`, cancel last. Appends the elements to
    /// `elements` and returns the height used.
    mutating func buttonRows(
        _ buttons: [LayoutButton], x: Double, y: Double, width: Double, rowHeight: Double, size: Double,
        stackedRowHeight: Double? = nil, into elements: inout Element.Children
    ) -> Double {
        guard !buttons.isEmpty else { return 0 }
        elements.append(separator(x: x, y: y, width: width))
        let single = buttons.count == 1 && buttonHeight(buttons[0], width: width, size: size, rowHeight: rowHeight) == rowHeight
        if placesSideBySide(single || fitSideBySide(buttons, width: width, size: size)) {
            let each = width / Double(buttons.count)
            // Large text makes the row taller rather than spilling out of it.
            var height = buttonHeight(buttons[0], width: each, size: size, rowHeight: rowHeight)
            for button in buttons.dropFirst() {
                height = max(height, buttonHeight(button, width: each, size: size, rowHeight: rowHeight))
            }
            for (index, button) in rowOrder(buttons).enumerated() {
                let frame = PlanFrame(x: x + Double(index) * each, y: y, width: each, height: height)
                if index > 0 {
                    var line = Element(.separator, frame: PlanFrame(x: frame.x, y: y, width: LayoutMetrics.separator, height: height))
                    line.paint(lineColor, cornerRadius: nil)
                    elements.append(line)
                }
                elements.append(self.button(button, frame: frame, size: size))
            }
            return height
        }
        var rowY = y
        for (index, button) in stackOrder(buttons).enumerated() {
            if index > 0 { elements.append(separator(x: x, y: rowY, width: width)) }
            let height = buttonHeight(button, width: width, size: size, rowHeight: stackedRowHeight ?? rowHeight)
            elements.append(self.button(button, frame: PlanFrame(x: x, y: rowY, width: width, height: height), size: size))
            rowY += height
        }
        return rowY - y
    }

    func separator(x: Double, y: Double, width: Double) -> Element {
        var line = Element(.separator, frame: PlanFrame(x: x, y: y, width: width, height: LayoutMetrics.separator))
        line.paint(lineColor, cornerRadius: nil)
        return line
    }

}
