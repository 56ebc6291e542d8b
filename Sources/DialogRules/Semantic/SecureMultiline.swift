import DialogDiagnostics

/// `input.secure` together with `input.multiline`.
public enum SecureMultiline: DialogRule {
    public static let description = RuleDescription(
        id: "secure-multiline",
        stage: .semantic,
        summary: "'input.secure' together with 'input.multiline'",
        explanation: """
            Secure entry hides what is typed, and UIKit offers it for the single-line UITextField: a \
            multi-line UITextView does not mask its text, so a password typed there would show in \
            the clear. Secrets are single-line anyway. The finding points at the 'secure' value, with \
            a note at 'multiline'.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "a", "type": "textInput", "title": "Recovery key", "input": {"multiline": true, "secure": 1️⃣true},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "textInput", "title": "Password", "input": {"multiline": false, "secure": true},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard let secure = context.dialog.input?.secure, secure.value, let multiline = context.dialog.input?.multiline,
            multiline.value
        else { return }
        findings.append(
            diagnostic(
                Message.both(context.dialog.id.value),
                at: context.location(of: secure),
                notes: [DiagnosticNote(Message.multilineSetHere, at: context.location(of: multiline))]))
    }
}

extension SecureMultiline {
    /// The rule's wording.
    package enum Message {
        package static func both(_ dialog: String) -> RuleMessage {
            RuleMessage("both", "text input '\(dialog)' cannot be both 'secure' and 'multiline'")
        }
        package static let multilineSetHere = RuleMessage("multiline-set-here", "'multiline' is set here")
    }

    public static var messages: [RuleMessage] { [Message.both("a"), Message.multilineSetHere] }
}
