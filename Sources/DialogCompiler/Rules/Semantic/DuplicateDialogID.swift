/// Two dialogs share an id, in one file or across files.
public enum DuplicateDialogID: CrossFileRule {
    public static let description = RuleDescription(
        id: "duplicate-dialog-id",
        stage: .semantic,
        summary: "two dialogs share an id, also across files",
        explanation: """
            A dialog's id names its generated Swift type and its entry in the render plan, so it must \
            be unique across every file of a run. The finding points at the later id, with a note at \
            the first; files are taken in path order.
            """,
        triggering: [
            .dialogs("""
                {"id": "saved", "type": "toast", "message": "Saved"},
                {"id": 1️⃣"saved", "type": "toast", "message": "Saved again"}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "saved", "type": "toast", "message": "Saved"},
                {"id": "savedAgain", "type": "toast", "message": "Saved again"}
                """)
        ])

    public static func check(_ files: [SpecFile]) -> [Diagnostic] {
        var first: [String: Dialog] = [:]
        var findings: [Diagnostic] = []
        for dialog in files.flatMap(\.dialogs) {
            guard let original = first[dialog.id.value] else {
                first[dialog.id.value] = dialog
                continue
            }
            findings.append(diagnostic(
                "duplicate dialog id '\(dialog.id.value)'",
                at: dialog.id.location,
                notes: [DiagnosticNote("'\(dialog.id.value)' first defined here", at: original.id.location)]))
        }
        return findings
    }
}
