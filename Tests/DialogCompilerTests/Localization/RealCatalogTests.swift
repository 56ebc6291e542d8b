import DialogCompiler
import Foundation
import Testing

/// `dialogc strings` and the catalog rules on catalogs Xcode wrote in real apps
/// (`Tests/Fixtures/xcstrings/real`, see its SOURCE.md): a team shares one catalog between its
/// app and its dialogs, so a run must change the keys the specs name and nothing else.
@Suite struct RealCatalogTests {
    static let directory = Paths.fixtures.appendingPathComponent("xcstrings/real")
    static let iceCubes = directory.appendingPathComponent("IceCubesApp.xcstrings")

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
        #expect(run.standardOutput == """
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

    /// Dropping a dialog marks its keys stale, and still no key of the app's.
    @Test func aDialogTheSpecsDropTurnsStaleAndNothingElse() throws {
        let project = try Self.project(catalog: Self.iceCubes)
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
        #expect(emptied.standardOutput == """
            added dialogc-other.message
            stale dialogc-share-album.button.cancel
            stale dialogc-share-album.title
            stale dialogc.saved.custom

            """)
        let after = try Self.entries(try Self.text(project.appendingPathComponent("Localizable.xcstrings")))
        for (key, entry) in try Self.entries(try Self.text(Self.iceCubes)) {
            #expect(after[key] == entry, "'\(key)' changed, though dialogc never wrote it")
        }
    }

    /// Issue 35, item 9: a text taking over a key whose source uses substitutions once got a plain
    /// source value, the substitutions left behind with nothing referencing them.
    @Test func aKeyWithSubstitutionsIsNotRewrittenButReported() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "followers", "type": "toast", "parameters": {"count": {"type": "integer"}, "name": {"type": "string"}},
               "message": {"text": "{count} followers of {name}", "key": "account.label.followers %lld %@"}}
            ]}
            """
        let project = try Self.project(spec: spec, catalog: Self.iceCubes)
        defer { try? FileManager.default.removeItem(at: project) }
        let catalogURL = project.appendingPathComponent("Localizable.xcstrings")
        let before = try Self.text(catalogURL)
        let run = try Dialogc.run("strings", "--catalog", "Localizable.xcstrings", in: project)
        #expect(run.status == 1)
        #expect(run.standardOutput.contains(
            "error: the catalog's source text of key 'account.label.followers %lld %@' uses the substitutions 'followers', "
                + "which a spec's text cannot express; the key is left as it is"), "\(run.standardOutput)")
        #expect(try Self.text(catalogURL) == before, "nothing is written")
    }

    /// Issue 35, item 9: a key whose translations vary by device was reported untranslated.
    @Test func deviceVariationsAreTranslations() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "platform", "type": "toast", "message": {"text": "Platform", "key": "settings.display.section.platform"}}
            ]}
            """
        let texts = LocaleTexts(catalog: try StringCatalogParser.parse(try Self.text(Self.iceCubes)), languages: nil, pseudoLocales: [])
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        let catalogRules: Set = ["missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review"]
        #expect(result.diagnostics.filter { catalogRules.contains($0.ruleID) }.map(\.message) == [])
    }

    /// The real substitutions of the catalog, read with their arguments: a placeholder finding
    /// only where a translation drops an argument the source reads (Korean shows the formatted
    /// count, argument 2, without the count itself), not in the 18 languages that match.
    @Test func realSubstitutionsMatchTheirSource() throws {
        let spec = """
            {"specVersion": 2, "dialogs": [
              {"id": "followers", "type": "toast", "parameters": {"count": {"type": "integer"}, "name": {"type": "string"}},
               "message": {"text": "{count} followers of {name}", "key": "account.label.followers %lld %@"}},
              {"id": "votes", "type": "toast", "parameters": {"votes": {"type": "integer"}, "voters": {"type": "integer"}},
               "message": {"text": "{votes} votes from {voters}", "key": "status.poll.n-votes-voters %lld %lld"}}
            ]}
            """
        let texts = LocaleTexts(catalog: try StringCatalogParser.parse(try Self.text(Self.iceCubes)), languages: nil, pseudoLocales: [])
        let result = Linter.lint([SourceFile(path: "dialogs.json", text: spec)], texts: texts)
        #expect(result.diagnostics.filter { $0.ruleID == "placeholder-mismatch" }.map(\.message) == [
            "'ko' translation of 'account.label.followers %lld %@' does not match the source's placeholders: it lacks argument 1 ('%lld')",
        ])
    }
}
