#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The text dialog's field: a one-line `UITextField`, or a `UITextView` with a placeholder
/// label when the field is multi-line, and below it the required field's message, hidden until
/// a confirming tap finds the field empty.
///
/// Every decision is `TextEntry`'s: the view hands it each edit and shows what it says.
@MainActor final class DialogTextEntryView: UIView, UITextViewDelegate {
    static let textViewHeight: CGFloat = 100
    static let textInset: CGFloat = 8
    static let font = DialogFont(size: 15, weight: .regular)
    static let messageFont = DialogFont(size: 13, weight: .regular)
    static let messageHeight: CGFloat = 18
    static let messageGap: CGFloat = 4
    /// UIKit's light placeholder gray, as the source components drew it; in dark appearance
    /// `placeholderText`, so a multi-line field's placeholder does not glare on the dark field.
    static let placeholderColor = DialogColor(
        light: DialogColor(red: 0xC7, green: 0xC7, blue: 0xCD), dark: DialogSystemColor.placeholderText.color.resolved(for: .dark))

    private(set) var entry: TextEntry
    private(set) var height: CGFloat = 0
    /// Called after every edit, so the card can enable or disable its buttons.
    var entryDidChange: (@MainActor (TextEntry) -> Void)?
    /// Called when Return stands for a tap on a button (`TextEntry.returnAction`), with its index.
    var returnTapsButton: (@MainActor (Int) -> Void)?
    /// The dialog's buttons, whose roles decide what Return does.
    private let buttons: [DialogButton<Int>]
    private var textField: UITextField?
    private var textView: UITextView?
    private var placeholder: UILabel?
    private var requiredMessage: UILabel?

    /// `font` is the field's text as the layout set it, and whether UIKit is to rescale it with
    /// the text size; without it, the style's field or message font.
    init(
        _ field: DialogTextField, buttons: [DialogButton<Int>] = [], width: CGFloat, style: DialogStyle,
        font laidOut: (font: UIFont, adjusts: Bool)? = nil
    ) {
        entry = TextEntry(field)
        self.buttons = buttons
        super.init(frame: .zero)
        let textFont = style.fieldFont ?? style.messageFont ?? Self.font
        let font = laidOut?.font ?? UIFont.dialog(textFont)
        let adjusts = laidOut?.adjusts ?? false
        let fill = UIColor(style.fieldColor ?? CardMetrics.fieldBackground)
        let placeholderColor = style.placeholderColor ?? Self.placeholderColor
        let fieldHeight = field.isMultiline ? Self.textViewHeight : CardMetrics.fieldHeight
        let box = CGRect(x: 0, y: 0, width: width, height: fieldHeight)
        if field.isMultiline {
            let textView = UITextView(frame: box)
            textView.text = entry.text
            textView.font = font
            textView.adjustsFontForContentSizeCategory = adjusts
            textView.backgroundColor = fill
            textView.returnKeyType = field.returnKey.uiReturnKey
            textView.layer.cornerRadius = CardMetrics.fieldCornerRadius
            textView.delegate = self
            addSubview(textView)
            self.textView = textView
            if let text = field.placeholder, !text.isEmpty {
                let label = DialogCardView.label(text, font: textFont, color: placeholderColor, alignment: .left)
                label.font = font
                label.adjustsFontForContentSizeCategory = adjusts
                let inner = width - 2 * Self.textInset
                label.frame = CGRect(
                    x: Self.textInset, y: Self.textInset, width: inner, height: DialogCardView.height(of: label, width: inner))
                addSubview(label)
                placeholder = label
            }
        } else {
            let textField = UITextField(frame: box)
            textField.placeholder = field.placeholder
            if let placeholder = field.placeholder, style.placeholderColor != nil {
                textField.attributedPlaceholder = NSAttributedString(
                    string: placeholder, attributes: [.foregroundColor: UIColor(placeholderColor)])
            }
            textField.text = entry.text
            textField.font = font
            textField.adjustsFontForContentSizeCategory = adjusts
            textField.isSecureTextEntry = field.isSecure
            textField.backgroundColor = fill
            textField.returnKeyType = field.returnKey.uiReturnKey
            textField.clearButtonMode = field.showsClearButton ? .whileEditing : .never
            textField.layer.cornerRadius = CardMetrics.fieldCornerRadius
            textField.addAction(
                UIAction { [weak self, weak textField] _ in
                    guard let self, let textField else { return }
                    if let limited = self.edited(textField.text ?? "", isComposing: textField.markedTextRange != nil) {
                        textField.text = limited
                    }
                }, for: .editingChanged)
            // A one-line field never takes a newline, so Return always ends editing here.
            textField.addAction(UIAction { [weak self] _ in self?.returnPressed() }, for: .editingDidEndOnExit)
            addSubview(textField)
            self.textField = textField
        }
        height = fieldHeight
        if let message = field.requiredMessage, field.isRequired {
            let label = DialogCardView.label(message, font: Self.messageFont, color: CardMetrics.destructive, alignment: .left)
            label.numberOfLines = 1
            label.frame = CGRect(x: 0, y: fieldHeight + Self.messageGap, width: width, height: Self.messageHeight)
            addSubview(label)
            requiredMessage = label
            // Room kept from the start, so the card does not jump when the message appears.
            height = label.frame.maxY
        }
        show(entry)
    }

    required init?(coder: NSCoder) { fatalError("DialogTextEntryView is built from a descriptor") }

    var text: String { entry.text }

    func beginEditing() {
        if let textView { textView.becomeFirstResponder() } else { textField?.becomeFirstResponder() }
    }

    /// Whether a tap on a button of `role` may end the dialog; shows the required message when not.
    func submit(_ role: DialogButtonRole) -> Bool {
        let accepted = entry.submit(role)
        show(entry)
        return accepted
    }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        guard text == "\n", !entry.takesNewlines else { return true }
        textView.resignFirstResponder()
        returnPressed()
        return false
    }

    private func returnPressed() {
        if case .tap(let button) = entry.returnAction(buttons: buttons) { returnTapsButton?(button) }
    }

    func textViewDidChange(_ textView: UITextView) {
        if let limited = edited(textView.text ?? "", isComposing: textView.markedTextRange != nil) {
            textView.text = limited
        }
    }

    private func edited(_ text: String, isComposing: Bool) -> String? {
        let limited = entry.edit(text, isComposing: isComposing)
        show(entry)
        entryDidChange?(entry)
        return limited
    }

    private func show(_ entry: TextEntry) {
        placeholder?.isHidden = !entry.showsPlaceholder
        requiredMessage?.isHidden = !entry.showsRequiredMessage
    }
}
extension DialogReturnKey {
    var uiReturnKey: UIReturnKeyType {
        switch self {
        case .default: .default
        case .done: .done
        case .go: .go
        case .next: .next
        case .search: .search
        case .send: .send
        }
    }
}
#endif
