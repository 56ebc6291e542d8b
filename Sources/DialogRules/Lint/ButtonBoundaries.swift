import DialogLayoutEngine

/// What `insufficient-contrast` reads off a custom dialog's layout (`DialogContext.adaptiveLayout`)
/// about its buttons as controls rather than texts: each button's title color, the fill the
/// button paints or, without one, the lines drawn along its edges, and the card it stands on,
/// colors still adaptive, so every appearance is one resolution away.
package enum ButtonBoundaries {
    /// The contrast WCAG 2.2 asks of what identifies a control (success criterion 1.4.11), and
    /// what a title needs against the card to mark its button on its own.
    package static let minimumRatio = 3.0

    /// One button of the layout and what outlines it.
    package struct Button {
        /// The button's id.
        package var id: String?
        /// Its title's color, or nil for a button without a title.
        package var title: DialogColor?
        /// What outlines the button against the card: its own fill, or else its border.
        package var boundary: DialogColor
        /// Whether `boundary` is the button's fill rather than its border.
        package var isFill: Bool
        /// The fills the button stands on, the outermost (the dialog's surface) first, the
        /// button's own fill not among them.
        package var card: [DialogColor]
    }

    /// The buttons of `container` and its descendants that have a fill or a border, depth first.
    /// A button's border is the separator lines drawn along its edges: the custom renderer
    /// outlines a row of buttons with them as Apple's alert does.
    package static func buttons(of container: PlanElement) -> [Button] {
        var found: [Button] = []
        var fills: [DialogColor] = []
        collect(container, fills: &fills, into: &found)
        return found
    }

    private static func collect(_ element: PlanElement, fills: inout [DialogColor], into found: inout [Button]) {
        let paints = element.fill != nil
        if let fill = element.fill { fills.append(fill) }
        let children = element.children
        // Read where the list keeps them: a copy of each child retained all it holds.
        for index in children.indices where children[index].kind == .button {
            if let fill = children[index].fill {
                found.append(
                    Button(id: children[index].id, title: children[index].text?.color, boundary: fill, isFill: true, card: fills))
            } else if let line = border(of: children[index].frame, among: children) {
                found.append(
                    Button(id: children[index].id, title: children[index].text?.color, boundary: line, isFill: false, card: fills))
            }
        }
        for index in children.indices where !children[index].children.isEmpty { collect(children[index], fills: &fills, into: &found) }
        if paints { fills.removeLast() }
    }

    /// The color of the first separator of `siblings` along a button at `frame`.
    private static func border(of frame: PlanFrame, among siblings: [PlanElement]) -> DialogColor? {
        for index in siblings.indices where siblings[index].kind == .separator && touches(siblings[index].frame, frame) {
            if let fill = siblings[index].fill { return fill }
        }
        return nil
    }

    /// Whether a line's frame lies along an edge of a button's frame or across it: within a
    /// point of it on every side.
    private static func touches(_ line: PlanFrame, _ button: PlanFrame) -> Bool {
        line.maxX >= button.x - 1 && line.x <= button.maxX + 1 && line.maxY >= button.y - 1 && line.y <= button.maxY + 1
    }

    /// Whether `button`'s fill or border is the only thing that shows it as a button in
    /// `appearance` and contrasts too little with the card to do so: its title is below 3:1
    /// against the card (a title that reaches it marks the button by itself, as the tinted
    /// titles of Apple's alerts do over their faint hairlines), and so is the boundary. The
    /// boundary's ratio, and the colors measured, when it does.
    package static func shortfall(
        of button: Button, in appearance: DialogAppearance
    ) -> (ratio: Double, boundary: DialogColor, card: DialogColor, title: Double)? {
        let title = button.title.map { PaintedTexts.ratio(of: $0, over: button.card, in: appearance) } ?? 1
        guard title < minimumRatio else { return nil }
        let boundary = PaintedTexts.contrast(of: button.boundary, over: button.card, in: appearance)
        guard boundary.ratio < minimumRatio else { return nil }
        return (boundary.ratio, button.boundary.resolved(for: appearance), boundary.backdrop, title)
    }
}
