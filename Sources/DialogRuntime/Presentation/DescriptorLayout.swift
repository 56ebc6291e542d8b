import DialogLayoutEngine

/// A descriptor laid out by the layout engine on a host's screen: the container's frame, every
/// part inside it, and the show and hide timelines, the same numbers `dialogc plan` and the
/// preview give for the spec the descriptor was generated from.
///
/// The one place a `DialogDescriptor` becomes the engine's input (`LayoutInput`, `MotionInput`);
/// a field added to the descriptor reaches the layout by being mapped here.
public struct DescriptorLayout: Sendable, Hashable {
    /// The container with its parts, in the screen's coordinates.
    public var laidOut: LaidOutDialog
    /// The show and hide timelines, as the render plan gives them.
    public var motion: PlanMotion
    /// The cover's color for the screen's appearance (`DialogDescriptor.coverColor(in:)`).
    public var coverColor: DialogColor
    /// The Dynamic Type size the texts were laid out at, which a font relative to a text style
    /// is scaled for (`DialogDescriptor.scaledFont(of:laidOutAt:)`).
    public var contentSize: DialogContentSize
    /// The appearance the colours were resolved for.
    public var appearance: DialogAppearance
    /// The descriptor's colours from design tokens, which `colorName(of:)` finds a part's colour among.
    public var namedColors: [DialogNamedColor]

    /// `descriptor` laid out on `screen`, its texts measured by `measurer`.
    public init<Action>(
        _ descriptor: DialogDescriptor<Action>, on screen: DialogScreen,
        measurer: any TextMeasuring = DeterministicTextMeasurer()
    ) {
        laidOut = LayoutGeometry.layout(descriptor.layoutInput, on: screen, measurer: measurer)
        motion = LayoutGeometry.motion(descriptor.motionInput, of: laidOut, on: screen)
        coverColor = descriptor.coverColor(in: screen.appearance)
        contentSize = screen.contentSize
        appearance = screen.appearance
        namedColors = descriptor.namedColors
    }

    /// Where the dialog rests on screen.
    public var frame: DialogRect { laidOut.container.frame }

    /// Every part inside the container, depth first, with frames relative to the container's
    /// top left: what a view of the dialog places its subviews at.
    public var parts: [PlanElement] {
        let origin = laidOut.container.frame
        func flattened(_ elements: [PlanElement]) -> [PlanElement] {
            elements.flatMap { element -> [PlanElement] in
                var part = element
                part.frame.x -= origin.x
                part.frame.y -= origin.y
                part.children = []
                return [part] + flattened(element.children)
            }
        }
        return flattened(laidOut.container.children)
    }

    /// Where a picker's wheel goes: the rows' band across the container, relative to it; nil
    /// for every other kind.
    public var rowsFrame: DialogRect? {
        let rows = parts.filter { $0.kind == .pickerRow }
        guard let top = rows.map(\.frame.y).min(), let bottom = rows.map(\.frame.maxY).max() else { return nil }
        return DialogRect(x: 0, y: top, width: laidOut.container.frame.width, height: bottom - top)
    }

    /// The index in the descriptor's buttons of a button part: parts carry the button's index as their id.
    public static func buttonIndex(of part: PlanElement) -> Int? {
        part.kind == .button ? part.id.flatMap { Int($0) } : nil
    }
}

extension DialogDescriptor {
    /// The dialog as the layout engine reads it; its buttons' ids are their indices.
    public var layoutInput: LayoutInput {
        let custom = presentation.renderer == .custom
        let fromBottom = presentation.showType == .fromBottom
        var input = LayoutInput(shape: kind.shape(custom: custom, fromBottom: fromBottom), isCustom: custom, fromBottom: fromBottom)
        input.title = title
        input.subtitle = subtitle
        input.message = message
        input.buttons = buttons.enumerated().map { index, button in
            LayoutButton(
                id: String(index), title: button.title, role: button.role, isPreferred: button.isPreferred,
                color: button.color, font: button.font)
        }
        input.options = options
        input.selectedIndex = selectedIndex
        input.field = textField.map { field in
            LayoutField(
                isMultiline: field.isMultiline, isSecure: field.isSecure, initialText: field.initialText,
                placeholder: field.placeholder)
        }
        input.style.titleFont = style.titleFont
        input.style.messageFont = style.messageFont
        input.style.titleColor = style.titleColor
        input.style.messageColor = style.messageColor
        input.style.lineColor = style.lineColor
        input.style.backgroundColor = style.backgroundColor
        input.style.textAlignment = style.textAlignment
        input.style.cornerRadius = style.cornerRadius
        input.style.buttonFont = style.buttonFont
        input.style.fieldFont = style.fieldFont
        input.style.fieldColor = style.fieldColor
        input.style.placeholderColor = style.placeholderColor
        input.style.toolbarColor = style.toolbarColor
        input.style.toolbarTitleColor = style.toolbarTitleColor
        input.numbers = layout
        return input
    }

    /// The show and hide as the layout engine reads them: the descriptor's durations are
    /// resolved already (generated code writes a spring's settling time), and a hide without an
    /// animation of its own follows the show.
    public var motionInput: MotionInput {
        var show = MotionInput.Phase(
            animation: presentation.animation, duration: presentation.showDuration,
            defaultDuration: presentation.showDuration, settings: presentation.showMotion)
        show.reducedMotion = presentation.showReducedMotion
        var hide = MotionInput.Phase(
            animation: presentation.hideAnimation, duration: presentation.hideDuration,
            defaultDuration: presentation.hideDuration, settings: presentation.hideMotion)
        hide.reducedMotion = presentation.hideReducedMotion
        return MotionInput(
            show: show, hide: hide, fromBottom: presentation.showType == .fromBottom, coverAlpha: presentation.coverAlpha,
            autoHideDelay: autoHide)
    }

    /// The text a part of `kind` shows: the title, the subtitle or the message; a toast's one
    /// label shows them all, a line each.
    public func text(of kind: PlanElement.Kind) -> String? {
        switch kind {
        case .title: title
        case .subtitle: subtitle
        case .message where self.kind == .toast:
            [title, subtitle, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
        default: message
        }
    }
}
