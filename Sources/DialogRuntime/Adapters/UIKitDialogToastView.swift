#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The toast: a 190-pt bubble, black at 0.75 unless the spec colours it, with its text centred
/// 10 pt inside, as in the render plan.
@MainActor final class DialogToastView: UIView, DialogContentView {
    static let width: CGFloat = 190
    static let inset: CGFloat = 10
    static let font = DialogFont(size: 14, weight: .regular)
    static let cornerRadius = 8.0
    static let bubble = DialogColor(red: 0, green: 0, blue: 0, alpha: 191)
    static let text = DialogColor(red: 0xFF, green: 0xFF, blue: 0xFF)

    private(set) var fittingSize = CGSize.zero

    init(_ descriptor: DialogDescriptor<Int>, in bounds: CGSize) {
        super.init(frame: .zero)
        let style = descriptor.style
        backgroundColor = UIColor(style.backgroundColor ?? Self.bubble)
        layer.cornerRadius = CGFloat(style.cornerRadius ?? Self.cornerRadius)
        layer.masksToBounds = true
        let label = UILabel()
        label.text = [descriptor.title, descriptor.subtitle, descriptor.message].compactMap { $0 }.joined(separator: "\n")
        label.font = UIFont.dialog(style.messageFont ?? Self.font)
        label.textColor = UIColor(Self.text)
        label.textAlignment = .center
        label.numberOfLines = 0
        let textWidth = Self.width - 2 * Self.inset
        let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
        label.frame = CGRect(x: Self.inset, y: Self.inset, width: textWidth, height: height)
        addSubview(label)
        fittingSize = CGSize(width: Self.width, height: height + 2 * Self.inset)
    }

    required init?(coder: NSCoder) { fatalError("DialogToastView is built from a descriptor") }

    /// A toast has nothing to edit.
    func beginEditing() {}
}
#endif
