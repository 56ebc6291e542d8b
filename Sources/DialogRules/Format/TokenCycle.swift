import DialogDiagnostics

/// Design token aliases that lead back to where they started.
public enum TokenCycle: Rule {
    public static let description = RuleDescription(
        id: .tokenCycle,
        stage: .decoder,
        summary: "design token aliases that lead back to where they started",
        explanation: """
            A token whose '$value' is an alias ('{color.accent}') takes the value of the token it \
            names (the Format module, 2025.10); aliases that come back to the first token name no \
            value at all, so none of the tokens on the cycle can be read, nor any spec value that \
            refers to one of them. Reported once, in the token file, at the first token of the \
            cycle, naming the cycle in order; the tokens on it are left out without a second \
            finding.
            """,
        triggering: [
            .tokenFile(
                """
                {
                  "color": {
                    "$type": "color",
                    "accent": {"$value": 1️⃣"{color.highlight}"},
                    "highlight": {"$value": "{color.accent}"}
                  }
                }
                """)
        ],
        nonTriggering: [
            .tokenFile(
                """
                {
                  "color": {
                    "$type": "color",
                    "accent": {"$value": "{color.highlight}"},
                    "highlight": {"$value": "#0A84FF"}
                  }
                }
                """)
        ])
}
