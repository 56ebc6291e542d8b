/// The file is not well-formed JSON or not UTF-8.
public enum JSONSyntax: Rule {
    public static let description = RuleDescription(
        id: .jsonSyntax,
        stage: .reader,
        summary: "the file is not well-formed JSON or not UTF-8",
        explanation: """
            Spec files are strict RFC 8259 JSON in UTF-8: no comments, no trailing commas, no single \
            quotes, no leading zeros, no NaN or Infinity, control characters escaped inside strings and \
            surrogate escapes paired. A leading UTF-8 byte-order mark is skipped; UTF-16 and UTF-32 are \
            rejected. Reading stops at the first syntax error, which says what was expected there. \
            Input past a size limit (nesting deeper than 512 levels among them) is 'limit-exceeded'.
            """,
        triggering: [
            .file("{\"specVersion\": 1 1️⃣\"dialogs\": []}"),
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"1️⃣,}"),
            .file("{\"specVersion\": 1 1️⃣/* a comment */, \"dialogs\": []}"),
            .file("{\"specVersion\": 1, \"dialogs\": [1️⃣// a comment\n]}"),
            .file("{\"specVersion\": 1️⃣01}"),
        ],
        nonTriggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"a \\\"quoted\\\" \\ud83d\\ude00 word\"}")
        ])
}
