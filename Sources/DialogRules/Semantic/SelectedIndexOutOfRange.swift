import DialogDiagnostics

/// A picker's `selectedIndex` past its last option.
public enum SelectedIndexOutOfRange: DialogRule {
    public static let description = RuleDescription(
        id: "selected-index-out-of-range",
        stage: .semantic,
        summary: "'selectedIndex' outside 'options'",
        explanation: """
            'selectedIndex' is the zero-based row a picker selects when it appears, so it must be \
            less than the number of 'options'. A row past the end would make UIPickerView select a \
            row it does not have and the generated code index past the end of its options, which \
            traps at run time. The finding points at the 'selectedIndex' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "size", "type": "picker", "options": ["Small", "Medium", "Large"], "selectedIndex": 1️⃣3,
                 "buttons": [{"id": "done", "title": "Done"}]}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "size", "type": "picker", "options": ["Small", "Medium", "Large"], "selectedIndex": 2,
                 "buttons": [{"id": "done", "title": "Done"}]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard context.dialog.type.value == .picker, let index = context.dialog.selectedIndex,
            index.value >= context.dialog.options.count
        else {
            return
        }
        findings.append(
            diagnostic(
                Message.outOfRange(index.value, dialog: context.dialog.id.value, optionCount: context.dialog.options.count),
                at: context.location(of: index)))
    }
}

extension SelectedIndexOutOfRange {
    /// The rule's wording.
    package enum Message {
        package static func outOfRange(_ index: Int, dialog: String, optionCount count: Int) -> RuleMessage {
            RuleMessage(
                "out-of-range",
                "'selectedIndex' \(index) of dialog '\(dialog)' is out of range: rows count from 0 and the picker has \(count) \(count == 1 ? "option" : "options")"
            )
        }
    }

    public static var messages: [RuleMessage] {
        [Message.outOfRange(3, dialog: "a", optionCount: 3), Message.outOfRange(1, dialog: "a", optionCount: 1)]
    }
}
