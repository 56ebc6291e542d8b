#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

extension UIView {
    /// Adds a view at the layout engine's frame for each of `layout`'s texts, separators and
    /// toolbars, in their order (a toolbar under its buttons): a label shows `text(kind)` in the
    /// part's font, color and alignment. Buttons, fields and picker rows are the dialog view's own.
    func addParts(of layout: DescriptorLayout, text: (PlanElement.Kind) -> String?) {
        for part in layout.parts {
            switch part.kind {
            case .title, .subtitle, .message:
                guard let shown = text(part.kind), let style = part.text else { continue }
                let label = UILabel()
                label.text = shown
                label.font = UIFont.dialog(style.font)
                label.textColor = UIColor(style.color)
                label.textAlignment = style.alignment.uiAlignment
                label.numberOfLines = style.lines.count
                label.frame = CGRect(part.frame)
                addSubview(label)
            case .separator, .toolbar:
                let line = UIView(frame: CGRect(part.frame))
                line.backgroundColor = part.fill.map { UIColor($0) }
                addSubview(line)
            default:
                continue
            }
        }
    }

    /// The button parts of `layout`, with the index in the descriptor's buttons each stands for
    /// and the title's font as the engine resolved it (the button's, the style's or the part's own).
    static func buttonParts(of layout: DescriptorLayout) -> [(index: Int, frame: CGRect, font: PlanFont?)] {
        layout.parts.compactMap { part in DescriptorLayout.buttonIndex(of: part).map { ($0, CGRect(part.frame), part.text?.font) } }
    }
}

extension UIFont {
    static func dialog(_ font: PlanFont) -> UIFont {
        .systemFont(ofSize: CGFloat(font.size), weight: font.weight.uiWeight)
    }
}

extension FontWeight {
    var uiWeight: UIFont.Weight {
        switch self {
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        }
    }
}

extension DialogTextAlignment {
    var uiAlignment: NSTextAlignment {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        }
    }
}
#endif
