/// A spec's dialog as `LayoutGeometry.quickFacts` reads it: each part read off the dialog where
/// it is kept, so asking for the facts copies no string or array of it.
///
/// The dialog is read where the rules' context keeps it: a sketch holding the dialog itself
/// copied it, retaining every field, each time lint asked for facts, and each question copied
/// the part it read (the text field's settings, to ask whether there is one).
struct DialogSketch: LayoutSketch {
    private let context: DialogContext
    private var dialog: Dialog { context.dialog }

    /// The sketch of the dialog `context` checks.
    init(_ context: DialogContext) {
        self.context = context
    }

    var shape: DialogShape { context.layoutShape }
    var isCustom: Bool { dialog.resolvedRenderer == .custom }
    var fromBottom: Bool { dialog.resolvedShowType == .fromBottom }

    /// Whether `layout` or a font is written: `LayoutInput.read` takes its numbers from `layout` alone.
    var writesGeometry: Bool {
        let style = dialog.style
        return dialog.layout.range != nil || style.titleFont != nil || style.messageFont != nil || style.parts.buttonFont != nil
            || style.parts.fieldFont != nil || dialog.buttons.contains { $0.font != nil }
    }

    var title: String? { dialog.title?.value }
    var subtitle: String? { dialog.subtitle?.value }
    var message: String? { dialog.message?.value }
    var hasField: Bool {
        if case .some = dialog.input { return true }
        return false
    }
    var fieldIsMultiline: Bool { dialog.input?.isMultiline ?? false }
    var buttonCount: Int { dialog.buttons.count }
    func buttonID(at index: Int) -> String { dialog.buttons[index].id.value }
    func buttonTitle(at index: Int) -> String { dialog.buttons[index].title.value }
    func buttonRole(at index: Int) -> ButtonStyle { dialog.buttons[index].resolvedStyle }
    func buttonIsPreferred(at index: Int) -> Bool { dialog.buttons[index].isPreferred }
}

