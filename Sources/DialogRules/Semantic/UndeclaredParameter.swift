import DialogDiagnostics
import DialogSpec

/// A text of format v2 shows `{name}`, or varies by `name`, that the dialog does not declare.
public enum UndeclaredParameter: DialogRule {
    public static let description = RuleDescription(
        id: "undeclared-parameter",
        stage: .semantic,
        summary: "a text shows '{name}' or varies by a parameter that 'parameters' does not declare",
        explanation: """
            From specVersion 2 on, '{name}' in a text stands for the dialog's parameter 'name', \
            which the generated function takes as an argument and the catalog as a format \
            specifier. A name 'parameters' does not declare has no argument to fill it, so the \
            generated code would not know what to show, and a plural's 'plural' must name the \
            integer parameter it varies by. Declare the parameter, fix the name, or write the \
            brace as '{{' to show it literally. The finding points at the text, or at the value \
            of 'plural'.
            """,
        triggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "delete-album", "type": "alert", "parameters": {"album": {"type": "string"}},
                 "title": 1️⃣"Delete {albun}?", "message": {"plural": 2️⃣"count", "other": "{album} goes"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ],
        nonTriggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "delete-album", "type": "alert", "parameters": {"album": {"type": "string"}, "count": {"type": "integer"}},
                 "title": "Delete {album}?", "message": {"plural": "count", "one": "One photo", "other": "{count} photos"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#),
            .dialogs(
                #"""
                {"id": "literal", "type": "toast", "message": "Version 1 shows {name} as it is"}
                """#),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Format v1 has no placeholders: asked before the dialog is copied out of the context.
        guard context.dialog.specVersion >= 2 else { return }
        let dialog = context.dialog
        let declared = dialog.parameters.map(\.name.value)
        func suggestion(for name: String) -> Suggestion? {
            Suggestions.closest(to: name, among: declared).map { Suggestion(Message.didYouMean($0).text) }
        }
        for text in dialog.localizableTexts {
            for form in text.forms {
                var reported: Set<String> = []
                for name in TextTemplate(form.value).placeholderNames
                where !declared.contains(name) && reported.insert(name).inserted {
                    findings.append(
                        diagnostic(
                            Message.undeclared(name, text: text.key), at: context.location(of: form), suggestion: suggestion(for: name)))
                }
            }
            if let parameter = text.plural?.parameter, !declared.contains(parameter.value) {
                findings.append(
                    diagnostic(
                        Message.undeclaredPlural(parameter.value, text: text.key), at: context.location(of: parameter),
                        suggestion: suggestion(for: parameter.value)))
            }
        }
    }
}

extension UndeclaredParameter {
    /// The rule's wording.
    package enum Message {
        package static func undeclared(_ name: String, text key: String) -> RuleMessage {
            RuleMessage("undeclared", "'{\(name)}' in '\(key)' is not a parameter of the dialog; declare it in 'parameters'")
        }
        package static func undeclaredPlural(_ name: String, text key: String) -> RuleMessage {
            RuleMessage("undeclared-plural", "'\(key)' varies by '\(name)', which is not a parameter of the dialog")
        }
        package static func didYouMean(_ name: String) -> RuleMessage { RuleMessage("did-you-mean", "did you mean '\(name)'") }
    }

    public static var messages: [RuleMessage] {
        [Message.undeclared("albun", text: "a.title"), Message.undeclaredPlural("count", text: "a.message"), Message.didYouMean("album")]
    }
}
