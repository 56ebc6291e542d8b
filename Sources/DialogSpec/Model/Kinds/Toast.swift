extension DialogKind {
    /// A short message that hides itself; no buttons, so no result.
    public static let toast = DialogKind(
        type: .toast,
        name: "toast",
        keys: ["autoHide"],
        requiredKeys: ["message"],
        defaultShowType: .center,
        defaultRenderer: .custom,
        defaultAutoHide: 2.0,
        shapes: Shapes(always: .toast),
        buttonResult: .action,
        runtimeProtocol: "ToastDialog",
        resultType: "Never")
}
