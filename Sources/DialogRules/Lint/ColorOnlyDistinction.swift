import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// A destructive or preferred button of a custom dialog that only its color sets apart.
public enum ColorOnlyDistinction: DialogRule {
    public static let description = RuleDescription(
        id: "color-only-distinction",
        severity: .warning,
        stage: .lint,
        summary: "a destructive or preferred button of a custom dialog set apart from the others by its color alone",
        explanation: """
            About one man in twelve does not tell red from green, and a screen in the sun, \
            grayscale or a color filter makes colors alike for everyone: WCAG 2.2 (success \
            criterion 1.4.1) and Apple's Differentiate Without Color Alone label ask that color \
            is never the only way something is told apart. On the custom renderer a destructive \
            button is red and a preferred one the spec may color; something else must also say \
            so: a heavier or larger title (a preferred button's title is semibold unless the spec \
            sets the buttons' font), a title that says what it destroys ('Delete', 'Remove', \
            'Erase', ...), or the place the platform gives it (a destructive button first, a \
            preferred one last). A button reported here has the others' font, a title without \
            such a word and neither place. The system renderer follows the platform's own \
            conventions and is not checked.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "draft", "type": "alert", "title": "Unsaved draft",
                 "style": {"buttonFont": {"weight": "regular"}},
                 "buttons": [{"id": "save", "title": 1️⃣"Save", "preferred": true, "color": {"light": "#0040DD", "dark": "#7AB8FF"}},
                   {"id": "later", "title": "Later"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}],
                 "presentation": {"renderer": "custom"}}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "draft", "type": "alert", "title": "Unsaved draft",
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"},
                   {"id": "discard", "title": "Discard", "style": "destructive"}],
                 "presentation": {"renderer": "custom"}}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        guard dialog.resolvedRenderer == .custom, dialog.buttons.count > 1,
            dialog.buttons.contains(where: { $0.isPreferred || $0.resolvedStyle == .destructive })
        else { return }
        var laidOut: [PlanElement] = []
        collectButtons(context.adaptiveLayout, into: &laidOut)
        for (position, element) in laidOut.enumerated() {
            guard let text = element.text else { continue }
            let isDestructive = element.role == .destructive
            let isPreferred = element.isPreferred ?? false
            guard isDestructive || isPreferred else { continue }
            let others = laidOut.indices.filter { $0 != position }
            // Color is a cue only where it differs; a font that differs is a cue of its own.
            let colorDiffers = others.contains { laidOut[$0].text?.color != text.color }
            let fontIsShared = others.allSatisfy { laidOut[$0].text?.font == text.font }
            guard colorDiffers, fontIsShared else { continue }
            if isDestructive, position == 0 || saysDestruction(dialog.buttons.first { $0.id.value == element.id }?.title.value ?? "") {
                continue
            }
            if isPreferred, !isDestructive, position == laidOut.count - 1 { continue }
            findings.append(
                diagnostic(
                    Message.colorOnly(
                        LintWording.name(of: dialog), id: element.id ?? "", role: isDestructive ? "destructive" : "preferred"),
                    at: context.location(PaintedTexts.range(of: .button, id: element.id, in: dialog)),
                    suggestion: Suggestion(Message.addCue)))
        }
    }

    /// The buttons of `element` and its descendants in the layout's order.
    private static func collectButtons(_ element: PlanElement, into buttons: inout [PlanElement]) {
        if element.kind == .button { buttons.append(element) }
        for child in element.children { collectButtons(child, into: &buttons) }
    }

    /// Words that say a button destroys something, in the spec's own (source) language.
    private static let destructiveWords = [
        "delete", "remove", "erase", "discard", "clear", "reset", "destroy", "leave", "quit", "sign out", "log out",
        "unsubscribe", "block", "revoke", "disconnect", "uninstall", "don't save", "don’t save", "overwrite", "replace",
    ]

    private static func saysDestruction(_ title: String) -> Bool {
        let lowered = title.lowercased()
        return destructiveWords.contains { lowered.contains($0) }
    }
}

extension ColorOnlyDistinction {
    /// The rule's wording.
    package enum Message {
        package static func colorOnly(_ dialog: String, id: String, role: String) -> RuleMessage {
            RuleMessage(
                "color-only",
                LintWording.joined(
                    dialog, ": button '", id, "' is ", role,
                    " but only its color sets it apart: its font is the same as the other buttons, ",
                    "its title does not say so and it is not where the platform puts such a button"))
        }
        package static let addCue = RuleMessage(
            "add-cue", "say what the button does in its title, give it a heavier font, or move it where the platform puts it")
    }

    public static var messages: [RuleMessage] {
        [
            Message.colorOnly("alert 'a'", id: "delete", role: "destructive"),
            Message.colorOnly("alert 'a'", id: "save", role: "preferred"), Message.addCue,
        ]
    }
}
