import DialogLayoutEngine

/// A size in points.
public struct DialogSize: Sendable, Hashable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle in points, in the host's coordinate space; y grows downwards, as on screen. The
/// layout engine's frame, so the frames the engine computes are the frames the host is given.
public typealias DialogRect = PlanFrame

/// The screen a host lays dialogs out on: its size, safe area, width class and text size.
public typealias DialogScreen = LayoutScreen

extension PlanFrame {
    /// The top edge, as CoreGraphics names it.
    public var minY: Double { y }
    /// The width and height without the origin.
    public var size: DialogSize { DialogSize(width: width, height: height) }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: DialogRect) -> Bool {
        x < other.x + other.width && other.x < x + width && y < other.maxY && other.y < maxY
    }

    /// The rectangle shrunk by the given insets (a safe area's, say).
    public func inset(top: Double, left: Double, bottom: Double, right: Double) -> DialogRect {
        DialogRect(x: x + left, y: y + top, width: max(0, width - left - right), height: max(0, height - top - bottom))
    }
}
