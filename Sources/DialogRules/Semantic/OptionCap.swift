import DialogDiagnostics

/// An action sheet or picker that offers more choices than allowed.
public enum OptionCap: DialogRule {
    public static let description = RuleDescription(
        id: "option-cap",
        stage: .semantic,
        summary:
            "an 'actionSheet' with more than 6 buttons besides 'cancel' or more than its 'maxOptions', or a 'picker' with more 'options' than its 'maxOptions'",
        explanation: """
            An action sheet with more choices than fit on a small iPhone in landscape makes UIKit \
            scroll its buttons, which the HIG asks to avoid, so format v1 allows at most 6. The \
            'cancel' button does not count: UIKit shows it apart from the others. 'limits.maxOptions' \
            sets a lower cap for one action sheet, or a cap for the rows of a picker. The finding \
            points at the first choice over the cap, with a note at 'maxOptions' when that set it.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "share", "type": "actionSheet", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "mail", "title": "Mail"},
                  {"id": "messages", "title": "Messages"},
                  {"id": "notes", "title": "Notes"},
                  {"id": "copy", "title": "Copy"},
                  {"id": "print", "title": "Print"},
                  {"id": "save", "title": "Save"},
                  1️⃣{"id": "more", "title": "More"}
                ]}
                """),
            .dialogs(
                """
                {"id": "a", "type": "actionSheet", "limits": {"maxOptions": 2}, "buttons": [
                  {"id": "camera", "title": "Camera"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "library", "title": "Library"},
                  1️⃣{"id": "files", "title": "Files"}
                ]}
                """),
            .dialogs(
                """
                {"id": "a", "type": "picker", "limits": {"maxOptions": 2}, "options": ["Small", "Medium", 1️⃣"Large"],
                 "buttons": [{"id": "done", "title": "Done"}]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "share", "type": "actionSheet", "buttons": [
                  {"id": "mail", "title": "Mail"},
                  {"id": "messages", "title": "Messages"},
                  {"id": "notes", "title": "Notes"},
                  {"id": "copy", "title": "Copy"},
                  {"id": "print", "title": "Print"},
                  {"id": "save", "title": "Save"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
            .dialogs(
                """
                {"id": "a", "type": "picker", "limits": {"maxOptions": 3}, "options": ["Small", "Medium", "Large"],
                 "buttons": [{"id": "done", "title": "Done"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        switch context.dialog.type.value.table.choices {
        case .buttonsBesideCancel: findings += checkActionSheet(context, cap: context.options.actionSheetMaxOptions)
        case .options: findings += checkPicker(context)
        case nil: break
        }
    }

    private static func checkActionSheet(_ context: DialogContext, cap: Int) -> [Diagnostic] {
        // Counted before the choices are listed: a sheet over its cap is the rare case.
        let maxOptions = context.dialog.limits.maxOptions
        let choiceCount = context.dialog.buttons.count - context.dialog.buttons.count(styled: .cancel)
        guard choiceCount > min(cap, maxOptions?.value ?? cap) else { return [] }
        let dialog = context.dialog
        let choices = dialog.buttons.filter { $0.resolvedStyle != .cancel }
        // The spec's own 'maxOptions' speaks when it is the stricter of the two caps.
        if let maxOptions, maxOptions.value < cap {
            guard choices.count > maxOptions.value else { return [] }
            return [
                diagnostic(
                    Message.overOwnCapBesidesCancel(dialog: dialog.id.value, count: choices.count, maxOptions: maxOptions.value),
                    at: context.location(of: choices[maxOptions.value]),
                    notes: [DiagnosticNote(Message.maxOptionsSetHere, at: context.location(of: maxOptions))])
            ]
        }
        guard choices.count > cap else { return [] }
        return [
            diagnostic(
                Message.overSheetCap(dialog: dialog.id.value, count: choices.count, cap: cap),
                at: context.location(of: choices[cap]))
        ]
    }

    private static func checkPicker(_ context: DialogContext) -> [Diagnostic] {
        guard let maxOptions = context.dialog.limits.maxOptions, context.dialog.options.count > maxOptions.value else { return [] }
        let dialog = context.dialog
        return [
            diagnostic(
                Message.overOwnCap(dialog: dialog.id.value, count: dialog.options.count, maxOptions: maxOptions.value),
                at: context.location(of: dialog.options[maxOptions.value]),
                notes: [DiagnosticNote(Message.maxOptionsSetHere, at: context.location(of: maxOptions))])
        ]
    }
}

extension OptionCap {
    /// The rule's wording.
    package enum Message {
        package static func overOwnCapBesidesCancel(dialog: String, count: Int, maxOptions: Int) -> RuleMessage {
            RuleMessage(
                "over-own-cap-besides-cancel",
                "dialog '\(dialog)' has \(count) options besides 'cancel', more than its 'maxOptions' of \(maxOptions)")
        }
        package static func overSheetCap(dialog: String, count: Int, cap: Int) -> RuleMessage {
            RuleMessage("over-sheet-cap", "dialog '\(dialog)' has \(count) options; an action sheet shows at most \(cap) besides 'cancel'")
        }
        package static func overOwnCap(dialog: String, count: Int, maxOptions: Int) -> RuleMessage {
            RuleMessage("over-own-cap", "dialog '\(dialog)' has \(count) options, more than its 'maxOptions' of \(maxOptions)")
        }
        package static let maxOptionsSetHere = RuleMessage("max-options-set-here", "'maxOptions' is set here")
    }

    public static var messages: [RuleMessage] {
        [
            Message.overOwnCapBesidesCancel(dialog: "a", count: 3, maxOptions: 2), Message.overSheetCap(dialog: "a", count: 9, cap: 8),
            Message.overOwnCap(dialog: "a", count: 3, maxOptions: 2), Message.maxOptionsSetHere,
        ]
    }
}
