import DialogDiagnostics
import DialogSpec

/// `specVersion` is not 1 or 2.
public enum UnsupportedVersion: Rule {
    public static let description = RuleDescription(
        id: .unsupportedVersion,
        stage: .decoder,
        summary: "'specVersion' is not 1 or 2",
        explanation: """
            This dialogc reads format versions 1 and 2 (2 adds parameters, plurals, comments and \
            key overrides, and reads braces in texts as placeholders). A file of another version is \
            not decoded further, since its keys may mean something else.
            """,
        triggering: [
            .file("{\"specVersion\": 1️⃣3, \"dialogs\": [{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"}]}")
        ],
        nonTriggering: [
            .file("{\"specVersion\": 1, \"dialogs\": [{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"}]}")
        ])
}

extension UnsupportedVersion {
    /// The wording the decoder's per-object files declare for this rule; the rest of its
    /// findings are worded by `DecodingContext`, which is not converted yet.
    public static var messages: [RuleMessage] { [DecoderMessages.UnsupportedVersion.unsupported("3", reads: 2)] }
}
