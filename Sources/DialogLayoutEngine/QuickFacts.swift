/// What `LayoutGeometry.quickFacts` reads of a dialog: its choices, texts and buttons, read where
/// the caller keeps them, so lint can learn the facts of most dialogs without building a
/// `LayoutInput` (every string and array of the dialog copied into it) or laying them out.
public protocol LayoutSketch {
    var shape: DialogShape { get }
    /// Whether the app draws the dialog (`LayoutInput.isCustom`).
    var isCustom: Bool { get }
    var fromBottom: Bool { get }
    /// Whether the spec writes numbers (`layout`) or fonts (`style`, a button's) that a custom
    /// layout reads; the system renderer reads none of them.
    var writesGeometry: Bool { get }
    var title: String? { get }
    var subtitle: String? { get }
    var message: String? { get }
    /// Whether the dialog has a text field.
    var hasField: Bool { get }
    var buttonCount: Int { get }
    /// The title of the button at `index`, in display order.
    func buttonTitle(at index: Int) -> String
    func buttonRole(at index: Int) -> ButtonStyle
    func buttonIsPreferred(at index: Int) -> Bool
}

extension LayoutGeometry {
    /// `facts(_:on:)` of `dialog`, read off its texts' measures without laying it out, where its
    /// shape's geometry at this text size is that simple: a system alert or action sheet whose
    /// button titles are not cut (at a size where they do not wrap), or a toast in its own
    /// geometry. Nil where only the layout can tell.
    ///
    /// Each shape's reading sits beside its layout; `LayoutFactsTests` holds them to the layout's
    /// facts on every spec, device and text size, and to applying to most dialogs of those shapes.
    public static func quickFacts(_ dialog: some LayoutSketch, on screen: LayoutScreen) -> LayoutFacts? {
        let measurer = DeterministicTextMeasurer()
        return switch dialog.shape {
        case .systemAlert: SystemAlertLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .systemSheet: SystemSheetLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .toast: ToastLayout.quickFacts(dialog, on: screen, measurer: measurer)
        case .card, .bottomSheet, .picker: nil
        }
    }
}

extension LayoutSketch {
    /// The texts above the buttons, as `LayoutTexts` gathers them: title, subtitle and message,
    /// each when non-empty, in that order.
    func forEachText(_ body: (PlanElement.Kind, String) -> Void) {
        if let title, !title.isEmpty { body(.title, title) }
        if let subtitle, !subtitle.isEmpty { body(.subtitle, subtitle) }
        if let message, !message.isEmpty { body(.message, message) }
    }

    var hasPreferredButton: Bool {
        (0..<buttonCount).contains { buttonIsPreferred(at: $0) }
    }

    /// The font of the title of the button at `index` at `size` on `screen`, as `LayoutContext.buttonFont`
    /// sets it on the system renderer.
    func systemButtonFont(at index: Int, size: Double, on screen: LayoutScreen, hasPreferredButton: Bool) -> PlanFont {
        let weight = ButtonTitle.weight(
            role: buttonRole(at: index), isPreferred: buttonIsPreferred(at: index), isCustom: false, hasPreferredButton: hasPreferredButton)
        return screen.font(size, weight)
    }
}

extension LayoutFacts {
    /// The facts of a layout with `titleLineCount` title lines that is taller than its screen or not.
    init(titleLineCount: Int, exceedsScreen element: PlanElement.Kind?) {
        self.init()
        self.titleLineCount = titleLineCount
        if let element { overflows = [PlanOverflow(element: element, reason: .exceedsScreen)] }
    }
}

extension LayoutInput: LayoutSketch {
    public var writesGeometry: Bool {
        numbers != LayoutNumbers() || style.titleFont != nil || style.messageFont != nil || style.buttonFont != nil
            || style.fieldFont != nil || buttons.contains { $0.font != nil }
    }

    public var hasField: Bool { field != nil }
    public var buttonCount: Int { buttons.count }
    public func buttonTitle(at index: Int) -> String { buttons[index].title }
    public func buttonRole(at index: Int) -> ButtonStyle { buttons[index].role }
    public func buttonIsPreferred(at index: Int) -> Bool { buttons[index].isPreferred }
}
