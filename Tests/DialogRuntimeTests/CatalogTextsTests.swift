import DialogRuntime
import Foundation
import Testing

/// A bundle of `dialogc bundle --texts catalog` keeps its texts in the app's String Catalog: the
/// runtime looks each up by its key through `DialogLocalization`, in tables the test writes into
/// a bundle folder (German `.strings`, a Russian `.stringsdict` plural), the bundle's pieces the
/// source text where the table has no translation that fits.
@Suite struct CatalogTextsTests {
    static let alert =
        #""id": "delete-album", "kind": "alert", "minimumRuntime": "0.2.0", "requires": ["catalog-texts"], "#
        + #""parameters": [{"name": "album", "type": "string"}, {"name": "count", "type": "integer"}], "#
        + #""title": {"key": "delete-album.title", "lookup": true, "arguments": ["album"], "pieces": ["Delete “", {"parameter": "album"}, "”?"]}, "#
        + #""message": {"key": "delete-album.message", "lookup": true, "arguments": ["count"], "#
        + #""pieces": [{"parameter": "count"}, " photos will be deleted, 100% gone."], "plural": "count", "#
        + #""forms": {"one": [{"parameter": "count"}, " photo will be deleted, 100% gone."]}}, "#
        + #""buttons": [{"id": "cancel", "title": {"key": "delete-album.button.cancel", "lookup": true, "pieces": ["Cancel"]}, "role": "cancel"}, "#
        + #"{"id": "delete", "title": {"key": "delete-album.button.delete", "lookup": true, "pieces": ["Delete"]}, "role": "destructive"}], "#
        + DialogBundleTests.presentation

    /// German and Russian tables as Xcode builds them from the app's catalog; the German message
    /// reads its argument as a string, which does not fit an integer.
    static func writeTables() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-catalog-\(UUID().uuidString).bundle")
        func write(_ text: String, _ language: String, _ file: String) throws {
            try LocalizationTests.writeTable(text, language, file, in: root)
        }
        try write(
            #"""
            "delete-album.title" = "„%@“ löschen?";
            "delete-album.message" = "%@ Fotos werden gelöscht.";
            "delete-album.button.delete" = "Löschen";
            """#, "de", "Localizable.strings")
        try write(
            #"""
            "delete-album.title" = "Удалить «%@»?";
            "delete-album.button.cancel" = "Отмена";
            """#, "ru", "Localizable.strings")
        try write(
            LocalizationTests.plural(
                key: "delete-album.message",
                forms: [
                    "one": "%lld фотография будет удалена.", "few": "%lld фотографии будут удалены.",
                    "many": "%lld фотографий будут удалены.", "other": "%lld фотографии будут удалены.",
                ]), "ru", "Localizable.stringsdict")
        return root
    }

    static func localization(_ locale: String, _ tables: URL) throws -> DialogLocalization {
        DialogLocalization(bundle: try #require(Bundle(path: tables.path)), locale: Locale(identifier: locale))
    }

    static func texts(_ descriptor: DialogDescriptor<String>) -> [String] {
        [descriptor.title ?? "-", descriptor.message ?? "-"] + descriptor.buttons.map(\.title)
    }

    @Test func theRuntimePresentsCatalogTexts() {
        #expect(DialogBundle.capabilities.contains(.catalogTexts))
        #expect(DialogRuntimeCapability.catalogTexts.name == "catalog-texts")
        #expect(DialogRuntimeCapability.catalogTexts.since == "0.2.0")
    }

    @Test func aTranslatedTextIsTheTablesAndAMissingKeyTheSourceText() throws {
        let tables = try Self.writeTables()
        defer { try? FileManager.default.removeItem(at: tables) }
        let bundle = try DialogBundle(data: DialogBundleTests.bundle([Self.alert]))
        let arguments: [String: DialogArgument] = ["album": .string("Sommer"), "count": .integer(1)]
        let german = try bundle.dialog(id: "delete-album", arguments: arguments, localization: try Self.localization("de_DE", tables))
        // The German message's `%@` does not fit the integer: the source text's form for 1.
        #expect(Self.texts(german) == ["„Sommer“ löschen?", "1 photo will be deleted, 100% gone.", "Cancel", "Löschen"])
        let french = try bundle.dialog(id: "delete-album", arguments: arguments, localization: try Self.localization("fr", tables))
        #expect(Self.texts(french) == ["Delete “Sommer”?", "1 photo will be deleted, 100% gone.", "Cancel", "Delete"])
        var many = arguments
        many["count"] = .integer(2)
        let english = try bundle.dialog(id: "delete-album", arguments: many, localization: try Self.localization("en", tables))
        #expect(english.message == "2 photos will be deleted, 100% gone.")
        // Turned off, the localization shows the source texts.
        var off = try Self.localization("de", tables)
        off.looksUpTranslations = false
        #expect(try bundle.dialog(id: "delete-album", arguments: arguments, localization: off).title == "Delete “Sommer”?")
    }

    @Test func aPluralTextTakesTheTablesFormForItsLanguage() throws {
        let tables = try Self.writeTables()
        defer { try? FileManager.default.removeItem(at: tables) }
        let bundle = try DialogBundle(data: DialogBundleTests.bundle([Self.alert]))
        let russian = try Self.localization("ru_RU", tables)
        let expected = [
            1: "1 фотография будет удалена.", 21: "21 фотография будет удалена.", 3: "3 фотографии будут удалены.",
            5: "5 фотографий будут удалены.", 11: "11 фотографий будут удалены.",
        ]
        for (count, message) in expected {
            let descriptor = try bundle.dialog(
                id: "delete-album", arguments: ["album": .string("Лето"), "count": .integer(count)], localization: russian)
            #expect(Self.texts(descriptor) == ["Удалить «Лето»?", message, "Отмена", "Delete"], "\(count)")
        }
    }

    /// The argument is a value of the table's format, never a format itself; the source text's
    /// `%` is text too.
    @Test func anArgumentIsNeverAFormat() throws {
        let tables = try Self.writeTables()
        defer { try? FileManager.default.removeItem(at: tables) }
        let bundle = try DialogBundle(data: DialogBundleTests.bundle([Self.alert]))
        let arguments: [String: DialogArgument] = ["album": .string("%@ %n %lld 100%"), "count": .integer(3)]
        let german = try bundle.dialog(id: "delete-album", arguments: arguments, localization: try Self.localization("de", tables))
        #expect(german.title == "„%@ %n %lld 100%“ löschen?")
        let english = try bundle.dialog(id: "delete-album", arguments: arguments, localization: try Self.localization("en", tables))
        #expect(english.title == "Delete “%@ %n %lld 100%”?")
        #expect(english.message == "3 photos will be deleted, 100% gone.")
    }

    /// The plain API looks catalog texts up in the app's own tables: a test runner has none, so
    /// it shows the source texts.
    @Test func theLocaleFormLooksUpTheAppsTables() throws {
        let bundle = try DialogBundle(data: DialogBundleTests.bundle([Self.alert]))
        let descriptor = try bundle.dialog(
            id: "delete-album", arguments: ["album": .string("Summer"), "count": .integer(1)], locale: Locale(identifier: "en_US"))
        #expect(Self.texts(descriptor) == ["Delete “Summer”?", "1 photo will be deleted, 100% gone.", "Cancel", "Delete"])
    }

    /// A looked-up text names its key and each parameter its pieces show; anything else is an
    /// error of the dialog, never a format the runtime would have to guess.
    @Test func aMalformedCatalogTextIsATypedError() throws {
        let cases: [(String, String, DialogBundleError)] = [
            (#""key": "delete-album.title", "#, "", .malformedDialog(id: "delete-album", reason: "'key' is missing in 'dialogs.0.title'")),
            (#""key": "delete-album.title", "#, #""key": "", "#, .invalidValue(dialog: "delete-album", field: "title")),
            (#""arguments": ["album"]"#, #""arguments": []"#, .invalidValue(dialog: "delete-album", field: "title")),
            (#""arguments": ["album"]"#, #""arguments": ["album", "album"]"#, .invalidValue(dialog: "delete-album", field: "title")),
            (#""arguments": ["album"]"#, #""arguments": ["nobody"]"#, .invalidValue(dialog: "delete-album", field: "title")),
            (#""arguments": ["count"]"#, #""arguments": ["album"]"#, .invalidValue(dialog: "delete-album", field: "message")),
            (#""plural": "count""#, #""plural": "album""#, .invalidValue(dialog: "delete-album", field: "message")),
        ]
        let tables = try Self.writeTables()
        defer { try? FileManager.default.removeItem(at: tables) }
        let localization = try Self.localization("de", tables)
        for (original, replacement, error) in cases {
            let dialog = Self.alert.replacingOccurrences(of: original, with: replacement)
            #expect(dialog != Self.alert)
            let bundle = try DialogBundle(data: DialogBundleTests.bundle([dialog]))
            #expect(throws: error) {
                try bundle.dialog(id: "delete-album", arguments: ["album": .string("a"), "count": .integer(1)], localization: localization)
            }
        }
    }

    /// A runtime without the capability refuses the dialog before showing a key as a text; the
    /// key of a text the bundle carries is only the catalog's name for it.
    @Test func withoutLookupTheKeyIsNotRead() throws {
        let tables = try Self.writeTables()
        defer { try? FileManager.default.removeItem(at: tables) }
        let carried = Self.alert.replacingOccurrences(of: #""lookup": true, "#, with: "")
            .replacingOccurrences(of: #""requires": ["catalog-texts"], "#, with: "")
        #expect(carried != Self.alert)
        let bundle = try DialogBundle(data: DialogBundleTests.bundle([carried]))
        let german = try bundle.dialog(
            id: "delete-album", arguments: ["album": .string("Sommer"), "count": .integer(1)],
            localization: try Self.localization("de", tables))
        #expect(Self.texts(german) == ["Delete “Sommer”?", "1 photo will be deleted, 100% gone.", "Cancel", "Delete"])
        let future = Self.alert.replacingOccurrences(of: #""catalog-texts""#, with: #""catalog-texts", "haptics""#)
        #expect(throws: DialogBundleError.unsupportedFeature(dialog: "delete-album", feature: "haptics")) {
            try DialogBundle(data: DialogBundleTests.bundle([future])).dialog(id: "delete-album", arguments: [:])
        }
    }
}
