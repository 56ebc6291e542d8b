/// The bottom picker's geometry, as the render plan's picker: 2/5 of the host's height, a
/// toolbar a sixth of that with the cancel button on the left, the other buttons on the right
/// (all of them, in the spec's order) and the title between, and the rows below it.
///
/// Frames are in the picker's own coordinates (its top left is 0, 0).
public struct PickerSheetLayout: Sendable, Hashable {
    public static let heightFraction = 2.0 / 5.0
    public static let toolbarFraction = 1.0 / 6.0
    /// The narrowest toolbar button; a longer title widens it, up to a third of the picker.
    public static let minimumButtonWidth = 80.0
    /// Room beside a toolbar button's title.
    public static let buttonTitlePadding = 16.0
    public static let rowHeight = 44.0
    /// A centred picker keeps the custom card's width.
    public static let cardSideInset = 40.0
    public static let cardMaxWidth = 400.0

    /// A toolbar button: its index in the descriptor's buttons and its frame.
    public struct Button: Sendable, Hashable {
        public var index: Int
        public var frame: DialogRect

        /// Creates a placed button.
        public init(index: Int, frame: DialogRect) {
            self.index = index
            self.frame = frame
        }
    }

    public var size: DialogSize
    public var toolbar: DialogRect
    /// Between the buttons.
    public var title: DialogRect
    public var buttons: [Button]
    /// Where the rows scroll.
    public var rows: DialogRect

    /// The picker of `buttons` shown `showType` in a host of `bounds`; `titleWidth` measures a
    /// button's title in the toolbar's font.
    public init<Action>(
        buttons: [DialogButton<Action>], showType: DialogPresentation.ShowType, in bounds: DialogSize,
        titleWidth: (String) -> Double
    ) {
        let width =
            showType == .fromBottom ? bounds.width : min(bounds.width - 2 * Self.cardSideInset, Self.cardMaxWidth)
        let height = (bounds.height * Self.heightFraction).rounded()
        let toolbarHeight = (height * Self.toolbarFraction).rounded()
        let widest = buttons.map { titleWidth($0.title) + Self.buttonTitlePadding }.max() ?? 0
        let buttonWidth = min(width / 3, max(Self.minimumButtonWidth, widest))
        let cancel = buttons.firstIndex { $0.role == .cancel }
        let others = buttons.indices.filter { $0 != cancel }
        var placed: [Button] = []
        if let cancel {
            placed.append(Button(index: cancel, frame: DialogRect(x: 0, y: 0, width: buttonWidth, height: toolbarHeight)))
        }
        // Right-aligned, so with one confirming button it sits on the right edge as in the source.
        let othersStart = width - buttonWidth * Double(others.count)
        for (offset, index) in others.enumerated() {
            let x = othersStart + buttonWidth * Double(offset)
            placed.append(Button(index: index, frame: DialogRect(x: x, y: 0, width: buttonWidth, height: toolbarHeight)))
        }
        let titleStart = cancel == nil ? 0 : buttonWidth
        size = DialogSize(width: width, height: height)
        toolbar = DialogRect(x: 0, y: 0, width: width, height: toolbarHeight)
        title = DialogRect(x: titleStart, y: 0, width: max(0, othersStart - titleStart), height: toolbarHeight)
        self.buttons = placed
        rows = DialogRect(x: 0, y: toolbarHeight, width: width, height: height - toolbarHeight)
    }
}
