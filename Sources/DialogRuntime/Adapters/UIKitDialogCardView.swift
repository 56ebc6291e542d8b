#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// The custom card alert and text dialog: a header with the title, the message area, a text
/// input's field (a text view when multi-line, with its placeholder, length limit and required
/// message), and a footer of buttons, in the spec's style.
///
/// Every frame is the layout engine's (`DescriptorLayout.parts`), the render plan's custom card,
/// so the app draws what `dialogc plan` and the preview show.
@MainActor final class DialogCardView: UIView, DialogContentView {
    private var entry: DialogTextEntryView?
    private var controls: [(UIButton, DialogButtonRole)] = []

    init(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        super.init(frame: .zero)
        applySurface(of: descriptor.style, in: layout)
        addParts(of: layout, descriptor: descriptor)
        if let textField = descriptor.textField,
            let part = layout.parts.first(where: { $0.kind == .textField || $0.kind == .textView })
        {
            let entry = DialogTextEntryView(
                textField, buttons: descriptor.buttons, width: CGFloat(part.frame.width), style: descriptor.style,
                font: Self.fieldFont(of: part, descriptor, in: layout))
            entry.frame = CGRect(part.frame)
            addSubview(entry)
            self.entry = entry
        }
        let buttons = descriptor.buttons
        let entry = self.entry
        // A button's tap and a Return that stands for it end the dialog the same way.
        let tap: @MainActor (Int) -> Void = { index in
            guard buttons.indices.contains(index), entry?.submit(buttons[index].role) ?? true else { return }
            respond(DialogResponse(button: index, text: entry?.text))
        }
        entry?.returnTapsButton = tap
        for (index, frame, font, part) in Self.buttonParts(of: layout) {
            let button = buttons[index]
            let control = Self.button(button, font: font, color: part.text?.color, in: layout)
            control.applyAccessibility(descriptor.accessibility(of: part))
            control.titleLabel?.scaleFont(of: part, descriptor, in: layout)
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

    /// The field's text font as the layout set it, from its placeholder or initial text, scaled
    /// with `UIFontMetrics` when the spec's field font scales; nil when the field shows no text
    /// to take it from.
    static func fieldFont(
        of part: PlanElement, _ descriptor: DialogDescriptor<Int>, in layout: DescriptorLayout
    ) -> (font: UIFont, adjusts: Bool)? {
        if let scaled = descriptor.scaledFont(of: part, laidOutAt: layout.contentSize) {
            return (UIFont.dialog(scaled, at: layout.contentSize), true)
        }
        return part.text.map { (UIFont.dialog($0.font), false) }
    }

    static func height(of label: UILabel, width: CGFloat) -> CGFloat {
        label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// A button's control: its title in the colour and the font the layout engine gave its part
    /// (its own, else the style's `buttonFont`, else the card's, semibold when preferred), the
    /// colour resolved for the screen's appearance.
    static func button(_ button: DialogButton<Int>, font: PlanFont?, color: DialogColor? = nil, in layout: DescriptorLayout) -> UIButton {
        let control = UIButton(type: .system)
        control.setTitle(button.title, for: .normal)
        let tint = button.role == .destructive ? CardMetrics.destructive : CardMetrics.tint
        control.setTitleColor(color.map { UIColor.dialog($0, in: layout) } ?? UIColor(button.color ?? tint), for: .normal)
        let fallback = PlanFont(size: CardMetrics.buttonSize, weight: button.isPreferred ? .semibold : .regular)
        control.titleLabel?.font = UIFont.dialog(font ?? fallback)
        return control
    }
}

/// The text field's numbers and the default colours of the custom renderer (the layout engine's
/// `PlanPalette`); every frame is the engine's.
enum CardMetrics {
    static let fieldHeight: CGFloat = 36
    static let fieldCornerRadius: CGFloat = 6
    static let cornerRadius = 10.0
    static let buttonSize = 17.0
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
    func applySurface(of style: DialogStyle, in layout: DescriptorLayout) {
        backgroundColor = UIColor.dialog(written: style.backgroundColor ?? CardMetrics.background, in: layout)
        layer.cornerRadius = CGFloat(style.cornerRadius ?? CardMetrics.cornerRadius)
        layer.masksToBounds = true
    }
}

extension UIFont {
    static func dialog(_ font: DialogFont) -> UIFont {
        .systemFont(ofSize: CGFloat(font.size), weight: font.weight.uiWeight)
    }
}
#endif
