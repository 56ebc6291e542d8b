/// A dialog the app declared in a spec; dialogc generates one conforming type per dialog.
///
/// The type carries everything the spec says in `descriptor`, and its `Action` enum has one
/// case per button id, in display order, so handling a result is an exhaustive `switch`.
public protocol DialogDefinition: Sendable {
    /// One case per button id, in display order; `Never` for a toast.
    associatedtype Action: Hashable & Sendable
    /// What presenting the dialog yields: the action, plus the row or text where there is one.
    associatedtype Result: Sendable
    /// Everything the spec says about the dialog, with every default resolved.
    static var descriptor: DialogDescriptor<Action> { get }
    /// What the dialog yields for `reply`; each kind's protocol supplies it.
    static func result(for reply: DialogReply<Action>) -> Result
}

/// An alert; its result is the tapped button's action.
public protocol AlertDialog: DialogDefinition where Result == Action {}

/// An action sheet; its result is the tapped button's action.
public protocol ActionSheetDialog: DialogDefinition where Result == Action {}

/// A text-input dialog; its result carries the text, already limited to `maxLength`.
public protocol TextInputDialog: DialogDefinition where Result == TextInputResult<Action> {}

/// A bottom picker; its result carries the chosen row.
public protocol PickerDialog: DialogDefinition where Result == PickerResult<Action> {}

/// A toast: no buttons, no result.
public protocol ToastDialog: DialogDefinition where Action == Never, Result == Never {}

/// What a text-input dialog yields: the button and the text entered.
public struct TextInputResult<Action: Hashable & Sendable>: Sendable, Hashable {
    /// The case of the button that ended the dialog.
    public var action: Action
    /// The text, never longer than the dialog's `maxLength`.
    public var text: String

    /// Creates a result.
    public init(action: Action, text: String) {
        self.action = action
        self.text = text
    }
}

/// What a picker yields: the button and the chosen row.
public struct PickerResult<Action: Hashable & Sendable>: Sendable, Hashable {
    /// The case of the button that ended the dialog.
    public var action: Action
    /// The chosen row's index in `options`.
    public var row: Int
    /// The chosen row's title.
    public var title: String

    /// Creates a result.
    public init(action: Action, row: Int, title: String) {
        self.action = action
        self.row = row
        self.title = title
    }
}
