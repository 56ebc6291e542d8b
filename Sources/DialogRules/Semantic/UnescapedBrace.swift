import DialogDiagnostics
import DialogSpec
import DialogWriters

/// A brace in a text of format v2 that is neither part of a `{name}` placeholder nor escaped.
public enum UnescapedBrace: DialogRule {
    public static let description = RuleDescription(
        id: "unescaped-brace",
        stage: .semantic,
        summary: "a '{' or '}' in a text that is neither a '{name}' placeholder nor escaped as '{{' or '}}'",
        explanation: """
            From specVersion 2 on, braces in texts are syntax: '{name}' shows a parameter, '{{' \
            and '}}' show one brace. A lone brace, or braces around something that cannot be a \
            parameter name ('{ }', '{1}', '{first name}'), is most likely a placeholder gone wrong, \
            and reading it as text would hide that. Escape the brace to show it, or fix the \
            placeholder. Version 1 files show braces as they are. The suggestion is the text with \
            the stray braces doubled; it is not applied by '--fix', since the brace may have been \
            meant as a placeholder. The finding points at the text.
            """,
        triggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "json", "type": "alert", "title": 1️⃣"Paste {\"a\": 1}", "message": 2️⃣"Smile :}",
                 "buttons": [{"id": "ok", "title": 3️⃣"{{ok}"}]}
                ]}
                """#)
        ],
        nonTriggering: [
            .file(
                #"""
                {"specVersion": 2, "dialogs": [
                {"id": "json", "type": "alert", "title": "Paste {{\"a\": 1}}", "message": "Smile :}}",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                ]}
                """#)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        // Format v1 has no placeholders: asked before the dialog is copied out of the context.
        guard context.dialog.specVersion >= 2 else { return }
        let dialog = context.dialog
        for text in dialog.localizableTexts {
            for form in text.forms where form.value.utf8.contains(where: { $0 == 0x7B || $0 == 0x7D }) {
                guard !TextTemplate(form.value).strayBraces.isEmpty else { continue }
                let escaped = TextTemplate.escapingStrayBraces(form.value)
                findings.append(
                    diagnostic(
                        Message.stray(text.key), at: context.location(of: form),
                        suggestion: Suggestion(Message.escape.text, replacement: JSONTextWriter.quoted(escaped))))
            }
        }
    }
}

extension UnescapedBrace {
    /// The rule's wording.
    package enum Message {
        package static func stray(_ key: String) -> RuleMessage {
            RuleMessage("stray", "'\(key)' has a brace that is neither a '{name}' placeholder nor escaped")
        }
        package static let escape = RuleMessage("escape", "write a literal brace twice: '{{' or '}}'")
    }

    public static var messages: [RuleMessage] { [Message.stray("json.title"), Message.escape] }
}
