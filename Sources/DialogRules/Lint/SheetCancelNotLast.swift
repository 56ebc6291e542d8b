import DialogDiagnostics

/// An action sheet whose `cancel` button is not at the bottom.
public enum SheetCancelNotLast: DialogRule {
    public static let description = RuleDescription(
        id: "sheet-cancel-not-last",
        severity: .warning,
        stage: .lint,
        summary: "an 'actionSheet' whose 'cancel' button is not the last button",
        explanation: """
            Apple's HIG "Action sheets" places the Cancel button at the bottom of the sheet, where \
            people expect to find it. UIAlertController moves a cancel action there whatever order the \
            actions were added in, while a custom renderer draws buttons in spec order, so a cancel \
            button written elsewhere makes the spec disagree with one renderer or the other. The \
            finding points at the cancel button.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "photo-source", "type": "actionSheet", "buttons": [
                  1️⃣{"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "camera", "title": "Take Photo"},
                  {"id": "library", "title": "Choose From Library"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "photo-source", "type": "actionSheet", "buttons": [
                  {"id": "camera", "title": "Take Photo"},
                  {"id": "library", "title": "Choose From Library"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // With several cancel buttons 'multiple-cancel' has already failed the dialog; which one
        // belongs last is moot until that is fixed.
        guard context.dialog.type.value == .actionSheet else { return }
        let buttons = context.dialog.buttons
        guard let index = buttons.firstIndex(styled: .cancel),
            buttons.firstIndex(styled: .cancel, from: index + 1) == nil, index != buttons.count - 1
        else { return }
        let dialog = context.dialog
        let cancel = buttons[index]
        findings.append(
            diagnostic(
                Message.notLast(LintWording.name(of: cancel, in: dialog)),
                at: context.location(of: cancel),
                suggestion: Suggestion(Message.moveToEnd)))
    }
}

extension SheetCancelNotLast {
    /// The rule's wording.
    package enum Message {
        package static func notLast(_ button: String) -> RuleMessage { RuleMessage("not-last", "cancel \(button) is not the last button") }
        package static let moveToEnd = RuleMessage("move-to-end", "move it to the end of 'buttons'")
    }

    public static var messages: [RuleMessage] { [Message.notLast("button 'cancel' of action sheet 'a'"), Message.moveToEnd] }
}
