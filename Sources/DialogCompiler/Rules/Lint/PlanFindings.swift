/// Lint findings read off a dialog's render plan on the narrowest supported device.
enum PlanFindings {
    /// The plan the layout rules judge: the narrowest device at the default size; a current
    /// iPhone (393 x 852) at accessibility sizes, since at AX5 a 568-pt-tall screen fits almost
    /// no dialog and the finding would say nothing about the spec.
    static func plan(_ dialog: Dialog, textSize: TextSize) -> DialogPlan {
        LayoutEngine.plan(dialog, file: "", device: device(for: textSize), textSize: textSize)
    }

    static func device(for textSize: TextSize) -> Device {
        textSize.isAccessibilitySize ? Device.presets[1] : .narrowest
    }

    /// How many lines the first element of `kind` wraps to in `plan`.
    static func lineCount(of kind: PlanElement.Kind, in plan: DialogPlan) -> Int {
        func find(_ elements: [PlanElement]) -> PlanElement? {
            for element in elements {
                if element.kind == kind { return element }
                if let found = find(element.children) { return found }
            }
            return nil
        }
        return find(plan.elements)?.text?.lines.count ?? 0
    }

    /// Where in the spec an overflow shows: the text concerned, else the dialog's type.
    static func location(of overflow: PlanOverflow, in dialog: Dialog) -> SourceLocation {
        switch overflow.element {
        case .title: dialog.title?.location ?? dialog.type.location
        case .subtitle: dialog.subtitle?.location ?? dialog.type.location
        case .message: (dialog.message ?? dialog.subtitle ?? dialog.input?.placeholder)?.location ?? dialog.type.location
        case .button: dialog.buttons.first { $0.id.value == overflow.id }?.title.location ?? dialog.type.location
        default: dialog.type.location
        }
    }

    /// What an overflow means for a reader, e.g. "the title of button 'ok' is cut".
    static func describe(_ overflow: PlanOverflow) -> String {
        switch (overflow.element, overflow.reason) {
        case (.button, _): "the title of button '\(overflow.id ?? "")' is cut to one line"
        case (_, .exceedsScreen): "the dialog is taller than the screen"
        case (let kind, .truncated): "the \(kind.rawValue) is taller than its area and is cut"
        }
    }

    /// One finding per overflow of `dialog`'s plan at `textSize`, for `rule`.
    static func findings<R: Rule>(_ rule: R.Type, _ dialog: Dialog, textSize: TextSize, setting: String) -> [Diagnostic] {
        plan(dialog, textSize: textSize).overflows.map { overflow in
            rule.diagnostic(
                "\(LintWording.name(of: dialog)): \(describe(overflow)) on a \(Int(device(for: textSize).width))-pt-wide screen at \(setting)",
                at: location(of: overflow, in: dialog),
                suggestion: Suggestion("shorten the text, or move details into the message"))
        }
    }
}
