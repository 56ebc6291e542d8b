/// One dialog as the layout engine sees it: what a spec's `Dialog` (in DialogCompiler) and a
/// `DialogDescriptor` (in DialogRuntime) both turn into, with every choice of the kind already
/// made (which layout, who draws it, where it shows from) and nothing about where it came from.
public struct LayoutInput: Sendable, Hashable {
    public var shape: DialogShape
    /// Whether the app draws the dialog, so `style` and `numbers` apply; the system renderer
    /// draws UIKit's own geometry and reads neither (but the corner radius of a custom shape).
    public var isCustom: Bool
    /// Whether the dialog shows from the bottom edge rather than the center.
    public var fromBottom: Bool
    public var title: String?
    public var subtitle: String?
    public var message: String?
    /// The buttons in display order.
    public var buttons: [LayoutButton] = []
    /// A picker's rows.
    public var options: [String] = []
    /// The picker row selected at first.
    public var selectedIndex = 0
    /// A text-input dialog's field.
    public var field: LayoutField?
    public var style = LayoutStyle()
    /// The geometry the spec writes where it departs from the shape's own.
    public var numbers = LayoutNumbers()

    /// A dialog of `shape` with no texts, buttons, style or numbers yet.
    public init(shape: DialogShape, isCustom: Bool, fromBottom: Bool) {
        self.shape = shape
        self.isCustom = isCustom
        self.fromBottom = fromBottom
    }
}

/// One button of a `LayoutInput`.
public struct LayoutButton: Sendable, Hashable {
    /// The id the button's element carries.
    public var id: String
    public var title: String
    public var role: DialogButtonRole
    public var isPreferred: Bool
    /// The title's color on the custom renderer.
    public var color: DialogColor?
    /// The title's own font, over the style's `buttonFont`.
    public var font: DialogFont?

    /// Creates a button.
    public init(
        id: String, title: String, role: DialogButtonRole, isPreferred: Bool, color: DialogColor? = nil, font: DialogFont? = nil
    ) {
        self.id = id
        self.title = title
        self.role = role
        self.isPreferred = isPreferred
        self.color = color
        self.font = font
    }
}

/// The text field of a `LayoutInput`: what it shows before the user types.
public struct LayoutField: Sendable, Hashable {
    public var isMultiline: Bool
    public var isSecure: Bool
    public var initialText: String?
    public var placeholder: String?

    /// Creates a field.
    public init(isMultiline: Bool, isSecure: Bool, initialText: String?, placeholder: String?) {
        self.isMultiline = isMultiline
        self.isSecure = isSecure
        self.initialText = initialText
        self.placeholder = placeholder
    }
}

/// The layouts a dialog can take on screen; each has its code in this module.
public enum DialogShape: String, Sendable, Hashable, CaseIterable {
    /// UIAlertController's `.alert` style (`SystemLayouts.swift`).
    case systemAlert
    /// UIAlertController's `.actionSheet` style, a popover on a regular width (`SystemLayouts.swift`).
    case systemSheet
    /// A custom centered card (`CardLayout.swift`).
    case card
    /// A custom sheet against the bottom edge (`PanelLayouts.swift`).
    case bottomSheet
    /// A small dark box that hides itself (`PanelLayouts.swift`).
    case toast
    /// A bottom panel with a toolbar and wheel rows (`PanelLayouts.swift`).
    case picker

    /// Whether the layout can cut a text at an accessibility text size other than a toolbar's
    /// button titles: only a capped area does, the card's message area and the picker's band
    /// under its toolbar. Everywhere else at those sizes button titles wrap and each button is
    /// made as tall as its title needs (`LayoutContext.buttonHeight`), labels take the lines
    /// they wrap to, and what remains is a dialog taller than the screen, which then scrolls.
    /// Lint lays the other shapes out at those sizes only when asked, since it would find nothing.
    public var cutsTextsAtAccessibilitySizes: Bool {
        switch self {
        case .card, .picker: true
        case .systemAlert, .systemSheet, .bottomSheet, .toast: false
        }
    }
}
