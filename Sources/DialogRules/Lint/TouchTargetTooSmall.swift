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
            rows and text fields, is measured in every layout the run checks for its texts: on \
            the narrowest supported iPhone (320 x 568 pt) at the default text size, and on a \
            current iPhone (393 x 852 pt) at AX3 and AX5, the sizes the larger-text rules check, \
            each with the spec's own texts and in every locale of the run's catalogs. Widths are \
            mostly smallest on the narrowest screen, where they are shared by the fewest points, \
            and heights at the default text size, where rows are no taller than their written or \
            default height, but a translation or a larger text size can move buttons into rows \
            of their own or narrow a toolbar's. Each element is reported once, where it is \
            smallest, and the finding names that layout: the device, the text size and the \
            locale. The system renderer draws UIKit's own controls, which are not the spec's to \
            size, and is not checked, nor are the kind's own heights where the spec writes no \
            layout numbers (the tool's to get right). Give the buttons fewer neighbours in a row, \
            or a larger height or width.
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
        // Larger text and wider screens only make them larger.
        guard writesLayout || dialog.buttons.count > 4 else { return }
        var smallest: [SmallTarget] = []
        for layout in PlanFindings.checkedLayouts(context) {
            var small: [PlanElement] = []
            collect(
                context.adaptiveLayout(device: layout.device, textSize: layout.textSize, locale: layout.locale),
                writesLayout: writesLayout, into: &small)
            for element in small { keep(SmallTarget(element: element, layout: layout), in: &smallest) }
        }
        for target in smallest {
            let element = target.element
            let range = PaintedTexts.range(of: element.kind, id: element.id, in: dialog)
            let layout = target.layout
            let finding = diagnostic(
                Message.tooSmall(
                    LintWording.name(of: dialog), describe(element), width: PaintedTexts.points(element.frame.width),
                    height: PaintedTexts.points(element.frame.height), place: place(of: layout)),
                at: context.location(range),
                suggestion: Suggestion(Message.enlarge))
            findings.append(layout.locale == context.locale ? finding : finding.inLocale(layout.locale.identifier))
        }
    }

    /// A tappable element under 44 pt and the layout it was measured in.
    private struct SmallTarget {
        var element: PlanElement
        var layout: PlanFindings.CheckedLayout

        /// Whether it is the same element as `other`'s: a button by its id; the text field, and
        /// the picker's rows, which share one size in a layout, each by their kind.
        func isSame(as other: SmallTarget) -> Bool {
            element.kind == other.element.kind && element.id == other.element.id
        }

        /// Whether it is smaller than `other`: by its shorter side, then by its area.
        func isSmaller(than other: SmallTarget) -> Bool {
            let (side, otherSide) = (
                min(element.frame.width, element.frame.height), min(other.element.frame.width, other.element.frame.height)
            )
            if side != otherSide { return side < otherSide }
            return element.frame.width * element.frame.height < other.element.frame.width * other.element.frame.height
        }
    }

    /// Adds `target` to `smallest`, or puts it in place of the same element measured larger in
    /// an earlier layout: each element once, in the order first found, at its smallest.
    private static func keep(_ target: SmallTarget, in smallest: inout [SmallTarget]) {
        if let index = smallest.firstIndex(where: { $0.isSame(as: target) }) {
            if target.isSmaller(than: smallest[index]) { smallest[index] = target }
        } else {
            smallest.append(target)
        }
    }

    /// Where a finding says the element was measured: `'iphone-se' (320 pt wide) at the default
    /// text size with the spec's own texts`.
    private static func place(of layout: PlanFindings.CheckedLayout) -> String {
        let texts = layout.locale == .source ? "with the spec's own texts" : "in '\(layout.locale)'"
        return "'\(layout.device.name)' (\(PaintedTexts.points(layout.device.width)) pt wide) at \(layout.setting) \(texts)"
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
        package static func tooSmall(_ dialog: String, _ what: String, width: String, height: String, place: String) -> RuleMessage {
            RuleMessage(
                "too-small",
                LintWording.joined(dialog, ": ", what, " is ", width, " x ", height, " pt on ", place, ", smaller than 44 x 44 pt"))
        }
        package static let enlarge = RuleMessage(
            "enlarge", "make it at least 44 pt wide and tall: fewer buttons in a row, or a larger 'buttonHeight'")
    }

    public static var messages: [RuleMessage] {
        [
            Message.tooSmall(
                "alert 'a'", "button 'ok'", width: "40", height: "36",
                place: "'iphone-se' (320 pt wide) at the default text size with the spec's own texts"),
            Message.tooSmall(
                "picker 'a'", "button 'done'", width: "40", height: "48",
                place: "'iphone-15' (393 pt wide) at 200 % text size (AX3) in 'de'"),
            Message.enlarge,
        ]
    }
}
