import DialogDesignTokens
import DialogDiagnostics
import DialogSpec

/// A value outside its enum, pattern or range.
public enum InvalidValue: Rule {
    public static let description = RuleDescription(
        id: .invalidValue,
        stage: .decoder,
        suggestionIsSafe: true,
        summary: "a value outside its enum, pattern or range",
        explanation: """
            Enumerations take one of their listed names (with a suggestion when one is close), ids \
            match '^[A-Za-z][A-Za-z0-9_-]*$' because they become Swift names, colors are '#RRGGBB' or \
            '#RRGGBBAA', durations lie between 0 and 5 seconds, 'autoHide' is above 0 and at most 60, \
            'coverAlpha' is between 0 and 1, lists that must not be empty have an element, and an \
            action sheet's 'maxOptions' is at most 6.
            """,
        triggering: [
            .dialogs("{\"id\": \"a\", \"type\": 1️⃣\"alrt\", \"title\": \"Hi\", \"buttons\": [{\"id\": \"ok\", \"title\": \"OK\"}]}"),
            .dialogs("{\"id\": 1️⃣\"2fa\", \"type\": \"toast\", \"message\": \"hi\"}"),
            .dialogs("{\"id\": \"a\", \"type\": \"toast\", \"message\": \"hi\", \"autoHide\": 1️⃣0}"),
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Hi", "buttons": [{"id": "ok", "title": "OK", "color": 1️⃣"red"}]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "alert", "title": "Hi", "autoHide": 60, "buttons": [{"id": "ok", "title": "OK", "color": "#FF0000cc"}]}
                """)
        ])
}

extension InvalidValue {
    /// The wording the decoder's per-object files declare for this rule; the rest of its
    /// findings are worded by `DecodingContext`, which is not converted yet.
    public static var messages: [RuleMessage] {
        [
            DecoderMessages.Option.empty(2), DecoderMessages.InvalidValue.empty("title"),
            DecoderMessages.InvalidValue.outOfBounds("duration", "between 0 and 5", found: "9"),
            DecoderMessages.InvalidValue.integerOutOfBounds("selectedIndex", "at least 0", found: "-1"),
            DecoderMessages.InvalidValue.notOneOf("type", ["alert", "toast"], found: "sheet"),
            DecoderMessages.InvalidValue.notAColor("color", found: "#FFF"),
            DecoderMessages.InvalidValue.notAnIdentifier("id", found: "1st"),
            DecoderMessages.InvalidValue.tooFewElements("buttons", minimum: 1),
            DecoderMessages.InvalidValue.notAFraction("height", found: "2:5"),
            DecoderMessages.InvalidValue.maxSizeBelowSize(size: "17", found: "12"),
            TokenReferenceMessages.outOfBounds("cornerRadius", path: "radius.inset", value: -4, type: .dimension, bounds: "at least 0"),
            TokenReferenceMessages.unsupportedWeight("font.weight.light", 300),
            TokenReferenceMessages.unsupportedCurve("motion.emphasized", [0.2, 0, 0, 1]),
            TokenReferenceMessages.insideColorObject("dark"),
        ]
    }
}
