import DialogDiagnostics

/// A plural text of format v2 that varies by a parameter that is not an integer, or lacks `other`.
public enum InvalidPlural: DialogRule {
    public static let description = RuleDescription(
        id: "invalid-plural",
        stage: .semantic,
        summary: "a plural text that varies by a parameter that is not an integer, or has no 'other' form",
        explanation: """
            A plural text picks its form by the CLDR plural category of an integer: 'zero', 'one', \
            'two', 'few', 'many' or 'other'. Categories are defined for integers only here (the \
            generated function takes the parameter as 'Int'), so 'plural' must name a parameter of \
            type 'integer'. And 'other' is the one category every language has: it is the text \
            shown when no other form applies, the source text of the catalog, and what the layout \
            measures, so a plural without it has no text for most numbers in most languages. The \
            finding points at the value of 'plural', or at the text's object.
            """,
        triggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "rate", "type": "alert", "parameters": {"stars": {"type": "number"}, "count": {"type": "integer"}},
                 "title": {"plural": 1️⃣"stars", "one": "One star", "other": "{stars} stars"},
                 "message": 2️⃣{"plural": "count", "one": "One rating"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ],
        nonTriggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "rate", "type": "alert", "parameters": {"stars": {"type": "number"}, "count": {"type": "integer"}},
                 "title": "{stars} stars", "message": {"plural": "count", "one": "One rating", "other": "{count} ratings"},
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Format v1 has no placeholders: asked before the dialog is copied out of the context.
        guard context.dialog.specVersion >= 2 else { return }
        let dialog = context.dialog
        guard !dialog.textLocalizations.isEmpty else { return }
        for text in dialog.localizableTexts {
            guard let plural = text.plural else { continue }
            let name = plural.parameter.value
            if let parameter = dialog.parameters.first(where: { $0.name.value == name }), parameter.type.value != .integer {
                findings.append(
                    diagnostic(
                        Message.notAnInteger(name, type: parameter.type.value.rawValue, text: text.key),
                        at: context.location(of: plural.parameter)))
            }
            if plural.forms[.other] == nil {
                findings.append(diagnostic(Message.missingOther(text.key), at: context.location(plural.range)))
            }
        }
    }
}

extension InvalidPlural {
    /// The rule's wording.
    package enum Message {
        package static func notAnInteger(_ name: String, type: String, text key: String) -> RuleMessage {
            RuleMessage(
                "not-an-integer", "'\(key)' varies by '\(name)', a parameter of type '\(type)'; plurals vary by an 'integer'")
        }
        package static func missingOther(_ key: String) -> RuleMessage {
            RuleMessage("missing-other", "plural text '\(key)' has no 'other' form, the one every language needs")
        }
    }

    public static var messages: [RuleMessage] {
        [Message.notAnInteger("stars", type: "number", text: "rate.title"), Message.missingOther("rate.message")]
    }
}
