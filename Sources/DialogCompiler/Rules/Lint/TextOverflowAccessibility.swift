/// Text the render plan cuts, or that pushes the dialog past the screen, at the largest accessibility size.
public enum TextOverflowAccessibility: DialogRule {
    public static let description = RuleDescription(
        id: "text-overflow-accessibility",
        severity: .warning,
        stage: .lint,
        summary: "text that is cut or pushes the dialog past the screen at the largest accessibility text size",
        explanation: """
            Many people read with larger text. The render plan lays every dialog out again on a \
            current iPhone (393 x 852 pt) at AX5, the largest Dynamic Type size (body text of 53 pt \
            instead of 17), where button titles wrap as UIKit wraps them, and reports what no \
            longer fits: cut texts, or a dialog taller than the screen, which the user must scroll. Apple's HIG asks for layouts that adapt to large text; \
            short titles and messages, and fewer buttons, are what adapt best.
            """,
        triggering: [
            .dialogs("""
                {"id": "terms", "type": 1️⃣"alert", "title": "Terms updated",
                 "message": "We have updated our terms of service to explain more clearly how we handle your data, which partners we share it with, how long we keep it, and the choices you have. Please read the full text in Settings before you continue using the app, because continuing means you accept the new terms in full.",
                 "buttons": [{"id": "agree", "title": "Agree"}]}
                """)
        ],
        nonTriggering: [
            .dialogs("""
                {"id": "terms", "type": "alert", "title": "Terms updated",
                 "message": "Read the new terms in Settings.",
                 "buttons": [{"id": "agree", "title": "Agree"}]}
                """)
        ])

    public static func check(_ dialog: Dialog, options: RuleOptions) -> [Diagnostic] {
        PlanFindings.findings(self, dialog, textSize: .ax5, setting: "the largest accessibility text size")
    }
}
