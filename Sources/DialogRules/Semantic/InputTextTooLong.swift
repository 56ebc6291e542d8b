import DialogDiagnostics

/// `input.initialText` longer than `limits.maxLength`.
public enum InputTextTooLong: DialogRule {
    public static let description = RuleDescription(
        id: "input-text-too-long",
        stage: .semantic,
        summary: "'input.initialText' longer than 'limits.maxLength'",
        explanation: """
            'maxLength' caps what the user may type, so a field that starts with more would show text \
            the user could not have entered and would have to shorten before submitting. Length is \
            counted in characters as the user sees them (Swift's 'Character', a grapheme cluster), \
            so an emoji with a skin tone counts once. The finding points at 'initialText', with a \
            note at 'maxLength'.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "pin", "type": "textInput", "input": {"initialText": 1️⃣"12345"}, "limits": {"maxLength": 4},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "react", "type": "textInput", "input": {"initialText": "👍🏽e\u{301}"}, "limits": {"maxLength": 2},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard let maxLength = context.dialog.limits.maxLength, let text = context.dialog.input?.initialText,
            text.value.count > maxLength.value
        else { return }
        findings.append(
            diagnostic(
                Message.tooLong(dialog: context.dialog.id.value, count: text.value.count, maxLength: maxLength.value),
                at: context.location(of: text),
                notes: [DiagnosticNote(Message.maxLengthSetHere, at: context.location(of: maxLength))]))
    }
}

extension InputTextTooLong {
    /// The rule's wording.
    package enum Message {
        package static func tooLong(dialog: String, count: Int, maxLength: Int) -> RuleMessage {
            RuleMessage(
                "too-long", "'initialText' of dialog '\(dialog)' has \(count) characters, more than its 'maxLength' of \(maxLength)")
        }
        package static let maxLengthSetHere = RuleMessage("max-length-set-here", "'maxLength' is set here")
    }

    public static var messages: [RuleMessage] { [Message.tooLong(dialog: "a", count: 12, maxLength: 10), Message.maxLengthSetHere] }
}
