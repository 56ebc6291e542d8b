import DialogDiagnostics

/// A title estimated to wrap past the configured number of lines.
public enum TitleTooLong: DialogRule {
    public static let description = RuleDescription(
        id: "title-too-long",
        severity: .warning,
        stage: .lint,
        summary: "a 'title' that wraps past 'titleMaxLines' lines (2 by default) on a 320-pt-wide screen",
        explanation: """
            Apple's HIG "Alerts" asks for short titles, on a single line whenever possible: a long \
            title is slow to read and pushes the message and buttons down until the alert scrolls. \
            The line count comes from the render plan of the narrowest supported iPhone, 320 pt \
            wide, at the default text size: the width the renderer leaves for the title (238 pt in \
            a system alert, 290 pt in a custom card), its font, and the plan's documented character \
            widths. The limit is 'titleMaxLines', which a configuration may lower; the finding \
            points at the title.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "renewal-failed", "type": "alert",
                 "title": 1️⃣"We couldn't renew your subscription: the card has expired",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs(
                """
                {"id": "renewal-failed", "type": "alert", "title": 1️⃣"您的订阅无法续订，因为您存档的信用卡已经过期，请更新付款方式",
                 "buttons": [{"id": "ok", "title": "好"}]}
                """),
            // The German title wraps to three lines where the English one takes one.
            .dialogs(
                """
                {"id": "renewal-failed", "type": "alert", "title": 1️⃣"Couldn't renew your subscription",
                 "buttons": [{"id": "ok", "title": "OK"}]}
                """,
                catalog: """
                    {"sourceLanguage": "en", "version": "1.0", "strings": {
                      "renewal-failed.title": {"localizations": {"de": {"stringUnit": {"state": "translated",
                        "value": "Ihr Abonnement konnte nicht verlängert werden, weil die hinterlegte Kreditkarte abgelaufen ist"}}}},
                      "renewal-failed.button.ok": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "OK"}}}}
                    }}
                    """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "renewal-failed", "type": "alert", "title": "Couldn't renew your subscription",
                 "message": "The card on file has expired.", "buttons": [{"id": "ok", "title": "OK"}]}
                """),
            .dialogs(
                """
                {"id": "renewal-options", "type": "actionSheet",
                 "title": "We couldn't renew your subscription because the card on file has expired",
                 "buttons": [
                  {"id": "update", "title": "Update Card"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel"}
                ]}
                """),
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        guard let title = context.dialog.title else { return }
        let options = context.options
        let dialog = context.dialog
        let lines = PlanFindings.facts(context, textSize: .large).titleLineCount
        guard lines > options.titleMaxLines else {
            // A title too long in the spec is reported once, not again for each locale.
            findings += localeFindings(context)
            return
        }
        findings.append(
            diagnostic(
                Message.wraps(LintWording.name(of: dialog), lines: lines, maxLines: options.titleMaxLines),
                at: context.location(of: title),
                suggestion: Suggestion(Message.shorten)))
    }
}

extension TitleTooLong {
    /// The rule's wording.
    package enum Message {
        package static func wraps(_ dialog: String, lines: Int, maxLines: Int) -> RuleMessage {
            RuleMessage(
                "wraps",
                "title of \(dialog) wraps to about \(lines) lines on a 320-pt-wide screen; titles should fit in \(Wording.count(maxLines, "line", "lines"))"
            )
        }
        package static let shorten = RuleMessage("shorten", "shorten the title and move the details to 'message'")
    }

    public static var messages: [RuleMessage] { [Message.wraps("alert 'a'", lines: 3, maxLines: 2), Message.shorten] + localeMessages }
}
