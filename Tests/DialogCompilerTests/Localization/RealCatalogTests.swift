import DialogDiagnostics
import DialogLayoutAdapter
import DialogStringCatalogs
import DialogValidation
import Foundation
import Testing

/// `dialogc strings` and the catalog rules on catalogs Xcode wrote in real apps
/// (`Tests/Fixtures/xcstrings/real`, see its SOURCE.md): a team shares one catalog between its
/// app and its dialogs, so a run must change the keys the specs name and nothing else.
@Suite struct RealCatalogTests {
    static let directory = Paths.fixtures.appendingPathComponent("xcstrings/real")
    /// XcodesOrg/XcodesApp: 21 languages, `manual` and `stale` keys, an Arabic translation that drops its argument.
    static let xcodes = directory.appendingPathComponent("Xcodes.xcstrings")
    /// coteditor/CotEditor: substitutions with `argNum` and `formatSpecifier`, plural variations, `needs_review`.
    static let cotEditor = directory.appendingPathComponent("CotEditor.xcstrings")
    /// hiDandelion/Nezha-Mobile: device variations in the source and in its one translation (`zh-Hans`).
    static let nezha = directory.appendingPathComponent("NezhaMobile.xcstrings")

    /// Specs of two dialogs, one with a key of its own: texts no real catalog has.
    static let spec = """
        {"specVersion": 2, "dialogs": [
          {"id": "dialogc-share-album", "type": "alert", "title": "Share Album?",
           "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}, {"id": "share", "title": "Share"}]},
          {"id": "dialogc-saved", "type": "toast", "message": {"text": "Saved", "key": "dialogc.saved.custom"}}
        ]}
        """
    static let specKeys: Set = [
        "dialogc-share-album.title", "dialogc-share-album.button.cancel", "dialogc-share-album.button.share", "dialogc.saved.custom",
    ]

    static func text(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    /// A scratch project with `Specs/dialogs.json` holding `spec` and `catalog` copied to `Localizable.xcstrings`.
    static func project(spec: String = spec, catalog: URL) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-real-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        try Data(spec.utf8).write(to: directory.appendingPathComponent("Specs/dialogs.json"))
        try FileManager.default.copyItem(at: catalog, to: directory.appendingPathComponent("Localizable.xcstrings"))
        return directory
    }

    /// Each key's entry as Xcode writes it, by key.
    static func entries(_ text: String) throws -> [String: String] {
        let catalog = try StringCatalogParser.parse(text)
        var entries: [String: String] = [:]
        for key in catalog.keys {
            entries[key] = XcodeCatalogWriter.text(of: .object(try #require(catalog[key]).object))
        }
        return entries
    }

    @Test(arguments: try Paths.cases(in: directory, suffix: ".xcstrings", atLeast: 3))
    func aRealCatalogRoundTripsByteForByte(_ file: URL) throws {
        let text = try Self.text(file)
        #expect(try StringCatalogParser.parse(text).serialized() == text, "\(file.lastPathComponent)")
    }

    /// Issue 35, item 8: on a shared catalog a run once marked every `manual` key of the app stale.
    @Test(arguments: try Paths.cases(in: directory, suffix: ".xcstrings", atLeast: 3))
    func aRunChangesOnlyTheKeysTheSpecsName(_ file: URL) throws {
        let project = try Self.project(catalog: file)
        defer { try? FileManager.default.removeItem(at: project) }
        let catalogURL = project.appendingPathComponent("Localizable.xcstrings")
        let before = try Self.entries(try Self.text(file))

        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(
            run.standardOutput == """
                added dialogc-share-album.title
                added dialogc-share-album.button.cancel
                added dialogc-share-album.button.share
                added dialogc.saved.custom

                """)
        let after = try Self.entries(try Self.text(catalogURL))
        #expect(Set(after.keys) == Set(before.keys).union(Self.specKeys))
        for (key, entry) in before {
            #expect(after[key] == entry, "\(file.lastPathComponent): '\(key)' changed, though no spec names it")
        }

        let check = try Dialogc.run("strings", "--check", "--catalog", "Localizable.xcstrings", in: project)
        #expect(check.status == 0, "a second run must have nothing to do: \(check.standardOutput)\(check.standardError)")
        #expect(check.standardOutput.isEmpty)
    }

    /// Dropping a dialog marks its keys stale, and still no key of the app's (Xcodes' catalog
    /// holds 18 `manual` keys and 2 `stale` ones, which must stay as they are).
    @Test func aDialogTheSpecsDropTurnsStaleAndNothingElse() throws {
        let project = try Self.project(catalog: Self.xcodes)
        defer { try? FileManager.default.removeItem(at: project) }
        #expect(try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project).status == 0)
        let spec = project.appendingPathComponent("Specs/dialogs.json")
        try Data(Self.spec.replacingOccurrences(of: #", "style": "cancel"}, {"id": "share", "title": "Share"}"#, with: #"}"#).utf8)
            .write(to: spec)
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "stale dialogc-share-album.button.share\n")

        try Data(#"{"specVersion": 2, "dialogs": [{"id": "dialogc-other", "type": "toast", "message": "Other"}]}"#.utf8).write(to: spec)
        let emptied = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project)
        #expect(emptied.status == 0, "\(emptied.standardError)")
        #expect(
            emptied.standardOutput == """
                added dialogc-other.message
                stale dialogc-share-album.button.cancel
                stale dialogc-share-album.title
                stale dialogc.saved.custom

                """)
        let after = try Self.entries(try Self.text(project.appendingPathComponent("Localizable.xcstrings")))
        for (key, entry) in try Self.entries(try Self.text(Self.xcodes)) {
            #expect(after[key] == entry, "'\(key)' changed, though dialogc never wrote it")
        }
    }

    /// Issue 35, item 9: a text taking over a key whose source uses substitutions once got a plain
    /// source value, the substitutions left behind with nothing referencing them.
    @Test func aKeyWithSubstitutionsIsNotRewrittenButReported() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "metrics", "type": "toast", "parameters": {"matches": {"type": "integer"}, "files": {"type": "integer"}},
               "message": {"text": "{matches} matches in {files} files", "key": "FolderFind.Metrics.message"}}
            ]}
            """
        try Self.expectRefused(
            spec: spec, catalog: Self.cotEditor,
            saying:
                "error: the catalog's source text of key 'FolderFind.Metrics.message' uses the substitutions 'arg1' and 'arg2', "
                + "which a spec's text cannot express; the key is left as it is [invalid-value]")
    }

    /// Likewise a key whose source text varies by device: a spec's one text would shadow the
    /// devices' texts.
    @Test func aKeyWhoseSourceVariesByDeviceIsNotRewrittenButReported() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "enrolled", "type": "toast", "message": {"text": "This device is enrolled", "key": "This device is enrolled"}}
            ]}
            """
        try Self.expectRefused(
            spec: spec, catalog: Self.nezha,
            saying:
                "error: the catalog's source text of key 'This device is enrolled' varies by device "
                + "('applevision', 'ipad', 'iphone', 'ipod', 'mac' and 'other'), which a spec's text cannot express; "
                + "the key is left as it is [invalid-value]")
    }

    /// `strings` over `spec` and a copy of `catalog`: exit 1, `error` on standard error (as every
    /// diagnostic of a run), nothing on standard output, and the catalog left byte for byte.
    static func expectRefused(spec: String, catalog: URL, saying error: String) throws {
        let project = try project(spec: spec, catalog: catalog)
        defer { try? FileManager.default.removeItem(at: project) }
        let catalogURL = project.appendingPathComponent("Localizable.xcstrings")
        let before = try text(catalogURL)
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project)
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty, "nothing added, nothing stale: \(run.standardOutput)")
        #expect(run.standardError.contains(error), "\(run.standardError)")
        #expect(try text(catalogURL) == before, "nothing is written")
    }

    /// Issue 35, item 9: a key whose translations vary by device was reported untranslated.
    @Test func deviceVariationsAreTranslations() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "enrolled", "type": "toast", "message": {"text": "This device is enrolled", "key": "This device is enrolled"}},
              {"id": "not-enrolled", "type": "toast", "message": {"text": "This device is not enrolled", "key": "This device is not enrolled"}}
            ]}
            """
        let catalog = try StringCatalogParser.parse(try Self.text(Self.nezha))
        // What makes the case: the one translation has no text of its own, only the devices'.
        let chinese = try #require(catalog["This device is enrolled"]?["zh-Hans"])
        #expect(CatalogUnit.units(of: chinese).map(\.variant.device) == ["applevision", "ipad", "iphone", "ipod", "mac", "other"])
        let texts = LocaleTexts(catalog: catalog, languages: nil, pseudoLocales: [])
        #expect(texts.languages == ["zh-Hans"])
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        let catalogRules: Set = ["missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review"]
        #expect(result.diagnostics.filter { catalogRules.contains($0.ruleID) }.map(\.message) == [])
    }

    /// Real substitutions read with their arguments: CotEditor's two counts, `%#@arg1@` and
    /// `%#@arg2@`, each with its `argNum` and `formatSpecifier`, which Japanese, Korean and the
    /// three Chinese translations reference in the other order (`%#@arg2@で%#@arg1@一致`). Read
    /// by `argNum` they consume the source's arguments in all 17 languages: no placeholder finding.
    @Test func realSubstitutionsMatchTheirSource() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "metrics", "type": "toast", "parameters": {"matches": {"type": "integer"}, "files": {"type": "integer"}},
               "message": {"text": "{matches} matches in {files} files", "key": "FolderFind.Metrics.message"}}
            ]}
            """
        let catalog = try StringCatalogParser.parse(try Self.text(Self.cotEditor))
        let entry = try #require(catalog["FolderFind.Metrics.message"])
        // The case itself: the text's own arguments, in text order, are the substitutions' argNums.
        func positions(_ language: String) throws -> [Int] {
            let units = CatalogUnit.units(of: try #require(entry[language]))
            return try #require(units.first { $0.variant == CatalogVariant() }).specifiers.map(\.position)
        }
        #expect(try positions("en") == [1, 2])
        for language in ["ja", "ko", "zh-Hans", "zh-Hant", "zh-HK"] {
            #expect(try positions(language) == [2, 1], "\(language)")
        }
        let texts = LocaleTexts(catalog: catalog, languages: nil, pseudoLocales: [])
        #expect(texts.languages.count == 17)
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        #expect(result.diagnostics.filter { $0.ruleID == "placeholder-mismatch" }.map(\.message) == [])
    }

    /// A real translation that drops the argument its source reads: Xcodes' Arabic translation of
    /// 'Alert.DeletePlatform.Title' writes the Arabic percent sign ('٪@', U+066A), which formats
    /// nothing, for '%@'. Reported in Arabic alone, not in the 19 other languages.
    @Test func aRealTranslationThatDropsItsArgumentIsReported() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "delete-platform", "type": "alert", "parameters": {"platform": {"type": "string"}},
               "title": {"text": "Are you sure you want to delete {platform}?", "key": "Alert.DeletePlatform.Title"},
               "buttons": [{"id": "cancel", "title": {"text": "Cancel", "key": "Cancel"}, "style": "cancel"},
                           {"id": "delete", "title": {"text": "Delete", "key": "Alert.DeletePlatform.PrimaryButton"}, "style": "destructive"}]}
            ]}
            """
        let texts = LocaleTexts(catalog: try StringCatalogParser.parse(try Self.text(Self.xcodes)), languages: nil, pseudoLocales: [])
        #expect(texts.languages.count == 20)
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        #expect(
            result.diagnostics.filter { $0.ruleID == "placeholder-mismatch" }.map(\.message) == [
                "'ar' translation of 'Alert.DeletePlatform.Title' does not match the source's placeholders: it lacks argument 1 ('%@')"
            ])
    }
}
