import DialogDiagnostics

/// An action sheet without a `cancel` button.
public enum SheetMissingCancel: DialogRule {
    public static let description = RuleDescription(
        id: "sheet-missing-cancel",
        severity: .warning,
        stage: .lint,
        summary: "an 'actionSheet' without a 'cancel' button",
        explanation: """
            On iPhone an action sheet covers the bottom of the screen and its 'cancel' button is the \
            way out, so Apple's HIG "Action sheets" asks for a Cancel button that lets people back \
            out, especially of an action that might destroy data. On iPad, UIKit shows the sheet in a \
            popover, drops the cancel button and dismisses on a tap outside, so a spec written for \
            iPad alone may look fine while its iPhone sheet has no exit. The finding points at the \
            dialog's 'type' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "photo-source", "type": 1️⃣"actionSheet", "buttons": [
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
        guard context.dialog.type.value == .actionSheet, !context.dialog.buttons.contains(styled: .cancel) else {
            return
        }
        let dialog = context.dialog
        findings.append(
            diagnostic(
                Message.noCancel(LintWording.name(of: dialog)),
                at: context.location(of: dialog.type),
                suggestion: Suggestion(Message.addCancel)))
    }
}

extension SheetMissingCancel {
    /// The rule's wording.
    package enum Message {
        package static func noCancel(_ dialog: String) -> RuleMessage {
            RuleMessage("no-cancel", LintWording.joined(dialog, " has no 'cancel' button"))
        }
        package static let addCancel = RuleMessage("add-cancel", "add a last button with style 'cancel' titled 'Cancel'")
    }

    public static var messages: [RuleMessage] { [Message.noCancel("action sheet 'a'"), Message.addCancel] }
}
