import DialogCompiler
import Foundation
import Testing

/// The per-dialog context: layouts kept per device, text size and locale; findings shared by a run.
@Suite struct DialogContextTests {
    static func dialog() throws -> Dialog {
        let sources = try SpecLoading.bundledSources()
        return try #require(SpecLoading.specs(sources).flatMap(\.dialogs).first { $0.title != nil })
    }

    @Test func aLayoutIsKeptPerDeviceTextSizeAndLocale() throws {
        let dialog = try Self.dialog()
        let context = DialogContext(dialog, file: "Specs/a.json")
        #expect(context.locale == .source)
        let plan = context.plan(device: .narrowest, textSize: .large)
        #expect(plan == LayoutEngine.plan(dialog, file: "Specs/a.json", device: .narrowest, textSize: .large))
        #expect(context.plan(device: .narrowest, textSize: .large, locale: .source) == plan, "the context's locale is the default")
        // Until specs carry translations every locale lays out the spec's own texts.
        #expect(context.plan(device: .narrowest, textSize: .large, locale: LayoutLocale("de")) == plan)
        #expect(context.plan(device: .narrowest, textSize: .ax5) != plan)
        let german = DialogContext(dialog, file: "Specs/a.json", locale: LayoutLocale("de"))
        #expect(german.locale.identifier == "de")
    }

    @Test func findingsFromManyThreadsAllArrive() throws {
        let dialog = try Self.dialog()
        let store = FindingStore()
        let finding = Diagnostic(.warning, rule: RuleID(rawValue: "generic-title"), "title of alert 'a' is generic", at: dialog.title!.location)
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            DialogContext(dialog, file: "Specs/a.json", findings: store).report([finding, finding])
        }
        #expect(store.all.count == 128)
        #expect(store.all.allSatisfy { $0 == finding })
    }

    @Test func lintingAValidationFindsWhatLintFinds() throws {
        let sources = try SpecLoading.bundledSources() + [
            SourceFile(path: "lint.json", bytes: Array(RuleExample.dialogs(#"{"id": "ok", "type": "alert", "title": "Are You Sure?", "buttons": [{"id": "yes", "title": "Yes"}, {"id": "no", "title": "No"}]}"#).fileText.utf8))
        ]
        let lint = Linter.lint(sources)
        #expect(lint.diagnostics.contains { $0.rule == YesNoButtons.ruleID }, "the guideline rules ran")
        let fromValidation = Linter.lint(Validator.validate(sources))
        #expect(fromValidation.diagnostics == lint.diagnostics)
        #expect(fromValidation.files.map(\.spec) == lint.files.map(\.spec))
    }
}
