#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The custom action sheet: the texts, one full-width row per button, and the cancel button
/// apart below a gap, on the bottom edge, as the render plan's bottom sheet.
@MainActor final class DialogSheetView: UIView, DialogContentView {
    private(set) var fittingSize = CGSize.zero

    init(
        _ descriptor: DialogDescriptor<Int>, in bounds: CGSize, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        super.init(frame: .zero)
        let style = descriptor.style
        let width = bounds.width
        let textWidth = width - 2 * CardMetrics.padding
        let alignment = style.textAlignment?.uiAlignment ?? .center
        applySurface(of: style)
        var y: CGFloat = 0

        let texts: [(String, DialogFont, DialogColor)] = [
            descriptor.title.map { ($0, style.titleFont ?? CardMetrics.titleFont, style.titleColor ?? CardMetrics.title) },
            descriptor.subtitle.map { ($0, style.messageFont ?? CardMetrics.messageFont, style.messageColor ?? CardMetrics.message) },
            descriptor.message.map { ($0, style.messageFont ?? CardMetrics.messageFont, style.messageColor ?? CardMetrics.message) },
        ].compactMap { $0 }.filter { !$0.0.isEmpty }
        for (index, (text, font, color)) in texts.enumerated() {
            y += index == 0 ? CardMetrics.padding : CardMetrics.sheetTextGap
            let label = DialogCardView.label(text, font: font, color: color, alignment: alignment)
            let height = DialogCardView.height(of: label, width: textWidth)
            label.frame = CGRect(x: CardMetrics.padding, y: y, width: textWidth, height: height)
            addSubview(label)
            y += height
        }
        if !texts.isEmpty { y += CardMetrics.padding }

        let cancel = descriptor.buttons.firstIndex { $0.role == .cancel }
        for (index, button) in descriptor.buttons.enumerated() where index != cancel {
            if y > 0 { addLine(CGRect(x: 0, y: y, width: width, height: CardMetrics.line), style: style) }
            addRow(button, index: index, y: y, width: width, style: style, respond: respond)
            y += CardMetrics.sheetRow
        }
        if let cancel {
            addLine(CGRect(x: 0, y: y, width: width, height: CardMetrics.sheetCancelGap), style: style)
            y += CardMetrics.sheetCancelGap
            addRow(descriptor.buttons[cancel], index: cancel, y: y, width: width, style: style, respond: respond)
            y += CardMetrics.sheetRow
        }
        fittingSize = CGSize(width: width, height: y)
    }

    required init?(coder: NSCoder) { fatalError("DialogSheetView is built from a descriptor") }

    /// A sheet has nothing to edit.
    func beginEditing() {}

    private func addRow(
        _ button: DialogButton<Int>, index: Int, y: CGFloat, width: CGFloat, style: DialogStyle,
        respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        let control = DialogCardView.button(button, style: style)
        control.frame = CGRect(x: 0, y: y, width: width, height: CardMetrics.sheetRow)
        control.addAction(UIAction { _ in respond(DialogResponse(button: index)) }, for: .touchUpInside)
        addSubview(control)
    }
}
#endif
