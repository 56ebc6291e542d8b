import DialogDiagnostics
import DialogSpec

/// A key the format does not define.
public enum UnknownKey: Rule {
    public static let description = RuleDescription(
        id: .unknownKey,
        stage: .decoder,
        suggestionIsSafe: true,
        summary: "a key the format does not define",
        explanation: """
            Every object of format v1 has a closed set of keys, so a misspelled key is an error rather \
            than a setting that silently does nothing. When a defined key is close, the finding \
            suggests it.
            """,
        triggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", 1️⃣\"tittle\": \"Saved\"}"),
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Saved", "buttons": [{"id": "ok", "title": "OK", 1️⃣"colour": "#FF0000"}]}
                """),
            .file("{\"specVersion\": 1, 1️⃣\"version\": 2, \"dialogs\": [{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\"}]}"),
        ],
        nonTriggering: [
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", \"title\": \"Saved\"}")
        ])
}

extension UnknownKey {
    /// The wording the decoder's per-object files declare for this rule; the rest of its
    /// findings are worded by `DecodingContext`, which is not converted yet.
    public static var messages: [RuleMessage] {
        [
            DecoderMessages.UnknownKey.unknown("titel", in: "dialog"), DecoderMessages.UnknownKey.useStyle("cancel"),
            DecoderMessages.UnknownKey.belongsIn("maxLength", "'limits'"), DecoderMessages.UnknownKey.besideMeant("title"),
        ]
    }
}
