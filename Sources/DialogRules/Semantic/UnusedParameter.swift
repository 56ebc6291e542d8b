import DialogDiagnostics
import DialogSpec

/// A parameter of format v2 that no text of its dialog shows or varies by.
public enum UnusedParameter: DialogRule {
    public static let description = RuleDescription(
        id: "unused-parameter",
        severity: .warning,
        stage: .semantic,
        summary: "a declared parameter that no text of the dialog shows or varies by",
        explanation: """
            Every parameter becomes an argument of the dialog's generated function, so a parameter \
            no text shows as '{name}' and no plural varies by makes every caller pass a value that \
            is never displayed, and usually means a text lost its placeholder in an edit. Show the \
            value in a text, or remove the parameter. The finding points at the parameter's name.
            """,
        triggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "delete-album", "type": "alert", "parameters": {"album": {"type": "string"}, 1️⃣"count": {"type": "integer"}},
                 "title": "Delete {album}?", "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ],
        nonTriggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "delete-album", "type": "alert", "parameters": {"album": {"type": "string"}, "count": {"type": "integer"}},
                 "title": "Delete {album}?", "message": {"plural": "count", "one": "One photo goes", "other": "Many photos go"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Asked before the dialog is copied out of the context: most dialogs declare no parameter.
        guard !context.dialog.parameters.isEmpty else { return }
        let dialog = context.dialog
        var used: Set<String> = []
        for text in dialog.localizableTexts {
            for form in text.forms { used.formUnion(TextTemplate(form.value).placeholderNames) }
            if let plural = text.plural { used.insert(plural.parameter.value) }
        }
        for parameter in dialog.parameters where !used.contains(parameter.name.value) {
            findings.append(
                diagnostic(Message.unused(parameter.name.value, dialog: dialog.id.value), at: context.location(of: parameter.name)))
        }
    }
}

extension UnusedParameter {
    /// The rule's wording.
    package enum Message {
        package static func unused(_ name: String, dialog: String) -> RuleMessage {
            RuleMessage("unused", "parameter '\(name)' of dialog '\(dialog)' is shown by no text")
        }
    }

    public static var messages: [RuleMessage] { [Message.unused("count", dialog: "delete-album")] }
}
