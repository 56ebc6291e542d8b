extension DialogKindTable {
    /// A centered question with buttons: UIAlertController's `.alert` style, or a custom card.
    public static let alert = DialogKindTable(
        type: .alert,
        name: "alert",
        keys: ["subtitle", "buttons", "autoHide"],
        requiredKeys: ["buttons"],
        defaultShowType: .center,
        defaultRenderer: .system,
        buttonResult: .action,
        runtimeProtocol: "AlertDialog",
        resultType: "Action")
}
