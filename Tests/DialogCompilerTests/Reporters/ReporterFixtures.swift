@testable import DialogDiagnostics
@testable import DialogLayoutAdapter
@testable import DialogReporters
@testable import DialogRules
@testable import DialogStringCatalogs
@testable import DialogValidation
import Foundation

/// Small in-memory specs whose findings exercise every mapping the machine-readable formats make.
enum ReporterFixtures {
    /// A path with a space; CJK text before `titel` so its column (in scalars) differs from its byte offset.
    static let account = SourceFile(
        path: "Specs/My Dialogs/account.json",
        text: """
            {"specVersion": 1, "dialogs": [
              {"id": "logout", "type": "actionSheet", "message": "退出后不会删除数据", "titel": "退出登录", "buttons": [
                {"id": "cancel", "title": "取消", "style": "cancel"},
                {"id": "quit", "title": "退出", "style": "cancel"}
              ]}
            ]}

            """)

    /// Two findings with the same rule, file and message, hence the same fingerprint; and a warning.
    static let buttons = SourceFile(
        path: "Specs/buttons.json",
        text: """
            {"specVersion": 1, "dialogs": [
              {"id": "confirm", "type": "alert", "title": "Leave?", "buttons": [
                {"id": "ok", "title": "Stay"},
                {"id": "ok", "title": "Leave"},
                {"id": "ok", "title": "Maybe"}
              ]},
              {"id": "warn-saved", "type": "toast", "message": "Saved"}
            ]}

            """)

    /// A file without findings, which still counts as an input.
    static let clean = SourceFile(
        path: "Specs/clean.json",
        text: """
            {"specVersion": 1, "dialogs": [{"id": "done", "type": "toast", "message": "Done"}]}

            """)

    /// The standard rules plus `TestWarning`, since no standard rule warns.
    static let rules: RuleSet = {
        var rules = RuleSet.standard
        rules.dialogRules.append(TestWarning.self)
        return rules
    }()

    /// The three fixtures validated together.
    static func result() -> ValidationResult {
        Validator.validate([account, buttons, clean], rules: rules)
    }

    static let context = ReportContext(rules: rules, toolVersion: "1.2.3")

    /// A spec that is not JSON, so its one finding sits at line 1, column 1.
    static func firstCharacterError(path: String = "Specs/broken.json") -> ValidationResult {
        Validator.validate([SourceFile(path: path, text: "x\n")])
    }

    /// The result of one spec file given as text.
    static func validate(_ text: String, path: String = "Specs/test.json") -> ValidationResult {
        Validator.validate([SourceFile(path: path, text: text)], rules: rules)
    }
}

/// One small spec with a catalog of 19 languages that all lack the translation of its button:
/// 19 findings that differ only in their locale, as a real app's catalog gives them.
enum NineteenLanguages {
    static let languages = [
        "ar", "cs", "da", "de", "es", "fi", "fr", "it", "ja", "ko", "nb", "nl", "pl", "pt-BR", "ru", "sv", "tr", "zh-Hans", "zh-Hant",
    ]

    static let spec = "{\"specVersion\": 1, \"dialogs\": [\n" + ExampleCatalog.syncFailed() + "\n]}\n"

    /// Every language translates the title and none the button.
    static let catalog = ExampleCatalog.text([
        (key: "sync-failed.title", entry: ExampleCatalog.entry(languages.map { ($0, ExampleCatalog.unit("Sync \($0)")) }))
    ])

    static func result() throws -> ValidationResult {
        let texts = LocaleTexts(catalog: try StringCatalogParser.parse(catalog))
        return Linter.lint([SourceFile(path: "Specs/sync.json", text: spec)], texts: texts)
    }
}

/// A warning on every dialog whose id starts with `warn`, so reporters can be tested with a warning.
enum TestWarning: DialogRule {
    static let description = RuleDescription(
        id: "test-warning",
        severity: .warning,
        stage: .semantic,
        summary: "a dialog whose id asks for a warning",
        explanation: "Exists only in the tests, to produce a warning.",
        triggering: [],
        nonTriggering: [])

    static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        let dialog = context.dialog
        guard dialog.id.value.hasPrefix("warn") else { return }
        findings.append(diagnostic("dialog '\(dialog.id.value)' asked for a warning", at: context.location(of: dialog.id)))
    }
}
