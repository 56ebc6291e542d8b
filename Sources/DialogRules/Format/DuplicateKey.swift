import DialogDiagnostics
import DialogSpec

/// A key appears twice in one object.
public enum DuplicateKey: Rule {
    public static let description = RuleDescription(
        id: .duplicateKey,
        stage: .decoder,
        summary: "a key appears twice in one object",
        explanation: """
            JSON leaves the meaning of a repeated key open: some parsers keep the first value, others \
            the last, so the same file would mean different things to different tools. dialogc reads \
            the first and reports the second, with a note at the first.
            """,
        triggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", 1️⃣\"message\": \"bye\"}")
        ],
        nonTriggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", \"title\": \"message\"}")
        ])
}

extension DuplicateKey {
    /// The decoder words these findings (`DecoderMessages`); the rule lists them.
    public static var messages: [RuleMessage] {
        [DecoderMessages.DuplicateKey.duplicate("title"), DecoderMessages.DuplicateKey.firstDefined("title")]
    }
}
