import DialogDesignTokens
import DialogDiagnostics
import DialogSpec

/// A token reference naming no token of the run's design tokens.
public enum UnknownToken: Rule {
    public static let description = RuleDescription(
        id: .unknownToken,
        stage: .decoder,
        summary: "a token reference that names no design token",
        explanation: """
            A color, dimension, duration, font weight, curve or font may be written as a reference to \
            a design token, '"{color.surface.primary}"', resolved against the token files the run reads \
            ('tokens' in .dialogc.json, or '--tokens FILE'). A reference must name a token those files \
            define and resolve; the finding suggests the nearest token name. With no token files, every \
            reference is this error. In a token file, an alias naming no token is the same finding.
            """,
        triggering: [
            .dialogs(
                #"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": 1️⃣"{color.acent}"}}"#, tokens: exampleTokens),
            .dialogs(#"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": 1️⃣"{color.accent}"}}"#),
        ],
        nonTriggering: [
            .dialogs(
                #"{"id": "a", "type": "toast", "message": "hi", "style": {"backgroundColor": "{color.accent}"}}"#, tokens: exampleTokens)
        ])

    /// The token file the token rules' examples are decoded with.
    package static let exampleTokens = """
        {
          "color": {"$type": "color", "accent": {"$value": {"colorSpace": "srgb", "components": [0, 0.478, 1], "hex": "#007aff"}}},
          "radius": {"$type": "dimension", "card": {"$value": {"value": 14, "unit": "px"}}}
        }
        """
}

extension UnknownToken {
    /// The decoder and the token reader word these findings; the rule lists them.
    public static var messages: [RuleMessage] {
        [
            TokenReferenceMessages.unknown("color.acent"), TokenReferenceMessages.unresolved("color.broken"),
            TokenReferenceMessages.noTokenFiles("color.accent"), TokenMessages.unknownToken("color.acent"),
        ]
    }
}
