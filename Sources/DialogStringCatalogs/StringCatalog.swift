/// A String Catalog (`.xcstrings`): typed access to what dialogc reads and writes, over the
/// whole JSON tree as read, so everything else survives an update and a round trip.
public struct StringCatalog: Sendable, Hashable {
    /// The catalog's top-level object, every member kept.
    public var root: CatalogObject {
        // A changed copy indexes itself afresh; the others keep the indexes they share.
        didSet { indexes = CatalogIndexCache() }
    }
    /// The indexes of this catalog built so far (`index(for:)`).
    private var indexes = CatalogIndexCache()

    /// Wraps a top-level object whose `sourceLanguage` and `strings` the parser has checked.
    package init(root: CatalogObject) {
        self.root = root
    }

    /// An empty catalog, as Xcode creates one.
    public init(sourceLanguage: String, version: String = "1.0") {
        root = CatalogObject([
            ("sourceLanguage", .string(sourceLanguage)), ("strings", .object(CatalogObject())), ("version", .string(version)),
        ])
    }

    /// The language the keys' source texts are in (`en`).
    public var sourceLanguage: String {
        get { root["sourceLanguage"]?.string ?? "" }
        set { root["sourceLanguage"] = .string(newValue) }
    }

    /// The format version Xcode wrote (`1.0`; `1.1` from Xcode 26), nil when absent.
    public var version: String? { root["version"]?.string }

    /// The keys of the catalog in file order.
    public var keys: [String] { root[object: "strings"].keys }

    /// The entry of `key`; setting nil removes the key.
    public subscript(key: String) -> StringCatalogEntry? {
        get { root["strings"]?.object?[key]?.object.map(StringCatalogEntry.init) }
        set { root.modifyObject("strings") { $0[key] = newValue.map { .object($0.object) } } }
    }

    /// Every language any entry has a localization in, in Xcode's key order.
    public var languages: [String] {
        var found = Set<String>()
        for member in root[object: "strings"].members {
            found.formUnion(member.value.object?[object: "localizations"].keys ?? [])
        }
        return XcodeKeyOrder.sorted(Array(found))
    }

    /// The catalog's texts in `languages`, indexed by key: built on first use, then shared by
    /// every copy of the catalog and every thread, so a run reads its catalog's tree once.
    public func index(for languages: [String]) -> CatalogIndex {
        indexes.index(of: self, languages: languages)
    }

    public static func == (lhs: StringCatalog, rhs: StringCatalog) -> Bool { lhs.root == rhs.root }

    public func hash(into hasher: inout Hasher) { hasher.combine(root) }

    /// The catalog's text exactly as Xcode writes it (see `XcodeCatalogWriter`).
    public func serialized() -> String {
        XcodeCatalogWriter.text(of: .object(root))
    }
}

/// One key of a catalog: its comment, extraction state and localizations.
public struct StringCatalogEntry: Sendable, Hashable {
    /// The entry's object, every member kept.
    public var object: CatalogObject

    /// Wraps an entry's object.
    public init(_ object: CatalogObject = CatalogObject()) {
        self.object = object
    }

    /// The comment translators see.
    public var comment: String? {
        get { object["comment"]?.string }
        set { object["comment"] = newValue.map(CatalogValue.string) }
    }

    /// Who maintains the key; nil when absent, which Xcode reads as `extracted`.
    public var extractionState: ExtractionState? {
        get { object["extractionState"]?.string.map(ExtractionState.init(rawValue:)) }
        set { object["extractionState"] = newValue.map { .string($0.rawValue) } }
    }

    /// The localization in `language`; setting nil removes it.
    public subscript(language: String) -> StringCatalogLocalization? {
        get { object[object: "localizations"][language]?.object.map(StringCatalogLocalization.init) }
        set { object.modifyObject("localizations") { $0[language] = newValue.map { .object($0.object) } } }
    }

    /// The languages the entry is localized in, in file order.
    public var languages: [String] { object[object: "localizations"].keys }
}

/// One language's text of a key: a plain string unit or plural variations, and whatever else
/// Xcode keeps there (device variations, substitutions), untouched.
public struct StringCatalogLocalization: Sendable, Hashable {
    /// The localization's object, every member kept.
    public var object: CatalogObject

    /// Wraps a localization's object.
    public init(_ object: CatalogObject = CatalogObject()) {
        self.object = object
    }

    /// The text when it does not vary.
    public var stringUnit: StringUnit? {
        get { StringUnit(object["stringUnit"]) }
        set { object["stringUnit"] = newValue.map(\.value) }
    }

    /// The text of each plural category when it varies by plural (`variations.plural`).
    public var pluralVariations: [PluralCategory: StringUnit]? {
        get {
            let plural = object[object: "variations"][object: "plural"]
            guard !plural.isEmpty else { return nil }
            var units: [PluralCategory: StringUnit] = [:]
            for member in plural.members {
                guard let category = PluralCategory(rawValue: member.key),
                    let unit = StringUnit(member.value.object?["stringUnit"])
                else { continue }
                units[category] = unit
            }
            return units
        }
        set {
            var variations = object[object: "variations"]
            var plural = CatalogObject()
            for category in PluralCategory.allCases {
                guard let unit = newValue?[category] else { continue }
                plural[category.rawValue] = .object(CatalogObject([("stringUnit", unit.value)]))
            }
            variations[object: "plural"] = plural
            object[object: "variations"] = variations
        }
    }
}

/// A text and how far along its translation is.
public struct StringUnit: Sendable, Hashable {
    /// The translation's state.
    public var state: StringUnitState
    /// The text, with its format specifiers.
    public var text: String

    /// Creates a unit.
    public init(state: StringUnitState, text: String) {
        self.state = state
        self.text = text
    }

    package init?(_ value: CatalogValue?) {
        guard let object = value?.object, let text = object["value"]?.string else { return nil }
        self.init(state: StringUnitState(rawValue: object["state"]?.string ?? ""), text: text)
    }

    /// The unit as Xcode writes it.
    package var value: CatalogValue {
        .object(CatalogObject([("state", .string(state.rawValue)), ("value", .string(text))]))
    }
}

/// The state of a string unit; values this version does not know are kept as they are.
public struct StringUnitState: RawRepresentable, Sendable, Hashable {
    /// The state as the catalog writes it.
    public var rawValue: String
    /// Wraps a state as written.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Translated and current.
    public static let translated = StringUnitState(rawValue: "translated")
    /// Translated, but the source text changed since.
    public static let needsReview = StringUnitState(rawValue: "needs_review")
    /// Not translated yet.
    public static let new = StringUnitState(rawValue: "new")
}

/// Who maintains a key; values this version does not know are kept as they are.
public struct ExtractionState: RawRepresentable, Sendable, Hashable {
    /// The state as the catalog writes it.
    public var rawValue: String
    /// Wraps a state as written.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Maintained by hand or by a tool such as dialogc; Xcode never marks such a key stale.
    public static let manual = ExtractionState(rawValue: "manual")
    /// No source has the key any more; its translations are kept.
    public static let stale = ExtractionState(rawValue: "stale")
    /// Extracted from code by Xcode (also what an absent state means).
    public static let extracted = ExtractionState(rawValue: "extracted")
}
