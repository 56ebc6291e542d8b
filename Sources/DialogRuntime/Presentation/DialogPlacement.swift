/// Where a dialog of a given size sits in the host, clear of the keyboard where it has a text field.
public enum DialogPlacement {
    /// Space kept between a dialog and the keyboard or the host's top edge.
    public static let keyboardMargin = 10.0

    /// How far above the bottom edge a toast shown from the bottom floats, as in the render plan.
    public static let toastBottomOffset = 80.0

    /// The frame of a dialog of `size` in `bounds`: centred, or on the bottom edge for a sheet
    /// (a toast floats above it).
    public static func frame(
        of size: DialogSize, kind: DialogKind, showType: DialogPresentation.ShowType, in bounds: DialogRect
    ) -> DialogRect {
        let x = bounds.x + (bounds.width - size.width) / 2
        let y: Double =
            switch showType {
            case .center: bounds.y + (bounds.height - size.height) / 2
            case .fromBottom: bounds.maxY - size.height - (kind == .toast ? toastBottomOffset : 0)
            }
        return DialogRect(x: x, y: y, width: size.width, height: size.height)
    }

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
