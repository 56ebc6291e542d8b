extension DialogKindTable {
    /// A short message that hides itself; no buttons, so no result.
    public static let toast = DialogKindTable(
        type: .toast,
        name: "toast",
        keys: ["autoHide", "announcement"],
        requiredKeys: ["message"],
        defaultShowType: .center,
        defaultRenderer: .custom,
        defaultAutoHide: 2.0,
        buttonResult: .action,
        runtimeProtocol: "ToastDialog",
        resultType: "Never")
}
