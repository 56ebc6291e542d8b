import DialogStringCatalogs
import Foundation
import Testing

/// `dialogc strings` as a team runs it: creating a catalog, then keeping it in step with the
/// specs while translators fill it in, and `--check` in CI.
@Suite struct StringsCommandTests {
    static let spec = """
        {"specVersion": 1, "dialogs": [
          {"id": "delete-album", "type": "alert", "title": "Delete Album?", "message": "Its photos stay in the library.",
           "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "delete", "title": "Delete", "style": "destructive"}]}
        ]}
        """

    /// A scratch project with `Specs/albums.json` holding `spec`.
    static func project(_ spec: String = spec) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try write(spec, to: directory.appendingPathComponent("Specs/albums.json"))
        return directory
    }

    static func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    static func catalog(_ url: URL) throws -> StringCatalog {
        try StringCatalogParser.parse(try text(url))
    }

    /// `catalog` with a German translation of every key, as a translator would save it.
    static func translatedToGerman(_ catalog: StringCatalog) -> StringCatalog {
        let german = [
            "delete-album.title": "Album löschen?", "delete-album.message": "Die Fotos bleiben in der Mediathek.",
            "delete-album.button.cancel": "Abbrechen", "delete-album.button.delete": "Löschen",
        ]
        var catalog = catalog
        for (key, text) in german {
            guard var entry = catalog[key] else { continue }
            var localization = StringCatalogLocalization()
            localization.stringUnit = StringUnit(state: .translated, text: text)
            entry["de"] = localization
            catalog[key] = entry
        }
        return catalog
    }

    @Test func createsACatalogInXcodesFormat() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(
            run.standardOutput == """
                added delete-album.title
                added delete-album.message
                added delete-album.button.cancel
                added delete-album.button.delete

                """)
        #expect(run.standardError == "note: created Localizable.xcstrings: 4 keys added\n")

        let file = directory.appendingPathComponent("Localizable.xcstrings")
        let text = try Self.text(file)
        let catalog = try StringCatalogParser.parse(text)
        #expect(catalog.serialized() == text, "a parse and a re-serialization must give the same bytes")
        #expect(!text.hasSuffix("\n"), "Xcode writes no newline at the end")
        #expect(text.contains("\n  \"sourceLanguage\" : \"en\",\n"))
        #expect(catalog.keys == ["delete-album.button.cancel", "delete-album.button.delete", "delete-album.message", "delete-album.title"])
        let entry = try #require(catalog["delete-album.button.delete"])
        #expect(entry.extractionState == .manual)
        #expect(entry.comment == "Title of the button 'delete' of the alert 'delete-album'.")
        #expect(entry["en"]?.stringUnit == StringUnit(state: .translated, text: "Delete"))
        #expect(entry.languages == ["en"])
    }

    @Test func editsKeepTranslationsAndMarkWhatChanged() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        #expect(try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory).status == 0)
        try Self.write(Self.translatedToGerman(try Self.catalog(file)).serialized(), to: file)

        // The title is reworded and the cancel button goes: its key must turn stale, not vanish.
        let edited = Self.spec.replacingOccurrences(of: "Delete Album?", with: "Delete This Album?")
            .replacingOccurrences(of: #"{"id": "cancel", "title": "Cancel", "style": "cancel"}, "#, with: "")
        try Self.write(edited, to: directory.appendingPathComponent("Specs/albums.json"))
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "revised delete-album.title\nstale delete-album.button.cancel\n")
        #expect(run.standardError == "note: updated Localizable.xcstrings: 1 key revised (translations to review), 1 key marked stale\n")

        let text = try Self.text(file)
        let catalog = try StringCatalogParser.parse(text)
        #expect(catalog.serialized() == text)
        let title = try #require(catalog["delete-album.title"])
        #expect(title["en"]?.stringUnit == StringUnit(state: .translated, text: "Delete This Album?"))
        #expect(title["de"]?.stringUnit == StringUnit(state: .needsReview, text: "Album löschen?"))
        let cancel = try #require(catalog["delete-album.button.cancel"])
        #expect(cancel.extractionState == .stale)
        #expect(cancel["de"]?.stringUnit == StringUnit(state: .translated, text: "Abbrechen"))
        #expect(catalog["delete-album.message"]?["de"]?.stringUnit?.state == .translated, "an unchanged source keeps its state")

        // Bringing the button back revives its key with its translation.
        try Self.write(
            Self.spec.replacingOccurrences(of: "Delete Album?", with: "Delete This Album?"),
            to: directory.appendingPathComponent("Specs/albums.json"))
        let revived = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(revived.standardOutput == "updated delete-album.button.cancel\n")
        let back = try #require(try Self.catalog(file)["delete-album.button.cancel"])
        #expect(back.extractionState == .manual)
        #expect(back["de"]?.stringUnit == StringUnit(state: .translated, text: "Abbrechen"))
    }

    @Test func anUnchangedRunWritesNothing() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        #expect(try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory).status == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: file.path)
        let before = try FileManager.default.attributesOfItem(atPath: file.path)

        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(run.status == 0)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError == "note: Localizable.xcstrings is up to date\n")
        let after = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect(after[.modificationDate] as? Date == past, "an up-to-date catalog must not be written")
        #expect(after[.systemFileNumber] as? Int == before[.systemFileNumber] as? Int, "nor replaced by a rename")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["Localizable.xcstrings", "Specs"])
    }

    @Test func checkReportsTheKeysAndWritesNothing() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Localizable.xcstrings")

        let missing = try Dialogc.run("strings", "--check", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(missing.status == 1)
        #expect(missing.standardOutput.hasPrefix("added delete-album.title\n"))
        #expect(missing.standardError == "note: Localizable.xcstrings is out of date (missing); run 'dialogc strings'\n")
        #expect(!FileManager.default.fileExists(atPath: file.path))

        #expect(try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory).status == 0)
        let upToDate = try Dialogc.run("strings", "--check", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(upToDate.status == 0)
        #expect(upToDate.standardOutput.isEmpty)

        try Self.write(
            Self.spec.replacingOccurrences(of: "\"Delete\"", with: "\"Remove\""), to: directory.appendingPathComponent("Specs/albums.json"))
        let before = try Self.text(file)
        let stale = try Dialogc.run("strings", "--check", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(stale.status == 1)
        #expect(stale.standardOutput == "revised delete-album.button.delete\n")
        #expect(
            stale.standardError
                == "note: Localizable.xcstrings is out of date (1 key revised (translations to review)); run 'dialogc strings'\n")
        #expect(try Self.text(file) == before)
    }

    /// A catalog Xcode saved again (keys in its order, no newline at the end) and one a tool
    /// rewrote with a final newline hold the same content: neither is out of date.
    @Test func onlyContentCountsNotLayout() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Localizable.xcstrings")
        #expect(try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory).status == 0)
        let withNewline = try Self.text(file) + "\n"
        try Self.write(withNewline, to: file)
        let run = try Dialogc.run("strings", "--check", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(run.status == 0, "\(run.standardOutput)")
        #expect(try Self.text(file) == withNewline)
    }

    @Test func theConfigurationNamesTheCatalogAndItsSourceLanguage() throws {
        let directory = try Self.project(Self.spec.replacingOccurrences(of: "Delete Album?", with: "Album löschen?"))
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("App"), withIntermediateDirectories: true)
        try Self.write(
            #"{"sourceLanguage": "de", "catalog": "App/Localizable.xcstrings"}"#, to: directory.appendingPathComponent(".dialogc.json"))
        let run = try Dialogc.run("strings", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "note: created App/Localizable.xcstrings: 4 keys added\n")
        let catalog = try Self.catalog(directory.appendingPathComponent("App/Localizable.xcstrings"))
        #expect(catalog.sourceLanguage == "de")
        #expect(catalog["delete-album.title"]?["de"]?.stringUnit?.text == "Album löschen?")

        // From a folder below, the catalog is still found beside the configuration.
        let below = try Dialogc.run(
            "strings", "--check", "--config", "../.dialogc.json", ".", in: directory.appendingPathComponent("Specs"))
        #expect(below.status == 0, "\(below.standardError)")
        #expect(below.standardError.hasSuffix("/App/Localizable.xcstrings is up to date\n"), "\(below.standardError)")

        try Self.write(
            #"{"sourceLanguage": "fr", "catalog": "App/Localizable.xcstrings"}"#, to: directory.appendingPathComponent(".dialogc.json"))
        let mismatch = try Dialogc.run("strings", in: directory)
        #expect(mismatch.status == 2)
        #expect(
            mismatch.standardError.hasPrefix(
                "App/Localizable.xcstrings: error: the catalog's source language is 'de', but the specs' is 'fr'"))
    }

    @Test func mistakesEndTheRunWithTheirStatus() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Localizable.xcstrings")

        let noCatalog = try Dialogc.run("strings", in: directory)
        #expect(noCatalog.status == 2)
        #expect(
            noCatalog.standardError.hasPrefix(
                "error: 'strings' needs '--catalog FILE' or 'catalog' in .dialogc.json\nusage: dialogc strings"))

        try Self.write("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n  ]\n}", to: file)
        let malformed = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(malformed.status == 2)
        #expect(malformed.standardError == "Localizable.xcstrings:3:15: error: 'strings' is an array, not an object\n")

        try FileManager.default.removeItem(at: file)
        try Self.write(
            #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast"}]}"#, to: directory.appendingPathComponent("Specs/broken.json"))
        let specError = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(specError.status == 1)
        #expect(specError.standardError.contains("Specs/broken.json:1:"))
        #expect(!FileManager.default.fileExists(atPath: file.path), "no catalog from specs with errors")

        try FileManager.default.removeItem(at: directory.appendingPathComponent("Specs/broken.json"))
        // A missing folder is created; a file where the folder should be cannot be got past.
        try Self.write("a file, not a folder\n", to: directory.appendingPathComponent("Blocked"))
        let unwritable = try Dialogc.run("strings", "--catalog", "Blocked/Localizable.xcstrings", in: directory)
        #expect(unwritable.status == 2)
        #expect(unwritable.standardError.hasPrefix("Blocked/Localizable.xcstrings: error: cannot write the catalog: "))
        #expect(unwritable.standardOutput.isEmpty, "no key is added to a catalog that was not written")
    }

    /// Issue 35, item 9: a key with a newline (a spec's own key, or one of the app's in a shared
    /// catalog) is printed spelled out, so each line dialogc prints about it stays one line.
    @Test func keysWithControlCharactersArePrintedOnOneLine() throws {
        let spec = #"{"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "message": {"text": "Hi", "key": "two\nlines"}}]}"#
        let directory = try Self.project(spec)
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "added two\\nlines\n")

        let file = directory.appendingPathComponent("Localizable.xcstrings")
        var catalog = try Self.catalog(file)
        var entry = try #require(catalog["two\nlines"])
        entry["de"] = StringCatalogLocalization()
        catalog["two\nlines"] = entry
        try Self.write(catalog.serialized(), to: file)
        let lint = try Dialogc.run("lint", "--catalog", "Localizable.xcstrings", "Specs", in: directory)
        #expect(
            lint.standardOutput.contains("warning: 'de' has no translation of 'two\\nlines' [missing-translation]\n"),
            "\(lint.standardOutput)")

        try Self.write(
            #"{"specVersion": 2, "dialogs": [{"id": "b", "type": "toast", "message": "Bye"}]}"#,
            to: directory.appendingPathComponent("Specs/albums.json"))
        let stale = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: directory)
        #expect(stale.standardOutput == "added b.message\nstale two\\nlines\n")
    }

    @Test func theCommandIsListedAndCompletes() throws {
        #expect(try Dialogc.run("--help").standardOutput.contains("\n  strings        create or update a String Catalog"))
        for shell in ["bash", "zsh", "fish"] {
            let script = try Dialogc.run("completions", shell).standardOutput
            #expect(script.contains("strings"), "\(shell)")
            #expect(script.contains("catalog"), "\(shell) completes '--catalog'")
        }
        let bash = try Dialogc.run("completions", "bash").standardOutput
        #expect(
            bash.contains(
                "        strings)\n            words=''\n            options='--catalog --check --config --tokens --token-context --help'\n"
            ))
    }

    /// The example in `Specs/localized` ships with its catalog: it must be what `strings` writes.
    @Test func theBundledLocalizedExampleIsUpToDate() throws {
        let run = try Dialogc.run("strings", "--check", "--catalog", "Specs/localized/Localizable.xcstrings", "Specs/localized")
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.isEmpty)

        let text = try Self.text(Paths.specs.appendingPathComponent("localized/Localizable.xcstrings"))
        let catalog = try StringCatalogParser.parse(text)
        #expect(catalog.serialized() == text)
        // Right to left, CJK, and plural rules of six, one and four categories.
        #expect(catalog.languages == ["ar", "en", "ja", "ru"])
        let toast = try #require(catalog["photos-deleted-toast.message"])
        for language in ["ar", "ja", "ru"] {
            let variations = try #require(toast[language]?.pluralVariations, "\(language) varies by plural")
            let rule = try #require(PluralRules.rule(for: language))
            #expect(Set(variations.keys) == Set(rule.categories), "\(language) has every category CLDR gives it")
        }
        for key in catalog.keys {
            #expect(Set(catalog[key]?.languages ?? []) == ["ar", "en", "ja", "ru"], "\(key) is translated")
        }
    }
}

/// The catalogs `strings` writes satisfy the community JSON Schema of String Catalogs (their
/// states are all ones the schema knows; it lacks only `extracted_with_value`, which dialogc never writes).
@Suite(
    .enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"),
    .enabled(if: SharedData.isAvailable("conformance/xcstrings"), "needs ../shared/conformance/xcstrings"))
struct StringsCommandSchemaTests {
    @Test func writtenCatalogsConformToTheCommunitySchema() throws {
        let directory = try StringsCommandTests.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let created = directory.appendingPathComponent("Created.xcstrings")
        let translated = directory.appendingPathComponent("Translated.xcstrings")
        #expect(try Dialogc.run("strings", "--catalog", "Created.xcstrings", in: directory).status == 0)
        try StringsCommandTests.write(
            StringsCommandTests.translatedToGerman(try StringsCommandTests.catalog(created)).serialized(), to: translated)
        let edited = StringsCommandTests.spec.replacingOccurrences(of: "Delete Album?", with: "Delete This Album?")
            .replacingOccurrences(of: #"{"id": "cancel", "title": "Cancel", "style": "cancel"}, "#, with: "")
        try StringsCommandTests.write(edited, to: directory.appendingPathComponent("Specs/albums.json"))
        #expect(try Dialogc.run("strings", "--catalog", "Translated.xcstrings", in: directory).status == 0)
        let bundled = Paths.specs.appendingPathComponent("localized/Localizable.xcstrings")

        let files = [created, translated, bundled]
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, StringCatalogSchemaTests.schema.path] + files.map(\.path))
        #expect(run.status == 0, "jsonschema_check.py failed: \(run.standardError)")
        #expect(run.standardOutput == files.map { "valid\t\($0.path)\n" }.joined())
        #expect(try String(contentsOf: translated, encoding: .utf8).contains("\"needs_review\""))
        #expect(try String(contentsOf: translated, encoding: .utf8).contains("\"stale\""))
    }
}
