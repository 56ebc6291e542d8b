/// The geometry a spec writes for a custom-drawn dialog where it departs from its shape's
/// (`LayoutMetrics`); nil keeps the shape's number. Only a custom dialog reads them.
public struct LayoutNumbers: Sendable, Hashable {
    /// How a footer arranges its buttons.
    public enum Arrangement: String, Sendable, Hashable, CaseIterable {
        /// Side by side when there are two and both titles fit, else stacked.
        case auto
        /// All buttons side by side in one row, however many.
        case row
        /// One row per button.
        case stack
    }

    /// Where the container stands, each value in points or a fraction of the screen (of its
    /// width for `x` and `width`, of its height for `y` and `height`).
    public struct Frame: Sendable, Hashable {
        public var x: Length?
        public var y: Length?
        /// Unset: the screen's width less `x` at each side.
        public var width: Length?
        public var height: Length?

        /// Creates a frame.
        public init(x: Length? = nil, y: Length? = nil, width: Length? = nil, height: Length? = nil) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A fixed container width in points.
    public var width: Double?
    /// Points left free at each side of the container.
    public var sideInset: Double?
    /// The most points the width may take, whichever way it is set.
    public var maxWidth: Double?
    public var frame: Frame?
    /// Points between the container's edges and its texts.
    public var padding: Double?
    public var headerHeight: Double?
    public var footerHeight: Double?
    /// The height of one row of buttons.
    public var buttonHeight: Double?
    public var buttonArrangement: Arrangement?
    /// The width of the message label, centered in the container.
    public var labelWidth: Double?
    /// The picker's toolbar height, in points or as a fraction of the picker's height.
    public var toolbarHeight: Length?
    /// The width of each of the picker's toolbar buttons.
    public var toolbarButtonWidth: Double?

    /// The runtime's name of `Arrangement`, as generated code spells it.
    public typealias ButtonArrangement = Arrangement

    /// Numbers with those given set; every one left out keeps the shape's own.
    public init(
        width: Double? = nil, sideInset: Double? = nil, maxWidth: Double? = nil, frame: Frame? = nil,
        padding: Double? = nil, headerHeight: Double? = nil, footerHeight: Double? = nil, buttonHeight: Double? = nil,
        buttonArrangement: Arrangement? = nil, labelWidth: Double? = nil, toolbarHeight: Length? = nil,
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

/// A length: points, or a fraction of something larger, written `"2/5"`.
public enum Length: Sendable, Hashable {
    case points(Double)
    case fraction(numerator: Double, denominator: Double)

    /// The length in points, fractions taken of `whole`.
    public func resolved(in whole: Double) -> Double {
        switch self {
        case .points(let value): value
        case .fraction(let numerator, let denominator): whole * numerator / denominator
        }
    }

    /// A fraction written `"N/M"` with whole numbers, `M` not zero; nil for anything else.
    public static func fraction(_ text: String) -> Length? {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator > 0
        else { return nil }
        return .fraction(numerator: numerator, denominator: denominator)
    }
}
