/// One positioned element; frames are in screen points, children lie inside their parent.
public struct PlanElement: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        case cover, container, title, subtitle, message, separator, button, textField, textView
        case toolbar, pickerRow, bubble
    }

    public var kind: Kind
    public var frame: PlanFrame
    /// The button id, for buttons.
    public var id: String?
    public var text: PlanText?
    public var fill: DialogColor?
    public var cornerRadius: Double?
    public var role: DialogButtonRole?
    public var isPreferred: Bool?
    public var isSelected: Bool?
    public var children: [PlanElement] = []

    /// Creates an element with nothing but a kind and a frame.
    public init(_ kind: Kind, frame: PlanFrame) {
        self.kind = kind
        self.frame = frame
    }

    /// Resolves the fill and text color of the element and everything inside it for `appearance`.
    public mutating func resolveColors(for appearance: DialogAppearance) {
        if let color = fill, color.isAdaptive { fill = color.resolved(for: appearance) }
        if let color = text?.color, color.isAdaptive { text?.color = color.resolved(for: appearance) }
        for index in children.indices { children[index].resolveColors(for: appearance) }
    }

    /// This element if it is of `kind`, else the first of its descendants that is, depth first.
    public func first(_ kind: Kind) -> PlanElement? {
        if self.kind == kind { return self }
        for child in children {
            if let found = child.first(kind) { return found }
        }
        return nil
    }
}

/// A rectangle in points.
public struct PlanFrame: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a frame.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether `other` lies within this frame (to a hundredth of a point).
    public func contains(_ other: PlanFrame) -> Bool {
        other.x >= x - 0.01 && other.y >= y - 0.01 && other.maxX <= maxX + 0.01 && other.maxY <= maxY + 0.01
    }
}

/// A font size and weight, after Dynamic Type scaling.
public struct PlanFont: Sendable, Hashable {
    public var size: Double
    public var weight: FontWeight

    /// Creates a font.
    public init(size: Double, weight: FontWeight) {
        self.size = size
        self.weight = weight
    }
}

// A part's color is `DialogColor` (DialogColor.swift), the one the spec and the runtime use.

/// A label's text as laid out.
public struct PlanText: Sendable, Hashable {
    /// The wrapped lines.
    public var lines: [String]
    public var font: PlanFont
    public var color: DialogColor
    public var alignment: DialogTextAlignment
    public var lineHeight: Double

    /// Creates a laid-out text.
    public init(lines: [String], font: PlanFont, color: DialogColor, alignment: DialogTextAlignment, lineHeight: Double) {
        self.lines = lines
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineHeight = lineHeight
    }
}

/// A text the layout cut short or that made the dialog taller than the screen allows.
public struct PlanOverflow: Sendable, Hashable {
    public enum Reason: String, Sendable, Hashable {
        /// The text is taller than its capped area, so part of it is cut or scrolls.
        case truncated
        /// The dialog is taller than the screen's safe area.
        case exceedsScreen
    }

    public var element: PlanElement.Kind
    public var reason: Reason
    /// The button's id, when a button title is cut.
    public var id: String? = nil

    /// Creates an overflow.
    public init(element: PlanElement.Kind, reason: Reason, id: String? = nil) {
        self.element = element
        self.reason = reason
        self.id = id
    }
}
