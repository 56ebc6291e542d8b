extension DialogKindTable {
    /// A bottom panel of rows to choose one from, always drawn by a custom view.
    public static let picker = DialogKindTable(
        type: .picker,
        name: "picker",
        keys: ["buttons", "options", "selectedIndex", "limits"],
        requiredKeys: ["options", "buttons"],
        limitKeys: ["maxOptions"],
        choices: .options,
        defaultShowType: .fromBottom,
        defaultRenderer: .custom,
        buttonResult: .actionAndRow,
        runtimeProtocol: "PickerDialog",
        resultType: "PickerResult<Action>")
}
