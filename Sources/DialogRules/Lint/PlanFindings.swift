import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogSpec

/// Lint findings read off a dialog's render plan on the narrowest supported device.
package enum PlanFindings {
    /// What the layout rules judge: the layout on the narrowest device at the default size; on a
    /// current iPhone (393 x 852) at accessibility sizes, since at AX5 a 568-pt-tall screen fits
    /// almost no dialog and the finding would say nothing about the spec.
    package static func facts(_ context: DialogContext, textSize: TextSize) -> LayoutFacts {
        context.layoutFacts(device: device(for: textSize), textSize: textSize)
    }

    package static func device(for textSize: TextSize) -> Device {
        textSize.isAccessibilitySize ? Device.presets[1] : .narrowest
    }

    /// Where in the spec an overflow shows: the text concerned, else the dialog's type.
    package static func range(of overflow: PlanOverflow, in dialog: Dialog) -> ByteRange {
        switch overflow.element {
        case .title: dialog.title?.range ?? dialog.type.range
        case .subtitle: dialog.subtitle?.range ?? dialog.type.range
        case .message: (dialog.message ?? dialog.subtitle ?? dialog.input?.placeholder)?.range ?? dialog.type.range
        case .button: dialog.buttons.first { $0.id.value == overflow.id }?.title.range ?? dialog.type.range
        default: dialog.type.range
        }
    }

    /// What an overflow means for a reader, e.g. "the title of button 'ok' is cut".
    package static func describe(_ overflow: PlanOverflow) -> String {
        switch (overflow.element, overflow.reason) {
        case (.button, _): Message.buttonCut(overflow.id ?? "")
        case (_, .exceedsScreen): Message.tallerThanScreen
        case (let kind, .truncated): Message.cut(kind.rawValue)
        }
    }

    /// What the spec's author can do about an overflow.
    package static func advice(_ overflow: PlanOverflow) -> RuleMessage {
        switch (overflow.element, overflow.reason) {
        case (.button, _): Message.shortenButtonTitle
        case (_, .exceedsScreen): Message.shortenTexts
        case (.title, _), (.subtitle, _): Message.shortenOrMoveDetails(overflow.element.rawValue)
        case (let kind, .truncated): Message.shorten(kind.rawValue)
        }
    }

    /// Whether an overflow at `textSize` loses text the spec could keep, rather than being how
    /// the platform adapts to the text size. At accessibility sizes two are the platform's:
    /// - a dialog taller than the screen scrolls: UIAlertController's alerts and sheets do, and
    ///   a custom runtime must scroll its container likewise (the README's render plan says so);
    /// - a picker's toolbar keeps its height and truncates its button titles, as bar buttons do
    ///   (the Large Content Viewer shows them whole); they are the fixed Cancel and Done words,
    ///   which `text-overflow` already checks at the default size.
    /// What is still reported there is text that is cut: a message longer than its capped area,
    /// or a button title cut anywhere but a toolbar.
    package static func isActionable(_ overflow: PlanOverflow, in facts: LayoutFacts, textSize: TextSize) -> Bool {
        guard textSize.isAccessibilitySize else { return true }
        switch (overflow.element, overflow.reason) {
        case (_, .exceedsScreen): return false
        case (.button, _): return !facts.toolbarButtonIDs.contains(overflow.id ?? "")
        default: return true
        }
    }

    /// Whether the dialog's layout at `textSize` can have an overflow `isActionable` keeps: at an
    /// accessibility size only a shape that cuts texts there can (`cutsTextsAtAccessibilitySizes`),
    /// since a taller-than-screen dialog is the platform's, so the others need no layout there.
    /// `LayoutFactsTests` holds every other shape to having no other overflow at those sizes.
    package static func mayHaveActionableOverflows(_ context: DialogContext, textSize: TextSize) -> Bool {
        !textSize.isAccessibilitySize || context.layoutShape.cutsTextsAtAccessibilitySizes
    }

    /// Appends to `findings` one finding per overflow of `dialog`'s plan at `textSize` that the spec can fix, for `rule`.
    package static func findings<R: Rule>(
        _ rule: R.Type, _ context: DialogContext, textSize: TextSize, setting: String, into findings: inout [Diagnostic]
    ) {
        guard mayHaveActionableOverflows(context, textSize: textSize) else { return }
        let facts = facts(context, textSize: textSize)
        guard !facts.overflows.isEmpty else { return }
        let dialog = context.dialog
        for overflow in facts.overflows where isActionable(overflow, in: facts, textSize: textSize) {
            findings.append(
                rule.diagnostic(
                    Message.overflow(
                        LintWording.name(of: dialog), describe(overflow), width: Int(device(for: textSize).width), setting: setting),
                    at: context.location(range(of: overflow, in: dialog)),
                    suggestion: Suggestion(advice(overflow))))
        }
    }
}

extension PlanFindings {
    /// The wording of the layout rules, `text-overflow` and `text-overflow-accessibility`.
    package enum Message {
        package static func overflow(_ dialog: String, _ what: String, width: Int, setting: String) -> RuleMessage {
            RuleMessage("overflow", "\(dialog): \(what) on a \(width)-pt-wide screen at \(setting)")
        }
        /// What overflows, the middle of `overflow`.
        package static func buttonCut(_ button: String) -> String { "the title of button '\(button)' is cut to one line" }
        package static let tallerThanScreen = "the dialog is taller than the screen"
        package static func cut(_ element: String) -> String { "the \(element) is taller than its area and is cut" }

        package static let shortenButtonTitle = RuleMessage("shorten-button-title", "shorten the button's title")
        package static let shortenTexts = RuleMessage("shorten-texts", "shorten the texts, or use fewer buttons")
        package static func shortenOrMoveDetails(_ element: String) -> RuleMessage {
            RuleMessage("shorten-or-move-details", "shorten the \(element), or move details into the message")
        }
        package static func shorten(_ element: String) -> RuleMessage { RuleMessage("shorten", "shorten the \(element)") }
    }

    /// Every message a layout rule reports at `setting`, with sample values.
    package static func messages(setting: String) -> [RuleMessage] {
        [
            Message.overflow("alert 'a'", Message.buttonCut("ok"), width: 320, setting: setting),
            Message.overflow("alert 'a'", Message.tallerThanScreen, width: 320, setting: setting),
            Message.overflow("alert 'a'", Message.cut("message"), width: 320, setting: setting),
            Message.shortenButtonTitle, Message.shortenTexts, Message.shortenOrMoveDetails("title"), Message.shorten("message"),
        ]
    }
}
