#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit

/// The bottom picker: a toolbar with the cancel button on the left, the confirming buttons on
/// the right and the title between, over a `UIPickerView` of the options, in the spec's style.
///
/// Its frames are `PickerSheetLayout`'s; a tap reports the button with the row selected then.
@MainActor final class DialogPickerView: UIView, DialogContentView, UIPickerViewDataSource, UIPickerViewDelegate {
    static let toolbarColor = DialogColor(red: 0xF2, green: 0xF2, blue: 0xF7)
    static let rowFont = DialogFont(size: 17, weight: .regular)

    private(set) var fittingSize = CGSize.zero
    private let options: [String]
    private let rowFont: DialogFont
    private let rowColor: DialogColor
    private let picker = UIPickerView()

    init(
        _ descriptor: DialogDescriptor<Int>, in bounds: CGSize, respond: @escaping @MainActor (DialogResponse) -> Void
    ) {
        let style = descriptor.style
        options = descriptor.options
        rowFont = style.messageFont ?? Self.rowFont
        rowColor = style.messageColor ?? CardMetrics.title
        super.init(frame: .zero)
        applySurface(of: style)
        if descriptor.presentation.showType == .fromBottom, style.cornerRadius == nil { layer.cornerRadius = 0 }

        let buttonFont = UIFont.dialog(DialogFont(size: CardMetrics.buttonSize, weight: .regular))
        let layout = PickerSheetLayout(
            buttons: descriptor.buttons, showType: descriptor.presentation.showType,
            in: DialogSize(width: Double(bounds.width), height: Double(bounds.height))
        ) { title in
            let label = UILabel()
            label.text = title
            label.font = buttonFont
            return Double(label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 0)).width)
        }

        let toolbar = UIView(frame: CGRect(layout.toolbar))
        toolbar.backgroundColor = UIColor(style.toolbarColor ?? Self.toolbarColor)
        addSubview(toolbar)
        if let title = descriptor.title, !title.isEmpty {
            let label = DialogCardView.label(
                title, font: style.titleFont ?? CardMetrics.titleFont,
                color: style.toolbarTitleColor ?? style.titleColor ?? CardMetrics.title, alignment: .center)
            label.numberOfLines = 1
            label.frame = CGRect(layout.title)
            toolbar.addSubview(label)
        }
        let picker = self.picker
        for placed in layout.buttons {
            let control = DialogCardView.button(descriptor.buttons[placed.index], style: style)
            control.frame = CGRect(placed.frame)
            let index = placed.index
            control.addAction(
                UIAction { _ in respond(DialogResponse(button: index, row: picker.selectedRow(inComponent: 0))) },
                for: .touchUpInside)
            toolbar.addSubview(control)
        }

        picker.frame = CGRect(layout.rows)
        picker.dataSource = self
        picker.delegate = self
        addSubview(picker)
        if options.indices.contains(descriptor.selectedIndex) {
            picker.selectRow(descriptor.selectedIndex, inComponent: 0, animated: false)
        }
        fittingSize = CGSize(width: layout.size.width, height: layout.size.height)
    }

    required init?(coder: NSCoder) { fatalError("DialogPickerView is built from a descriptor") }

    /// A picker has nothing to edit.
    func beginEditing() {}

    // MARK: UIPickerViewDataSource, UIPickerViewDelegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { options.count }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        CGFloat(PickerSheetLayout.rowHeight)
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
