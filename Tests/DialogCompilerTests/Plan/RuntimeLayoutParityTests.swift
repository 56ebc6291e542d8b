@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
import DialogRuntime
@testable import DialogSpec
import Testing

/// The frames and motion `DialogRuntime` computes for a descriptor are the render plan's for the
/// same dialog written as a spec: both come from DialogLayoutEngine, fed by two adapters.
@Suite struct RuntimeLayoutParityTests {
    /// A spec's dialog and the descriptor generated code declares for it.
    struct Case: Sendable, CustomStringConvertible {
        var spec: String
        var descriptor: DialogDescriptor<String>
        var description: String { descriptor.id }
    }

    static func descriptor(
        _ id: String, kind: DialogRuntime.DialogKind, title: String? = nil, message: String? = nil,
        buttons: [(String, String, DialogButtonRole)] = [], options: [String] = [], selectedIndex: Int = 0,
        textField: DialogTextField? = nil, autoHide: Double? = nil, presentation: DialogPresentation,
        style: DialogStyle = DialogStyle()
    ) -> DialogDescriptor<String> {
        DialogDescriptor(
            id: id, kind: kind, title: title, subtitle: nil, message: message,
            buttons: buttons.map { DialogButton(action: $0.0, title: $0.1, role: $0.2, isPreferred: false, color: nil) },
            options: options, selectedIndex: selectedIndex, textField: textField, autoHide: autoHide, maxOptions: nil,
            presentation: presentation, style: style, source: DialogSourceLocation(file: "t.json", line: 1))
    }

    static let cases: [Case] = [
        Case(
            spec: """
                {"id": "card", "type": "alert", "title": "Delete this draft?", "message": "You cannot undo this, and the draft is gone from every device.",
                 "buttons": [{"id": "keep", "title": "Keep", "style": "cancel"}, {"id": "delete", "title": "Delete", "style": "destructive"}],
                 "presentation": {"show": {"type": "center", "animation": "spring", "duration": 0.4, "coverAlpha": 0.5},
                   "hide": {"showType": "center", "duration": 0.2}, "renderer": "custom"},
                 "style": {"titleFont": {"size": 20, "weight": "bold"}, "titleColor": "#112233", "cornerRadius": 5}}
                """,
            descriptor: descriptor(
                "card", kind: .alert, title: "Delete this draft?",
                message: "You cannot undo this, and the draft is gone from every device.",
                buttons: [("keep", "Keep", .cancel), ("delete", "Delete", .destructive)],
                presentation: DialogPresentation(
                    showType: .center, animation: .spring, showDuration: 0.4, hideDuration: 0.2, coverAlpha: 0.5,
                    dismissOnCoverTap: false, renderer: .custom),
                style: DialogStyle(
                    titleFont: DialogFont(size: 20, weight: .bold), titleColor: DialogColor(red: 0x11, green: 0x22, blue: 0x33),
                    cornerRadius: 5))),
        Case(
            spec: """
                {"id": "toast", "type": "toast", "message": "Your changes have been saved to the cloud.", "autoHide": 2,
                 "presentation": {"show": {"type": "fromBottom", "animation": "fade", "duration": 0.2, "coverAlpha": 0},
                   "hide": {"showType": "fromBottom", "duration": 0.3}}}
                """,
            descriptor: descriptor(
                "toast", kind: .toast, message: "Your changes have been saved to the cloud.", autoHide: 2,
                presentation: DialogPresentation(
                    showType: .fromBottom, animation: .fade, showDuration: 0.2, hideDuration: 0.3, coverAlpha: 0,
                    dismissOnCoverTap: false, renderer: .custom))),
        Case(
            spec: """
                {"id": "picker", "type": "picker", "title": "Time of day", "options": ["Morning", "Noon", "Afternoon", "Evening"], "selectedIndex": 1,
                 "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "done", "title": "Done"}],
                 "presentation": {"show": {"type": "fromBottom", "animation": "slide", "duration": 0.5, "coverAlpha": 0.4},
                   "hide": {"showType": "fromBottom", "duration": 0.5}, "dismissOnCoverTap": true, "renderer": "custom"}}
                """,
            descriptor: descriptor(
                "picker", kind: .picker, title: "Time of day", buttons: [("cancel", "Cancel", .cancel), ("done", "Done", .default)],
                options: ["Morning", "Noon", "Afternoon", "Evening"], selectedIndex: 1,
                presentation: DialogPresentation(
                    showType: .fromBottom, animation: .slide, showDuration: 0.5, hideDuration: 0.5, coverAlpha: 0.4,
                    dismissOnCoverTap: true, renderer: .custom))),
        Case(
            spec: """
                {"id": "text", "type": "textInput", "title": "Appeal", "input": {"placeholder": "Tell us what happened", "multiline": true},
                 "buttons": [{"id": "close", "title": "Close", "style": "cancel"}, {"id": "submit", "title": "Submit"}],
                 "presentation": {"show": {"type": "center", "animation": "fade", "duration": 0.3, "coverAlpha": 0.3},
                   "hide": {"showType": "center", "duration": 0.2}, "renderer": "custom"}}
                """,
            descriptor: descriptor(
                "text", kind: .textInput, title: "Appeal", buttons: [("close", "Close", .cancel), ("submit", "Submit", .default)],
                textField: DialogTextField(
                    placeholder: "Tell us what happened", initialText: "", isMultiline: true, isSecure: false, isRequired: false,
                    maxLength: nil),
                presentation: DialogPresentation(
                    showType: .center, animation: .fade, showDuration: 0.3, hideDuration: 0.2, coverAlpha: 0.3,
                    dismissOnCoverTap: false, renderer: .custom))),
        Case(
            spec: """
                {"id": "sheet", "type": "actionSheet", "message": "Signing out keeps your history on this device.",
                 "buttons": [{"id": "out", "title": "Sign out", "style": "destructive"}, {"id": "help", "title": "Trouble signing in"},
                   {"id": "cancel", "title": "Cancel", "style": "cancel"}],
                 "presentation": {"show": {"type": "fromBottom", "animation": "slide", "duration": 0.3, "coverAlpha": 0.5},
                   "hide": {"showType": "fromBottom", "duration": 0.25}, "dismissOnCoverTap": true, "renderer": "custom"},
                 "style": {"messageColor": "#888888"}}
                """,
            descriptor: descriptor(
                "sheet", kind: .actionSheet, message: "Signing out keeps your history on this device.",
                buttons: [("out", "Sign out", .destructive), ("help", "Trouble signing in", .default), ("cancel", "Cancel", .cancel)],
                presentation: DialogPresentation(
                    showType: .fromBottom, animation: .slide, showDuration: 0.3, hideDuration: 0.25, coverAlpha: 0.5,
                    dismissOnCoverTap: true, renderer: .custom),
                style: DialogStyle(messageColor: DialogColor(red: 0x88, green: 0x88, blue: 0x88)))),
    ]

    /// `element` with each button's id replaced by its index in `ids`, as the runtime names buttons.
    static func indexed(_ element: PlanElement, ids: [String]) -> PlanElement {
        var copy = element
        if element.kind == .button, let id = element.id, let index = ids.firstIndex(of: id) { copy.id = String(index) }
        copy.children = element.children.map { indexed($0, ids: ids) }
        return copy
    }

    @Test(arguments: cases)
    func theRuntimeLaysADescriptorOutAsThePlanDescribesItsSpec(_ dialog: Case) throws {
        for name in ["iphone-se", "iphone-15"] {
            let device = try #require(Device.named(name))
            let plan = try PlanTestSupport.plan(dialog.spec, device: device)
            let layout = DescriptorLayout(dialog.descriptor, on: device.screen(at: .large))
            let ids = dialog.descriptor.buttons.map(\.action)
            #expect(layout.laidOut.container == Self.indexed(PlanTestSupport.container(plan), ids: ids), "\(name)")
            #expect(layout.laidOut.overflows.map(\.reason) == plan.overflows.map(\.reason), "\(name)")
            #expect(layout.motion == plan.motion, "\(name)")
            // The presenter shows the dialog at the plan's container frame.
            #expect(layout.frame == PlanTestSupport.container(plan).frame, "\(name)")
        }
    }
}
