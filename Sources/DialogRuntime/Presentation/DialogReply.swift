/// A tapped button with the text and row the dialog held at that moment, from which a dialog
/// type builds its `Result`.
public struct DialogReply<Action: Hashable & Sendable>: Sendable, Hashable {
    /// The case of the tapped button.
    public var action: Action
    /// The text field's text, already limited to `maxLength`; empty without a field.
    public var text: String
    /// The chosen picker row; the descriptor's `selectedIndex` for other kinds.
    public var row: Int
    /// The chosen row's title; empty when there are no rows.
    public var rowTitle: String

    /// Creates a reply.
    public init(action: Action, text: String, row: Int, rowTitle: String) {
        self.action = action
        self.text = text
        self.row = row
        self.rowTitle = rowTitle
    }

    /// The reply `response` stands for in `descriptor`, or nil when it names no button of it.
    init?(_ response: DialogResponse, in descriptor: DialogDescriptor<Action>) {
        guard descriptor.buttons.indices.contains(response.button) else { return nil }
        let field = descriptor.textField
        let typed = response.text ?? field?.initialText ?? ""
        let row = response.row ?? descriptor.selectedIndex
        self.init(
            action: descriptor.buttons[response.button].action, text: field?.limited(typed) ?? typed, row: row,
            rowTitle: descriptor.options.indices.contains(row) ? descriptor.options[row] : "")
    }
}

extension AlertDialog {
    /// The tapped button's action.
    public static func result(for reply: DialogReply<Action>) -> Result { reply.action }
}

extension ActionSheetDialog {
    /// The tapped button's action.
    public static func result(for reply: DialogReply<Action>) -> Result { reply.action }
}

extension TextInputDialog {
    /// The tapped button's action and the text.
    public static func result(for reply: DialogReply<Action>) -> Result {
        TextInputResult(action: reply.action, text: reply.text)
    }
}

extension PickerDialog {
    /// The tapped button's action and the chosen row.
    public static func result(for reply: DialogReply<Action>) -> Result {
        PickerResult(action: reply.action, row: reply.row, title: reply.rowTitle)
    }
}

extension ToastDialog {
    /// A toast has no buttons, so no reply can reach it.
    public static func result(for reply: DialogReply<Action>) -> Result {
        switch reply.action {}
    }
}

extension DialogDescriptor {
    /// The dialog with each button's action replaced by the button's index, as hosts see it.
    var indexed: DialogDescriptor<Int> {
        var indexed = mapActions { _ in 0 }
        for index in indexed.buttons.indices { indexed.buttons[index].action = index }
        indexed.coverTapResult = coverTapResult.flatMap { action in buttons.firstIndex { $0.action == action } }
        return indexed
    }
}
