import DialogDiagnostics
import DialogSpec
import DialogWriters

/// `presentation.hide` without `showType`.
public enum HideMissingShowType: DialogRule {
    public static let description = RuleDescription(
        id: "hide-missing-show-type",
        stage: .semantic,
        suggestionIsSafe: true,
        summary: "'presentation.hide' without 'showType'",
        explanation: """
            A dialog hides the way it was shown: one that slid up from the bottom slides back down, \
            one that appeared in the center leaves from there. Format v1 asks a 'hide' block to state \
            that show type, so whoever edits the show type sees the hide animation that depends on it. \
            The finding points at the 'hide' object and suggests the show type in effect, which \
            changes nothing the user sees: it is the type the dialog hides as already.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"hide": 1️⃣{"duration": 0.4}}}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"hide": {"showType": "center", "duration": 0.4}}}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard let hide = context.dialog.presentation.hide, hide.showType == nil else { return }
        let showType = context.dialog.resolvedShowType.rawValue
        findings.append(
            diagnostic(
                Message.missing(dialog: context.dialog.id.value),
                at: context.location(of: hide),
                suggestion: Suggestion(Message.addShowType(showType), replacement: replacement(hide, showType: showType))))
    }

    /// The 'hide' object with 'showType' first: a dialog the rules check has read every key of
    /// it, so 'duration' is the only other one.
    private static func replacement(_ hide: Presentation.Hide, showType: String) -> String {
        let duration = hide.duration.map { duration in
            let value = duration.value
            return ", \"duration\": " + (value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value))
        }
        return "{\"showType\": \(JSONTextWriter.quoted(showType))\(duration ?? "")}"
    }
}

extension HideMissingShowType {
    /// The rule's wording.
    package enum Message {
        package static func missing(dialog: String) -> RuleMessage {
            RuleMessage("missing", "'presentation.hide' of dialog '\(dialog)' has no 'showType'")
        }
        package static func addShowType(_ showType: String) -> RuleMessage {
            RuleMessage("add-show-type", "add 'showType' with the value '\(showType)', the show type in effect")
        }
    }

    public static var messages: [RuleMessage] { [Message.missing(dialog: "a"), Message.addShowType("center")] }
}
