/// `presentation.hide.showType` differs from the show type in effect.
public enum HideShowTypeMismatch: DialogRule {
    public static let description = RuleDescription(
        id: "hide-show-type-mismatch",
        stage: .semantic,
        summary: "'presentation.hide.showType' differs from the effective show type",
        explanation: """
            A dialog hides the way it was shown: a sheet that slid up from the bottom and then faded \
            out in the center would look broken. 'hide.showType' must therefore equal the show type \
            in effect, which is 'presentation.show.type' when written, else 'fromBottom' for action \
            sheets and pickers and 'center' for the rest. The finding points at 'hide.showType', with \
            a note at the show type when it is written.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"hide": {"showType": 1️⃣"center"}}}
                """),
            .dialogs("""
                {"id": "a", "type": "toast", "message": "Saved",
                 "presentation": {"show": {"type": "fromBottom"}, "hide": {"showType": 1️⃣"center"}}}
                """),
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "actionSheet", "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"hide": {"showType": "fromBottom"}}}
                """),
            .dialogs("""
                {"id": "a", "type": "toast", "message": "Saved",
                 "presentation": {"show": {"type": "fromBottom"}, "hide": {"showType": "fromBottom"}}}
                """),
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        guard let hideType = dialog.presentation.hide?.showType else { return [] }
        let showType = dialog.resolvedShowType
        guard hideType.value != showType else { return [] }
        let suggestion = Suggestion("use '\(showType.rawValue)'", replacement: "\"\(showType.rawValue)\"")
        let mismatch = "dialog '\(dialog.id.value)' hides as '\(hideType.value.rawValue)' but is shown '\(showType.rawValue)'"
        if let written = dialog.presentation.show?.type {
            return [diagnostic(
                mismatch, at: hideType.location,
                notes: [DiagnosticNote("the show type '\(showType.rawValue)' is set here", at: written.location)],
                suggestion: suggestion)]
        }
        return [diagnostic(
            mismatch + ", the default for type '\(dialog.type.value.rawValue)'", at: hideType.location,
            suggestion: suggestion)]
    }
}
