import DialogDesignTokens
import DialogDiagnostics
import DialogSpec

/// A reference to a design token its design system has retired.
public enum DeprecatedToken: DialogRule {
    public static let description = RuleDescription(
        id: "deprecated-token",
        severity: .warning,
        stage: .lint,
        summary: "a reference to a design token marked '$deprecated'",
        explanation: """
            A design system retires a token with '$deprecated' (the Format module, 2025.10): \
            'true', or a message saying what to use instead. The token still resolves, so the \
            dialog still draws, but its value is no longer maintained and a later version of the \
            tokens may drop it, which would turn the spec's reference into an 'unknown-token' \
            error. The finding points at the reference and quotes the token's message when it \
            has one; the replacement is left to the author, since a message is prose.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "style": {"backgroundColor": "{color.surface.inverse}", "messageColor": 1️⃣"{color.alert}"}}
                """, tokens: ExampleTokens.text)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved",
                 "style": {"backgroundColor": "{color.surface.inverse}", "messageColor": "{color.brand}"}}
                """, tokens: ExampleTokens.text)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard let tokens = context.tokens else { return }
        let dialog = context.dialog
        // The places are listed only for a dialog that names a deprecated token, and once.
        var places: [TokenPlace]?
        for reference in dialog.tokenReferences {
            guard let deprecation = tokens.token(reference.path)?.deprecation else { continue }
            if places == nil { places = dialog.tokenPlaces }
            let place = places?.first { $0.range == reference.range }?.name
            let message: RuleMessage =
                switch deprecation {
                case .deprecated: Message.deprecated(reference.path, at: place, of: LintWording.name(of: dialog))
                case .deprecatedWithMessage(let text):
                    Message.deprecated(reference.path, at: place, of: LintWording.name(of: dialog), saying: text)
                }
            findings.append(diagnostic(message, at: context.location(reference.range)))
        }
    }
}

extension DeprecatedToken {
    /// The rule's wording.
    package enum Message {
        package static func deprecated(_ token: String, at place: String?, of dialog: String) -> RuleMessage {
            RuleMessage("deprecated", LintWording.joined(subject(place, of: dialog), " uses token '", token, "', which is deprecated"))
        }
        package static func deprecated(_ token: String, at place: String?, of dialog: String, saying text: String) -> RuleMessage {
            RuleMessage(
                "deprecated-with-message",
                LintWording.joined(subject(place, of: dialog), " uses token '", token, "', which is deprecated: ", text))
        }

        /// The place and dialog a finding names: `'style.titleColor' of alert 'a'`.
        private static func subject(_ place: String?, of dialog: String) -> String {
            place.map { LintWording.joined("'", $0, "' of ", dialog) } ?? dialog
        }
    }

    public static var messages: [RuleMessage] {
        [
            Message.deprecated("color.link", at: "style.titleColor", of: "alert 'a'"),
            Message.deprecated("color.link", at: nil, of: "alert 'a'"),
            Message.deprecated("color.alert", at: "style.titleColor", of: "alert 'a'", saying: "use 'color.brand'"),
        ]
    }
}
