extension DialogKind {
    /// A centered question with buttons: UIAlertController's `.alert` style, or a custom card.
    public static let alert = DialogKind(
        type: .alert,
        name: "alert",
        keys: ["subtitle", "buttons", "autoHide"],
        requiredKeys: ["buttons"],
        defaultShowType: .center,
        defaultRenderer: .system,
        shapes: Shapes(system: .systemAlert, custom: .card),
        buttonResult: .action,
        runtimeProtocol: "AlertDialog",
        resultType: "Action")
}
