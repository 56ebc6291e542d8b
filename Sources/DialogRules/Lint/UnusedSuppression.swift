import DialogDiagnostics

/// A suppression that silences nothing.
public enum UnusedSuppression: Rule {
    public static let description = RuleDescription(
        id: "unused-suppression",
        severity: .warning,
        stage: .lint,
        summary: "a suppression that suppresses nothing",
        explanation: """
            A suppression records a deliberate exception to a guideline. Once the spec no longer \
            breaks the guideline, the suppression only hides the next real finding of that rule, \
            so it is reported and should be removed. Suppressions of rules that the configuration \
            turns off are not reported, nor are those of a dialog the rules skipped because a \
            value in it could not be read: whether they are needed shows once that is fixed.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved", "suppressions": [
                  1️⃣{"rule": "cancel-title", "reason": "no buttons here"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "close", "type": "alert", "title": "Report sent", "buttons": [
                  {"id": "view", "title": "View Report"},
                  {"id": "close", "title": "Close", "style": "cancel"}
                ], "suppressions": [{"rule": "cancel-title", "reason": "the source dialog says Close"}]}
                """)
        ])
}

extension UnusedSuppression {
    /// The rule's wording, used by the linter, which knows which suppressions were used.
    package enum Message {
        package static func suppressesNothing(_ rule: String) -> RuleMessage {
            RuleMessage("suppresses-nothing", LintWording.joined("suppression of '", rule, "' suppresses nothing"))
        }
        package static let remove = RuleMessage("remove", "remove the suppression")
    }

    public static var messages: [RuleMessage] { [Message.suppressesNothing("cancel-title"), Message.remove] }
}
