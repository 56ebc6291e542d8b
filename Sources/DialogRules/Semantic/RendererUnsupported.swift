import DialogDiagnostics
import DialogSpec

/// The `system` renderer asked for what the system alert controller cannot show.
public enum RendererUnsupported: DialogRule {
    public static let description = RuleDescription(
        id: "renderer-unsupported",
        stage: .semantic,
        suggestionIsSafe: true,
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
            .dialogs(
                """
                {"id": "a", "type": "toast", "message": "Saved", "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "picker", "options": ["Small"], "buttons": [{"id": "done", "title": "Done"}],
                 "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "textInput", "input": {"multiline": true}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"renderer": 1️⃣"system"}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "textInput", "input": {}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"type": 1️⃣"fromBottom"}}}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "a", "type": "textInput", "input": {}, "buttons": [{"id": "ok", "title": "OK"}],
                 "presentation": {"show": {"type": "fromBottom"}, "renderer": "custom"}}
                """),
            .dialogs(
                """
                {"id": "a", "type": "textInput", "input": {"multiline": true}, "buttons": [{"id": "ok", "title": "OK"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Read off the context's dialog where it is: a copy of the whole dialog cost more than the check.
        guard context.dialog.resolvedRenderer == .system, let problem = problem(of: context.dialog) else { return }
        let dialog = context.dialog
        let id = dialog.id.value
        if let renderer = dialog.presentation.renderer {
            findings.append(
                diagnostic(
                    Message.cannotShow(id, is: problem.what),
                    at: context.location(of: renderer),
                    notes: problem.cause.map { [DiagnosticNote($0.message, at: context.location($0.range))] } ?? [],
                    suggestion: Suggestion(Message.useCustom, replacement: "\"custom\"")))
            return
        }
        // Only a single-line text input defaults to `system` among these, so it is the show type that is wrong.
        findings.append(
            diagnostic(
                Message.defaultCannotShow(id, is: problem.what),
                at: context.location(dialog.presentation.show?.type?.range ?? dialog.type.range),
                suggestion: Suggestion(Message.setCustomOrCenter)))
    }

    /// What the system renderer cannot show about `dialog`, and the value that asks for it, if written;
    /// read from the kind's table: which layout the system draws it with, and when it needs a custom one.
    private static func problem(of dialog: Dialog) -> (what: String, cause: (message: RuleMessage, range: ByteRange)?)? {
        let kind = dialog.type.value.table
        // UIAlertController draws only its two styles; a kind whose "system" layout is another has none there.
        guard [.systemAlert, .systemSheet].contains(kind.type.shape(custom: false, fromBottom: false)) else {
            return (Message.a(kind.name), nil)
        }
        // A kind with a text field: UIKit allows one only in the centered alert style, single-line.
        guard kind.buttonResult == .actionAndText else { return nil }
        if kind.multilineRenderer != .system, let multiline = dialog.input?.multiline, multiline.value {
            return (Message.a("multi-line \(kind.name)"), (Message.multilineSetHere, multiline.range))
        }
        guard dialog.resolvedShowType == .fromBottom else { return nil }
        return (Message.shownFromBottom(kind.name), dialog.presentation.show?.type.map { (Message.fromBottomHere, $0.range) })
    }
}

extension RendererUnsupported {
    /// The rule's wording.
    package enum Message {
        package static func cannotShow(_ dialog: String, is what: String) -> RuleMessage {
            RuleMessage("cannot-show", "dialog '\(dialog)' is \(what), which the 'system' renderer cannot show")
        }
        package static func defaultCannotShow(_ dialog: String, is what: String) -> RuleMessage {
            RuleMessage(
                "default-cannot-show",
                "dialog '\(dialog)' is \(what), which the 'system' renderer, the default for a single-line text input, cannot show")
        }
        package static let multilineSetHere = RuleMessage("multiline-set-here", "'multiline' is set here")
        package static let fromBottomHere = RuleMessage("from-bottom-here", "shown 'fromBottom' here")
        package static let useCustom = RuleMessage("use-custom", "use the 'custom' renderer")
        package static let setCustomOrCenter = RuleMessage(
            "set-custom-or-center", "set 'presentation.renderer' to 'custom', or show it 'center'")
        /// What the dialog is, e.g. `a toast`; the kinds it names all start with a consonant.
        package static func a(_ name: String) -> String { "a \(name)" }
        package static func shownFromBottom(_ name: String) -> String { "a \(name) shown 'fromBottom'" }
    }

    public static var messages: [RuleMessage] {
        [
            Message.cannotShow("a", is: Message.a("toast")), Message.cannotShow("a", is: Message.a("picker")),
            Message.cannotShow("a", is: Message.a("multi-line text input")),
            Message.defaultCannotShow("a", is: Message.shownFromBottom("text input")), Message.multilineSetHere,
            Message.fromBottomHere, Message.useCustom, Message.setCustomOrCenter,
        ]
    }
}
