import DialogDiagnostics
import DialogStringCatalogs

/// A translation varied by plural that lacks a category its language needs by CLDR.
public enum PluralCategoryMissing: DialogRule {
    public static let description = RuleDescription(
        id: "plural-category-missing",
        severity: .warning,
        stage: .lint,
        summary: "a translation's plural variations lack a category its language needs by CLDR (Russian 'one', 'few', 'many', 'other')",
        explanation: """
            Languages divide numbers into different plural categories: English and German into \
            'one' and 'other', Russian into 'one', 'few', 'many' and 'other', Arabic into all six, \
            Japanese has only 'other'. A translation whose plural variations lack a category of \
            its language shows the 'other' text for those numbers ("5 фотографии" where Russian \
            says "5 фотографий"), or nothing. The categories come from the Unicode CLDR's plural \
            rules, bundled for about 40 languages (`PluralRules`); a language the table lacks is \
            not checked. The variations of each device and of each substitution ('%#@photos@') are \
            checked alike. The finding names the language, the key and the missing categories.
            """,
        triggering: [
            .dialogs(
                uploadDone(title: "1️⃣\"Photos uploaded\""),
                catalog: ExampleCatalog.text([
                    ("upload-done.title", ExampleCatalog.entry([english, ("ru", ExampleCatalog.plural(russian(many: false)))])),
                    ("upload-done.button.ok", ExampleCatalog.entry([("ru", ExampleCatalog.unit("OK"))])),
                ]))
        ],
        nonTriggering: [
            .dialogs(
                uploadDone(title: "\"Photos uploaded\""),
                catalog: ExampleCatalog.text([
                    (
                        "upload-done.title",
                        ExampleCatalog.entry([
                            english, ("ru", ExampleCatalog.plural(russian(many: true))),
                            ("ja", ExampleCatalog.plural([("other", "%lld枚の写真をアップロードしました")])),
                        ])
                    ),
                    (
                        "upload-done.button.ok",
                        ExampleCatalog.entry([("ru", ExampleCatalog.unit("OK")), ("ja", ExampleCatalog.unit("OK"))])
                    ),
                ]))
        ])

    public static func check(_ context: DialogContext, into findings: inout [Diagnostic]) {
        for translation in context.catalogTranslations {
            guard let rule = PluralRules.rule(for: translation.language) else { continue }
            // Each set of plural variations: the localization's own, a device's, a substitution's.
            var sets: [CatalogVariant: [PluralCategory: StringUnit]] = [:]
            var order: [CatalogVariant] = []
            for unit in translation.units {
                guard let category = unit.variant.plural else { continue }
                let owner = CatalogVariant(device: unit.variant.device, substitution: unit.variant.substitution)
                if sets[owner] == nil { order.append(owner) }
                sets[owner, default: [:]][category] = unit.unit
            }
            for owner in order {
                let missing = missingCategories(sets[owner] ?? [:], rule: rule)
                guard !missing.isEmpty else { continue }
                findings.append(
                    diagnostic(
                        Message.missing(
                            CatalogTranslations.name(translation.language, translation.text.key, variant: owner),
                            missing.map { "'\($0.rawValue)'" },
                            needed: rule.categories.map { "'\($0.rawValue)'" }),
                        at: context.location(of: translation.text.text),
                        suggestion: Suggestion(Message.add)
                    ).inLocale(translation.language))
            }
        }
    }

    /// The categories of `rule` that `variations` lacks, in CLDR's order.
    public static func missingCategories(_ variations: [PluralCategory: StringUnit], rule: PluralRule) -> [PluralCategory] {
        rule.categories.filter { variations[$0] == nil }
    }
}

extension PluralCategoryMissing {
    /// The examples' alert, with the JSON of its title.
    package static func uploadDone(title: String) -> String {
        """
        {"id": "upload-done", "type": "alert", "title": \(title),
         "buttons": [{"id": "ok", "title": "OK"}]}
        """
    }

    /// The English source of the examples' title: 'one' and 'other'.
    package static let english = (
        language: "en",
        localization: ExampleCatalog.plural([
            ("one", "%lld photo uploaded"), ("other", "%lld photos uploaded"),
        ])
    )

    /// The Russian variations of the title, with or without 'many'.
    package static func russian(many: Bool) -> [(category: String, value: String)] {
        [("one", "Загружена %lld фотография"), ("few", "Загружены %lld фотографии")]
            + (many ? [("many", "Загружено %lld фотографий")] : []) + [("other", "Загружено %lld фотографии")]
    }
}

extension PluralCategoryMissing {
    /// The rule's wording.
    package enum Message {
        package static func missing(_ translation: String, _ categories: [String], needed: [String]) -> RuleMessage {
            RuleMessage(
                "missing",
                "\(translation) lacks the plural \(categories.count == 1 ? "category" : "categories") \(LintWording.list(categories)) "
                    + "(its language needs \(LintWording.list(needed)))")
        }
        package static let add = RuleMessage("add", "add a variation for each missing category")
    }

    public static var messages: [RuleMessage] {
        [
            Message.missing("'ru' translation of 'a.title'", ["'many'"], needed: ["'one'", "'few'", "'many'", "'other'"]),
            Message.missing("'ar' translation of 'a.title'", ["'zero'", "'two'"], needed: ["'zero'", "'one'", "'two'", "'other'"]),
            Message.missing("'ru' translation of 'a.title' (device 'mac')", ["'many'"], needed: ["'one'", "'few'", "'many'", "'other'"]),
            Message.missing(
                "'ru' translation of 'a.title' (substitution 'photos')", ["'many'"], needed: ["'one'", "'few'", "'many'", "'other'"]),
            Message.add,
        ]
    }
}
