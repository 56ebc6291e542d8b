import Foundation
import Synchronization

/// A String Catalog's texts in the languages a run checks, read out of the catalog's tree once
/// and looked up by key: lint asks for every text of every dialog in every language, several
/// rules each, and walking the tree for each question cost more than the rules themselves.
public final class CatalogIndex: Sendable {
    /// The languages the index holds, in the run's order: the order of `Row.localizations`.
    public let languages: [String]
    private let rows: [String: Row]

    /// What the catalog says about one key.
    public struct Row: Sendable {
        /// False when the key is marked "Don't translate" (`shouldTranslate: false`).
        public var shouldTranslate: Bool
        /// The source language's localization, nil when it has none.
        public var source: Text?
        /// Each language's localization, nil where it has none, in `languages` order.
        public var localizations: [Text?]
    }

    /// One language's localization of a key, as the catalog rules read it.
    public struct Text: Sendable {
        /// The text when it does not vary.
        public var stringUnit: StringUnit?
        /// The text of each plural category, nil when the localization does not vary by plural
        /// (`StringCatalogLocalization.pluralVariations`).
        public var pluralVariations: [PluralCategory: StringUnit]?

        /// The localization as read, for `units`.
        public var localization: StringCatalogLocalization

        /// Reads a localization of the catalog.
        public init(_ localization: StringCatalogLocalization) {
            stringUnit = localization.stringUnit
            pluralVariations = localization.pluralVariations
            self.localization = localization
        }

        /// Every string unit of the localization, wherever it sits (device and plural
        /// variations, substitutions), with the arguments each reads. Worked out on each call, as
        /// the rules ask it of the specs' keys only, a few of the thousands a catalog may hold.
        public var units: [CatalogUnit] { CatalogUnit.units(of: localization) }
    }

    /// Reads every key of `catalog`, its source language and `languages`.
    public init(_ catalog: StringCatalog, languages: [String]) {
        self.languages = languages
        let sourceLanguage = catalog.sourceLanguage
        var rows: [String: Row] = [:]
        for member in catalog.root[object: "strings"].members {
            guard let entry = member.value.object else { continue }
            let localizations = entry[object: "localizations"]
            func text(_ language: String) -> Text? {
                localizations[language]?.object.map { Text(StringCatalogLocalization($0)) }
            }
            rows[member.key] = Row(
                shouldTranslate: entry["shouldTranslate"] != .bool(false), source: text(sourceLanguage),
                localizations: languages.map(text))
        }
        self.rows = rows
    }

    /// What the catalog says about `key`, nil when it lacks the key.
    public subscript(key: String) -> Row? { rows[key] }
}

/// The indexes built of one catalog, shared by its copies (a run hands its catalog by value to
/// every dialog's rules) until a copy is changed.
package final class CatalogIndexCache: Sendable {
    private let built = Mutex<[(languages: [String], index: CatalogIndex)]>([])

    package init() {}

    /// The index of `catalog` in `languages`, built by the first thread to ask while the others wait.
    package func index(of catalog: StringCatalog, languages: [String]) -> CatalogIndex {
        built.withLock { built in
            if let known = built.first(where: { $0.languages == languages }) { return known.index }
            let index = CatalogIndex(catalog, languages: languages)
            built.append((languages, index))
            return index
        }
    }
}
