import DialogConfiguration
import DialogDiagnostics
import DialogSpec
import DialogStringCatalogs
import DialogValidation
import Testing

/// The specs' side of `dialogc strings`: which entries the texts make, and the settings of
/// `.dialogc.json` it reads.
@Suite struct CatalogExtractionTests {
    static func spec(_ dialogs: String, path: String = "Specs/a.json") throws -> SpecFile {
        let decoded = SpecDecoder.decode(SourceFile(path: path, text: #"{"specVersion": 1, "dialogs": [\#(dialogs)]}"#))
        return try #require(decoded.spec)
    }

    @Test func everyTextBecomesAnEntryWithACommentSayingWhereItShows() throws {
        let file = try Self.spec(
            """
            {"id": "share", "type": "alert", "title": "Share", "subtitle": "3 photos", "buttons": [{"id": "ok", "title": "OK"}]},
            {"id": "rename", "type": "textInput", "input": {"placeholder": "Name", "initialText": "Trip", "required": true, "emptyMessage": "Enter a name"}, "buttons": [{"id": "save", "title": "Save"}]},
            {"id": "size", "type": "picker", "options": ["S", "M"], "buttons": [{"id": "done", "title": "Done"}]},
            {"id": "saved", "type": "toast", "message": "Saved"}
            """)
        let entries = file.dialogs.flatMap(CatalogExtraction.catalogEntries(for:))
        // The keys are LocalizableText's (tested beside it); the entries add text and comment.
        #expect(entries.map(\.key) == file.dialogs.flatMap(\.localizableTexts).map(\.key))
        #expect(entries.map(\.text) == file.dialogs.flatMap(\.localizableTexts).map { .plain($0.text.value) })
        #expect(
            entries.map(\.comment) == [
                "Title of the alert 'share'.", "Subtitle of the alert 'share'.", "Title of the button 'ok' of the alert 'share'.",
                "Placeholder of the text field of the text input 'rename'.", "Text the text field of the text input 'rename' starts with.",
                "What the text field of the text input 'rename' says when it is submitted empty.",
                "Title of the button 'save' of the text input 'rename'.",
                "Row 1 of the picker 'size'.", "Row 2 of the picker 'size'.", "Title of the button 'done' of the picker 'size'.",
                "Message of the toast 'saved'.",
            ])
    }

    /// Validation reports two dialogs with one id first; the run itself still refuses keys that
    /// collide (as overrides can make them), rather than letting the later text win.
    @Test func collidingKeysAreErrorsAtTheLaterText() throws {
        let first = try Self.spec(#"{"id": "saved", "type": "toast", "message": "Saved"}"#)
        let second = try Self.spec(#"{"id": "saved", "type": "toast", "message": "Saved again"}"#, path: "Specs/b.json")
        let result = CatalogExtraction.update(StringCatalog(sourceLanguage: "en"), with: [first, second])
        guard case .failure(let collisions) = result else {
            Issue.record("colliding keys must fail the update")
            return
        }
        let finding = try #require(collisions.diagnostics.first)
        #expect(collisions.diagnostics.count == 1)
        #expect(finding.message == "localization key 'saved.message' is already the key of another text")
        #expect(finding.ruleID == "invalid-value")
        #expect(finding.location.file == "Specs/b.json")
        #expect(finding.notes.map(\.location.file) == ["Specs/a.json"])
        #expect(finding.subject == "saved")
    }

    @Test func aCleanUpdateListsWhatChanged() throws {
        let file = try Self.spec(#"{"id": "saved", "type": "toast", "message": "Saved"}"#)
        var previous = StringCatalog(sourceLanguage: "en")
        var old = StringCatalogEntry()
        old.extractionState = .manual
        old.comment = "Title of the alert 'gone'."
        previous["gone.title"] = old
        let update = try CatalogExtraction.update(previous, with: [file]).get()
        #expect(CatalogExtraction.changeLines(update, from: previous) == ["added saved.message", "stale gone.title"])
        #expect(CatalogExtraction.summary(update, from: previous) == "1 key added, 1 key marked stale")
        let unchanged = try CatalogExtraction.update(update.catalog, with: [file]).get()
        #expect(!unchanged.changed)
        #expect(CatalogExtraction.summary(unchanged, from: update.catalog) == "no key changed")
    }

    /// Issue 35, item 8: the app's own keys in a shared catalog, `manual` ones among them, are
    /// not dialogc's to mark stale; dialogc's are known by the comment it writes.
    @Test func onlyKeysDialogcWroteTurnStale() throws {
        let file = try Self.spec(#"{"id": "saved", "type": "toast", "message": "Saved"}"#)
        var previous = StringCatalog(sourceLanguage: "en")
        func entry(_ comment: String?) -> StringCatalogEntry {
            var entry = StringCatalogEntry()
            entry.extractionState = .manual
            entry.comment = comment
            return entry
        }
        let ours = [
            "Title of the alert 'gone'.", "Designer's note\nTitle of the button 'ok' of the action sheet 'gone-sheet'.",
            "Row 12 of the picker 'size'.", "What the text field of the text input 'rename' says when it is submitted empty.",
            "Text the text field of the text input 'rename' starts with.", "Placeholder of the text field of the text input 'x'.",
        ]
        let theirs: [String?] = [
            nil, "Settings screen title", "Title of the alert 'gone'", "Title of the window 'gone'.", "Row 0 of the picker 'size'.",
            "Title of the alert 'gone'.\nEdited by hand in Xcode", "Title of the button 'ok' of the alert 'a'. Really.",
        ]
        for (index, comment) in ours.enumerated() { previous["ours.\(index)"] = entry(comment) }
        for (index, comment) in theirs.enumerated() { previous["theirs.\(index)"] = entry(comment) }
        let update = try CatalogExtraction.update(previous, with: [file]).get()
        #expect(update.staled == ours.indices.map { "ours.\($0)" })
        for index in theirs.indices {
            #expect(update.catalog["theirs.\(index)"] == previous["theirs.\(index)"], "\(theirs[index] ?? "no comment")")
        }
    }

    /// Issue 35, item 9: keys are printed with their control characters spelled out, one line each.
    @Test func changeLinesSpellOutControlCharacters() throws {
        let spec =
            #"{"specVersion": 2, "dialogs": [{"id": "a", "type": "toast", "message": {"text": "Hi", "key": "two\nlines\u001b[31m"}}]}"#
        let file = try #require(SpecDecoder.decode(SourceFile(path: "a.json", text: spec)).spec)
        let update = try CatalogExtraction.update(StringCatalog(sourceLanguage: "en"), with: [file]).get()
        #expect(update.added == ["two\nlines\u{1b}[31m"])
        #expect(CatalogExtraction.changeLines(update, from: StringCatalog(sourceLanguage: "en")) == [#"added two\nlines\u001b[31m"#])
    }

    @Test func theConfigurationNamesTheSourceLanguageAndTheCatalog() throws {
        let (configuration, diagnostics) = ConfigurationDecoder.decode(
            SourceFile(path: ".dialogc.json", text: #"{"sourceLanguage": "zh-Hans", "catalog": "App/Localizable.xcstrings"}"#))
        #expect(diagnostics.isEmpty)
        var settings = try #require(configuration)
        #expect(settings.sourceLanguage == "zh-Hans")
        #expect(settings.catalog == "App/Localizable.xcstrings")
        #expect(settings.catalogPath == "App/Localizable.xcstrings")
        settings.directory = "/project"
        #expect(settings.catalogPath == "/project/App/Localizable.xcstrings")
        settings.catalog = "/elsewhere/L.xcstrings"
        #expect(settings.catalogPath == "/elsewhere/L.xcstrings")
        #expect(Configuration().sourceLanguage == "en")
        #expect(Configuration().catalogPath == nil)
    }

    @Test(arguments: [
        (
            #"{"sourceLanguage": 1️⃣"english"}"#, "invalid-value",
            "'sourceLanguage' must be a language tag such as 'en', 'de' or 'zh-Hans', not 'english'"
        ),
        (
            #"{"sourceLanguage": 1️⃣"en_US"}"#, "invalid-value",
            "'sourceLanguage' must be a language tag such as 'en', 'de' or 'zh-Hans', not 'en_US'"
        ),
        (#"{"sourceLanguage": 1️⃣2}"#, "type-mismatch", "'sourceLanguage' must be a string, found a number"),
        (#"{"catalog": 1️⃣""}"#, "invalid-value", "'catalog' must not be empty"),
    ])
    func mistakesInTheCatalogSettingsAreLocatedErrors(_ marked: String, _ rule: String, _ message: String) throws {
        let source = MarkedSource(marked)
        let (configuration, diagnostics) = ConfigurationDecoder.decode(SourceFile(path: ".dialogc.json", text: source.text))
        #expect(configuration == nil)
        #expect(diagnostics.map(\.ruleID) == [rule])
        #expect(diagnostics.map(\.message) == [message])
        #expect(diagnostics.map { $0.position(in: source.text) } == source.positions)
    }
}

/// Format v2 texts go into the catalog as `String(format:)` formats, plural texts by category.
@Suite struct CatalogExtractionFormatV2Tests {
    @Test func parametersBecomeSpecifiersPluralsVariationsAndCommentsComeFirst() throws {
        let decoded = SpecDecoder.decode(
            SourceFile(
                path: "Specs/a.json",
                text: """
                    {"specVersion": 2, "dialogs": [
                     {"id": "delete-album", "type": "alert", "comment": "Before an album is deleted",
                      "parameters": {"album": {"type": "string"}, "count": {"type": "integer"}},
                      "title": "Delete “{album}”?",
                      "message": {"plural": "count", "one": "{count} photo in {album}", "other": "{count} photos in {album}"},
                      "buttons": [{"id": "cancel", "title": "Cancel", "style": "cancel"}]}]}
                    """))
        let dialog = try #require(decoded.spec?.dialogs.first)
        let entries = CatalogExtraction.catalogEntries(for: dialog)
        #expect(entries.map(\.key) == ["delete-album.title", "delete-album.message", "delete-album.button.cancel"])
        #expect(
            entries.map(\.text) == [
                .plain("Delete “%@”?"),
                .plural([.one: "%2$lld photo in %1$@", .other: "%2$lld photos in %1$@"]),
                .plain("Cancel"),
            ])
        #expect(entries.first?.comment == "Before an album is deleted\nTitle of the alert 'delete-album'.")
    }
}
