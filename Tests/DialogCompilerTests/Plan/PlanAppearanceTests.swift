import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogLayoutEngine
import DialogReporters
import DialogValidation
import Foundation
import Testing

/// `plan --appearance`, `--contrast` and `--reduce-motion` (issue 38): the plan records them at
/// its top and resolves every color and motion for them.
struct PlanAppearanceTests {
    static let customAlert = """
        {"id": "custom", "type": "alert", "title": "Delete Photo?", "message": "It is gone for good.",
         "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "ok", "title": "OK", "preferred": true}],
         "presentation": {"renderer": "custom", "show": {"type": "center", "animation": "spring",
           "spring": {"dampingRatio": 0.6, "response": 0.4}, "fromScale": 1.2}}}
        """
    static let systemAlert = """
        {"id": "system", "type": "alert", "title": "Turn On Notifications", "message": "Get a reminder.",
         "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "on", "title": "Turn On"}]}
        """
    static let slidingSheet = """
        {"id": "sheet", "type": "actionSheet", "title": "Share",
         "buttons": [{"id": "copy", "title": "Copy Link"}, {"id": "cancel", "title": "Cancel", "style": "cancel"}],
         "presentation": {"renderer": "custom", "show": {"type": "fromBottom", "animation": "slide", "duration": 0.35}}}
        """

    static func plan(_ dialogJSON: String, _ display: DisplaySettings) throws -> DialogPlan {
        let text = "{\"specVersion\": 1, \"dialogs\": [\(dialogJSON)]}"
        let result = Validator.validate([SourceFile(path: "t.json", text: text)])
        #expect(!result.hasErrors, "\(TextReporter().report(result))")
        let dialog = try #require(result.files.first?.spec?.dialogs.first)
        return LayoutEngine.plan(dialog, in: result.files[0].source, device: Device.presets[1], display: display)
    }

    static func buttons(_ plan: DialogPlan) -> [PlanElement] { PlanTestSupport.all(plan, kind: .button) }

    @Test func theDarkPlanFillsACustomCardAndASystemAlertWithTheDarkBackground() throws {
        let dark = DialogSystemColor.tertiarySystemBackground.color.resolved(for: .dark)
        #expect(dark.hex == "#2C2C2E")
        for spec in [Self.customAlert, Self.systemAlert] {
            let light = try Self.plan(spec, .standard)
            let planned = try Self.plan(spec, DisplaySettings(appearance: .dark))
            #expect(PlanTestSupport.container(light).fill?.hex == "#FFFFFF")
            #expect(PlanTestSupport.container(planned).fill == dark)
            // Only the colors change: the frames are the light plan's.
            #expect(PlanTestSupport.container(planned).frame == PlanTestSupport.container(light).frame)
            let title = try #require(PlanTestSupport.all(planned, kind: .title).first?.text)
            #expect(title.color == DialogSystemColor.label.color.resolved(for: .dark))
        }
    }

    @Test func increasedContrastTakesTheLightHighContrastValues() throws {
        let standard = try Self.plan(Self.customAlert, .standard)
        let increased = try Self.plan(Self.customAlert, DisplaySettings(appearance: .lightHighContrast))
        let tint = DialogSystemColor.systemBlue.color
        #expect(Self.buttons(standard).last?.text?.color == tint.resolved(for: .light))
        #expect(Self.buttons(increased).last?.text?.color == tint.resolved(for: .lightHighContrast))
        #expect(tint.resolved(for: .lightHighContrast).hex == "#0040DD")
        let darkIncreased = try Self.plan(Self.customAlert, DisplaySettings(appearance: .darkHighContrast))
        #expect(PlanTestSupport.container(darkIncreased).fill?.hex == "#363638")
    }

    @Test func reduceMotionTurnsASpringOrASlideIntoAFadeOfTheSameDuration() throws {
        for spec in [Self.customAlert, Self.slidingSheet] {
            let full = try Self.plan(spec, .standard)
            let reduced = try Self.plan(spec, DisplaySettings(reducesMotion: true))
            #expect(full.motion.show.tracks.contains { $0.property != .opacity }, "the written show moves or scales")
            #expect(reduced.motion.show.tracks.allSatisfy { $0.property == .opacity })
            #expect(!reduced.motion.show.tracks.isEmpty)
            #expect(reduced.motion.hide.tracks.allSatisfy { $0.property == .opacity })
            #expect(abs(reduced.motion.show.duration - full.motion.show.duration) < 0.0001)
            if case .spring = reduced.motion.show.timing { Issue.record("a reduced show has no spring") }
        }
    }

    @Test func theDocumentRecordsTheSettingsAtItsTop() throws {
        let empty = RenderPlanWriter.document([], device: Device.presets[1], textSize: .large)
        #expect(
            empty.contains(
                "\"textSize\": \"large\",\n  \"appearance\": \"light\",\n  \"contrast\": \"standard\",\n  \"reduceMotion\": false,\n"))
        let dark = RenderPlanWriter.document(
            [], device: Device.presets[1], textSize: .large, display: DisplaySettings(appearance: .darkHighContrast, reducesMotion: true))
        #expect(dark.contains("\"appearance\": \"dark\",\n  \"contrast\": \"increased\",\n  \"reduceMotion\": true,\n"))
    }

    @Test func theCommandTakesTheFlags() throws {
        let run = try Dialogc.run("plan", "--appearance", "dark", "--contrast", "increased", "--reduce-motion", "Specs/alerts.json")
        try #require(run.status == 0, "\(run.standardError)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(document["appearance"] as? String == "dark")
        #expect(document["contrast"] as? String == "increased")
        #expect(document["reduceMotion"] as? Bool == true)
        #expect(run.standardOutput.contains("\"hex\": \"#363638\""), "the cards take darkHighContrast's surface")

        let plain = try Dialogc.run("plan", "Specs/alerts.json")
        #expect(plain.standardOutput.contains("\"appearance\": \"light\",\n  \"contrast\": \"standard\",\n  \"reduceMotion\": false,"))
    }

    @Test func badValuesAreUsageErrors() throws {
        let cases: [([String], String)] = [
            (["plan", "--appearance", "drak"], "error: unknown appearance 'drak' (expected 'light' or 'dark'); did you mean 'dark'?"),
            (["plan", "--contrast", "high"], "error: unknown contrast 'high' (expected 'standard' or 'increased')"),
            (["preview", "--output", "x", "--appearance", "dim"], "error: unknown appearance 'dim'"),
            (["plan", "--reduce-motion=yes"], "error: unknown option '--reduce-motion'"),
            (["plan", "--appearance"], "error: option '--appearance' needs a value"),
        ]
        for (arguments, message) in cases {
            let run = try Dialogc.run([arguments[0], "Specs/alerts.json"] + arguments.dropFirst())
            #expect(run.status == 2, "\(arguments)")
            #expect(run.standardError.hasPrefix(message), "\(arguments): \(run.standardError)")
            #expect(run.standardOutput.isEmpty)
        }
    }
}
