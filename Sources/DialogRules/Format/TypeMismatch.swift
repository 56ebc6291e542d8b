import DialogDiagnostics
import DialogSpec

/// A value of the wrong JSON type.
public enum TypeMismatch: Rule {
    public static let description = RuleDescription(
        id: .typeMismatch,
        stage: .decoder,
        summary: "a value of the wrong JSON type",
        explanation: """
            Each key takes one JSON type: texts are strings, flags are booleans ('true', not "true"), \
            durations and sizes are numbers, counts and indices are integers. Integers may be written \
            with a zero fraction ('1.0'), as JSON Schema allows.
            """,
        triggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": 1️⃣42}"),
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "hi", "presentation": {"dismissOnCoverTap": 1️⃣"true"}}
                """),
            .file("1️⃣[{\"specVersion\": 1}]"),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "42", "presentation": {"dismissOnCoverTap": true}}
                """)
        ])
}

extension TypeMismatch {
    /// The decoder words these findings (`DecoderMessages`); the rule lists them.
    public static var messages: [RuleMessage] {
        [DecoderMessages.TypeMismatch.mismatch("'title'", expected: "a string", found: "a number")]
    }
}
