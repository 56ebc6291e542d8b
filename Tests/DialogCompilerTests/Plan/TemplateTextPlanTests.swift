import DialogDiagnostics
import DialogGenerators
import DialogLayoutAdapter
import DialogSpec
import DialogValidation
import Testing

/// A text of format v2 is drawn as the app shows it (issue 36): `{{SUMMER}}` is the literal
/// `{SUMMER}` in the catalog and the generated code, so the plan and the pictures draw and
/// measure `{SUMMER}` too, never the doubled braces.
@Suite struct TemplateTextPlanTests {
    static let spec = """
        {"specVersion": 2, "dialogs": [{"id": "promo", "type": "toast",
          "message": "Use code {{SUMMER}} for {percent} off", "parameters": {"percent": {"type": "integer"}}}]}
        """

    @Test func escapedBracesAreOneBraceInThePlanAndThePicture() throws {
        let result = Validator.validate([SourceFile(path: "promo.json", text: Self.spec)])
        #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
        let specs = result.files.compactMap(\.spec)
        let plan = RenderPlanWriter.document(for: specs, device: Device.presets[0], textSize: .large)
        #expect(plan.contains("Use code {SUMMER}"), "\(plan)")
        #expect(!plan.contains("{{SUMMER}}"))
        // The placeholder stays a placeholder: its value is the app's.
        #expect(plan.contains("{percent}"))
    }

    @Test func shownTextResolvesEscapesAndKeepsPlaceholders() {
        #expect(TextTemplate.shown("Use code {{SUMMER}}") == "Use code {SUMMER}")
        #expect(TextTemplate.shown("{count} items}}") == "{count} items}")
        #expect(TextTemplate.shown("no braces") == "no braces")
        #expect(TextTemplate.shown("a stray { brace") == "a stray { brace")
    }
}
