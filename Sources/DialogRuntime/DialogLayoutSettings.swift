/// The spec's `layout` object: the numbers of a custom-drawn dialog's geometry where it departs
/// from its kind's layout, with the format's names and units (points, or fractions `"N/M"`).
/// Every field is nil when the spec leaves it out, and the layout's own number holds.
public struct DialogLayoutSettings: Sendable, Hashable {
    /// How a footer arranges its buttons (`layout.buttonArrangement`).
    public enum ButtonArrangement: String, Sendable, Hashable, CaseIterable {
        /// Side by side when there are two and both titles fit, else stacked.
        case auto
        /// All buttons side by side in one row, in the spec's order.
        case row
        /// One row per button.
        case stack
    }

    /// A fixed width of the card, sheet or toast, in points.
    public var width: Double?
    /// Points left free at each side: the width is the screen's less twice this.
    public var sideInset: Double?
    /// The most points the width may take.
    public var maxWidth: Double?
    /// Where the container stands, each side in points or as a fraction of the screen.
    public var frame: DialogLayoutFrame?
    /// Points between the container's edges and its texts.
    public var padding: Double?
    /// The height of the title's header, in points.
    public var headerHeight: Double?
    /// The height of a footer whose buttons are side by side, in points.
    public var footerHeight: Double?
    /// The height of each stacked button row, in points.
    public var buttonHeight: Double?
    /// Buttons side by side, stacked, or side by side when two fit.
    public var buttonArrangement: ButtonArrangement?
    /// The width of the texts, centered in the container, in points.
    public var labelWidth: Double?
    /// The picker's toolbar height, in points or as a fraction of the picker's height.
    public var toolbarHeight: DialogLength?
    /// The width of each of the picker's toolbar buttons, in points.
    public var toolbarButtonWidth: Double?

    /// Creates layout settings; every number left out keeps the layout's own.
    public init(
        width: Double? = nil, sideInset: Double? = nil, maxWidth: Double? = nil, frame: DialogLayoutFrame? = nil,
        padding: Double? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil, buttonHeight: Double? = nil,
        buttonArrangement: ButtonArrangement? = nil, labelWidth: Double? = nil, toolbarHeight: DialogLength? = nil,
        toolbarButtonWidth: Double? = nil
    ) {
        self.width = width
        self.sideInset = sideInset
        self.maxWidth = maxWidth
        self.frame = frame
        self.padding = padding
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.buttonHeight = buttonHeight
        self.buttonArrangement = buttonArrangement
        self.labelWidth = labelWidth
        self.toolbarHeight = toolbarHeight
        self.toolbarButtonWidth = toolbarButtonWidth
    }
}

/// `layout.frame`: each side in points or as a fraction of the screen (of its width for `x` and
/// `width`, of its height for `y` and `height`); nil where the spec leaves it out.
public struct DialogLayoutFrame: Sendable, Hashable {
    /// Unset: the container is centered.
    public var x: DialogLength?
    /// Unset: the layout's own.
    public var y: DialogLength?
    /// Unset: the screen's width less `x` at each side.
    public var width: DialogLength?
    /// Unset: the layout's own.
    public var height: DialogLength?

    /// Creates a frame.
    public init(x: DialogLength? = nil, y: DialogLength? = nil, width: DialogLength? = nil, height: DialogLength? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A length as a spec writes it: points, or a fraction `"N/M"` of something larger. What it
/// resolves to is the layout engine's to say, as it does for the plan.
public enum DialogLength: Sendable, Hashable {
    case points(Double)
    case fraction(numerator: Double, denominator: Double)
}
