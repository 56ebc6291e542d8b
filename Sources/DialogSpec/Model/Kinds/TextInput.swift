extension DialogKindTable {
    /// An alert with a text field; UIKit's alert holds only a single-line field.
    public static let textInput = DialogKindTable(
        type: .textInput,
        name: "text input",
        keys: ["buttons", "input", "limits"],
        requiredKeys: ["input", "buttons"],
        limitKeys: ["maxLength"],
        defaultShowType: .center,
        defaultRenderer: .system,
        multilineRenderer: .custom,
        buttonResult: .actionAndText,
        runtimeProtocol: "TextInputDialog",
        resultType: "TextInputResult<Action>")
}
