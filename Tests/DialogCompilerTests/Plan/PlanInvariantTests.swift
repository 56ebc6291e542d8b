@testable import DialogDiagnostics
@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
@testable import DialogReporters
@testable import DialogSpec
@testable import DialogValidation
import Testing

/// Geometry that must hold for every valid spec, checked over many generated ones.
@Suite struct PlanInvariantTests {
    static func randomDialogs(seed: UInt64, count: Int) -> [(Dialog, SourceFile)] {
        var generator = RandomSpecs(seed: seed)
        let text = generator.file(dialogs: count)
        let result = Validator.validate([SourceFile(path: "random.json", text: text)])
        #expect(!result.hasErrors, "the generator made an invalid spec:\n\(TextReporter().report(result))")
        return (result.files.first?.spec?.dialogs ?? []).map { ($0, result.files[0].source) }
    }

    @Test(arguments: [TextSize.large, .ax5])
    func layoutInvariantsHoldOverGeneratedSpecs(_ textSize: TextSize) {
        let dialogs = Self.randomDialogs(seed: 7, count: 150)
        #expect(dialogs.count == 150)
        for (dialog, file) in dialogs {
            for device in Device.presets {
                let plan = LayoutEngine.plan(dialog, in: file, device: device, textSize: textSize)
                Self.checkInvariants(plan, device: device, dialog: dialog)
                #expect(LayoutEngine.plan(dialog, in: file, device: device, textSize: textSize) == plan, "deterministic")
            }
        }
    }

    static func checkInvariants(_ plan: DialogPlan, device: Device, dialog: Dialog) {
        let label = "\(plan.id) on \(device.name)"
        let screen = PlanFrame(x: 0, y: 0, width: device.width, height: device.height)
        let container = PlanTestSupport.container(plan)
        #expect(plan.elements[0].frame == screen, "the cover fills the screen: \(label)")
        if !plan.overflows.contains(where: { $0.reason == .exceedsScreen }) {
            #expect(screen.contains(container.frame), "container inside the screen: \(label) \(container.frame)")
        }
        // Every element lies inside its parent.
        PlanTestSupport.walk([container]) { element, parent in
            if let parent {
                #expect(parent.contains(element.frame), "\(element.kind) inside its parent: \(label)")
            }
            // Wrapped lines fit their label's frame.
            if let text = element.text {
                #expect(
                    Double(text.lines.count) * text.lineHeight <= element.frame.height + 0.01 || element.kind == .button
                        || element.kind == .pickerRow || element.kind == .textField || element.kind == .textView,
                    "\(element.kind) lines fit its height: \(label)")
                for line in text.lines where element.kind != .button && element.kind != .pickerRow {
                    let width = line.reduce(0) { $0 + TextLayout.advance(of: $1, font: text.font) }
                    #expect(width <= element.frame.width + 0.01, "\(element.kind) line fits its width: \(label)")
                }
            }
        }
        // The system's own alerts are always centered, its action sheets float above the bottom margin.
        let isSheet = dialog.resolvedShowType == .fromBottom && dialog.type.value != .toast && dialog.resolvedRenderer == .custom
        if isSheet {
            #expect(container.frame.maxY == device.height, "a sheet touches the bottom edge: \(label)")
        }
        if dialog.resolvedShowType == .center, container.kind == .container {
            #expect(abs(container.frame.x + container.frame.width / 2 - device.width / 2) < 0.01, "centered card: \(label)")
        }
        let buttons = PlanTestSupport.all(plan, kind: .button)
        for (index, first) in buttons.enumerated() {
            for second in buttons[(index + 1)...] {
                let overlap =
                    first.frame.x < second.frame.maxX - 0.01 && second.frame.x < first.frame.maxX - 0.01
                    && first.frame.y < second.frame.maxY - 0.01 && second.frame.y < first.frame.maxY - 0.01
                #expect(!overlap, "buttons '\(first.id ?? "")' and '\(second.id ?? "")' overlap: \(label)")
            }
        }
        #expect(plan.actions.map(\.id) == dialog.buttons.map(\.id.value))
    }
}
