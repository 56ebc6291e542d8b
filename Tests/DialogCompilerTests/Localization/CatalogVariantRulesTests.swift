import DialogDiagnostics
import DialogLayoutAdapter
import DialogStringCatalogs
import DialogValidation
import Testing

/// The catalog rules on translations Xcode varies by device or writes with substitutions: read
/// like plain string units, wherever the units sit (issue 35, item 9).
@Suite struct CatalogVariantRulesTests {
    /// A toast whose message takes a count and a name, with the key `album.summary`.
    static let spec = """
        {"specVersion": 2, "dialogs": [
          {"id": "album", "type": "toast", "parameters": {"count": {"type": "integer"}, "name": {"type": "string"}},
           "message": {"text": "{count} photos in {name}", "key": "album.summary"}}
        ]}
        """

    /// A catalog of `album.summary` with an English source using the substitution `photos` and
    /// `german` as the German localization's JSON.
    static func catalog(german: String) -> String {
        """
        {"sourceLanguage": "en", "version": "1.0", "strings": {"album.summary": {"extractionState": "manual", "localizations": {
          "en": {"stringUnit": {"state": "translated", "value": "%#@photos@ in %2$@"},
                 "substitutions": {"photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
                   "one": {"stringUnit": {"state": "translated", "value": "%arg photo"}},
                   "other": {"stringUnit": {"state": "translated", "value": "%arg photos"}}}}}}},
          "de": \(german)
        }}}}
        """
    }

    /// The German substitution `photos` formatting `specifier`, its `other` form `other`.
    static func germanSubstitution(specifier: String = "lld", other: String = "%arg Fotos", state: String = "translated") -> String {
        """
        {"stringUnit": {"state": "translated", "value": "%#@photos@ in „%2$@“"},
         "substitutions": {"photos": {"argNum": 1, "formatSpecifier": "\(specifier)", "variations": {"plural": {
           "one": {"stringUnit": {"state": "translated", "value": "%arg Foto"}},
           "other": {"stringUnit": {"state": "\(state)", "value": "\(other)"}}}}}}}
        """
    }

    /// The messages of the catalog rules' findings.
    static func lint(_ catalog: String, spec: String = spec) throws -> [String] {
        let texts = LocaleTexts(catalog: try StringCatalogParser.parse(catalog), languages: nil, pseudoLocales: [])
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        let rules: Set = ["missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review"]
        return result.diagnostics.filter { rules.contains($0.ruleID) }.map { "\($0.ruleID): \($0.message)" }
    }

    @Test func aSubstitutionMatchingItsSourceIsClean() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanSubstitution()))
        #expect(found == [], "\(found)")
    }

    @Test func aSubstitutionFormattingAnotherTypeIsAMismatch() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanSubstitution(specifier: "@")))
        #expect(
            found == [
                "placeholder-mismatch: 'de' translation of 'album.summary' does not match the source's placeholders: "
                    + "it reads argument 1 as '%@' where the source has '%lld'"
            ], "\(found)")
    }

    @Test func aSubstitutionFormReadingAnArgumentTheSourceLacksIsAMismatch() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanSubstitution(other: "%arg Fotos von %3$@")))
        #expect(
            found == [
                "placeholder-mismatch: 'de' translation of 'album.summary' (substitution 'photos', 'other') does not match the source's "
                    + "placeholders: it reads argument 3 ('%@'), which the source does not pass"
            ], "\(found)")
    }

    @Test func aSubstitutionFormNeedingReviewIsNamed() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanSubstitution(state: "needs_review")))
        #expect(
            found == [
                "translation-needs-review: 'de' translation of 'album.summary' (substitution 'photos', 'other') needs review: "
                    + "its source text changed since it was translated"
            ], "\(found)")
    }

    /// German varied by device: a translation, each device's text checked as a whole text.
    static func germanByDevice(mac: String, macState: String = "translated") -> String {
        """
        {"variations": {"device": {
          "mac": {"stringUnit": {"state": "\(macState)", "value": "\(mac)"}},
          "other": {"variations": {"plural": {
            "one": {"stringUnit": {"state": "translated", "value": "Ein Foto in %2$@"}},
            "other": {"stringUnit": {"state": "translated", "value": "%1$lld Fotos in %2$@"}}}}}}}}
        """
    }

    @Test func aTranslationVariedByDeviceIsATranslation() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanByDevice(mac: "%1$lld Fotos in %2$@ (Mac)")))
        #expect(found == [], "\(found)")
    }

    @Test func eachDeviceIsCheckedForPlaceholdersAndReview() throws {
        let found = try Self.lint(Self.catalog(german: Self.germanByDevice(mac: "%1$lld Fotos", macState: "needs_review")))
        #expect(
            found == [
                "placeholder-mismatch: 'de' translation of 'album.summary' (device 'mac') does not match the source's placeholders: "
                    + "it lacks argument 2 ('%@')",
                "translation-needs-review: 'de' translation of 'album.summary' (device 'mac') needs review: "
                    + "its source text changed since it was translated",
            ], "\(found)")
    }

    @Test func aDeviceVariationOfNothingButNewUnitsIsMissing() throws {
        let german = #"{"variations": {"device": {"mac": {"stringUnit": {"state": "new", "value": ""}}}}}"#
        let found = try Self.lint(Self.catalog(german: german))
        #expect(found == ["missing-translation: 'de' has no translation of 'album.summary'"], "\(found)")
    }

    @Test func aSubstitutionsPluralFormsAreCheckedForTheLanguagesCategories() throws {
        let russian = """
            {"stringUnit": {"state": "translated", "value": "%#@photos@ в %2$@"},
             "substitutions": {"photos": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {
               "one": {"stringUnit": {"state": "translated", "value": "%arg фото"}},
               "other": {"stringUnit": {"state": "translated", "value": "%arg фото"}}}}}}}
            """
        let catalog = Self.catalog(german: Self.germanSubstitution()).replacingOccurrences(
            of: "\"de\": ", with: "\"ru\": \(russian),\n  \"de\": ")
        let found = try Self.lint(catalog)
        #expect(
            found == [
                "plural-category-missing: 'ru' translation of 'album.summary' (substitution 'photos') lacks the plural categories "
                    + "'few' and 'many' (its language needs 'one', 'few', 'many' and 'other')"
            ], "\(found)")
    }
}
