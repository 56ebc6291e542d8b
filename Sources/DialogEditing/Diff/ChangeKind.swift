/// One kind of change `dialogc diff` reports: its stable id (part of the product's interface, as
/// rule ids are), its category, a one-line summary for SARIF and the README, and whether it breaks
/// apps in the field that receive the new dialog in a bundle.
public struct ChangeKind: Sendable, Hashable {
    public let id: String
    public let category: ChangeCategory
    public let summary: String
    /// Whether a change of this kind breaks an app already installed that is delivered the new
    /// version of the dialog as a bundle, whose code was written against the old one: it branches
    /// on ids, passes arguments and reads results the dialog no longer matches. Independent of
    /// the category, which is about the generated Swift and what users see. A change may say
    /// otherwise where only its versions tell (`SpecChange.breaksDeliveredDialogs`).
    public let breaksDeliveredDialogs: Bool

    package init(_ id: String, _ category: ChangeCategory, _ summary: String, breaksDeliveredDialogs: Bool = false) {
        self.id = id
        self.category = category
        self.summary = summary
        self.breaksDeliveredDialogs = breaksDeliveredDialogs
    }

    public static let dialogRemoved = ChangeKind("dialog-removed", .breaking, "a dialog is gone, and its generated Swift type with it")
    public static let dialogRenamed = ChangeKind(
        "dialog-renamed", .breaking, "a dialog's id changed as its 'renamedFrom' records: its Swift type is renamed")
    public static let dialogTypeChanged = ChangeKind(
        "dialog-type-changed", .breaking, "a dialog's type changed: its generated protocol and result type differ",
        breaksDeliveredDialogs: true)
    public static let buttonRemoved = ChangeKind(
        "button-removed", .breaking, "a button is gone, and its 'Action' case with it", breaksDeliveredDialogs: true)
    public static let buttonRenamed = ChangeKind(
        "button-renamed", .breaking, "a button's id changed as its 'renamedFrom' records: its 'Action' case is renamed",
        breaksDeliveredDialogs: true)
    public static let parameterAdded = ChangeKind(
        "parameter-added", .breaking, "a parameter without a default: every call of the generated function must pass it",
        breaksDeliveredDialogs: true)
    public static let parameterRemoved = ChangeKind(
        "parameter-removed", .breaking, "a parameter is gone: calls of the generated function pass an argument it no longer takes")
    public static let parameterTypeChanged = ChangeKind(
        "parameter-type-changed", .breaking, "a parameter's type changed: calls of the generated function pass another type",
        breaksDeliveredDialogs: true)
    public static let parameterDefaultRemoved = ChangeKind(
        "parameter-default-removed", .breaking, "a parameter lost its default: calls that leave the argument out must pass it",
        breaksDeliveredDialogs: true)

    public static let buttonRoleChanged = ChangeKind(
        "button-role-changed", .behaviour, "a button's 'style' (its role: cancel, destructive) changed")
    public static let preferredChanged = ChangeKind("preferred-changed", .behaviour, "a button became or stopped being the preferred one")
    public static let buttonOrderChanged = ChangeKind("button-order-changed", .behaviour, "the buttons of a dialog are in another order")
    public static let coverTapChanged = ChangeKind(
        "cover-tap-changed", .behaviour, "a dialog is now, or no longer, dismissed by a tap on the cover")
    public static let autoHideChanged = ChangeKind(
        "auto-hide-changed", .behaviour, "a dialog now hides by itself, no longer does, or after another delay")
    public static let limitChanged = ChangeKind("limit-changed", .behaviour, "'limits.maxLength' or 'limits.maxOptions' changed")
    public static let rendererChanged = ChangeKind(
        "renderer-changed", .behaviour, "the system draws a dialog that a custom view drew, or the other way round")
    public static let selectionChanged = ChangeKind("selection-changed", .behaviour, "a picker starts on another row")
    public static let inputChanged = ChangeKind(
        "input-changed", .behaviour, "a text field became or stopped being multi-line, secure or required")
    public static let optionRemoved = ChangeKind(
        "option-removed", .behaviour, "a picker has fewer rows, so the rows' indexes mean other things", breaksDeliveredDialogs: true)

    public static let textChanged = ChangeKind("text-changed", .text, "a text the user reads changed: its translations are stale")
    public static let textRemoved = ChangeKind("text-removed", .text, "a text the user read is gone")
    public static let parameterDefaultChanged = ChangeKind(
        "parameter-default-changed", .text, "a parameter's default changed: what a dialog shows when the app passes no argument")

    public static let styleChanged = ChangeKind("style-changed", .visual, "a 'style' key or a button's 'color' changed")
    public static let presentationChanged = ChangeKind(
        "presentation-changed", .visual, "how a dialog is shown or hidden changed: show type, animation, durations, cover")
    public static let sizeChanged = ChangeKind("size-changed", .visual, "a dialog grew or shrank by more than a point on a device")
    public static let wrappingChanged = ChangeKind("wrapping-changed", .visual, "a text now wraps onto more or fewer lines on a device")
    public static let overflowChanged = ChangeKind(
        "overflow-changed", .visual, "a text now overflows its dialog on a device, or no longer does")
    public static let tokenValueChanged = ChangeKind(
        "token-value-changed", .visual, "a design token a dialog uses has another value in the token files")

    public static let dialogAdded = ChangeKind("dialog-added", .added, "a new dialog")
    public static let buttonAdded = ChangeKind("button-added", .added, "a new button")
    public static let textAdded = ChangeKind("text-added", .added, "a new text")
    public static let optionAdded = ChangeKind(
        "option-added", .added, "a new picker row", breaksDeliveredDialogs: true)
    public static let parameterAddedWithDefault = ChangeKind(
        "parameter-added-with-default", .added, "a new parameter with a default: calls that leave the argument out keep compiling")
    public static let parameterDefaultAdded = ChangeKind(
        "parameter-default-added", .added, "a parameter gained a default: calls may leave the argument out")
    public static let tokenSwitched = ChangeKind(
        "token-switched", .added, "a value is now written as a design token, or raw where it was one, or as another token")

    /// Every kind, strictest category first.
    public static let all: [ChangeKind] = [
        dialogRemoved, dialogRenamed, dialogTypeChanged, buttonRemoved, buttonRenamed,
        parameterAdded, parameterRemoved, parameterTypeChanged, parameterDefaultRemoved,
        buttonRoleChanged, preferredChanged, buttonOrderChanged, coverTapChanged, autoHideChanged, limitChanged,
        rendererChanged, selectionChanged, inputChanged, optionRemoved,
        textChanged, textRemoved, parameterDefaultChanged,
        styleChanged, presentationChanged, sizeChanged, wrappingChanged, overflowChanged, tokenValueChanged,
        dialogAdded, buttonAdded, textAdded, optionAdded, parameterAddedWithDefault, parameterDefaultAdded, tokenSwitched,
    ]
}
