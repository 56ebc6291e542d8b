/// `presentation.hide` without `showType`.
public enum HideMissingShowType: DialogRule {
    public static let description = RuleDescription(
        id: "hide-missing-show-type",
        stage: .semantic,
        summary: "'presentation.hide' without 'showType'",
        explanation: """
            A dialog hides the way it was shown: one that slid up from the bottom slides back down, \
            one that appeared in the center leaves from there. Format v1 asks a 'hide' block to state \
            that show type, so whoever edits the show type sees the hide animation that depends on it. \
            The finding points at the 'hide' object and suggests the show type in effect.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"hide": 1️⃣{"duration": 0.4}}}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"hide": {"showType": "center", "duration": 0.4}}}
                """)
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        guard let hide = dialog.presentation.hide, hide.showType == nil else { return [] }
        let showType = dialog.resolvedShowType.rawValue
        return [diagnostic(
            Message.missing(dialog: dialog.id.value),
            at: hide.location,
            suggestion: Suggestion(Message.addShowType(showType)))]
    }
}

extension HideMissingShowType {
    /// The rule's wording.
    enum Message {
        static func missing(dialog: String) -> RuleMessage {
            RuleMessage("missing", "'presentation.hide' of dialog '\(dialog)' has no 'showType'")
        }
        static func addShowType(_ showType: String) -> RuleMessage {
            RuleMessage("add-show-type", "add 'showType' with the value '\(showType)', the show type in effect")
        }
    }

    public static var messages: [RuleMessage] { [Message.missing(dialog: "a"), Message.addShowType("center")] }
}
