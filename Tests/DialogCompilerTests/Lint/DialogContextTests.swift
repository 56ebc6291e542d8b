import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// The per-dialog context: layouts kept per device, text size and locale; findings shared by a run.
@Suite struct DialogContextTests {
    static func dialog() throws -> (dialog: Dialog, source: SourceFile) {
        let sources = try SpecLoading.bundledSources()
        let spec = try #require(SpecLoading.specs(sources).first { $0.dialogs.contains { $0.title != nil } })
        return (try #require(spec.dialogs.first { $0.title != nil }), spec.source)
    }

    @Test func aLayoutIsKeptPerDeviceTextSizeAndLocale() throws {
        let (dialog, source) = try Self.dialog()
        let context = DialogContext(dialog, source: source)
        #expect(context.locale == .source)
        let plan = context.plan(device: .narrowest, textSize: .large)
        #expect(plan == LayoutEngine.plan(dialog, in: source, device: .narrowest, textSize: .large))
        #expect(context.plan(device: .narrowest, textSize: .large, locale: .source) == plan, "the context's locale is the default")
        // Until specs carry translations every locale lays out the spec's own texts.
        #expect(context.plan(device: .narrowest, textSize: .large, locale: LayoutLocale("de")) == plan)
        #expect(context.plan(device: .narrowest, textSize: .ax5) != plan)
        let german = DialogContext(dialog, source: source, locale: LayoutLocale("de"))
        #expect(german.locale.identifier == "de")
    }

    @Test func findingsFromManyThreadsAllArrive() throws {
        let (dialog, source) = try Self.dialog()
        let store = FindingStore()
        let finding = Diagnostic(
            .warning, rule: RuleID(rawValue: "generic-title"), "title of alert 'a' is generic", at: source.location(of: dialog.title!))
        DispatchQueue.concurrentPerform(iterations: 64) { _ in
            DialogContext(dialog, source: source, findings: store).report([finding, finding])
        }
        #expect(store.all.count == 128)
        var withSubject = finding
        withSubject.subject = dialog.id.value
        #expect(store.all.allSatisfy { $0 == withSubject }, "a finding inside the dialog gets its id as subject")
    }

    @Test func lintingAValidationFindsWhatLintFinds() throws {
        let sources =
            try SpecLoading.bundledSources() + [
                SourceFile(
                    path: "lint.json",
                    bytes: Array(
                        RuleExample.dialogs(
                            #"{"id": "ok", "type": "alert", "title": "Are You Sure?", "buttons": [{"id": "yes", "title": "Yes"}, {"id": "no", "title": "No"}]}"#
                        ).fileText.utf8))
            ]
        let lint = Linter.lint(sources, tokens: SpecLoading.bundledTokens)
        #expect(lint.diagnostics.contains { $0.rule == YesNoButtons.ruleID }, "the guideline rules ran")
        let fromValidation = Linter.lint(Validator.validate(sources, tokens: SpecLoading.bundledTokens))
        #expect(fromValidation.diagnostics == lint.diagnostics)
        #expect(fromValidation.files.map(\.spec) == lint.files.map(\.spec))
    }
}
