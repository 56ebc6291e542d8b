import DialogLayoutEngine
import DialogSpec

/// A platform-neutral, fully resolved description of how one dialog looks and behaves on one screen.
///
/// Its elements, motion and overflows come from DialogLayoutEngine (`LayoutGeometry`); the plan
/// adds where the spec declares the dialog, its behaviour and its actions.
public struct DialogPlan: Sendable, Hashable {
    public var id: String
    public var type: DialogKind
    /// Where the spec declares the dialog, `path:line`.
    public var source: String
    public var renderer: Renderer
    /// The cover, then the container with everything inside it.
    public var elements: [PlanElement]
    public var motion: PlanMotion
    public var behaviour: PlanBehaviour
    public var actions: [PlanAction]
    /// Texts the layout had to cut or that push the dialog past the screen.
    public var overflows: [PlanOverflow]
    /// The values above that the spec wrote as design token references, elements' first; empty
    /// when it wrote none.
    public var tokens: [PlanTokenUse] = []
}

/// The behaviour a runtime must follow, which hand-written dialogs kept getting wrong.
public struct PlanBehaviour: Sendable, Hashable {
    /// Ignore touches while the show animation runs, so a tap on "back" mid-animation cannot
    /// leave the dialog on the previous screen.
    public var blocksInteractionDuringShow: Bool
    /// End editing before showing, so the keyboard never covers the dialog.
    public var dismissesKeyboardBeforeShow: Bool
    /// Give focus back to what had it once the dialog is gone.
    public var restoresFirstResponderAfterHide: Bool
    /// Move the dialog clear of the keyboard while its text field is editing.
    public var avoidsKeyboard: Bool
    public var dismissOnCoverTap: Bool
    /// The dialog hides the way it was shown.
    public var hideAs: ShowType
    /// On a regular-width screen an action sheet is a popover that needs an anchor view or bar item.
    public var requiresAnchor: Bool
    /// The button whose result a cover tap yields, when the spec names one; nil: the cancel button.
    public var coverTapResult: String? = nil
    /// The text field's keyboard behaviour, when the spec sets any of it.
    public var input: PlanInputBehaviour? = nil
}

/// What the text field does with its keys, resolved.
public struct PlanInputBehaviour: Sendable, Hashable {
    public var returnKey: ReturnKey
    /// Whether Return inserts a newline instead of submitting.
    public var allowsNewlines: Bool
    /// What a required field says when submitted empty.
    public var emptyMessage: String?
    public var clearButton: Bool
}

/// What a button does: its role, whether it dismisses, what result it yields.
public struct PlanAction: Sendable, Hashable {
    /// What the button yields: its kind's, as the kind's table says (`DialogKindTable.buttonResult`).
    public typealias Result = ButtonResult

    public var id: String
    public var title: String
    public var role: ButtonStyle
    public var dismisses: Bool
    public var result: Result
    /// Whether the button is shown on this device (an iPad popover drops the cancel button).
    public var isVisible: Bool
}
