import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec

/// Text the render plan cuts at 200 % text size, Apple's Larger Text criterion.
public enum TextClippedAtLargerText: DialogRule {
    /// The text size the rule lays dialogs out at: AX3, body text of 40 pt, 235 % of the default
    /// 17. AX2's 33 pt is nearer 200 % but short of it (194 %), and the criterion asks for at
    /// least 200 %: AX3 is the smallest size that reaches it.
    package static let textSize = TextSize.ax3

    public static let description = RuleDescription(
        id: "text-clipped-at-larger-text",
        severity: .warning,
        stage: .lint,
        summary: "text that is cut at 200 % text size, Apple's Larger Text criterion",
        explanation: """
            Apple's Larger Text accessibility label asks that an app's text can grow to at least \
            200 % of its default size and still be read. Dynamic Type's default body text is \
            17 pt; the smallest size that doubles it is AX3, whose body text is 40 pt (235 %; \
            AX2's 33 pt is 194 %). The render plan lays every dialog out again on a current \
            iPhone (393 x 852 pt) at AX3 and reports text the user cannot read there: a custom \
            dialog's message longer than its capped area (screen height - 180), or a button \
            title cut outside a toolbar. As at the largest size ('text-overflow-accessibility'), \
            a dialog taller than the screen scrolls and a toolbar's titles are shown whole by the \
            Large Content Viewer, so neither is reported. Shorter messages, with details moved to \
            a screen of their own, adapt best.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "terms", "type": "alert", "title": "Terms updated",
                 "message": 1️⃣"We have updated our terms of service to explain more clearly how we handle your data, which partners we share it with, how long we keep it, and the choices you have. Please read the full text in Settings before you continue using the app, because continuing means you accept the new terms in full.",
                 "buttons": [{"id": "agree", "title": "Agree"}],
                 "presentation": {"renderer": "custom"},
                 "suppressions": [{"rule": "text-overflow-accessibility", "reason": "reported here at 200 %"}]}
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
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        PlanFindings.accessibilitySizeFindings(self, context, textSize: textSize, setting: setting, into: &findings)
    }
}

extension TextClippedAtLargerText {
    /// Where the findings say the dialog was laid out.
    package static let setting = "200 % text size (AX3)"

    public static var messages: [RuleMessage] {
        PlanFindings.messages(setting: setting) + PlanFindings.localeMessages(setting: setting)
    }
}
