import DialogDiagnostics
import DialogSpec

/// A required key is absent.
public enum MissingKey: Rule {
    public static let description = RuleDescription(
        id: .missingKey,
        stage: .decoder,
        summary: "a required key is absent",
        explanation: """
            A file needs 'specVersion' and 'dialogs'; a dialog needs 'id' and 'type'; a button needs \
            'id' and 'title'. Some keys are required by type: 'message' for a toast, 'buttons' for \
            every type but the toast, 'options' for a picker and 'input' for a text input. The finding \
            points at the opening brace of the object that lacks the key.
            """,
        triggering: [
            .dialogs("1️⃣{\"id\": \"a\", \"type\": \"toast\", \"title\": \"Saved\"}"),
            .dialogs("{\"id\": \"a\", \"type\": \"alert\", \"title\": \"Saved\", \"buttons\": [1️⃣{\"id\": \"ok\"}]}"),
            .file("1️⃣{\"specVersion\": 1}"),
        ],
        nonTriggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"Saved\"}")
        ])
}

extension MissingKey {
    /// The decoder words these findings (`DecoderMessages`); the rule lists them.
    public static var messages: [RuleMessage] {
        [DecoderMessages.MissingKey.missing("message", in: "dialog", reason: DecoderMessages.MissingKey.neededByType("toast"))]
    }
}
