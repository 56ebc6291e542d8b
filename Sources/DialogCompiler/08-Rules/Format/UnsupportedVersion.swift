/// `specVersion` is not 1.
public enum UnsupportedVersion: Rule {
    public static let description = RuleDescription(
        id: .unsupportedVersion,
        stage: .decoder,
        summary: "'specVersion' is not 1",
        explanation: """
            This dialogc reads format version 1. A file of another version is not decoded further, \
            since its keys may mean something else.
            """,
        triggering: [
            .file("{\"specVersion\": 1️⃣2, \"dialogs\": [{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"}]}")
        ],
        nonTriggering: [
            .file("{\"specVersion\": 1, \"dialogs\": [{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"}]}")
        ])
}

extension UnsupportedVersion {
    /// The wording the decoder's per-object files declare for this rule; the rest of its
    /// findings are worded by `DecodingContext`, which is not converted yet.
    public static var messages: [RuleMessage] { [DecoderMessages.UnsupportedVersion.unsupported("2", reads: 1)] }
}
