import DialogSpec
import DialogStringCatalogs

/// The texts a run lays out besides the spec's own: a String Catalog's translations, and
/// pseudo-locales' transforms of the spec's texts. A plain input, so the command line, a
/// configuration or a test can each hand one in.
public struct LocaleTexts: Sendable {
    /// The catalog translations come from, if any.
    public var catalog: StringCatalog?
    /// The catalog's languages the run checks and lays out, without its source language.
    public var languages: [String]
    /// The pseudo-locales laid out as well.
    public var pseudoLocales: [PseudoLocale]

    /// No locale but the spec's texts.
    public init() {
        catalog = nil
        languages = []
        pseudoLocales = []
    }

    /// The texts of `catalog` in `languages` (every language of the catalog but its source
    /// language when nil), and `pseudoLocales` besides.
    public init(catalog: StringCatalog?, languages: [String]? = nil, pseudoLocales: [PseudoLocale] = []) {
        self.catalog = catalog
        let source = catalog?.sourceLanguage
        self.languages = (languages ?? catalog?.languages ?? []).filter { $0 != source }
        self.pseudoLocales = pseudoLocales
    }

    /// Whether the run lays out any locale besides the spec's texts.
    public var isEmpty: Bool { languages.isEmpty && pseudoLocales.isEmpty }

    /// Every locale laid out besides `.source`: the languages, then the pseudo-locales.
    public var locales: [LayoutLocale] {
        languages.map(LayoutLocale.init) + pseudoLocales.map(LayoutLocale.init(pseudo:))
    }

    /// What `text` reads in `locale`, or nil when the locale has no text of its own for it (the
    /// app then shows the source text, as a bundle falls back to its development language).
    /// Of plural variations, the longest, the one a layout must make room for.
    public func text(of text: LocalizableText, in locale: LayoutLocale) -> String? {
        if let pseudo = locale.pseudoLocale { return pseudo.transform(text.text.value) }
        guard let localization = catalog?[text.key]?[locale.identifier] else { return nil }
        if let unit = localization.stringUnit, !unit.text.isEmpty { return unit.text }
        let variations = localization.pluralVariations ?? [:]
        var longest: String?
        for category in PluralCategory.allCases {
            guard let candidate = variations[category]?.text else { continue }
            if candidate.count > (longest?.count ?? -1) { longest = candidate }
        }
        return longest
    }

    /// `dialog` with each text as `locale` reads it, every location kept, so a finding about the
    /// translated layout points at the spec's text.
    public func dialog(_ dialog: Dialog, in locale: LayoutLocale) -> Dialog {
        guard locale != .source else { return dialog }
        var copy = dialog
        for text in dialog.localizableTexts {
            guard let value = self.text(of: text, in: locale) else { continue }
            switch text.element {
            case .title: copy.title?.value = value
            case .subtitle: copy.subtitle?.value = value
            case .message: copy.message?.value = value
            case .placeholder: copy.input?.placeholder?.value = value
            case .initialText: copy.input?.initialText?.value = value
            case .emptyMessage: copy.input?.behaviour.emptyMessage?.value = value
            case .option(let index): copy.options[index].value = value
            case .button(let id):
                if let index = copy.buttons.firstIndex(where: { $0.id.value == id }) { copy.buttons[index].title.value = value }
            case .accessibilityLabel: copy.accessibilityLabel?.value = value
            case .accessibilityHint: copy.accessibilityHint?.value = value
            case .buttonAccessibilityLabel(let id):
                if let index = copy.buttons.firstIndex(where: { $0.id.value == id }) {
                    copy.buttons[index].accessibilityLabel?.value = value
                }
            case .buttonAccessibilityHint(let id):
                if let index = copy.buttons.firstIndex(where: { $0.id.value == id }) {
                    copy.buttons[index].accessibilityHint?.value = value
                }
            }
        }
        return copy
    }
}
