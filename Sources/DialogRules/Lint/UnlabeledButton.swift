import DialogDiagnostics
import DialogSpec

/// A button titled only with symbols, emoji or punctuation and no accessibility label.
public enum UnlabeledButton: DialogRule {
    public static let description = RuleDescription(
        id: "unlabeled-button",
        severity: .warning,
        stage: .lint,
        summary: "a button whose title has no letter or digit and that has no 'accessibilityLabel'",
        explanation: """
            A button titled '✕', '♥' or '…' shows sighted users a symbol they recognise, but \
            VoiceOver reads the character's Unicode name ('multiplication x') or nothing, and \
            Voice Control users have no word to say. WCAG 2.2 asks every control for a name \
            that says what it does (success criteria 1.1.1 and 4.1.2), and Apple's VoiceOver and \
            Voice Control labels ask the same. A button whose title has no letter or digit needs \
            an 'accessibilityLabel' that says what it does ('Close', 'Like'). It is a warning, \
            not an error: VoiceOver still reads something, and the dialog can still be used by \
            sight.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "photo-info", "type": "alert", "title": "Photo info",
                 "buttons": [{"id": "close", "title": 1️⃣"✕", "style": "cancel"}]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "photo-info", "type": "alert", "title": "Photo info",
                 "buttons": [{"id": "close", "title": "✕", "style": "cancel", "accessibilityLabel": "Close"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        for button in dialog.buttons where button.accessibilityLabel == nil {
            let title = button.title.value
            // Most titles start with a letter: the first character answers for them.
            guard !title.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
            findings.append(
                diagnostic(
                    Message.unlabeled(LintWording.name(of: button, in: dialog), title: title),
                    at: context.location(button.title.range), suggestion: Suggestion(Message.addLabel)))
        }
    }
}

extension UnlabeledButton {
    /// The rule's wording.
    package enum Message {
        package static func unlabeled(_ button: String, title: String) -> RuleMessage {
            RuleMessage(
                "unlabeled",
                LintWording.joined(
                    button, " is titled '", title, "', which has no letter or digit, and has no accessibility label"))
        }
        package static let addLabel = RuleMessage(
            "add-label", "add an 'accessibilityLabel' that says what the button does")
    }

    public static var messages: [RuleMessage] {
        [Message.unlabeled("button 'close' of alert 'a'", title: "✕"), Message.addLabel]
    }
}
