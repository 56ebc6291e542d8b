import DialogDiagnostics
import DialogStringCatalogs
import Foundation
import Testing

/// The parameterized dialogs of `Tests/Fixtures/Generate/parameters.json`, compiled in the batch
/// of `SwiftCompileTests`: every parameter type, hostile parameter names (keywords, the runtime's
/// type names, the generated code's own names), translations resolved from `.lproj` tables the
/// test writes in German and Russian, and the runtime's plural table against dialogc's.
enum ParameterizedCode {
    static func sources() throws -> [SourceFile] {
        [
            try SpecLoading.source(
                Paths.fixtures.appendingPathComponent("Generate/parameters.json"), display: "Tests/Fixtures/Generate/parameters.json")
        ]
    }

    /// The numbers that reach every branch of the plural rules.
    static let numbers = Array(0...199) + [1_000_000, 2_000_000, 1_000_001, 1_000_100]

    /// Calls the generated functions and returns what they show, as JSON.
    static var driver: String {
        let languages = PluralRules.languages.map { "\"\($0)\"" }.joined(separator: ", ")
        return #"""
            import DialogRuntime
            import Foundation

            /// A dialog with parameters through the presenter, by its descriptor, on the fake host.
            @MainActor func presentedRename(_ localization: DialogLocalization) -> String {
                let clock = VirtualDialogClock()
                let host = RecordingDialogHost(clock: clock)
                let presenter = DialogPresenter(host: host, clock: clock)
                var result = "none"
                let descriptor = ParamDialogs.Rename.descriptor(name: "a.txt", count: 2, localization: localization)
                presenter.present(descriptor, as: ParamDialogs.Rename.Result.self) { reply in
                    result = reply.map { "\($0.action.rawValue) \($0.text)" } ?? "nil"
                }
                clock.advance(by: 1)
                host.tapButton("Rename", text: "b.txt")
                clock.advance(by: 1)
                return result
            }

            /// The async form, for each kind of result; compiled, not run.
            @MainActor func presentEveryKind(_ presenter: DialogPresenter) async -> [String] {
                let action = await presenter.present(
                    ParamDialogs.DeleteAlbum.descriptor(album: "a", count: 1), as: ParamDialogs.DeleteAlbum.Result.self)
                let text = await presenter.present(
                    ParamDialogs.Rename.descriptor(name: "a", count: 1), as: ParamDialogs.Rename.Result.self)
                let row = await presenter.present(ParamDialogs.Size.descriptor(), as: ParamDialogs.Size.Result.self)
                let toast: Never? = await presenter.present(ParamDialogs.Rating.descriptor(stars: 1), as: ParamDialogs.Rating.Result.self)
                return ["\(String(describing: action))", "\(String(describing: text))", "\(String(describing: row))", "\(toast == nil)"]
            }

            @MainActor func parametersDocument(bundlePath: String) -> [String: Any] {
                let bundle = Bundle(path: bundlePath)!
                func language(_ identifier: String) -> DialogLocalization {
                    DialogLocalization(bundle: bundle, locale: Locale(identifier: identifier))
                }
                func texts<A>(_ descriptor: DialogDescriptor<A>) -> [String] {
                    [descriptor.title ?? "-", descriptor.message ?? "-"] + descriptor.buttons.map(\.title) + descriptor.options
                        + [descriptor.textField?.placeholder ?? "-", descriptor.textField?.initialText ?? "-"]
                }
                let languages = [\#(languages)]
                let numbers = \#(numbers)
                return [
                    "ru": [1, 3, 5, 21].map { texts(ParamDialogs.DeleteAlbum.descriptor(album: "Лето", count: $0, localization: language("ru_RU"))) },
                    "de": texts(ParamDialogs.DeleteAlbum.descriptor(album: "Sommer", count: 2, localization: language("de"))),
                    "en": [1, 2].map { texts(ParamDialogs.DeleteAlbum.descriptor(album: "Summer", count: $0, localization: language("en"))) },
                    "rating": texts(ParamDialogs.Rating.descriptor(stars: 4.5, localization: language("de"))),
                    "hostile": texts(ParamDialogs.Hostile.descriptor(
                        default: "d", String: 2, localization_: 1.5, self: "s", Type: 3, `inout`: "io", DialogDescriptor: "dd",
                        argument0: 7, Action: "a", localization: language("de"))),
                    "rename": [1, 3, 5].map { texts(ParamDialogs.Rename.descriptor(name: "a.txt", count: $0, localization: language("en"))) },
                    "size": texts(ParamDialogs.Size.descriptor(localization: language("de"))),
                    "literal": [1, 2].map { texts(LiteralDialogs.DeleteAlbum.descriptor(album: "Summer", count: $0)) },
                    "literalSize": texts(LiteralDialogs.Size.descriptor),
                    "all": ParamDialogs.all.map(\.id),
                    "renameEmpty": ParamDialogs.Rename.descriptor(name: "a.txt", count: 1, localization: language("de")).textField?.requiredMessage ?? "-",
                    "literalRenameEmpty": LiteralDialogs.Rename.descriptor(name: "b.txt", count: 1).textField?.requiredMessage ?? "-",
                    "renameField": ParamDialogs.Rename.descriptor(name: "a", count: 1).textField.map { "\($0.returnKey) \($0.showsClearButton)" } ?? "-",
                    "presented": presentedRename(language("en")),
                    // Defaults: called as code written before the parameters were added calls it.
                    "outage": texts(ParamDialogs.Outage.descriptor()),
                    "outageGiven": texts(ParamDialogs.Outage.descriptor(service: "Mail", count: 1, localization: language("en"))),
                    "literalOutage": texts(LiteralDialogs.Outage.descriptor()),
                    "plurals": Dictionary(uniqueKeysWithValues: languages.map { code in
                        (code, numbers.map { DialogPluralRules.category(for: $0, language: code).rawValue })
                    }),
                ]
            }

            """#
    }

    /// Presents each dialog from the bundle `dialogc bundle --texts catalog` writes of the same
    /// spec, with the same localization as the generated function, and names each whose
    /// descriptor differs: translated, reordered, plural, missing and turned-off lookups alike.
    static let catalogDriver = #"""
        import DialogRuntime
        import Foundation

        func catalogMismatches(tablesPath: String, bundlePath: String) -> [String] {
            let tables = Bundle(path: tablesPath)!
            guard let data = FileManager.default.contents(atPath: bundlePath) else { return ["no bundle at \(bundlePath)"] }
            let bundle: DialogBundle
            do { bundle = try DialogBundle(data: data) } catch { return ["\(error)"] }
            var mismatches: [String] = []
            var compared = 0
            func compare(_ generated: DialogDescriptor<String>, _ arguments: [String: DialogArgument], _ localization: DialogLocalization) {
                compared += 1
                do {
                    let bundled = try bundle.dialog(id: generated.id, arguments: arguments, localization: localization)
                    if bundled != generated {
                        mismatches.append("\(generated.id) in \(localization.locale.identifier): \(bundled) is not \(generated)")
                    }
                } catch {
                    mismatches.append("\(generated.id) in \(localization.locale.identifier): \(error)")
                }
            }
            var localizations = ["de", "ru_RU", "en_US", "fr"].map { DialogLocalization(bundle: tables, locale: Locale(identifier: $0)) }
            var off = DialogLocalization(bundle: tables, locale: Locale(identifier: "de"))
            off.looksUpTranslations = false
            localizations.append(off)
            for localization in localizations {
                for count in [0, 1, 3, 5, 21] {
                    compare(
                        ParamDialogs.DeleteAlbum.descriptor(album: "Лето %@ 100%", count: count, localization: localization).erased,
                        ["album": .string("Лето %@ 100%"), "count": .integer(count)], localization)
                    compare(
                        ParamDialogs.Rename.descriptor(name: "a.txt", count: count, localization: localization).erased,
                        ["name": .string("a.txt"), "count": .integer(count)], localization)
                }
                compare(ParamDialogs.Rating.descriptor(stars: 4.5, localization: localization).erased, ["stars": .number(4.5)], localization)
                compare(
                    ParamDialogs.Hostile.descriptor(
                        default: "d", String: 2, localization_: 1.5, self: "s", Type: 3, `inout`: "io", DialogDescriptor: "dd",
                        argument0: 7, Action: "a", localization: localization
                    ).erased,
                    [
                        "default": .string("d"), "String": .integer(2), "localization": .number(1.5), "self": .string("s"),
                        "Type": .integer(3), "inout": .string("io"), "DialogDescriptor": .string("dd"), "argument0": .integer(7),
                        "Action": .string("a"),
                    ], localization)
                compare(ParamDialogs.Size.descriptor(localization: localization).erased, [:], localization)
            }
            if compared != 65 { mismatches.append("\(compared) dialogs compared") }
            return mismatches
        }
        """#

    /// German and Russian tables, the Russian plural as the `.stringsdict` Xcode builds from a catalog.
    static func writeBundle(in directory: URL) throws -> URL {
        let bundle = directory.appendingPathComponent("Texts.bundle")
        func write(_ text: String, _ language: String, _ file: String) throws {
            let folder = bundle.appendingPathComponent("\(language).lproj")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: folder.appendingPathComponent(file))
        }
        try write(
            #"""
            "delete-album.title" = "„%@“ löschen?";
            "delete-album.message" = "%lld Fotos werden gelöscht.";
            "delete-album.button.delete" = "Löschen";
            "custom.hostile.title" = "%6$@/%5$lld/%4$@/%3$@/%2$lld/%1$@";
            "rating.message" = "Mit %@ Sternen bewertet";
            "sizes.title" = "Größe";
            "size.option.1" = "Groß";
            "rename.input.empty-message" = "Zuerst %@ benennen";
            """#, "de", "Localizable.strings")
        try write(
            #"""
            "delete-album.title" = "Удалить «%@»?";
            "delete-album.button.delete" = "Удалить";
            """#, "ru", "Localizable.strings")
        try write(
            #"""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>delete-album.message</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@photos@</string>
            <key>photos</key><dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>lld</string>
            <key>one</key><string>%lld фотография будет удалена.</string>
            <key>few</key><string>%lld фотографии будут удалены.</string>
            <key>many</key><string>%lld фотографий будут удалены.</string>
            <key>other</key><string>%lld фотографии будут удалены.</string>
            </dict></dict></dict></plist>
            """#, "ru", "Localizable.stringsdict")
        return bundle
    }

    static func check(_ value: Any?) throws {
        let document = try #require(value as? [String: Any])
        #expect(
            document["ru"] as? [[String]] == [
                ["Удалить «Лето»?", "1 фотография будет удалена.", "Cancel", "Удалить", "-", "-"],
                ["Удалить «Лето»?", "3 фотографии будут удалены.", "Cancel", "Удалить", "-", "-"],
                ["Удалить «Лето»?", "5 фотографий будут удалены.", "Cancel", "Удалить", "-", "-"],
                ["Удалить «Лето»?", "21 фотография будет удалена.", "Cancel", "Удалить", "-", "-"],
            ])
        #expect(document["de"] as? [String] == ["„Sommer“ löschen?", "2 Fotos werden gelöscht.", "Cancel", "Löschen", "-", "-"])
        #expect(
            document["en"] as? [[String]] == [
                ["Delete “Summer”?", "1 photo will be deleted, 100% gone.", "Cancel", "Delete", "-", "-"],
                ["Delete “Summer”?", "2 photos will be deleted, 100% gone.", "Cancel", "Delete", "-", "-"],
            ])
        #expect(document["rating"] as? [String] == ["-", "Mit 4,5 Sternen bewertet", "-", "-"])
        // The German title reorders the arguments by position; the message uses one twice.
        #expect(document["hostile"] as? [String] == ["io/3/s/1,5/2/d", "dd|7|a|7", "OK s", "-", "-"])
        #expect(
            document["rename"] as? [[String]] == [
                ["Rename one file", "-", "Cancel", "Rename", "New name for a.txt", "a.txt copy"],
                ["Rename 3 files", "-", "Cancel", "Rename", "New name for a.txt", "a.txt copy"],
                ["Rename 5 files", "-", "Cancel", "Rename", "New name for a.txt", "a.txt copy"],
            ])
        #expect(document["size"] as? [String] == ["Größe", "-", "Done", "Small", "Groß", "-", "-"])
        #expect(
            document["literal"] as? [[String]] == [
                ["Delete “Summer”?", "1 photo will be deleted, 100% gone.", "Cancel", "Delete", "-", "-"],
                ["Delete “Summer”?", "2 photos will be deleted, 100% gone.", "Cancel", "Delete", "-", "-"],
            ])
        #expect(document["literalSize"] as? [String] == ["Size", "-", "Done", "Small", "Large", "-", "-"])
        #expect(document["all"] as? [String] == ["size"])
        // The German table translates the empty-field message by its key, with the argument.
        #expect(document["renameEmpty"] as? String == "Zuerst a.txt benennen")
        #expect(document["literalRenameEmpty"] as? String == "Name b.txt first")
        #expect(document["renameField"] as? String == "done true")
        #expect(document["presented"] as? String == "rename b.txt")
        // Each default is the spec's value, escapes and all, shown as an argument is.
        let service = "Sync \"β\" \\ {x} \u{202E}%@"
        #expect(document["outage"] as? [String] == ["\(service) is down", "-2 retries (2.5, 3)", "OK", "-", "-"])
        #expect(document["literalOutage"] as? [String] == ["\(service) is down", "-2 retries (2.5, 3)", "OK", "-", "-"])
        #expect(document["outageGiven"] as? [String] == ["Mail is down", "1 retry (2.5, 3)", "OK", "-", "-"])

        // One CLDR table in meaning: the runtime's agrees with dialogc's for every language it has.
        let plurals = try #require(document["plurals"] as? [String: [String]])
        #expect(plurals.keys.sorted() == PluralRules.languages)
        for language in PluralRules.languages {
            let rule = try #require(PluralRules.rule(for: language))
            #expect(plurals[language] == numbers.map { rule.category(for: $0).rawValue }, "plural rules of '\(language)'")
        }
    }
}
