import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec

/// A button, picker row or text field of a custom dialog smaller than a finger can hit reliably.
public enum TouchTargetTooSmall: DialogRule {
    /// The smallest side of a control Apple's Human Interface Guidelines ask for, in points.
    package static let minimumSide = 44.0

    public static let description = RuleDescription(
        id: "touch-target-too-small",
        severity: .warning,
        stage: .lint,
        summary: "a button, picker row or text field of a custom dialog smaller than 44 x 44 pt",
        explanation: """
            Apple's Human Interface Guidelines ask every control to be at least 44 x 44 points, \
            the area a fingertip covers; smaller ones are missed, and people with tremors or \
            limited dexterity miss them most (Xcode's accessibility audit reports them as hit \
            regions too small). Every tappable element of a custom dialog, its buttons, picker \
            rows and text fields, is measured where it is smallest: on the narrowest supported \
            iPhone (320 x 568 pt), where widths are shared by the fewest points, at the default \
            text size, where rows are no taller than their written or default height. The system \
            renderer draws UIKit's own controls, which are not the spec's to size, and is not \
            checked, nor are the kind's own heights where the spec writes no layout numbers (the \
            tool's to get right). Give the buttons fewer neighbours in a row, or a larger height \
            or width.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "rate", "type": "alert", "title": "Rate this app",
                 "buttons": [{"id": "cancel", "title": 1️⃣"Cancel", "style": "cancel"}, {"id": "rate", "title": 2️⃣"Rate"}],
                 "layout": {"buttonHeight": 36},
                 "presentation": {"renderer": "custom"}}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "rate", "type": "alert", "title": "Rate this app",
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "rate", "title": "Rate"}],
                 "presentation": {"renderer": "custom"}}
                """)
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        guard dialog.resolvedRenderer == .custom else { return }
        let writesLayout = dialog.layout.range != nil
        // Without written numbers a custom shape's rows are its own heights and its buttons share
        // at least 240 pt: up to four buttons are each 44 pt wide or more, so no layout is needed.
        guard writesLayout || dialog.buttons.count > 4 else { return }
        var small: [PlanElement] = []
        collect(context.adaptiveLayout, writesLayout: writesLayout, into: &small)
        guard !small.isEmpty else { return }
        let width = PaintedTexts.points(Device.narrowest.width)
        for element in small {
            let range = PaintedTexts.range(of: element.kind, id: element.id, in: dialog)
            findings.append(
                diagnostic(
                    Message.tooSmall(
                        LintWording.name(of: dialog), describe(element), width: PaintedTexts.points(element.frame.width),
                        height: PaintedTexts.points(element.frame.height), screen: width),
                    at: context.location(range),
                    suggestion: Suggestion(Message.enlarge)))
        }
    }

    /// The tappable elements of `element` and its descendants narrower or shorter than 44 pt
    /// because of the spec: a width the buttons it writes share, or any side where it writes the
    /// layout's numbers. A height no spec chooses is the kind's own (a text field's 36 pt), which
    /// `PaletteAccessibilityTests` holds and the tool must fix, not the spec.
    private static func collect(_ element: PlanElement, writesLayout: Bool, into small: inout [PlanElement]) {
        switch element.kind {
        case .button, .pickerRow, .textField, .textView:
            // A hundredth of a point under is a rounding of the layout, not a smaller target.
            let narrow = element.frame.width < minimumSide - 0.01 && (writesLayout || element.kind == .button)
            let short = element.frame.height < minimumSide - 0.01 && writesLayout && element.kind != .textField
            if narrow || short {
                var found = element
                found.children = []
                small.append(found)
            }
        default: break
        }
        for child in element.children { collect(child, writesLayout: writesLayout, into: &small) }
    }

    private static func describe(_ element: PlanElement) -> String {
        switch element.kind {
        case .button: "button '\(element.id ?? "")'"
        case .pickerRow: "a picker row"
        default: "the text field"
        }
    }
}

extension TouchTargetTooSmall {
    /// The rule's wording.
    package enum Message {
        package static func tooSmall(_ dialog: String, _ what: String, width: String, height: String, screen: String) -> RuleMessage {
            RuleMessage(
                "too-small",
                LintWording.joined(
                    dialog, ": ", what, " is ", width, " x ", height, " pt on a ", screen,
                    "-pt-wide screen at the default text size, smaller than 44 x 44 pt"))
        }
        package static let enlarge = RuleMessage(
            "enlarge", "make it at least 44 pt wide and tall: fewer buttons in a row, or a larger 'buttonHeight'")
    }

    public static var messages: [RuleMessage] {
        [
            Message.tooSmall("alert 'a'", "button 'ok'", width: "40", height: "36", screen: "320"),
            Message.tooSmall("text input 'a'", "the text field", width: "210", height: "36", screen: "320"),
            Message.enlarge,
        ]
    }
}
