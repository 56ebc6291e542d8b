import DialogDiagnostics
import DialogSpec

/// An accessibility label that does not contain the visible title it stands for.
public enum AccessibilityLabelMismatch: DialogRule {
    public static let description = RuleDescription(
        id: "accessibility-label-mismatch",
        severity: .warning,
        stage: .lint,
        summary: "an 'accessibilityLabel' that does not contain the visible title",
        explanation: """
            Voice Control users act by saying what they see: 'Tap Delete'. Voice Control \
            answers to a control's accessibility label, so a button labeled 'Remove photo' under \
            the title 'Delete' does not answer to what its user reads, and VoiceOver users hear \
            words that are not on the screen. WCAG 2.2 asks that the accessible name of a control \
            contain its visible text (success criterion 2.5.3, Label in Name). A button's \
            'accessibilityLabel' must contain its title, and a dialog's its title, ignoring case \
            and white space; words may be added around it ('Delete photo'). A title of symbols \
            alone ('✕') has no words to say, and any label may stand for it.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"},
                   {"id": "delete", "title": "Delete", "style": "destructive", "accessibilityLabel": 1️⃣"Remove photo"}]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?",
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"},
                   {"id": "delete", "title": "Delete", "style": "destructive", "accessibilityLabel": "delete  photo"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        if let label = dialog.accessibilityLabel, let title = dialog.title, !contains(label.value, title.value) {
            findings.append(
                diagnostic(
                    Message.dialogLabel(LintWording.name(of: dialog), label: label.value, title: title.value),
                    at: context.location(label.range), suggestion: Suggestion(Message.includeTitle)))
        }
        for button in dialog.buttons {
            guard let label = button.accessibilityLabel, !contains(label.value, button.title.value) else { continue }
            findings.append(
                diagnostic(
                    Message.buttonLabel(LintWording.name(of: button, in: dialog), label: label.value, title: button.title.value),
                    at: context.location(label.range), suggestion: Suggestion(Message.includeTitle)))
        }
    }

    /// Whether `label` contains `title`, ignoring case and white space; any label stands for a
    /// title without a letter or digit, which `unlabeled-button` asks to label.
    package static func contains(_ label: String, _ title: String) -> Bool {
        func folded(_ text: String) -> String { String(text.lowercased().filter { !$0.isWhitespace }) }
        let wanted = folded(title)
        // A title of symbols alone ('✕') has no words to say; its label names what it does.
        guard wanted.contains(where: { $0.isLetter || $0.isNumber }) else { return true }
        return folded(label).contains(wanted)
    }
}

extension AccessibilityLabelMismatch {
    /// The rule's wording.
    package enum Message {
        package static func buttonLabel(_ button: String, label: String, title: String) -> RuleMessage {
            RuleMessage(
                "button-label",
                LintWording.joined(button, ": its accessibility label '", label, "' does not contain its title '", title, "'"))
        }
        package static func dialogLabel(_ dialog: String, label: String, title: String) -> RuleMessage {
            RuleMessage(
                "dialog-label",
                LintWording.joined(dialog, ": its accessibility label '", label, "' does not contain its title '", title, "'"))
        }
        package static let includeTitle = RuleMessage(
            "include-title", "make the label the title, or the title with words around it")
    }

    public static var messages: [RuleMessage] {
        [
            Message.buttonLabel("button 'delete' of alert 'a'", label: "Remove photo", title: "Delete"),
            Message.dialogLabel("alert 'a'", label: "Warning", title: "Delete this photo?"),
            Message.includeTitle,
        ]
    }
}
