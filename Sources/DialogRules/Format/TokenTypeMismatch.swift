import DialogDesignTokens
import DialogDiagnostics
import DialogSpec

/// A token reference to a token of another type than its place takes.
public enum TokenTypeMismatch: Rule {
    public static let description = RuleDescription(
        id: .tokenTypeMismatch,
        stage: .decoder,
        summary: "a token reference to a token of the wrong type",
        explanation: """
            Each place of a spec takes one type of design token: colors take 'color' tokens, sizes \
            and layout numbers 'dimension' tokens (in points: 1px is 1pt, 1rem is 16pt), durations \
            'duration' tokens (in seconds), a font's weight a 'fontWeight' token, a motion curve a \
            'cubicBezier' token, a whole font a 'typography' token, scales and opacities 'number' \
            tokens. A dimension where a color belongs is an error, not a guess. In a token file, an \
            alias whose token declares another type than its target's is the same finding.
            """,
        triggering: [
            .dialogs(
                #"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": 1️⃣"{radius.card}"}}"#,
                tokens: UnknownToken.exampleTokens)
        ],
        nonTriggering: [
            .dialogs(
                #"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{color.accent}"}}"#,
                tokens: UnknownToken.exampleTokens)
        ])
}

extension TokenTypeMismatch {
    /// The decoder and the token reader word these findings; the rule lists them.
    public static var messages: [RuleMessage] {
        [
            TokenReferenceMessages.typeMismatch("backgroundColor", takes: .color, path: "radius.card", is: .dimension),
            TokenMessages.typeMismatch("color.link", declared: "color", target: "radius.card", targetType: "dimension"),
        ]
    }
}
