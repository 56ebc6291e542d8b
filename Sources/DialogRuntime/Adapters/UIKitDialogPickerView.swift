#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

/// The bottom picker: a toolbar with the cancel button on the left, the confirming buttons on
/// the right and the title between, over a `UIPickerView` of the options, in the spec's style.
///
/// Its frames are the layout engine's (`DescriptorLayout`); a tap reports the button with the
/// row selected then.
@MainActor final class DialogPickerView: UIView, DialogContentView, UIPickerViewDataSource, UIPickerViewDelegate {
    static let rowFont = DialogFont(size: 17, weight: .regular)

    private let options: [String]
    private let rowFont: DialogFont
    private let rowColor: DialogColor
    private let rowHeight: CGFloat
    private let picker = UIPickerView()

    init(
        _ descriptor: DialogDescriptor<Int>, layout: DescriptorLayout, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        let style = descriptor.style
        options = descriptor.options
        rowFont = style.messageFont ?? Self.rowFont
        rowColor = style.messageColor ?? CardMetrics.title
        rowHeight = CGFloat(layout.parts.first { $0.kind == .pickerRow }?.frame.height ?? 44)
        super.init(frame: .zero)
        applySurface(of: style, in: layout)
        layer.cornerRadius = CGFloat(layout.laidOut.container.cornerRadius ?? 0)

        addParts(of: layout, descriptor: descriptor)
        let picker = self.picker
        for (index, frame, font, part) in Self.buttonParts(of: layout) {
            let control = DialogCardView.button(descriptor.buttons[index], font: font, color: part.text?.color, in: layout)
            control.applyAccessibility(descriptor.accessibility(of: part))
            control.titleLabel?.scaleFont(of: part, descriptor, in: layout)
            control.frame = frame
            control.addAction(
                UIAction { _ in respond(DialogResponse(button: index, row: picker.selectedRow(inComponent: 0))) },
                for: .touchUpInside)
            addSubview(control)
        }

        picker.frame = CGRect(layout.rowsFrame ?? DialogRect(x: 0, y: 0, width: 0, height: 0))
        picker.dataSource = self
        picker.delegate = self
        addSubview(picker)
        if options.indices.contains(descriptor.selectedIndex) {
            picker.selectRow(descriptor.selectedIndex, inComponent: 0, animated: false)
        }
    }

    required init?(coder: NSCoder) { fatalError("DialogPickerView is built from a descriptor") }

    /// A picker has nothing to edit.
    func beginEditing() {}

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { options.count }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        rowHeight
    }

    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?)
        -> UIView
    {
        let label = view as? UILabel ?? UILabel()
        label.text = options.indices.contains(row) ? options[row] : nil
        label.font = UIFont.dialog(rowFont)
        label.textColor = UIColor(rowColor)
        label.textAlignment = .center
        return label
    }
}
#endif
