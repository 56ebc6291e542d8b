import DialogDiagnostics
import DialogSpec

/// A key that exists, but not for this dialog type.
public enum KeyNotAllowedForType: Rule {
    public static let description = RuleDescription(
        id: .keyNotAllowedForType,
        stage: .decoder,
        summary: "a key that exists but not for this dialog 'type'",
        explanation: """
            Each dialog type takes its own keys: only pickers have 'options' and 'selectedIndex', only \
            text inputs have 'input', only alerts have a 'subtitle', toasts have no 'buttons', and \
            'autoHide' belongs to toasts and alerts. Within 'limits', 'maxOptions' is for action sheets \
            and pickers and 'maxLength' for text inputs.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Pick", 1️⃣"options": ["One"], "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", 1️⃣\"buttons\": [{\"id\": \"ok\", \"title\": \"OK\"}]}"),
            .dialogs(
                """
                {"id": "a", "type": "actionSheet", "limits": {1️⃣"maxLength": 4}, "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "picker", "options": ["One"], "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ])
}

extension KeyNotAllowedForType {
    /// The decoder words these findings (`DecoderMessages`); the rule lists them.
    public static var messages: [RuleMessage] { [DecoderMessages.KeyNotAllowedForType.notAllowed("options", type: "alert")] }
}
