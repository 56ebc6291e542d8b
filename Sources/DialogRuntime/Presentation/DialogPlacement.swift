/// Where a dialog with a text field moves to clear the keyboard; where it rests is the layout
/// engine's (`DescriptorLayout.frame`).
public enum DialogPlacement {
    /// Space kept between a dialog and the keyboard or the host's top edge.
    public static let keyboardMargin = 10.0

    /// `frame` moved up until it clears `keyboard`, without leaving the top of `bounds`.
    ///
    /// A sheet sits on the keyboard; a centred dialog keeps a margin above it.
    public static func avoiding(
        _ keyboard: DialogRect?, frame: DialogRect, showType: DialogPresentation.ShowType, in bounds: DialogRect
    ) -> DialogRect {
        guard let keyboard, keyboard.intersects(frame) else { return frame }
        let margin = showType == .fromBottom ? 0 : keyboardMargin
        var moved = frame
        moved.y = max(bounds.minY + margin, keyboard.minY - margin - frame.height)
        return moved
    }
}
