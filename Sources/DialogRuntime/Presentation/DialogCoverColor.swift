import DialogLayoutEngine

extension DialogDescriptor {
    /// The cover's color in `appearance`: the style's `coverColor` (black when it writes none)
    /// resolved for it, opaque, since how much the cover dims is its timelines' opacity
    /// (`coverAlpha`). Asked again when the appearance changes while the dialog is shown.
    public func coverColor(in appearance: DialogAppearance) -> DialogColor {
        let color = (style.coverColor ?? DialogColor(red: 0, green: 0, blue: 0)).resolved(for: appearance)
        return DialogColor(red: color.red, green: color.green, blue: color.blue)
    }
}
