/// A size in points.
public struct DialogSize: Sendable, Hashable {
    public var width: Double
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points, in the host's coordinate space; y grows downwards, as on screen.
public struct DialogRect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var minY: Double { y }
    public var maxY: Double { y + height }
    public var size: DialogSize { DialogSize(width: width, height: height) }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: DialogRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.maxY && other.y < maxY
    }
}

extension DialogRect {
    /// The rectangle shrunk by the given insets (a safe area's, say).
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> DialogRect {
        DialogRect(x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }
}
