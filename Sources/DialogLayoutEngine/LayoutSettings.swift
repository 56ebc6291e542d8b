/// What the spec's `layout` and the parts of `style` change in a custom layout; the system
/// renderer draws UIKit's own geometry and reads none of it.
extension LayoutContext {
    /// The written numbers, on the custom renderer; empty on the system one.
    var writtenLayout: LayoutNumbers { isCustom ? dialog.numbers : LayoutNumbers() }

    /// A button's own font, else the dialog's `buttonFont`.
    func buttonFontOverride(_ button: LayoutButton) -> DialogFont? {
        button.font ?? style.buttonFont
    }

    /// Whether a footer puts its buttons side by side: as `buttonArrangement` says, else when
    /// the layout's own test (`fits`) says so.
    func placesSideBySide(_ fits: Bool) -> Bool {
        switch writtenLayout.buttonArrangement ?? .auto {
        case .auto: fits
        case .row: true
        case .stack: false
        }
    }

    /// The container's width: `width`, else the screen's less `sideInset` (default `inset`) at
    /// each side, at most `maxWidth` (default `cap`, which a fixed width does not have).
    func containerWidth(inset: Double, cap: Double) -> Double {
        let layout = writtenLayout
        if let width = layout.width { return min(width, layout.maxWidth ?? .infinity) }
        return min(screen.width - 2 * (layout.sideInset ?? inset), layout.maxWidth ?? cap)
    }

    /// The written frame resolved on this screen: a missing `x` centers, a missing `width` is
    /// the screen's less `x` at each side; `y` and `height` stay nil when unwritten.
    func writtenFrame(width defaultWidth: Double) -> (x: Double, y: Double?, width: Double, height: Double?)? {
        guard let frame = writtenLayout.frame else { return nil }
        let width =
            frame.width?.resolved(in: screen.width)
            ?? frame.x.map { screen.width - 2 * $0.resolved(in: screen.width) } ?? defaultWidth
        let x = frame.x?.resolved(in: screen.width) ?? (screen.width - width) / 2
        return (x, frame.y?.resolved(in: screen.height), width, frame.height?.resolved(in: screen.height))
    }
}
