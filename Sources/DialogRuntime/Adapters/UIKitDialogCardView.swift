#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The custom card alert and text dialog: a header with the title, the message area, a text
/// input's field (a text view when multi-line, with its placeholder, length limit and required
/// message), and a footer of buttons (side by side up to two, stacked beyond), in the spec's style.
///
/// Its numbers are the render plan's custom card (README, "Layout metrics"), so the app draws
/// what `dialogc plan` and the preview show.
@MainActor final class DialogCardView: UIView, DialogContentView {
    private(set) var fittingSize = CGSize.zero
    private var entry: DialogTextEntryView?
    private var controls: [(UIButton, DialogButtonRole)] = []

    init(
        _ descriptor: DialogDescriptor<Int>, in bounds: CGSize, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        super.init(frame: .zero)
        let style = descriptor.style
        let width =
            descriptor.presentation.showType == .fromBottom
            ? bounds.width : min(bounds.width - 2 * CardMetrics.sideInset, CardMetrics.maxWidth)
        let textWidth = width - 2 * CardMetrics.padding
        let alignment = style.textAlignment?.uiAlignment ?? .center
        applySurface(of: style)
        var y: CGFloat = 0

        if let title = descriptor.title, !title.isEmpty {
            let label = Self.label(
                title, font: style.titleFont ?? CardMetrics.titleFont, color: style.titleColor ?? CardMetrics.title,
                alignment: alignment)
            let height = Self.height(of: label, width: textWidth)
            let header = max(CardMetrics.headerHeight, height + 2 * CardMetrics.headerPadding)
            label.frame = CGRect(x: CardMetrics.padding, y: (header - height) / 2, width: textWidth, height: height)
            addSubview(label)
            y = header
        }

        let body = [descriptor.subtitle, descriptor.message].compactMap { $0 }.filter { !$0.isEmpty }
        if !body.isEmpty || descriptor.textField != nil {
            if y > 0 { addLine(CGRect(x: 0, y: y, width: width, height: CardMetrics.line), style: style) }
            var content: [(view: UIView, height: CGFloat)] = []
            if !body.isEmpty {
                let label = Self.label(
                    body.joined(separator: "\n"), font: style.messageFont ?? CardMetrics.messageFont,
                    color: style.messageColor ?? CardMetrics.message, alignment: alignment)
                content.append((label, Self.height(of: label, width: textWidth)))
            }
            if let textField = descriptor.textField {
                let entry = DialogTextEntryView(textField, buttons: descriptor.buttons, width: textWidth, style: style)
                self.entry = entry
                content.append((entry, entry.height))
            }
            let contentHeight = content.reduce(0) { $0 + $1.height } + CardMetrics.spacing * CGFloat(content.count - 1)
            let area = min(contentHeight + CardMetrics.messageExtra, bounds.height - CardMetrics.screenReserve)
            var top = y + max(CardMetrics.messageExtra / 2, (area - contentHeight) / 2)
            for (view, height) in content {
                view.frame = CGRect(x: CardMetrics.padding, y: top, width: textWidth, height: height)
                addSubview(view)
                top += height + CardMetrics.spacing
            }
            y += area
        }

        let buttons = descriptor.buttons
        let entry = self.entry
        // A button's tap and a Return that stands for it end the dialog the same way.
        let tap: @MainActor (Int) -> Void = { index in
            guard buttons.indices.contains(index), entry?.submit(buttons[index].role) ?? true else { return }
            respond(DialogResponse(button: index, text: entry?.text))
        }
        entry?.returnTapsButton = tap
        let sideBySide = buttons.count <= 2
        let buttonWidth = sideBySide ? width / CGFloat(max(1, buttons.count)) : width
        if !buttons.isEmpty { addLine(CGRect(x: 0, y: y, width: width, height: CardMetrics.line), style: style) }
        for (index, button) in buttons.enumerated() {
            let frame =
                sideBySide
                ? CGRect(x: buttonWidth * CGFloat(index), y: y, width: buttonWidth, height: CardMetrics.footerHeight)
                : CGRect(x: 0, y: y + CardMetrics.footerHeight * CGFloat(index), width: width, height: CardMetrics.footerHeight)
            if index > 0 {
                addLine(
                    sideBySide
                        ? CGRect(x: frame.minX, y: y, width: CardMetrics.line, height: frame.height)
                        : CGRect(x: 0, y: frame.minY, width: width, height: CardMetrics.line), style: style)
            }
            let control = Self.button(button, style: style)
            control.frame = frame
            let role = button.role
            control.isEnabled = entry?.entry.isEnabled(role) ?? true
            control.addAction(UIAction { _ in tap(index) }, for: .touchUpInside)
            addSubview(control)
            controls.append((control, role))
        }
        entry?.entryDidChange = { [weak self] entry in
            for (control, role) in self?.controls ?? [] { control.isEnabled = entry.isEnabled(role) }
        }
        y += CardMetrics.footerHeight * CGFloat(sideBySide ? min(1, buttons.count) : buttons.count)
        fittingSize = CGSize(width: width, height: y)
    }

    required init?(coder: NSCoder) { fatalError("DialogCardView is built from a descriptor") }

    func beginEditing() {
        entry?.beginEditing()
    }


    static func label(_ text: String, font: DialogFont, color: DialogColor, alignment: NSTextAlignment) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = UIFont.dialog(font)
        label.textColor = UIColor(color)
        label.textAlignment = alignment
        label.numberOfLines = 0
        return label
    }

    static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// A button's control: its title in its colour and font (its own, else the style's
    /// `buttonFont`, else the card's, semibold when preferred).
    static func button(_ button: DialogButton<Int>, style: DialogStyle) -> UIButton {
        let control = UIButton(type: .system)
        control.setTitle(button.title, for: .normal)
        let tint = button.role == .destructive ? CardMetrics.destructive : CardMetrics.tint
        control.setTitleColor(UIColor(button.color ?? tint), for: .normal)
        let font = style.font(of: button) ?? DialogFont(size: CardMetrics.buttonSize, weight: button.isPreferred ? .semibold : .regular)
        control.titleLabel?.font = UIFont.dialog(font)
        return control
    }
}

/// The render plan's custom-card numbers and default colours (DialogCompiler's `LayoutMetrics`).
enum CardMetrics {
    static let sideInset: CGFloat = 40
    static let maxWidth: CGFloat = 400
    static let headerHeight: CGFloat = 50
    static let headerPadding: CGFloat = 10
    static let footerHeight: CGFloat = 50
    static let messageExtra: CGFloat = 60
    static let screenReserve: CGFloat = 180
    static let padding: CGFloat = 15
    static let spacing: CGFloat = 10
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 6
    static let line: CGFloat = 0.5
    static let sheetRow: CGFloat = 50
    static let sheetCancelGap: CGFloat = 6
    static let sheetTextGap: CGFloat = 6
    static let cornerRadius = 10.0
    static let buttonSize = 17.0
    static let titleFont = DialogFont(size: 17, weight: .semibold)
    static let messageFont = DialogFont(size: 15, weight: .regular)
    static let background = DialogColor(red: 0xFF, green: 0xFF, blue: 0xFF)
    static let title = DialogColor(red: 0, green: 0, blue: 0)
    static let message = DialogColor(red: 0x33, green: 0x33, blue: 0x33)
    static let lineColor = DialogColor(red: 0xE5, green: 0xE5, blue: 0xE5)
    static let tint = DialogColor(red: 0x00, green: 0x7A, blue: 0xFF)
    static let destructive = DialogColor(red: 0xFF, green: 0x3B, blue: 0x30)
    static let fieldBackground = DialogColor(red: 0xF2, green: 0xF2, blue: 0xF7)
}

extension UIView {
    /// The spec's background and corner radius, or the custom card's.
    func applySurface(of style: DialogStyle) {
        backgroundColor = UIColor(style.backgroundColor ?? CardMetrics.background)
        layer.cornerRadius = CGFloat(style.cornerRadius ?? CardMetrics.cornerRadius)
        layer.masksToBounds = true
    }

    /// A separator (or a sheet's cancel gap) in the spec's line colour.
    func addLine(_ frame: CGRect, style: DialogStyle) {
        let line = UIView(frame: frame)
        line.backgroundColor = UIColor(style.lineColor ?? CardMetrics.lineColor)
        addSubview(line)
    }
}

extension DialogStyle.TextAlignment {
    var uiAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}

extension UIFont {
    static func dialog(_ font: DialogFont) -> UIFont {
        .systemFont(ofSize: CGFloat(font.size), weight: font.weight.uiWeight)
    }
}

extension DialogFont.Weight {
    var uiWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}
#endif
