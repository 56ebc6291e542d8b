extension DialogKindTable {
    /// A list of choices from the bottom: UIAlertController's `.actionSheet` style, or a custom sheet.
    public static let actionSheet = DialogKindTable(
        type: .actionSheet,
        name: "action sheet",
        keys: ["buttons", "limits"],
        requiredKeys: ["buttons"],
        limitKeys: ["maxOptions"],
        // More than fit on a small iPhone in landscape make UIKit scroll the buttons.
        maxOptionsCap: 6,
        choices: .buttonsBesideCancel,
        defaultShowType: .fromBottom,
        defaultRenderer: .system,
        buttonResult: .action,
        runtimeProtocol: "ActionSheetDialog",
        resultType: "Action")
}
