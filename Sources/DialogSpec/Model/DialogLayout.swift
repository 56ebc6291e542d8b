import DialogDiagnostics
import DialogLayoutEngine

/// The `layout` object: geometry of a custom-drawn dialog where it departs from its kind's layout.
/// Every field is optional; an unset one keeps the number of `LayoutMetrics`.
public struct DialogLayout: Sendable, Hashable {
    /// A fixed card, sheet or toast width in points.
    public var width: Located<Double>?
    /// Points left free at each side: the width is the screen's less twice this.
    public var sideInset: Located<Double>?
    /// The most points the width may take, whichever way it is set.
    public var maxWidth: Located<Double>?
    /// The container's frame, each side in points or as a fraction of the screen.
    public var frame: LayoutFrame?
    /// Points between the container's edges and its texts.
    public var padding: Located<Double>?
    public var headerHeight: Located<Double>?
    public var footerHeight: Located<Double>?
    /// The height of one row of buttons.
    public var buttonHeight: Located<Double>?
    /// Buttons side by side, stacked, or side by side when two fit (the default).
    public var buttonArrangement: Located<ButtonArrangement>?
    /// The width of the message label, centered in the container.
    public var labelWidth: Located<Double>?
    /// The picker's toolbar height, in points or as a fraction of the picker's height.
    public var toolbarHeight: Located<Length>?
    /// The width of each of the picker's toolbar buttons.
    public var toolbarButtonWidth: Located<Double>?
    /// The whole `layout` object, when present.
    public var range: ByteRange?

    /// Creates a layout with nothing set.
    public init() {}
}

/// `layout.frame`: where the container stands, each value in points or as a fraction of the screen
/// (of its width for `x` and `width`, of its height for `y` and `height`).
public struct LayoutFrame: Sendable, Hashable, Locatable {
    public var x: Located<Length>?
    public var y: Located<Length>?
    /// Unset: the screen's width less `x` at each side.
    public var width: Located<Length>?
    public var height: Located<Length>?
    /// The whole `frame` object.
    public var range: ByteRange

    /// Creates a frame with nothing set.
    public init(range: ByteRange) {
        self.range = range
    }
}

// `Length`, a length in points or a fraction, is DialogLayoutEngine's (`LayoutNumbers.swift`).

/// `layout.buttonArrangement`, how a footer arranges its buttons: the engine's, which generated
/// code passes as it is.
public typealias ButtonArrangement = LayoutNumbers.Arrangement
