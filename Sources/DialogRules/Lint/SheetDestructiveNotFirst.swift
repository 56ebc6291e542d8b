import DialogDiagnostics

/// A destructive action sheet button below a non-destructive one.
public enum SheetDestructiveNotFirst: DialogRule {
    public static let description = RuleDescription(
        id: "sheet-destructive-not-first",
        severity: .warning,
        stage: .lint,
        summary: "an 'actionSheet' with a 'destructive' button below a button that is not destructive",
        explanation: """
            Apple's HIG "Action sheets" asks to make destructive choices prominent by placing them \
            at the top of the sheet, where they are most noticeable and are read before the user \
            acts. UIAlertController keeps the order the actions were added in, so the spec's order is \
            what the user sees. The finding points at each destructive button \
            that has a non-destructive button above it.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "album-actions", "type": "actionSheet", "buttons": [
                  {"id": "share", "title": "Share Album"},
                  1️⃣{"id": "delete", "title": "Delete Album", "style": "destructive"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "album-actions", "type": "actionSheet", "buttons": [
                  {"id": "delete", "title": "Delete Album", "style": "destructive"},
                  {"id": "share", "title": "Share Album"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Copying the dialog costs more than the test; most dialogs are of another kind.
        guard context.dialog.type.value == .actionSheet else { return }
        let dialog = context.dialog
        guard let firstOtherIndex = dialog.buttons.firstIndex(where: { $0.resolvedStyle != .destructive }) else { return }
        let buttons = dialog.buttons
        let firstOther = buttons[firstOtherIndex]
        for index in buttons.indices[(firstOtherIndex + 1)...] {
            guard buttons[index].resolvedStyle == .destructive else { continue }
            let button = buttons[index]
            findings.append(
                diagnostic(
                    Message.notFirst(LintWording.name(of: button, in: dialog), after: firstOther.id.value),
                    at: context.location(of: button),
                    suggestion: Suggestion(Message.moveToStart)))
        }
    }
}

extension SheetDestructiveNotFirst {
    /// The rule's wording.
    package enum Message {
        package static func notFirst(_ button: String, after other: String) -> RuleMessage {
            RuleMessage(
                "not-first",
                LintWording.joined(
                    "destructive ", button, " comes after '", other, "'; destructive buttons belong at the top of an action sheet"))
        }
        package static let moveToStart = RuleMessage("move-to-start", "move it to the start of 'buttons'")
    }

    public static var messages: [RuleMessage] {
        [Message.notFirst("button 'delete' of action sheet 'a'", after: "share"), Message.moveToStart]
    }
}
