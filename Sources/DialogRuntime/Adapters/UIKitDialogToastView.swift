#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// The toast: a bubble, black at 0.75 unless the spec colours it, with its texts centred in
/// it, at the layout engine's frames (the render plan's toast).
@MainActor final class DialogToastView: UIView, DialogContentView {
    static let cornerRadius = 8.0
    static let bubble = DialogColor(red: 0, green: 0, blue: 0, alpha: 191)

    init(_ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout) {
        super.init(frame: .zero)
        let style = descriptor.style
        backgroundColor = UIColor.dialog(written: style.backgroundColor ?? Self.bubble, in: layout)
        layer.cornerRadius = CGFloat(style.cornerRadius ?? Self.cornerRadius)
        layer.masksToBounds = true
        addParts(of: layout, descriptor: descriptor)
    }

    required init?(coder: NSCoder) { fatalError("DialogToastView is built from a descriptor") }

    /// A toast has nothing to edit.
    func beginEditing() {}
}
#endif
