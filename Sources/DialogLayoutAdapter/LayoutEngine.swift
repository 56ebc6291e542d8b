import DialogDiagnostics
import DialogLayoutEngine
import DialogSpec

/// Turns a validated dialog into its render plan for one device and text size.
public enum LayoutEngine {
    /// The plan of `dialog`, declared in `source`, on `device` at `textSize`, its colors and
    /// motion for `display`.
    public static func plan(
        _ dialog: Dialog, in source: SourceFile, device: Device, textSize: TextSize = .large, display: DisplaySettings = .standard
    ) -> DialogPlan {
        plan(dialog, in: source, reference: nil, device: device, textSize: textSize, display: display)
    }

    /// The plan of `dialog`; `reference` is `source.reference(at: dialog.range.start)` when the
    /// caller has counted it already (a plan document counts along each file instead of building
    /// its line table).
    package static func plan(
        _ dialog: Dialog, in source: SourceFile, reference: String?, device: Device, textSize: TextSize,
        display: DisplaySettings = .standard
    ) -> DialogPlan {
        let screen = device.screen(at: textSize, display: display)
        let laidOut = LayoutGeometry.layout(LayoutInput(dialog), on: screen, keepsLines: true)
        var cover = PlanElement(.cover, frame: PlanFrame(x: 0, y: 0, width: device.width, height: device.height))
        let coverColor = dialog.resolvedRenderer == .custom ? dialog.style.coverColor?.value : nil
        // The cover is drawn here, not by the layout: its color is resolved for the screen's appearance here too.
        var fill = (coverColor ?? defaultCoverColor).resolved(for: display.appearance)
        fill.opacity = coverAlpha(dialog)
        cover.fill = fill
        var plan = DialogPlan(
            id: dialog.id.value, type: dialog.type.value, source: reference ?? source.reference(at: dialog.range.start),
            renderer: dialog.resolvedRenderer, elements: [cover, laidOut.container],
            motion: LayoutGeometry.motion(MotionInput(dialog), of: laidOut, on: screen),
            behaviour: behaviour(dialog, device: device), actions: actions(dialog, device: device),
            overflows: laidOut.overflows)
        if !dialog.tokenReferences.isEmpty { plan.tokens = PlanTokens.uses(dialog, plan: plan, appearance: display.appearance) }
        return plan
    }

    /// The cover's color when the spec sets none.
    package static let defaultCoverColor = DialogColor(red: 0, green: 0, blue: 0)

    package static func coverAlpha(_ dialog: Dialog) -> Double {
        dialog.presentation.show?.coverAlpha?.value ?? Presentation.defaultCoverAlpha
    }

    // MARK: Behaviour and actions

    package static func behaviour(_ dialog: Dialog, device: Device) -> PlanBehaviour {
        PlanBehaviour(
            blocksInteractionDuringShow: true,
            dismissesKeyboardBeforeShow: true,
            restoresFirstResponderAfterHide: true,
            avoidsKeyboard: dialog.input != nil,
            dismissOnCoverTap: dialog.resolvedDismissOnCoverTap,
            hideAs: dialog.resolvedShowType,
            requiresAnchor: isPopover(dialog, device: device),
            coverTapResult: dialog.presentation.coverTapResult?.value,
            input: dialog.input.flatMap(inputBehaviour))
    }

    /// The field's key behaviour when the spec sets any of it; nil keeps plans of older specs as they were.
    package static func inputBehaviour(_ input: TextInputSettings) -> PlanInputBehaviour? {
        let behaviour = input.behaviour
        guard !behaviour.isEmpty else { return nil }
        return PlanInputBehaviour(
            returnKey: behaviour.returnKey?.value ?? .default,
            allowsNewlines: input.isMultiline && (behaviour.allowsNewlines?.value ?? true),
            emptyMessage: input.isRequired ? behaviour.emptyMessage?.value : nil,
            clearButton: !input.isMultiline && (behaviour.clearButton?.value ?? false))
    }

    /// UIKit shows a system action sheet on a regular width as a popover, which needs an anchor and has no cancel button.
    package static func isPopover(_ dialog: Dialog, device: Device) -> Bool {
        dialog.resolvedShape == .systemSheet && device.isRegularWidth
    }

    package static func actions(_ dialog: Dialog, device: Device) -> [PlanAction] {
        let result = dialog.type.value.table.buttonResult
        let popover = isPopover(dialog, device: device)
        return dialog.buttons.map { button in
            PlanAction(
                id: button.id.value, title: button.title.value, role: button.resolvedStyle, dismisses: true,
                result: result, isVisible: !(popover && button.resolvedStyle == .cancel))
        }
    }
}
