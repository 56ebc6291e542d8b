import DialogLayoutEngine
import DialogSpec

/// A spec's dialog as `LayoutGeometry.quickFacts` reads it: each part read off the dialog where
/// it is kept, so asking for the facts copies no string or array of it.
///
/// The dialog is read where the rules' context keeps it: a sketch holding the dialog itself
/// copied it, retaining every field, each time lint asked for facts, and each question copied
/// the part it read (the text field's settings, to ask whether there is one).
package struct DialogSketch: LayoutSketch {
    private let context: DialogContext
    private var dialog: Dialog { context.dialog }

    /// The sketch of the dialog `context` checks.
    package init(_ context: DialogContext) {
        self.context = context
    }

    package var shape: DialogShape { context.layoutShape }
    package var isCustom: Bool { dialog.resolvedRenderer == .custom }
    package var fromBottom: Bool { dialog.resolvedShowType == .fromBottom }

    /// Whether `layout` or a font is written: `LayoutInput.read` takes its numbers from `layout` alone.
    package var writesGeometry: Bool {
        let style = dialog.style
        return dialog.layout.range != nil || style.titleFont != nil || style.messageFont != nil || style.parts.buttonFont != nil
            || style.parts.fieldFont != nil || dialog.buttons.contains { $0.font != nil }
    }

    package var title: String? { dialog.title?.value }
    package var subtitle: String? { dialog.subtitle?.value }
    package var message: String? { dialog.message?.value }
    package var hasField: Bool {
        if case .some = dialog.input { return true }
        return false
    }
    package var fieldIsMultiline: Bool { dialog.input?.isMultiline ?? false }
    package var buttonCount: Int { dialog.buttons.count }
    package func buttonID(at index: Int) -> String { dialog.buttons[index].id.value }
    package func buttonTitle(at index: Int) -> String { dialog.buttons[index].title.value }
    package func buttonRole(at index: Int) -> ButtonStyle { dialog.buttons[index].resolvedStyle }
    package func buttonIsPreferred(at index: Int) -> Bool { dialog.buttons[index].isPreferred }
}
