/// The `system` renderer asked for what the system alert controller cannot show.
public enum RendererUnsupported: DialogRule {
    public static let description = RuleDescription(
        id: "renderer-unsupported",
        stage: .semantic,
        summary: "the 'system' renderer asked for a 'toast', a 'picker', a multi-line 'textInput' or a 'textInput' shown 'fromBottom'",
        explanation: """
            The 'system' renderer is UIAlertController, which draws only alerts and action sheets: \
            it has no toast that hides by itself, no picker wheel, and its text fields are \
            single-line UITextFields that UIKit allows only in the '.alert' style, shown in the \
            center. A single-line text input gets the system renderer by default, so showing it \
            'fromBottom' needs 'renderer': 'custom'. The finding points at the 'renderer' value, or \
            at the show type when the default chose the system renderer.
            """,
        triggering: [
            .dialogs("""
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs("""
                {"id": "a", "type": "picker", "options": ["Small"], "buttons": [{"id": "done", "title": "Done"}],
                 "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs("""
                {"id": "a", "type": "textInput", "input": {"multiline": true}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs("""
                {"id": "a", "type": "textInput", "input": {}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"type": 1️⃣"fromBottom"}}}
                """),
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "a", "type": "textInput", "input": {}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"type": "fromBottom"}, "renderer": "custom"}}
                """),
            .dialogs("""
                {"id": "a", "type": "textInput", "input": {"multiline": true}, "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ])

    public static func check(_ context: DialogContext) -> [Diagnostic] {
        let dialog = context.dialog
        guard dialog.resolvedRenderer == .system, let problem = problem(of: dialog) else { return [] }
        let subject = "dialog '\(dialog.id.value)' is \(problem.what)"
        if let renderer = dialog.presentation.renderer {
            return [diagnostic(
                "\(subject), which the 'system' renderer cannot show",
                at: renderer.location,
                notes: problem.cause.map { [DiagnosticNote($0.message, at: $0.location)] } ?? [],
                suggestion: Suggestion("use the 'custom' renderer", replacement: "\"custom\""))]
        }
        // Only a single-line text input defaults to `system` among these, so it is the show type that is wrong.
        return [diagnostic(
            "\(subject), which the 'system' renderer, the default for a single-line text input, cannot show",
            at: dialog.presentation.show?.type?.location ?? dialog.type.location,
            suggestion: Suggestion("set 'presentation.renderer' to 'custom', or show it 'center'"))]
    }

    /// What the system renderer cannot show about `dialog`, and the value that asks for it, if written.
    private static func problem(of dialog: Dialog) -> (what: String, cause: (message: String, location: SourceLocation)?)? {
        switch dialog.type.value {
        case .toast:
            return ("a toast", nil)
        case .picker:
            return ("a picker", nil)
        case .textInput:
            if let multiline = dialog.input?.multiline, multiline.value {
                return ("a multi-line text input", ("'multiline' is set here", multiline.location))
            }
            guard dialog.resolvedShowType == .fromBottom else { return nil }
            return ("a text input shown 'fromBottom'", dialog.presentation.show?.type.map { ("shown 'fromBottom' here", $0.location) })
        case .alert, .actionSheet:
            return nil
        }
    }
}
