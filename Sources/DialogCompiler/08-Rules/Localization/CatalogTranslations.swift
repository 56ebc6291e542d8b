/// The translations of a dialog's texts that the catalog rules judge: one per text and
/// language the run checks, read from the run's catalog.
enum CatalogTranslations {
    /// One text of the dialog in one language.
    struct Translation {
        var text: LocalizableText
        var language: String
        /// The catalog's entry of the text's key, nil when the catalog lacks the key.
        var entry: StringCatalogEntry?
        /// The language's localization of the key, nil when it has none.
        var localization: StringCatalogLocalization? { entry?[language] }

        /// The units of the localization: its string unit, or each plural variation with its category.
        var units: [(category: PluralCategory?, unit: StringUnit)] {
            guard let localization else { return [] }
            if let unit = localization.stringUnit { return [(nil, unit)] }
            let variations = localization.pluralVariations ?? [:]
            return PluralCategory.allCases.compactMap { category in variations[category].map { (category, $0) } }
        }

        /// Whether the language has a text for the key that a translator wrote: not empty, not `new`.
        var isTranslated: Bool {
            units.contains { !$0.unit.text.isEmpty && $0.unit.state != .new }
        }
    }

    /// Every text of the context's dialog in every language the run checks, texts in display
    /// order, languages in the run's order; none without a catalog.
    static func translations(_ context: DialogContext) -> [Translation] {
        guard let catalog = context.texts.catalog else { return [] }
        return context.dialog.localizableTexts.flatMap { text in
            let entry = catalog[text.key]
            // A key marked "Don't translate" in Xcode needs no translation.
            guard entry?.object["shouldTranslate"] != .bool(false) else { return [Translation]() }
            return context.texts.languages.map { Translation(text: text, language: $0, entry: entry) }
        }
    }

    /// The source text a translation is made from: the catalog's source-language unit (plural
    /// variation `category`, else `other`) when it has one, which carries the format specifiers
    /// of the parameters; else the spec's text.
    static func sourceText(of translation: Translation, category: PluralCategory?, in catalog: StringCatalog) -> String {
        if let source = translation.entry?[catalog.sourceLanguage] {
            if let unit = source.stringUnit { return unit.text }
            if let variations = source.pluralVariations, let unit = variations[category ?? .other] ?? variations[.other] {
                return unit.text
            }
        }
        return translation.text.text.value
    }

    /// How findings name a translation: `'de' translation of 'a.title'`, with the plural
    /// category when it is one variation (`'ru' translation of 'a.title' ('few')`).
    static func name(_ language: String, _ key: String, category: PluralCategory? = nil) -> String {
        "'\(language)' translation of '\(key)'" + (category.map { " ('\($0.rawValue)')" } ?? "")
    }
}

extension RuleSet {
    /// The rules that check a String Catalog's translations, one file each in this folder.
    static let localizationDialogRules: [any DialogRule.Type] = [
        MissingTranslation.self, MismatchedPlaceholders.self, PluralCategoryMissing.self, TranslationNeedsReview.self,
    ]
}
