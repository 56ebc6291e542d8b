import DialogDiagnostics

/// A translation the catalog marks for review: its source text changed since it was translated.
public enum TranslationNeedsReview: DialogRule {
    public static let description = RuleDescription(
        id: "translation-needs-review",
        severity: .note,
        stage: .lint,
        summary: "a translation the String Catalog marks 'needs_review': its source text changed since it was translated",
        explanation: """
            When a spec's text changes, `dialogc strings` (and Xcode) keep each translation but \
            mark it 'needs_review': the app still shows it, though it may no longer say what the \
            source says. The note lists those translations, by language and key, at the spec's \
            text, so they are not forgotten; a translator clears it by marking the unit \
            'translated' again.
            """,
        triggering: [
            .dialogs(
                ExampleCatalog.syncFailed(title: "1️⃣\"Couldn't sync the shared album\""),
                catalog: ExampleCatalog.text([
                    (
                        "sync-failed.title",
                        ExampleCatalog.entry([("de", ExampleCatalog.unit("Album nicht synchronisiert", state: "needs_review"))])
                    ),
                    ExampleCatalog.germanOK,
                ]))
        ],
        nonTriggering: [
            .dialogs(
                ExampleCatalog.syncFailed(title: "\"Couldn't sync the shared album\""),
                catalog: ExampleCatalog.text([
                    ("sync-failed.title", ExampleCatalog.entry([("de", ExampleCatalog.unit("Geteiltes Album nicht synchronisiert"))])),
                    ExampleCatalog.germanOK,
                ]))
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        findings += context.catalogTranslations.flatMap { translation in
            translation.units.filter { $0.unit.state == .needsReview }.map { unit in
                diagnostic(
                    Message.needsReview(CatalogTranslations.name(translation.language, translation.text.key, variant: unit.variant)),
                    at: context.location(of: translation.text.text),
                    suggestion: Suggestion(Message.review)
                ).inLocale(translation.language)
            }
        }
    }
}

extension TranslationNeedsReview {
    /// The rule's wording.
    package enum Message {
        package static func needsReview(_ translation: String) -> RuleMessage {
            RuleMessage("needs-review", "\(translation) needs review: its source text changed since it was translated")
        }
        package static let review = RuleMessage("review", "check the translation against the spec's text, then mark it 'translated'")
    }

    public static var messages: [RuleMessage] {
        [
            Message.needsReview("'de' translation of 'a.title'"), Message.needsReview("'ru' translation of 'a.title' ('few')"),
            Message.needsReview("'fr' translation of 'a.title' (device 'mac')"),
            Message.needsReview("'de' translation of 'a.title' (substitution 'photos', 'one')"), Message.review,
        ]
    }
}
