/// What the spec's `layout` and the parts of `style` change in a custom layout; the system
/// renderer draws UIKit's own geometry and reads none of it.
extension LayoutContext {
    /// The written `layout`, on the custom renderer; empty on the system one.
    var writtenLayout: DialogLayout { isCustom ? dialog.layout : DialogLayout() }

    /// A button's own font, else the dialog's `style.buttonFont`.
    func buttonFontOverride(_ button: Button) -> Style.Font? {
        button.font ?? dialog.style.parts.buttonFont
    }

    /// Whether a footer puts its buttons side by side: as `layout.buttonArrangement` says, else
    /// when the layout's own test (`fits`) says so.
    func placesSideBySide(_ fits: Bool) -> Bool {
        switch writtenLayout.buttonArrangement?.value ?? .auto {
        case .auto: fits
        case .row: true
        case .stack: false
        }
    }

    /// The container's width: `layout.width`, else the screen's less `layout.sideInset` (default
    /// `inset`) at each side, at most `layout.maxWidth` (default `cap`, which a fixed width does not have).
    func containerWidth(inset: Double, cap: Double) -> Double {
        let layout = writtenLayout
        if let width = layout.width?.value { return min(width, layout.maxWidth?.value ?? .infinity) }
        return min(device.width - 2 * (layout.sideInset?.value ?? inset), layout.maxWidth?.value ?? cap)
    }

    /// `layout.frame` resolved on this screen: a missing `x` centers, a missing `width` is the
    /// screen's less `x` at each side; `y` and `height` stay nil when unwritten.
    func writtenFrame(width defaultWidth: Double) -> (x: Double, y: Double?, width: Double, height: Double?)? {
        guard let frame = writtenLayout.frame else { return nil }
        let width = frame.width?.value.resolved(in: device.width)
            ?? frame.x.map { device.width - 2 * $0.value.resolved(in: device.width) } ?? defaultWidth
        let x = frame.x?.value.resolved(in: device.width) ?? (device.width - width) / 2
        return (x, frame.y?.value.resolved(in: device.height), width, frame.height?.value.resolved(in: device.height))
    }
}
