import DialogDiagnostics
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogReporters
import DialogValidation
import Testing

/// Helpers for reading plans in tests.
enum PlanTestSupport {
    /// The single dialog of a spec written as dialog JSON, planned on `device`.
    static func plan(_ dialogJSON: String, device: Device, textSize: TextSize = .large) throws -> DialogPlan {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(dialogJSON)]}"
        let result = Validator.validate([SourceFile(path: "t.json", text: text)])
        #expect(!result.hasErrors, "\(TextReporter().report(result))")
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        return LayoutEngine.plan(dialog, in: result.files[0].source, device: device, textSize: textSize)
    }

    /// Every element of a plan, depth first, with its parent's frame.
    static func walk(_ elements: [PlanElement], parent: PlanFrame? = nil, _ visit: (PlanElement, PlanFrame?) -> Void) {
        for element in elements {
            visit(element, parent)
            walk(element.children, parent: element.frame, visit)
        }
    }

    static func all(_ plan: DialogPlan, kind: PlanElement.Kind) -> [PlanElement] {
        var found: [PlanElement] = []
        walk(plan.elements) { element, _ in if element.kind == kind { found.append(element) } }
        return found
    }

    static func container(_ plan: DialogPlan) -> PlanElement { plan.elements[1] }
}
