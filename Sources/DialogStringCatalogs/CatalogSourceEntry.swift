/// One text a spec defines, as `dialogc strings` puts it into a catalog: its key, its source
/// text with format specifiers for the parameters (`%@`, `%lld`, `%1$@`), and its comment.
public struct CatalogSourceEntry: Sendable, Hashable {
    /// The localization key (`delete-album.title`).
    public var key: String
    /// The text in the source language.
    public var text: CatalogSourceText
    /// The designer's context for translators; nil leaves the catalog's comment as it is.
    public var comment: String?

    /// Creates an entry.
    public init(key: String, text: CatalogSourceText, comment: String? = nil) {
        self.key = key
        self.text = text
        self.comment = comment
    }
}

/// A source text: one string, or one string per plural category (`other` among them).
public enum CatalogSourceText: Sendable, Hashable {
    /// One text for every count.
    case plain(String)
    /// A text for each plural category of the source language.
    case plural([PluralCategory: String])

    /// The source text a catalog holds in `localization`, or nil when it holds neither form.
    package init?(_ localization: StringCatalogLocalization) {
        if let plural = localization.pluralVariations {
            self = .plural(plural.mapValues(\.text))
        } else if let unit = localization.stringUnit {
            self = .plain(unit.text)
        } else {
            return nil
        }
    }
}
