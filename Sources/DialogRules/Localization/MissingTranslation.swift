import DialogDiagnostics

/// A language of the catalog without a translation of one of the dialog's texts.
public enum MissingTranslation: DialogRule {
    public static let description = RuleDescription(
        id: "missing-translation",
        severity: .warning,
        stage: .lint,
        summary: "a language of the String Catalog ('--catalog') has no translation of one of the dialog's texts",
        explanation: """
            An app shows a text its catalog does not translate in the source language, so a \
            German user reads one English button in a German dialog. Each text of a dialog has a \
            key (`<dialog>.title`, `<dialog>.button.<id>`, ...); every language the run checks \
            (each language of the catalog but its source language, or those of '--locale') needs \
            a translated string unit, plural or device variations for it. A unit that is empty or still \
            in the state 'new' counts as missing; a key marked 'shouldTranslate: false' needs no \
            translation. The finding names the language and the key, at the spec's text.
            """,
        triggering: [
            .dialogs(
                ExampleCatalog.syncFailed(ok: "1️⃣\"OK\""),
                catalog: ExampleCatalog.text([germanAndFrenchTitle, ExampleCatalog.germanOK]))
        ],
        nonTriggering: [
            .dialogs(
                ExampleCatalog.syncFailed(),
                catalog: ExampleCatalog.text([germanAndFrenchTitle, ("sync-failed.button.ok", #"{"shouldTranslate": false}"#)]))
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        findings += context.catalogTranslations.filter { !$0.isTranslated }.map { translation in
            diagnostic(
                Message.missing(translation.language, translation.text.key), at: context.location(of: translation.text.text),
                suggestion: Suggestion(Message.translate(translation.language))
            ).inLocale(translation.language)
        }
    }
}

extension MissingTranslation {
    /// The examples' title, in German and French.
    package static let germanAndFrenchTitle = (
        key: "sync-failed.title",
        entry: ExampleCatalog.entry([
            ("de", ExampleCatalog.unit("Album nicht synchronisiert")), ("fr", ExampleCatalog.unit("Album non synchronisé")),
        ])
    )
}

extension MissingTranslation {
    /// The rule's wording.
    package enum Message {
        package static func missing(_ language: String, _ key: String) -> RuleMessage {
            RuleMessage("missing", "'\(language)' has no translation of '\(key)'")
        }
        package static func translate(_ language: String) -> RuleMessage {
            RuleMessage("translate", "translate the key into '\(language)' in the catalog")
        }
    }

    public static var messages: [RuleMessage] { [Message.missing("de", "a.title"), Message.translate("de")] }
}
