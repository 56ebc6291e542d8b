import DialogLayoutAdapter
import DialogSpec
import DialogStringCatalogs

/// The translations of a dialog's texts that the catalog rules judge: one per text and
/// language the run checks, read from the run's catalog index once per dialog and shared by
/// the four rules (`DialogContext.catalogTranslations`).
package enum CatalogTranslations {
    /// One text of the dialog in one language.
    package struct Translation {
        package var text: LocalizableText
        package var language: String
        /// What the catalog says about the text's key, nil when the catalog lacks the key.
        package var row: CatalogIndex.Row?
        /// The language's localization of the key, nil when it has none.
        package var localization: CatalogIndex.Text?

        /// The units of the localization wherever they sit: its string unit, its plural and device
        /// variations, its substitutions' forms.
        package let units: [CatalogUnit]
        /// The units of the key's source-language localization, shared by the text's languages.
        package let sourceUnits: [CatalogUnit]

        package init(
            text: LocalizableText, language: String, row: CatalogIndex.Row?, localization: CatalogIndex.Text?, sourceUnits: [CatalogUnit]
        ) {
            self.text = text
            self.language = language
            self.row = row
            self.localization = localization
            self.sourceUnits = sourceUnits
            units = localization?.units ?? []
        }

        /// Whether the language has a text for the key that a translator wrote: not empty, not
        /// `new`, in any of its units (a translation varied only by device is one).
        package var isTranslated: Bool {
            units.contains { !$0.unit.text.isEmpty && $0.unit.state != .new }
        }
    }

    /// Every text of the context's dialog in every language the run checks, texts in display
    /// order, languages in the run's order; none without a catalog. The rules read it from
    /// `DialogContext.catalogTranslations`, which reads it once.
    package static func translations(_ context: DialogContext) -> [Translation] {
        guard let catalog = context.texts.catalog else { return [] }
        let index = catalog.index(for: context.texts.languages)
        return context.dialog.localizableTexts.flatMap { text in
            let row = index[text.key]
            // A key marked "Don't translate" in Xcode needs no translation.
            guard row?.shouldTranslate != false else { return [Translation]() }
            let sourceUnits = row?.source?.units ?? []
            return index.languages.indices.map { position in
                Translation(
                    text: text, language: index.languages[position], row: row, localization: row?.localizations[position] ?? nil,
                    sourceUnits: sourceUnits)
            }
        }
    }

    /// The arguments the source text of `unit` reads, which the unit must match: from the
    /// catalog's source-language localization when it has one (it carries the format specifiers
    /// of the parameters), else from the spec's text. A whole text is matched against the source's
    /// unit of the same device, else its own text, else its `other` plural form or device; a
    /// form of a count, against every argument the source reads anywhere.
    package static func sourceSpecifiers(of translation: Translation, for unit: CatalogUnit) -> [FormatSpecifier] {
        let source = translation.sourceUnits
        guard !source.isEmpty else { return FormatSpecifier.parse(translation.text.text.value) }
        guard unit.variant.isWholeText else { return CatalogUnit.arguments(of: source) }
        let candidates = [unit.variant, CatalogVariant(), CatalogVariant(plural: .other), CatalogVariant(device: "other")]
        for variant in candidates {
            if let match = source.first(where: { $0.variant == variant }) { return match.allSpecifiers }
        }
        return CatalogUnit.arguments(of: source)
    }

    /// How findings name a translation: `'de' translation of 'a.title'`, with the variant when it
    /// is one unit of several (`'ru' translation of 'a.title' ('few')`, `(device 'mac')`).
    package static func name(_ language: String, _ key: String, variant: CatalogVariant = CatalogVariant()) -> String {
        "'\(language)' translation of '\(key)'" + (variant.label.map { " (\($0))" } ?? "")
    }
}
