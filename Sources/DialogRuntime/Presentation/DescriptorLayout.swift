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

    /// `descriptor` laid out on `screen`, its texts measured by `measurer`.
    public init<Action>(
        _ descriptor: DialogDescriptor<Action>, on screen: DialogScreen,
        measurer: any TextMeasuring = DeterministicTextMeasurer()
    ) {
        laidOut = LayoutGeometry.layout(descriptor.layoutInput, on: screen, measurer: measurer)
        motion = LayoutGeometry.motion(descriptor.motionInput, of: laidOut, on: screen)
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
        var input = LayoutInput(shape: Self.shape(kind, custom: custom, fromBottom: fromBottom), isCustom: custom, fromBottom: fromBottom)
        input.title = title
        input.subtitle = subtitle
        input.message = message
        input.buttons = buttons.enumerated().map { index, button in
            LayoutButton(
                id: String(index), title: button.title, role: ButtonStyle(button.role), isPreferred: button.isPreferred,
                color: button.color.map(PlanColor.init), font: button.font.map(LayoutFontOverride.init))
        }
        input.options = options
        input.selectedIndex = selectedIndex
        input.field = textField.map { field in
            LayoutField(
                isMultiline: field.isMultiline, isSecure: field.isSecure, initialText: field.initialText,
                placeholder: field.placeholder)
        }
        input.style.titleFont = style.titleFont.map(LayoutFontOverride.init)
        input.style.messageFont = style.messageFont.map(LayoutFontOverride.init)
        input.style.titleColor = style.titleColor.map(PlanColor.init)
        input.style.messageColor = style.messageColor.map(PlanColor.init)
        input.style.lineColor = style.lineColor.map(PlanColor.init)
        input.style.backgroundColor = style.backgroundColor.map(PlanColor.init)
        input.style.textAlignment = style.textAlignment.map { TextAlignment($0) }
        input.style.cornerRadius = style.cornerRadius
        input.style.buttonFont = style.buttonFont.map(LayoutFontOverride.init)
        input.style.fieldFont = style.fieldFont.map(LayoutFontOverride.init)
        input.style.fieldColor = style.fieldColor.map(PlanColor.init)
        input.style.placeholderColor = style.placeholderColor.map(PlanColor.init)
        input.style.toolbarColor = style.toolbarColor.map(PlanColor.init)
        input.style.toolbarTitleColor = style.toolbarTitleColor.map(PlanColor.init)
        input.numbers = layout
        return input
    }

    /// The show and hide as the layout engine reads them: the descriptor's durations are
    /// resolved already (generated code writes a spring's settling time), and a hide without an
    /// animation of its own follows the show.
    public var motionInput: MotionInput {
        var show = MotionInput.Phase(
            animation: MotionInput.Animation(presentation.animation), duration: presentation.showDuration,
            defaultDuration: presentation.showDuration)
        show.refine(by: presentation.showMotion)
        var hide = MotionInput.Phase(
            animation: presentation.hideAnimation.map(MotionInput.Animation.init), duration: presentation.hideDuration,
            defaultDuration: presentation.hideDuration)
        hide.refine(by: presentation.hideMotion)
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

    /// The layout of a kind as the renderer and show type choose it, as DialogCompiler's kind
    /// tables do (`DialogKind.Shapes`).
    static func shape(_ kind: DialogKind, custom: Bool, fromBottom: Bool) -> DialogShape {
        switch kind {
        case .toast: .toast
        case .picker: .picker
        case .alert, .textInput: custom ? .card : .systemAlert
        case .actionSheet: custom ? (fromBottom ? .bottomSheet : .card) : .systemSheet
        }
    }
}

extension ButtonStyle {
    init(_ role: DialogButtonRole) {
        switch role {
        case .default: self = .default
        case .cancel: self = .cancel
        case .destructive: self = .destructive
        }
    }
}

extension TextAlignment {
    /// The engine's alignment of a descriptor's.
    public init(_ alignment: DialogStyle.TextAlignment) {
        switch alignment {
        case .left: self = .left
        case .center: self = .center
        case .right: self = .right
        }
    }
}

extension PlanColor {
    init(_ color: DialogColor) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
    }
}

extension DialogColor {
    /// The color of a part, from its `#RRGGBB` and opacity; black for a malformed hex.
    public init(_ color: PlanColor) {
        let digits = Array(color.hex.utf8.dropFirst()).map { byte -> UInt8 in
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            default: 0
            }
        }
        func channel(_ index: Int) -> UInt8 { digits.count >= 6 ? digits[2 * index] << 4 | digits[2 * index + 1] : 0 }
        self.init(red: channel(0), green: channel(1), blue: channel(2), alpha: UInt8((color.alpha * 255).rounded()))
    }
}

extension LayoutFontOverride {
    init(_ font: DialogFont) {
        self.init(size: font.writtenSize, weight: font.writtenWeight.map(FontWeight.init))
    }
}

extension FontWeight {
    /// The engine's weight of a descriptor's font.
    public init(_ weight: DialogFont.Weight) {
        switch weight {
        case .regular: self = .regular
        case .medium: self = .medium
        case .semibold: self = .semibold
        case .bold: self = .bold
        }
    }
}

extension MotionInput.Animation {
    init(_ animation: DialogPresentation.Animation) {
        switch animation {
        case .fade: self = .fade
        case .spring: self = .spring
        case .slide: self = .slide
        case .none: self = .none
        }
    }
}

extension MotionInput.Phase {
    /// The phase with the keys a descriptor's motion writes.
    mutating func refine(by motion: DialogMotionSettings) {
        curve = motion.curve.map { curve in
            switch curve {
            case .linear: .linear
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .easeInOut: .easeInOut
            }
        }
        spring = motion.spring.map { MotionInput.Spring(dampingRatio: $0.dampingRatio, response: $0.response) }
        fromScale = motion.fromScale
        toScale = motion.toScale
        fromOpacity = motion.fromOpacity
        toOpacity = motion.toOpacity
        translateY = motion.translateY
        coverPhase = motion.coverPhase
        coverDuration = motion.coverDuration
    }
}
