import DialogDiagnostics

/// A text input that accepts text of any length.
public enum UnboundedTextInput: DialogRule {
    public static let description = RuleDescription(
        id: "unbounded-text-input",
        severity: .warning,
        stage: .lint,
        summary: "a 'textInput' without 'limits.maxLength'",
        explanation: """
            House rule: every text input states its limit. UITextField and UITextView accept text \
            of any length, while whatever stores or shows the answer (a database column, a server \
            field, a label in a list) has a limit. Without 'limits.maxLength' the user finds that \
            limit only later, as a failed save or a truncated name; with it, the generated code stops \
            input at the limit as it is typed. The finding points at the 'input' object.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "rename-album", "type": "textInput", "title": "Rename Album", "input": 1️⃣{"placeholder": "Album name"},
                 "buttons": [
                  {"id": "rename", "title": "Rename"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "rename-album", "type": "textInput", "title": "Rename Album", "input": {"placeholder": "Album name"},
                 "limits": {"maxLength": 60},
                 "buttons": [
                  {"id": "rename", "title": "Rename"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .textInput else { return }
        let dialog = context.dialog
        // A 'maxLength' in 'input' is the author's limit in the wrong place, an error already.
        guard dialog.type.value == .textInput, dialog.limits.maxLength == nil, dialog.input?.misplacedMaxLength == nil else { return }
        findings.append(
            diagnostic(
                Message.unbounded(LintWording.name(of: dialog)),
                at: context.location(dialog.input?.range ?? dialog.type.range),
                suggestion: Suggestion(Message.setMaxLength)))
    }
}

extension UnboundedTextInput {
    /// The rule's wording.
    package enum Message {
        package static func unbounded(_ dialog: String) -> RuleMessage {
            RuleMessage("unbounded", LintWording.joined(dialog, " sets no 'limits.maxLength', so it accepts text of any length"))
        }
        package static let setMaxLength = RuleMessage(
            "set-max-length", "set 'limits.maxLength' to the longest text the app can store and show")
    }

    public static var messages: [RuleMessage] { [Message.unbounded("text input 'a'"), Message.setMaxLength] }
}
