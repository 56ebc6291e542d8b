#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// The custom action sheet: the texts, one full-width row per button, and the cancel button
/// apart below a gap, on the bottom edge, at the layout engine's frames (the render plan's
/// bottom sheet).
@MainActor final class DialogSheetView: UIView, DialogContentView {
    init(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        super.init(frame: .zero)
        applySurface(of: descriptor.style, in: layout)
        addParts(of: layout, descriptor: descriptor)
        for (index, frame, font, part) in Self.buttonParts(of: layout) {
            let control = DialogCardView.button(descriptor.buttons[index], font: font, color: part.text?.color, in: layout)
            control.applyAccessibility(descriptor.accessibility(of: part))
            control.titleLabel?.scaleFont(of: part, descriptor, in: layout)
            control.frame = frame
            control.addAction(UIAction { _ in respond(DialogResponse(button: index)) }, for: .touchUpInside)
            addSubview(control)
        }
    }

    required init?(coder: NSCoder) { fatalError("DialogSheetView is built from a descriptor") }

    /// A sheet has nothing to edit.
    func beginEditing() {}
}
#endif
