@testable import DialogDiagnostics
@testable import DialogLayoutAdapter
@testable import DialogReporters
@testable import DialogValidation
import Testing

/// The keys issue 13 added: read into the model, and judged like every other value.
@Suite struct FormatAdditionsDecoderTests {
    static func decode(_ dialogJSON: String) -> ValidationResult {
        Validator.validate([SourceFile(path: "t.json", text: "{\"specVersion\": 1, \"dialogs\": [\(dialogJSON)]}")])
    }

    @Test func motionLayoutAndBehaviourKeysAreRead() throws {
        let result = Self.decode(
            """
            {"id": "a", "type": "textInput", "title": "Name", "buttons": [{"id": "ok", "title": "OK", "font": {"size": 16}}],
             "input": {"multiline": true, "required": true, "emptyMessage": "Enter a name", "allowsNewlines": false, "returnKey": "done"},
             "presentation": {"show": {"spring": {"dampingRatio": 0.5, "response": 0.3}, "fromScale": 1.75},
                              "hide": {"showType": "center", "animation": "fade", "toScale": 0.6, "coverPhase": "afterDialog", "coverDuration": 0.2}},
             "style": {"fieldColor": "#BDBDBD", "buttonFont": {"size": 15}},
             "layout": {"frame": {"x": 15, "y": "1/3", "height": "1/3"}, "buttonArrangement": "row", "toolbarHeight": "1/6"}}
            """)
        #expect(result.diagnostics.isEmpty, "\(TextReporter().report(result))")
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        #expect(dialog.presentation.show?.motion.spring?.dampingRatio?.value == 0.5)
        #expect(dialog.presentation.show?.motion.fromScale?.value == 1.75)
        #expect(dialog.presentation.hide?.animation?.value == .fade)
        #expect(dialog.presentation.hide?.motion.coverPhase?.value == .afterDialog)
        #expect(dialog.layout.frame?.y?.value == .fraction(numerator: 1, denominator: 3))
        #expect(dialog.layout.frame?.x?.value == .points(15))
        #expect(dialog.layout.buttonArrangement?.value == .row)
        #expect(dialog.input?.behaviour.returnKey?.value == .done)
        #expect(dialog.buttons.first?.font?.size?.value == 16)
        #expect(dialog.style.parts.buttonFont?.size?.value == 15)
    }

    @Test(arguments: ["\"3/2\"", "\"2:5\"", "\"1/0\"", "-1"])
    func aFrameLengthIsPointsOrAFractionOfAtMostOne(_ value: String) {
        let result = Self.decode(
            """
            {"id": "a", "type": "alert", "title": "T", "buttons": [{"id": "ok", "title": "OK"}], "layout": {"frame": {"height": \(value)}}}
            """)
        #expect(result.diagnostics.map(\.ruleID) == ["invalid-value"], "\(TextReporter().report(result))")
    }

    @Test func theHideCoverPhaseDelaysTheCoverUntilTheDialogIsGone() throws {
        let plan = try PlanTestSupport.plan(
            """
            {"id": "p", "type": "picker", "options": ["A"], "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}],
             "presentation": {"hide": {"showType": "fromBottom", "duration": 0.5, "coverPhase": "afterDialog", "coverDuration": 0.2}}}
            """, device: Device.named("iphone-se")!)
        let cover = try #require(plan.motion.hide.tracks.first { $0.target == .cover })
        #expect(cover.delay == 0.5 && cover.duration == 0.2)
        #expect(plan.motion.hide.duration == 0.7)
        #expect(plan.motion.show.tracks.allSatisfy { $0.delay == nil && $0.duration == nil }, "the show is as before")
    }

    @Test func aLandscapePhoneHasNoStatusBar() throws {
        let device = try #require(Device.named("852x393"))
        #expect(device.safeTop == 0 && device.safeBottom == 21)
    }
}
