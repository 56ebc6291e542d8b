@testable import DialogDiagnostics
@testable import DialogStringCatalogs
import Foundation
import Testing

/// The index the catalog rules read holds what the catalog's tree holds, is built once for all
/// copies of a catalog, and is built afresh for a changed copy.
@Suite struct CatalogIndexTests {
    static func bundledCatalog() throws -> StringCatalog {
        let url = Paths.specs.appendingPathComponent("localized/Localizable.xcstrings")
        return try StringCatalogParser.parse(SourceFile(path: url.path, bytes: Array(try Data(contentsOf: url))))
    }

    @Test func theIndexHoldsWhatTheTreeHolds() throws {
        let catalog = try Self.bundledCatalog()
        let languages = catalog.languages.filter { $0 != catalog.sourceLanguage } + ["xx"]
        #expect(languages.count == 4)
        let index = catalog.index(for: languages)
        #expect(index.languages == languages)
        #expect(catalog.keys.count >= 5)
        var plurals = 0
        for key in catalog.keys {
            let entry = try #require(catalog[key])
            let row = try #require(index[key])
            #expect(row.shouldTranslate == (entry.object["shouldTranslate"] != .bool(false)))
            #expect(row.source?.stringUnit == entry[catalog.sourceLanguage]?.stringUnit)
            for (position, language) in languages.enumerated() {
                let text = row.localizations[position]
                #expect((text == nil) == (entry[language] == nil), "\(key) \(language)")
                #expect(text?.stringUnit == entry[language]?.stringUnit, "\(key) \(language)")
                #expect(text?.pluralVariations == entry[language]?.pluralVariations, "\(key) \(language)")
                if text?.pluralVariations != nil { plurals += 1 }
            }
        }
        #expect(plurals > 0, "the bundled catalog has plural variations")
        #expect(index["no such key"] == nil)
    }

    @Test func copiesShareOneIndexUntilOneChanges() throws {
        let catalog = try Self.bundledCatalog()
        var copy = catalog
        #expect(catalog.index(for: ["de"]) === copy.index(for: ["de"]))
        #expect(catalog.index(for: ["de"]) !== catalog.index(for: ["ja"]))
        let key = try #require(catalog.keys.first)
        copy[key] = nil
        #expect(copy.index(for: ["de"])[key] == nil)
        #expect(catalog.index(for: ["de"])[key] != nil)
        #expect(copy != catalog)
        copy = catalog
        #expect(copy == catalog && copy.hashValue == catalog.hashValue)
    }
}
