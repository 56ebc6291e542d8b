import DialogStringCatalogs
import Foundation
import Testing

/// The rules of `dialogc strings`, one test each, on catalogs built in the test.
struct CatalogUpdateTests {
    static let title = CatalogSourceEntry(key: "delete-album.title", text: .plain("Delete “%1$@”?"), comment: "Title of the alert")
    static let button = CatalogSourceEntry(key: "delete-album.button.delete", text: .plain("Delete"))
    static let photos = CatalogSourceEntry(
        key: "delete-photos.title", text: .plural([.one: "Delete %lld photo?", .other: "Delete %lld photos?"]), comment: "Count of photos")

    /// A catalog made by an update, then translated to German as a translator would in Xcode.
    static func translated() throws -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: "en").updated(with: [title, button, photos]).catalog
        var entry = try #require(catalog[title.key])
        entry["de"] = StringCatalogLocalization(
            CatalogObject([
                (
                    "stringUnit",
                    .object(
                        CatalogObject([
                            ("state", .string("translated")), ("value", .string("„%1$@“ löschen?")),
                        ]))
                )
            ]))
        catalog[title.key] = entry
        var plural = try #require(catalog[photos.key])
        var german = StringCatalogLocalization()
        german.pluralVariations = [
            .one: StringUnit(state: .translated, text: "%lld Foto löschen?"), .other: StringUnit(state: .new, text: ""),
        ]
        plural["de"] = german
        catalog[photos.key] = plural
        return catalog
    }

    @Test func aNewCatalogGetsEveryKeyWithCommentSourceTextAndManualState() throws {
        let update = StringCatalog(sourceLanguage: "en").updated(with: [Self.title, Self.photos])
        #expect(update.changed)
        #expect(update.added == [Self.title.key, Self.photos.key])
        let entry = try #require(update.catalog[Self.title.key])
        #expect(entry.comment == "Title of the alert")
        #expect(entry.extractionState == .manual)
        #expect(entry["en"]?.stringUnit == StringUnit(state: .translated, text: "Delete “%1$@”?"))
        let plural = try #require(update.catalog[Self.photos.key]?["en"]?.pluralVariations)
        #expect(
            plural == [
                .one: StringUnit(state: .translated, text: "Delete %lld photo?"),
                .other: StringUnit(state: .translated, text: "Delete %lld photos?"),
            ])
        #expect(
            update.catalog.serialized() == """
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "delete-album.title" : {
                      "comment" : "Title of the alert",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : "Delete “%1$@”?"
                          }
                        }
                      }
                    },
                    "delete-photos.title" : {
                      "comment" : "Count of photos",
                      "extractionState" : "manual",
                      "localizations" : {
                        "en" : {
                          "variations" : {
                            "plural" : {
                              "one" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Delete %lld photo?"
                                }
                              },
                              "other" : {
                                "stringUnit" : {
                                  "state" : "translated",
                                  "value" : "Delete %lld photos?"
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """)
    }

    @Test func anUpdateWithTheSameEntriesChangesNothing() throws {
        let catalog = try Self.translated()
        let update = catalog.updated(with: [Self.title, Self.button, Self.photos])
        #expect(!update.changed)
        #expect(update.added.isEmpty && update.revised.isEmpty && update.staled.isEmpty)
        #expect(update.catalog.serialized() == catalog.serialized())
        // Idempotent from any starting point: a second update of the first's result changes nothing.
        let edited = catalog.updated(with: [CatalogSourceEntry(key: Self.title.key, text: .plain("Remove “%1$@”?"))])
        #expect(edited.changed)
        #expect(!edited.catalog.updated(with: [CatalogSourceEntry(key: Self.title.key, text: .plain("Remove “%1$@”?"))]).changed)
    }

    @Test func otherLanguagesKeepTheirTranslations() throws {
        let catalog = try Self.translated()
        let update = catalog.updated(with: [Self.title, Self.button, Self.photos, CatalogSourceEntry(key: "new.key", text: .plain("New"))])
        #expect(update.changed)
        #expect(update.added == ["new.key"])
        #expect(update.catalog[Self.title.key]?["de"] == catalog[Self.title.key]?["de"])
        #expect(update.catalog[Self.photos.key]?["de"] == catalog[Self.photos.key]?["de"])
    }

    @Test func aChangedSourceTextMarksTranslationsForReview() throws {
        let catalog = try Self.translated()
        let update = catalog.updated(with: [
            CatalogSourceEntry(key: Self.title.key, text: .plain("Remove “%1$@”?"), comment: "Title of the alert"),
            Self.button,
            CatalogSourceEntry(key: Self.photos.key, text: .plural([.one: "Remove %lld photo?", .other: "Remove %lld photos?"])),
        ])
        #expect(update.revised == [Self.title.key, Self.photos.key])
        #expect(update.catalog[Self.title.key]?["de"]?.stringUnit == StringUnit(state: .needsReview, text: "„%1$@“ löschen?"))
        #expect(update.catalog[Self.title.key]?["en"]?.stringUnit == StringUnit(state: .translated, text: "Remove “%1$@”?"))
        let german = try #require(update.catalog[Self.photos.key]?["de"]?.pluralVariations)
        #expect(german[.one] == StringUnit(state: .needsReview, text: "%lld Foto löschen?"))
        #expect(german[.other]?.state == .new, "an untranslated unit stays new")
        #expect(update.catalog[Self.button.key] == catalog[Self.button.key])
    }

    @Test func changingAPlainTextToAPluralIsAChangedSource() throws {
        let catalog = try Self.translated()
        let update = catalog.updated(with: [
            CatalogSourceEntry(key: Self.title.key, text: .plural([.one: "Delete %lld?", .other: "Delete %lld?"]))
        ])
        let english = try #require(update.catalog[Self.title.key]?["en"])
        #expect(english.stringUnit == nil)
        #expect(english.pluralVariations?.count == 2)
        #expect(update.catalog[Self.title.key]?["de"]?.stringUnit?.state == .needsReview)
    }

    @Test func ownKeysNoEntryHasAnyMoreBecomeStaleAndKeepTheirTranslations() throws {
        let catalog = try Self.translated()
        let update = catalog.updated(with: [Self.button], isOwn: { key, _ in key != "app.key" })
        #expect(update.staled == [Self.title.key, Self.photos.key])
        let stale = try #require(update.catalog[Self.title.key])
        #expect(stale.extractionState == .stale)
        #expect(stale["de"] == catalog[Self.title.key]?["de"])
        #expect(stale["en"] == catalog[Self.title.key]?["en"])
        #expect(update.catalog.keys.count == catalog.keys.count, "no key is deleted")
        #expect(!update.catalog.updated(with: [Self.button], isOwn: { _, _ in true }).changed, "a stale key stays stale without change")
        let back = update.catalog.updated(with: [Self.title, Self.button, Self.photos])
        #expect(back.catalog[Self.title.key]?.extractionState == .manual)
        #expect(back.catalog.serialized() == catalog.serialized())
    }

    /// A catalog shared with an app holds the app's `manual` keys too: a key the caller does not
    /// say it wrote keeps its bytes, and without a say no key turns stale.
    @Test func keysTheCallerDidNotWriteAreNotMarkedStale() throws {
        let catalog = try Self.translated()
        #expect(!catalog.updated(with: [Self.button]).changed)
        let update = catalog.updated(with: [Self.button], isOwn: { key, _ in key == Self.photos.key })
        #expect(update.staled == [Self.photos.key])
        #expect(update.catalog[Self.title.key] == catalog[Self.title.key])
    }

    /// A key whose source text uses substitutions or varies by device is not rewritten as a plain
    /// text beside them (issue 35, item 9): it is listed, untouched, unless the text is the same.
    @Test func aSourceASpecCannotExpressIsLeftAndListed() throws {
        let catalog = try StringCatalogParser.parse(
            String(
                decoding: try Data(contentsOf: Paths.fixtures.appendingPathComponent("xcstrings/substitutions.xcstrings")), as: UTF8.self))
        let update = catalog.updated(with: [
            CatalogSourceEntry(key: "album.summary", text: .plain("%1$lld photos in %2$@")),
            CatalogSourceEntry(key: "tap-to-open", text: .plain("Open")),
        ])
        #expect(
            update.unwritten == [
                UnwrittenKey(key: "album.summary", reason: .substitutions(["photos"])),
                UnwrittenKey(key: "tap-to-open", reason: .deviceVariations(["ipad", "iphone", "mac", "other"])),
            ])
        #expect(!update.changed)
        #expect(update.revised.isEmpty)
        let same = catalog.updated(with: [CatalogSourceEntry(key: "album.summary", text: .plain("%#@photos@ in “%2$@”"))])
        #expect(same.unwritten.isEmpty, "the same source text needs no rewrite")
        #expect(
            same.catalog["album.summary"]?["en"]?.object[object: "substitutions"]
                == catalog["album.summary"]?["en"]?.object[object: "substitutions"])
    }

    @Test func keysXcodeExtractedFromCodeAreLeftToXcode() throws {
        let text = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Hello" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Hallo"
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """
        let catalog = try StringCatalogParser.parse(text)
        let update = catalog.updated(with: [Self.button])
        #expect(update.staled.isEmpty)
        #expect(update.catalog["Hello"] == catalog["Hello"])
    }

    @Test func aCommentReplacesAnAutoGeneratedOneAndNoCommentKeepsTheCatalogs() throws {
        var catalog = StringCatalog(sourceLanguage: "en")
        var entry = StringCatalogEntry()
        entry.comment = "Written by Xcode"
        entry.object["isCommentAutoGenerated"] = .bool(true)
        catalog["a"] = entry
        catalog["b"] = entry
        let update = catalog.updated(with: [
            CatalogSourceEntry(key: "a", text: .plain("A"), comment: "The designer's"), CatalogSourceEntry(key: "b", text: .plain("B")),
        ])
        #expect(update.catalog["a"]?.comment == "The designer's")
        #expect(update.catalog["a"]?.object["isCommentAutoGenerated"] == nil)
        #expect(update.catalog["b"]?.comment == "Written by Xcode")
        #expect(update.catalog["b"]?.object["isCommentAutoGenerated"] == .bool(true))
    }

    @Test func whatTheModelDoesNotKnowSurvivesAnUpdate() throws {
        let text = """
            {
              "futureTopLevel" : [
                1
              ],
              "sourceLanguage" : "en",
              "strings" : {
                "k" : {
                  "extractionState" : "manual",
                  "localizations" : {
                    "en" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Old"
                      }
                    },
                    "fr" : {
                      "variations" : {
                        "device" : {
                          "mac" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "Ancien (Mac)"
                            }
                          }
                        }
                      }
                    }
                  },
                  "shouldTranslate" : true
                }
              },
              "version" : "1.1"
            }
            """
        let update = try StringCatalogParser.parse(text).updated(with: [CatalogSourceEntry(key: "k", text: .plain("New"))])
        var expected = text.replacingOccurrences(of: "\"Old\"", with: "\"New\"")
        let mac = try #require(expected.range(of: "Ancien (Mac)"))
        let state = try #require(expected.range(of: "\"translated\"", options: .backwards, range: expected.startIndex..<mac.lowerBound))
        expected.replaceSubrange(state, with: "\"needs_review\"")
        #expect(update.catalog.serialized() == expected)
    }

    @Test func changedMeansTheContentNotTheBytes() throws {
        let serialized = try Self.translated().serialized()
        var generator = SeededGenerator(seed: 14)
        let shuffled = StringCatalog.shuffling(try StringCatalogParser.parse(serialized + "\n"), using: &generator)
        let update = shuffled.updated(with: [Self.title, Self.button, Self.photos])
        #expect(!update.changed)
        #expect(update.catalog.serialized() == serialized)
        #expect(shuffled.updated(with: [Self.title, Self.button], isOwn: { _, _ in true }).changed)
    }

    @Test func ofEntriesWithTheSameKeyTheLastCounts() {
        let update = StringCatalog(sourceLanguage: "en").updated(with: [
            CatalogSourceEntry(key: "k", text: .plain("First")), CatalogSourceEntry(key: "k", text: .plain("Last")),
        ])
        #expect(update.catalog["k"]?["en"]?.stringUnit?.text == "Last")
        #expect(update.added == ["k"])
    }
}
