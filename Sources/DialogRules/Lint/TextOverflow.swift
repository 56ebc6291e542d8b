import DialogDiagnostics

/// Text the render plan cuts, or that pushes the dialog past the screen, at the default text size.
public enum TextOverflow: DialogRule {
    public static let description = RuleDescription(
        id: "text-overflow",
        severity: .warning,
        stage: .lint,
        summary: "text that is cut or pushes the dialog past the screen at the default text size",
        explanation: """
            The render plan lays every dialog out on the narrowest supported iPhone (320 x 568 pt) \
            at the default text size: a button title wider than its button is cut to one line, a \
            message taller than its capped area (screen height - 180 in a custom card) is cut, and a \
            dialog taller than the screen's safe area cannot be read whole. Each is something a user \
            would see on a real device, so it is reported at the text concerned.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "upgrade", "type": "alert", "title": "Upgrade available", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "upgrade", "title": 1️⃣"UpgradeEverythingImmediately"}
                ]}
                """),
            // The German title of the button is cut where the English one fits.
            .dialogs(
                """
                {"id": "upgrade", "type": "alert", "title": "Upgrade available", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "upgrade", "title": 1️⃣"Upgrade"}
                ]}
                """,
                catalog: """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "upgrade.title": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Update verfügbar"}}}},
                      "upgrade.button.cancel": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Abbrechen"}}}},
                      "upgrade.button.upgrade": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "Aktualisierungsinstallationsvorgang"}}}}
                    }}
                    """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "upgrade", "type": "alert", "title": "Upgrade available", "buttons": [
                  {"id": "cancel", "title": "Cancel", "style": "cancel"},
                  {"id": "upgrade", "title": "Upgrade"}
                ]}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        PlanFindings.findings(self, context, textSize: .large, setting: setting, into: &findings)
        PlanFindings.localeFindings(self, context, textSize: .large, setting: setting, into: &findings)
    }
}

extension TextOverflow {
    /// Where the findings say the dialog was laid out.
    package static let setting = "the default text size"

    public static var messages: [RuleMessage] {
        PlanFindings.messages(setting: setting) + PlanFindings.localeMessages(setting: setting)
    }
}
