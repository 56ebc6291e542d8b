#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import DialogLayoutEngine
import UIKit

extension UIView {
    /// Adds a view at the layout engine's frame for each of `layout`'s texts, separators and
    /// toolbars, in their order (a toolbar under its buttons): a label shows the descriptor's text
    /// in the part's font, color and alignment, exposed as `accessibility(of:)` says. Buttons,
    /// fields and picker rows are the dialog view's own.
    func addParts(of layout: DescriptorLayout, descriptor: DialogDescriptor<Int>) {
        for (index, part) in layout.parts.enumerated() {
            switch part.kind {
            case .title, .subtitle, .message:
                guard let shown = descriptor.text(of: part.kind), let style = part.text else { continue }
                let label = UILabel()
                label.text = shown
                label.font = UIFont.dialog(style.font)
                label.scaleFont(of: part, descriptor, in: layout)
                label.textColor = UIColor.dialog(style.color, in: layout)
                label.textAlignment = style.alignment.uiAlignment
                label.numberOfLines = style.lines.count
                label.frame = CGRect(part.frame)
                label.tag = Self.partTag(index)
                label.applyAccessibility(descriptor.accessibility(of: part))
                addSubview(label)
            case .separator, .toolbar:
                let line = UIView(frame: CGRect(part.frame))
                line.backgroundColor = part.fill.map { UIColor.dialog($0, in: layout) }
                line.tag = Self.partTag(index)
                addSubview(line)
            default:
                continue
            }
        }
    }

    /// The button parts of `layout`, with the index in the descriptor's buttons each stands for
    /// and the title's font as the engine resolved it (the button's, the style's or the part's own).
    static func buttonParts(of layout: DescriptorLayout) -> [(index: Int, frame: CGRect, font: PlanFont?, part: PlanElement)] {
        layout.parts.compactMap { part in
            DescriptorLayout.buttonIndex(of: part).map { ($0, CGRect(part.frame), part.text?.font, part) }
        }
    }

    /// The tag of the view drawing `layout.parts[index]`, for finding it again when the colors
    /// change; far from the small numbers an app tags its own views with.
    static func partTag(_ index: Int) -> Int { 0x0D1A_0000 + index }

    /// Gives the texts, lines and surface `layout`'s colors, resolved for a new appearance; the
    /// frames stay.
    func recolorParts(of layout: DescriptorLayout) {
        if let fill = layout.laidOut.container.fill { backgroundColor = UIColor.dialog(fill, in: layout) }
        for (index, part) in layout.parts.enumerated() {
            guard let view = viewWithTag(Self.partTag(index)) else { continue }
            if let label = view as? UILabel {
                if let text = part.text { label.textColor = UIColor.dialog(text.color, in: layout) }
            } else if let fill = part.fill {
                view.backgroundColor = UIColor.dialog(fill, in: layout)
            }
        }
        // The buttons are this view's own, added in the order of their parts.
        let buttons = subviews.compactMap { $0 as? UIButton }
        for ((_, _, _, part), button) in zip(Self.buttonParts(of: layout), buttons) {
            if let text = part.text { button.setTitleColor(UIColor.dialog(text.color, in: layout), for: .normal) }
        }
    }

    /// Copies what the presenter decided assistive technologies learn of a part; a part it
    /// decided nothing for stays hidden from them.
    func applyAccessibility(_ accessibility: DialogPartAccessibility?) {
        guard let accessibility else {
            isAccessibilityElement = false
            return
        }
        isAccessibilityElement = true
        accessibilityLabel = accessibility.label
        accessibilityHint = accessibility.hint
        var traits = UIAccessibilityTraits.none
        if accessibility.traits.contains(.button) { traits.insert(.button) }
        if accessibility.traits.contains(.header) { traits.insert(.header) }
        if accessibility.traits.contains(.staticText) { traits.insert(.staticText) }
        accessibilityTraits = traits
    }
}

extension UIFont {
    static func dialog(_ font: PlanFont) -> UIFont {
        .systemFont(ofSize: CGFloat(font.size), weight: font.weight.uiWeight)
    }

    /// `scaled` as `UIFontMetrics` scales it at `contentSize`, the text size its layout was made
    /// at: the size the layout measured, and a font UIKit knows how to rescale.
    @MainActor static func dialog(_ scaled: DialogScaledFont, at contentSize: DialogContentSize) -> UIFont {
        let atLarge = UIFont.systemFont(ofSize: CGFloat(scaled.sizeAtLarge), weight: scaled.weight.uiWeight)
        return UIFontMetrics(forTextStyle: scaled.textStyle.uiTextStyle).scaledFont(
            for: atLarge, maximumPointSize: CGFloat(scaled.maxSize ?? 0),
            compatibleWith: UITraitCollection(preferredContentSizeCategory: contentSize.category))
    }
}

extension UILabel {
    /// Sets `part`'s text in the spec's font scaled with Dynamic Type, when the spec scales it
    /// (`DialogDescriptor.scaledFont(of:laidOutAt:)`), and lets UIKit rescale it when the text
    /// size changes; a fixed font stays as set.
    func scaleFont(of part: PlanElement, _ descriptor: DialogDescriptor<Int>, in layout: DescriptorLayout) {
        guard let scaled = descriptor.scaledFont(of: part, laidOutAt: layout.contentSize) else { return }
        font = UIFont.dialog(scaled, at: layout.contentSize)
        adjustsFontForContentSizeCategory = true
    }
}

extension DialogTextStyle {
    /// UIKit's text style of the same name.
    var uiTextStyle: UIFont.TextStyle {
        switch self {
        case .largeTitle: .largeTitle
        case .title1: .title1
        case .title2: .title2
        case .title3: .title3
        case .headline: .headline
        case .subheadline: .subheadline
        case .body: .body
        case .callout: .callout
        case .footnote: .footnote
        case .caption1: .caption1
        case .caption2: .caption2
        }
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
