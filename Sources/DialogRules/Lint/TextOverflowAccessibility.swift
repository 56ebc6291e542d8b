import DialogDiagnostics

/// Text the render plan cuts at the largest accessibility size, where the platform does not scroll or truncate it.
public enum TextOverflowAccessibility: DialogRule {
    public static let description = RuleDescription(
        id: "text-overflow-accessibility",
        severity: .warning,
        stage: .lint,
        summary: "text that is lost at the largest accessibility text size (what the platform scrolls or truncates is not reported)",
        explanation: """
            Many people read with larger text. The render plan lays every dialog out again on a \
            current iPhone (393 x 852 pt) at AX5, the largest Dynamic Type size (body text of 53 pt \
            instead of 17), where button titles wrap as UIKit wraps them. At that size almost no \
            dialog fits the screen, and the platform adapts: a system alert or action sheet scrolls \
            its texts and buttons, a custom dialog taller than the screen must scroll likewise (the \
            plan records it as 'exceedsScreen'), and a picker's toolbar truncates its Cancel and \
            Done titles as bar buttons do, the Large Content Viewer showing them whole. None of \
            that is reported. What is reported is text the user cannot read at all: a custom \
            dialog's message longer than its capped area (screen height - 180), or a button title \
            cut outside a toolbar. Shorter messages, with details moved to a screen of their own, \
            adapt best.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "terms", "type": "alert", "title": "Terms updated",
                 "message": 1️⃣"We have updated our terms of service to explain more clearly how we handle your data, which partners we share it with, how long we keep it, and the choices you have.",
                 "buttons": [{"id": "agree", "title": "Agree"}],
                 "presentation": {"renderer": "custom"}}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "terms", "type": "alert", "title": "Terms updated",
                 "message": "Read the new terms in Settings.",
                 "buttons": [{"id": "agree", "title": "Agree"}],
                 "presentation": {"renderer": "custom"}}
                """),
            .dialogs(
                """
                {"id": "terms", "type": "alert", "title": "Terms updated",
                 "message": "We have updated our terms of service to explain more clearly how we handle your data, which partners we share it with, how long we keep it, and the choices you have. Please read the full text in Settings before you continue using the app, because continuing means you accept the new terms in full.",
                 "buttons": [{"id": "agree", "title": "Agree"}]}
                """),
            .dialogs(
                """
                {"id": "sort", "type": "picker", "title": "Sort Photos By", "options": ["Date Taken", "Date Added", "File Name"],
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "done", "title": "Done"}]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        PlanFindings.accessibilitySizeFindings(self, context, textSize: .ax5, setting: setting, into: &findings)
    }
}

extension TextOverflowAccessibility {
    /// Where the findings say the dialog was laid out.
    package static let setting = "the largest accessibility text size"

    public static var messages: [RuleMessage] {
        PlanFindings.messages(setting: setting) + PlanFindings.localeMessages(setting: setting)
    }
}
