import DialogRuntime
import Foundation
import Testing

/// The runtime resolves real translations from `.lproj` tables that the test writes into a
/// bundle folder: `.strings` in two languages, and a `.stringsdict` plural in Russian, whose
/// integers fall into three categories.
@Suite struct LocalizationTests {
    /// Writes `text` as the table `file` of `language` in the bundle folder `root`.
    static func writeTable(_ text: String, _ language: String, _ file: String, in root: URL) throws {
        let folder = root.appendingPathComponent("\(language).lproj")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }

    /// A bundle with German and Russian tables, as Xcode builds them from a catalog.
    static func writeBundle() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-l10n-\(UUID().uuidString).bundle")
        func write(_ text: String, _ language: String, _ file: String) throws { try writeTable(text, language, file, in: root) }
        try write(
            #"""
            /* The album's title */
            "delete-album.title" = "„%@“ löschen?";
            "delete-album.message" = "%lld Fotos werden gelöscht.";
            "greeting" = "Hallo";
            "broken" = "%@ und %@";
            "rating" = "Bewertet mit %@ Sternen";
            """#, "de", "Localizable.strings")
        try write(
            #"""
            "delete-album.title" = "Удалить «%@»?";
            "greeting" = "Привет";
            """#, "ru", "Localizable.strings")
        try write(
            Self.plural(
                key: "delete-album.message",
                forms: [
                    "one": "%lld фотография будет удалена.", "few": "%lld фотографии будут удалены.",
                    "many": "%lld фотографий будут удалены.", "other": "%lld фотографии будут удалены.",
                ]), "ru", "Localizable.stringsdict")
        return root
    }

    /// A `.stringsdict` with one plural entry, its variable consuming the first argument.
    static func plural(key: String, forms: [String: String]) -> String {
        let entries = forms.sorted { $0.key < $1.key }.map { "<key>\($0.key)</key><string>\($0.value)</string>" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>\(key)</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
            <key>photos</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>\(entries)</dict>
            </dict></dict></plist>
            """
    }

    static let title = DialogLocalizedText("delete-album.title", default: "Delete “%@”?")
    static let message = DialogLocalizedText(
        "delete-album.message", default: "%lld photos will be deleted.", pluralArgument: 1, forms: [.one: "%lld photo will be deleted."])

    static func localization(_ locale: String, _ bundle: URL) throws -> DialogLocalization {
        DialogLocalization(bundle: try #require(Bundle(path: bundle.path)), locale: Locale(identifier: locale))
    }

    @Test func resolvesTranslationsInTwoLanguages() throws {
        let bundle = try Self.writeBundle()
        defer { try? FileManager.default.removeItem(at: bundle) }
        let german = try Self.localization("de_DE", bundle)
        #expect(german.language == "de")
        #expect(german.string(Self.title, [.string("Sommer")]) == "„Sommer“ löschen?")
        #expect(german.string(Self.message, [.integer(3)]) == "3 Fotos werden gelöscht.")
        #expect(german.string(DialogLocalizedText("greeting", default: "Hello")) == "Hallo")
        #expect(german.string(Self.title.withKey("missing"), [.string("Sommer")]) == "Delete “Sommer”?")
        let russian = try Self.localization("ru", bundle)
        #expect(russian.string(Self.title, [.string("Лето")]) == "Удалить «Лето»?")
        #expect(russian.string(DialogLocalizedText("greeting", default: "Hello")) == "Привет")
    }

    @Test func picksRussianPluralFormsByCLDR() throws {
        let bundle = try Self.writeBundle()
        defer { try? FileManager.default.removeItem(at: bundle) }
        let russian = try Self.localization("ru_RU", bundle)
        let expected = [
            1: "1 фотография будет удалена.", 21: "21 фотография будет удалена.", 3: "3 фотографии будут удалены.",
            24: "24 фотографии будут удалены.", 5: "5 фотографий будут удалены.", 11: "11 фотографий будут удалены.",
            0: "0 фотографий будут удалены.", 112: "112 фотографий будут удалены.",
        ]
        for (count, text) in expected {
            #expect(russian.string(Self.message, [.integer(count)]) == text, "\(count)")
        }
    }

    @Test func sourceTextsPickTheirOwnPluralForms() throws {
        let bundle = try Self.writeBundle()
        defer { try? FileManager.default.removeItem(at: bundle) }
        let french = try Self.localization("fr", bundle)
        #expect(french.language == nil)
        #expect(french.string(Self.message, [.integer(1)]) == "1 photo will be deleted.")
        #expect(french.string(Self.message, [.integer(2)]) == "2 photos will be deleted.")
        #expect(DialogLocalization.sourceText.string(Self.message, [.integer(1)]) == "1 photo will be deleted.")
    }

    @Test func numbersFollowTheLocale() throws {
        let bundle = try Self.writeBundle()
        defer { try? FileManager.default.removeItem(at: bundle) }
        let rating = DialogLocalizedText("rating", default: "Rated %@ stars")
        #expect(try Self.localization("de", bundle).string(rating, [.number(4.5)]) == "Bewertet mit 4,5 Sternen")
        #expect(try Self.localization("en_US", bundle).string(rating, [.number(4.5)]) == "Rated 4.5 stars")
    }

    /// A translation whose specifiers do not fit the arguments would crash `String(format:)`.
    @Test func aMismatchedTranslationFallsBackToTheSourceText() throws {
        let bundle = try Self.writeBundle()
        defer { try? FileManager.default.removeItem(at: bundle) }
        let broken = DialogLocalizedText("broken", default: "%lld items")
        #expect(try Self.localization("de", bundle).string(broken, [.integer(2)]) == "2 items")
    }

    @Test func textsWithoutArgumentsAreNotFormatted() {
        let text = DialogLocalizedText("none", default: "100% done")
        #expect(DialogLocalization.sourceText.string(text) == "100% done")
    }

    @Test func pluralRulesCoverManyCategories() {
        #expect([1, 2, 5, 21, 0].map { DialogPluralRules.category(for: $0, language: "ru") } == [.one, .few, .many, .one, .many])
        #expect(
            [0, 1, 2, 3, 11, 100].map { DialogPluralRules.category(for: $0, language: "ar") } == [.zero, .one, .two, .few, .many, .other])
        #expect(DialogPluralRules.category(for: 1, language: "ja") == .other)
        #expect(DialogPluralRules.category(for: 1_000_000, language: "fr_CA") == .many)
    }
}

extension DialogLocalizedText {
    func withKey(_ key: String) -> DialogLocalizedText {
        var copy = self
        copy.key = key
        return copy
    }
}
