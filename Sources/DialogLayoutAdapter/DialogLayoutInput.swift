import DialogLayoutEngine
import DialogSpec

/// A spec's dialog and device as the layout engine's input: what `LayoutEngine` hands
/// `LayoutGeometry`, and all of DialogCompiler's model the geometry reads.
extension LayoutInput {
    /// `dialog` as the engine lays it out, its shape and defaults resolved by its kind.
    ///
    /// Each part is set only when the spec writes it: lint builds one input per dialog and
    /// locale, and assigning every unset optional cost as much as the rest.
    ///
    /// It is built in a local and moved into `self`: delegating to the engine's initializer and
    /// then setting the parts copied the whole input once more, retaining every string of it.
    package init(_ dialog: Dialog) {
        self = Self.reading(dialog)
    }

    private static func reading(_ dialog: Dialog) -> LayoutInput {
        var input = LayoutInput(
            shape: dialog.resolvedShape, isCustom: dialog.resolvedRenderer == .custom, fromBottom: dialog.resolvedShowType == .fromBottom)
        input.read(dialog)
        return input
    }

    private mutating func read(_ dialog: Dialog) {
        // From format v2 on a text is a template: drawn and measured as the app shows it, `{{` as
        // one brace, as the catalog and the generated code have it.
        let isTemplate = dialog.specVersion >= 2
        let shown = { (text: String) in isTemplate ? TextTemplate.shown(text) : text }
        if let title = dialog.title { self.title = shown(title.value) }
        if let subtitle = dialog.subtitle { self.subtitle = shown(subtitle.value) }
        if let message = dialog.message { self.message = shown(message.value) }
        if !dialog.buttons.isEmpty {
            let written = dialog.buttons
            buttons.reserveCapacity(written.count)
            // By index, reading each button's fields in place: a loop over the buttons copied each one.
            for index in written.indices {
                buttons.append(
                    LayoutButton(
                        id: written[index].id.value, title: shown(written[index].title.value), role: written[index].resolvedStyle,
                        isPreferred: written[index].isPreferred, color: written[index].color?.value,
                        font: written[index].font.map(DialogFont.init)))
            }
        }
        if !dialog.options.isEmpty { options = dialog.options.map { shown($0.value) } }
        if let index = dialog.selectedIndex { selectedIndex = index.value }
        if let input = dialog.input {
            field = LayoutField(
                isMultiline: input.isMultiline, isSecure: input.isSecure, initialText: input.initialText.map { shown($0.value) },
                placeholder: input.placeholder.map { shown($0.value) })
        }
        style.read(dialog)
        numbers.read(dialog)
    }
}

// The style and the numbers are read off the dialog field by field, not from a copy of its
// `style` and `layout`: copying those whole (every optional color and font, each retained and
// released) cost lint more than the parts a spec writes.
extension LayoutStyle {
    /// Sets what `dialog`'s style writes, in place.
    package mutating func read(_ dialog: Dialog) {
        if let font = dialog.style.titleFont { titleFont = DialogFont(font) }
        if let font = dialog.style.messageFont { messageFont = DialogFont(font) }
        if let font = dialog.style.parts.buttonFont { buttonFont = DialogFont(font) }
        if let font = dialog.style.parts.fieldFont { fieldFont = DialogFont(font) }
        if let color = dialog.style.titleColor { titleColor = color.value }
        if let color = dialog.style.messageColor { messageColor = color.value }
        if let color = dialog.style.lineColor { lineColor = color.value }
        if let color = dialog.style.backgroundColor { backgroundColor = color.value }
        if let color = dialog.style.parts.fieldColor { fieldColor = color.value }
        if let color = dialog.style.parts.placeholderColor { placeholderColor = color.value }
        if let color = dialog.style.parts.toolbarColor { toolbarColor = color.value }
        if let color = dialog.style.parts.toolbarTitleColor { toolbarTitleColor = color.value }
        if let alignment = dialog.style.textAlignment { textAlignment = alignment.value }
        if let radius = dialog.style.cornerRadius { cornerRadius = radius.value }
    }
}

extension DialogFont {
    package init(_ font: Style.Font) {
        self.init(size: font.size?.value, weight: font.weight?.value)
        relativeTo = font.relativeTo?.value
        maxSize = font.maxSize?.value
    }
}

extension LayoutNumbers {
    /// Sets what `dialog`'s layout writes, in place.
    package mutating func read(_ dialog: Dialog) {
        width = dialog.layout.width?.value
        sideInset = dialog.layout.sideInset?.value
        maxWidth = dialog.layout.maxWidth?.value
        frame = dialog.layout.frame.map { frame in
            LayoutNumbers.Frame(
                x: frame.x?.value, y: frame.y?.value, width: frame.width?.value, height: frame.height?.value)
        }
        padding = dialog.layout.padding?.value
        headerHeight = dialog.layout.headerHeight?.value
        footerHeight = dialog.layout.footerHeight?.value
        buttonHeight = dialog.layout.buttonHeight?.value
        buttonArrangement = dialog.layout.buttonArrangement?.value
        labelWidth = dialog.layout.labelWidth?.value
        toolbarHeight = dialog.layout.toolbarHeight?.value
        toolbarButtonWidth = dialog.layout.toolbarButtonWidth?.value
    }
}

extension MotionInput {
    /// The show and hide of `dialog`, with the spec's defaults.
    package init(_ dialog: Dialog) {
        let presentation = dialog.presentation
        var show = Phase(
            animation: dialog.resolvedAnimation, duration: presentation.show?.duration?.value,
            defaultDuration: Presentation.defaultShowDuration, settings: DialogMotionSettings(presentation.show?.motion ?? Motion()))
        show.reducedMotion = presentation.show?.motion.reducedMotion?.resolved
        var hide = Phase(
            animation: presentation.hide?.animation?.value, duration: presentation.hide?.duration?.value,
            defaultDuration: Presentation.defaultHideDuration, settings: DialogMotionSettings(presentation.hide?.motion ?? Motion()))
        hide.reducedMotion = presentation.hide?.motion.reducedMotion?.resolved
        self.init(
            show: show, hide: hide, fromBottom: dialog.resolvedShowType == .fromBottom,
            coverAlpha: LayoutEngine.coverAlpha(dialog), autoHideDelay: dialog.resolvedAutoHide)
    }
}

extension DialogMotionSettings {
    /// The values of `motion`'s keys, without their places, the spring's unwritten parts at
    /// SwiftUI's `.spring()`.
    package init(_ motion: Motion) {
        self.init(
            curve: motion.curve?.value,
            spring: motion.spring.map { spring in
                DialogSpringSettings(
                    dampingRatio: spring.dampingRatio?.value ?? Spring.defaultDampingRatio,
                    response: spring.response?.value ?? Spring.defaultResponse)
            },
            fromScale: motion.fromScale?.value, toScale: motion.toScale?.value, fromOpacity: motion.fromOpacity?.value,
            toOpacity: motion.toOpacity?.value, translateY: motion.translateY?.value, coverPhase: motion.coverPhase?.value,
            coverDuration: motion.coverDuration?.value)
    }
}

extension Device {
    /// This screen at `textSize`, set as `display` says, as the layout engine reads it.
    package func screen(at textSize: TextSize, display: DisplaySettings = .standard) -> LayoutScreen {
        var screen = LayoutScreen(
            width: width, height: height, safeTop: safeTop, safeBottom: safeBottom, isRegularWidth: isRegularWidth,
            contentSize: textSize.contentSize)
        screen.appearance = display.appearance
        screen.reducesMotion = display.reducesMotion
        return screen
    }
}
