import DialogConfiguration
import DialogDesignTokens
@testable import DialogDiagnostics
import DialogWriters
@testable import DialogGenerators
@testable import DialogLayoutAdapter
@testable import DialogLayoutEngine
import DialogRuntime
@testable import DialogSpec
import DialogStringCatalogs
import DialogValidation
import Foundation
import Testing

/// `dialogc bundle`'s document: deterministic, held to a golden, valid under its schema, stamped
/// as generated code is.
@Suite struct BundleWriterTests {
    static func bundle(_ sources: [SourceFile], writer: BundleWriter = BundleWriter()) -> String {
        writer.document(SpecLoading.specs(sources))
    }

    /// The catalog of the localized example spec.
    static func catalog() throws -> StringCatalog {
        let url = Paths.specs.appendingPathComponent("localized/Localizable.xcstrings")
        return try StringCatalogParser.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    @Test func theBundleOfTheBundledSpecsIsItsGolden() throws {
        try Snapshot.assert(Self.bundle(try SpecLoading.bundledSources()), matches: "Bundle-Specs.json")
    }

    @Test func theOrderOfTheInputsDoesNotMatter() throws {
        let sources = try SpecLoading.bundledSources()
        #expect(Self.bundle(sources) == Self.bundle(sources.reversed()))
    }

    /// A text with parameters is pieces, each parameter one piece: a value with `%` or braces
    /// in it can never be read as a format.
    @Test func aParameterIsAPieceOfItsOwn() throws {
        let text = """
            {"specVersion": 2, "dialogs": [{"id": "quota", "type": "alert", "parameters": {"used": {"type": "number"}, "name": {"type": "string"}},
              "title": "{name} uses {used} % of {{the}} quota", "buttons": [{"id": "ok", "title": "OK"}]}]}
            """
        let document = Self.bundle([SourceFile(path: "q.json", text: text)])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let dialog = try #require((object["dialogs"] as? [[String: Any]])?.first)
        let title = try #require(dialog["title"] as? [String: Any])
        let pieces = try #require(title["pieces"] as? [Any])
        #expect(pieces.count == 4)
        #expect((pieces[0] as? [String: String]) == ["parameter": "name"])
        #expect(pieces[1] as? String == " uses ")
        #expect((pieces[2] as? [String: String]) == ["parameter": "used"])
        #expect(pieces[3] as? String == " % of {the} quota")
        #expect(title["key"] as? String == "quota.title")
    }

    /// Each parameter's default is written as a value of its type, and the runtime shows it when
    /// the app passes no argument: an app built before the parameter was added.
    @Test func aParametersDefaultIsWrittenAndShown() throws {
        let text = #"""
            {"specVersion": 2, "dialogs": [{"id": "outage", "type": "alert",
              "parameters": {"service": {"type": "string", "default": "Sync \"β\" {x} %@"}, "count": {"type": "integer", "default": 3},
                "ratio": {"type": "number", "default": 2.5}, "whole": {"type": "number", "default": 2}, "region": {"type": "string"}},
              "title": "{service} is down in {region}", "message": "{count} ({ratio}, {whole})", "buttons": [{"id": "ok", "title": "OK"}]}]}
            """#
        let document = Self.bundle([SourceFile(path: "o.json", text: text)])
        #expect(document.contains(#""name": "count","#))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let dialog = try #require((object["dialogs"] as? [[String: Any]])?.first)
        let parameters = try #require(dialog["parameters"] as? [[String: Any]])
        #expect(parameters.map { $0["name"] as? String } == ["service", "count", "ratio", "whole", "region"])
        #expect(parameters[0]["default"] as? String == #"Sync "β" {x} %@"#)
        #expect((parameters[1]["default"] as? NSNumber)?.intValue == 3)
        #expect((parameters[2]["default"] as? NSNumber)?.doubleValue == 2.5)
        #expect((parameters[3]["default"] as? NSNumber)?.doubleValue == 2)
        #expect(parameters[4]["default"] == nil)
        let bundle = try DialogBundle(data: Data(document.utf8))
        let descriptor = try bundle.dialog(id: "outage", arguments: ["region": .string("EU")], locale: Locale(identifier: "en_US"))
        #expect(descriptor.title == #"Sync "β" {x} %@ is down in EU"#)
        #expect(descriptor.message == "3 (2.5, 2)")
        #expect(throws: DialogBundleError.missingArgument(dialog: "outage", parameter: "region")) {
            try bundle.dialog(id: "outage", arguments: [:])
        }
    }

    /// The delivered dialogs of `Specs/` present from the bundle as an app in the field calls
    /// them: a parameter with a default may be left out, one without may not.
    @Test func theDeliveredDialogsPresentWithTheirDefaults() throws {
        let sources = try SpecLoading.bundledSources().filter { $0.path == "Specs/delivered-dialogs.json" }
        #expect(sources.count == 1)
        let bundle = try DialogBundle(data: Data(Self.bundle(sources).utf8))
        #expect(bundle.dialogIDs == ["forced-update-alert", "outage-notice", "seasonal-offer-alert"])
        let english = Locale(identifier: "en_US")
        #expect(try bundle.dialog(id: "outage-notice", locale: english).title == "Sync Is Unavailable")
        #expect(
            try bundle.dialog(id: "outage-notice", arguments: ["service": .string("Mail")], locale: english).title == "Mail Is Unavailable")
        #expect(try bundle.dialog(id: "seasonal-offer-alert", locale: english).message == "Premium is half price for 3 more days.")
        #expect(
            try bundle.dialog(id: "seasonal-offer-alert", arguments: ["days": .integer(1)], locale: english).message
                == "Premium is half price for one more day.")
        #expect(throws: DialogBundleError.missingArgument(dialog: "forced-update-alert", parameter: "version")) {
            try bundle.dialog(id: "forced-update-alert")
        }
        let update = try bundle.dialog(id: "forced-update-alert", arguments: ["version": .string("4.2")], locale: english)
        #expect(update.message == "This version of the app is no longer supported. Update to version 4.2 to keep going.")
    }

    /// A colour taken from a design token names its colour set, as the generated Swift does, so
    /// the app draws it from its asset catalog; the runtime reads it back with its value.
    @Test func aTokenColourNamesItsColourSet() throws {
        let tokens = DesignTokenTheme(files: [
            SourceFile(path: "t.tokens.json", text: ##"{"color": {"$type": "color", "accent": {"$value": "#ff6a00"}}}"##)
        ])
        let text = ##"""
            {"specVersion": 1, "dialogs": [{"id": "sale", "type": "toast", "message": "Sale",
              "style": {"backgroundColor": "{color.accent}", "messageColor": "#ffffff"}}]}
            """##
        let spec = try #require(SpecDecoder.decode(SourceFile(path: "s.json", text: text), tokens: tokens).spec)
        let document = BundleWriter().document([spec])
        let bundle = try DialogBundle(data: Data(document.utf8))
        let descriptor = try bundle.dialog(id: "sale", arguments: [:])
        #expect(descriptor.namedColors == [DialogNamedColor("ColorAccent", color: DialogColor(hex: "#ff6a00")!)])
    }

    /// A translation's format string comes apart into the same pieces, positional specifiers
    /// naming their parameter.
    @Test func aTranslationsFormatBecomesPieces() throws {
        let sources = try SpecLoading.bundledSources().filter { $0.path.hasPrefix("Specs/localized/") }
        let catalog = try BundleWriterTests.catalog()
        let document = Self.bundle(sources, writer: BundleWriter(translations: LocaleTexts(catalog: catalog, languages: ["ru", "ja"])))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        #expect(object["locales"] as? [String] == ["ru", "ja"])
        let bundle = try DialogBundle(data: Data(document.utf8))
        let russian = try bundle.dialog(
            id: "photos-deleted-toast", arguments: ["count": DialogArgument.integer(3)], locale: Locale(identifier: "ru_RU"))
        #expect(russian.message == "3 фотографии удалены")
        let english = try bundle.dialog(
            id: "photos-deleted-toast", arguments: ["count": DialogArgument.integer(1)], locale: Locale(identifier: "en_US"))
        #expect(english.message == "1 photo deleted")
    }

    @Test func theStampRecognisesTheBundleAndItsEdits() throws {
        let generator = BundleGenerator()
        let text = generator.generateFile(SpecLoading.specs(try SpecLoading.bundledSources()))
        let stamped = generator.stamped(text, inputs: 42)
        #expect(stamped.split(separator: "\n")[1].hasPrefix(#"  "stamp": "dialogc-stamp: bundle inputs "#))
        #expect(generator.isGenerated(stamped, name: "b.json"))
        #expect(generator.isUpToDate(stamped, inputs: 42))
        #expect(!generator.isUpToDate(stamped, inputs: 43))
        #expect(!generator.isUpToDate(stamped.replacingOccurrences(of: "\"alert\"", with: "\"toast\""), inputs: 42))
        #expect(!generator.isGenerated(#"{"a": 1}"#, name: "b.json"))
        // A folder search passes over a bundle beside the specs, as over a plan.
        #expect(SpecSearch.isOtherDocument(Array(stamped.utf8)) && SpecSearch.isOtherDocument(Array(text.utf8)))
        #expect(!SpecSearch.isOtherDocument(Array(#"{"generatedBy": "someone", "dialogs": []}"#.utf8)))
        // Still JSON, which the runtime reads, the stamp ignored.
        let bundle = try DialogBundle(data: Data(stamped.utf8))
        #expect(bundle.dialogIDs.count > 30)
        // Swift's stamp is the comment line it always was.
        #expect(
            SwiftCodeGenerator().stampLine(inputs: 1, contents: "x").hasPrefix("// dialogc-stamp: swift inputs 0000000000000001 output "))
    }

    /// Every text of a v2 dialog kept in the app's catalog is looked up by the key `dialogc
    /// strings` writes for it; v1 texts, which generated code shows as written, stay as they are.
    @Test func catalogTextsAreTheKeysOfDialogcStrings() throws {
        let sources =
            try SpecLoading.bundledSources().filter { $0.path.hasPrefix("Specs/localized/") || $0.path == "Specs/alerts.json" }
            + ParameterizedCode.sources()
        let specs = SpecLoading.specs(sources)
        var writer = BundleWriter(translations: LocaleTexts(catalog: try Self.catalog(), languages: ["ru"]))
        writer.texts = .catalog
        let document = writer.document(specs)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        // The app's tables translate looked-up texts: the bundle carries no translation.
        #expect(object["locales"] as? [String] == [])
        #expect(!document.contains(#""translations""#))
        let dialogs = try #require(object["dialogs"] as? [[String: Any]])
        var lookedUp = 0
        for spec in specs {
            for dialog in spec.dialogs {
                let entry = try #require(dialogs.first { $0["id"] as? String == dialog.id.value })
                let keys = Self.lookedUpKeys(entry)
                if dialog.specVersion >= 2 {
                    #expect((entry["requires"] as? [String])?.contains("catalog-texts") == true, "\(dialog.id.value)")
                    #expect(keys.sorted() == CatalogExtraction.catalogEntries(for: dialog).map(\.key).sorted(), "\(dialog.id.value)")
                    lookedUp += 1
                } else {
                    #expect((entry["requires"] as? [String])?.contains("catalog-texts") == false && keys.isEmpty, "\(dialog.id.value)")
                    #expect(entry["title"] is String, "\(dialog.id.value)")
                }
            }
        }
        #expect(lookedUp == 8)
        // A key the spec gives a text is the one looked up; the arguments in the order its formats number them.
        let hostile = try #require(dialogs.first { $0["id"] as? String == "hostile" })
        let title = try #require(hostile["title"] as? [String: Any])
        #expect(title["key"] as? String == "custom.hostile.title")
        #expect(title["arguments"] as? [String] == ["default", "String", "localization", "self", "Type", "inout"])
        // The bundled form of the same specs is unchanged by the option's existence.
        #expect(BundleWriter().document(specs) != document)
        #expect(!BundleWriter().document(specs).contains(#""lookup""#))
    }

    /// The keys of every looked-up text in a bundle's dialog object.
    static func lookedUpKeys(_ value: Any) -> [String] {
        if let object = value as? [String: Any] {
            let own = object["lookup"] as? Bool == true ? [object["key"] as? String ?? "?"] : []
            return own + object.values.flatMap(lookedUpKeys)
        }
        return (value as? [Any])?.flatMap(lookedUpKeys) ?? []
    }

    @Test func theRuntimeVersionIsThePackagesVersion() {
        #expect(DialogBundle.runtimeVersion == DialogCompilerInfo.version)
        #expect(DialogBundle.newestFormatVersion == BundleWriter.formatVersion)
    }
}

/// Every bundle validates against `Schemas/dialogc-bundle.schema.json`.
@Suite(.enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"))
struct BundleSchemaTests {
    @Test func bundlesValidateAgainstTheirSchema() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let sources = try SpecLoading.bundledSources()
        let catalog = try BundleWriterTests.catalog()
        var generator = RandomSpecs(seed: 17)
        var catalogWriter = BundleWriter()
        catalogWriter.texts = .catalog
        let random = [SourceFile(path: "random.json", text: generator.file(dialogs: 120))]
        let documents = [
            ("specs", BundleWriterTests.bundle(sources)),
            ("translated", BundleWriterTests.bundle(sources, writer: BundleWriter(translations: LocaleTexts(catalog: catalog)))),
            ("random", BundleWriterTests.bundle(random)),
            ("catalog", BundleWriterTests.bundle(sources + (try ParameterizedCode.sources()), writer: catalogWriter)),
            ("stamped", BundleGenerator().stamped(BundleWriterTests.bundle(sources), inputs: 7)),
        ]
        var files: [URL] = []
        for (name, text) in documents {
            let url = directory.appendingPathComponent(name + ".json")
            try Data(text.utf8).write(to: url)
            files.append(url)
        }
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let schema = Paths.schemas.appendingPathComponent("dialogc-bundle.schema.json").path
        let run = try ExternalTools.run("python3", [script, schema] + files.map(\.path))
        #expect(run.status == 0, "\(run.standardError)")
        let invalid = run.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("valid\t") }
        #expect(invalid.isEmpty, "\(invalid.joined(separator: "\n"))")
        #expect(run.standardOutput.split(separator: "\n").count == files.count)
    }
}

/// A dialog presented from the bundle is laid out and animated as `dialogc plan` lays out its
/// spec, which the generated code's descriptor is held to as well (`SwiftCompileTests`): the
/// same container tree (frames, texts, fonts, colours) and motion on two devices, in every
/// appearance's colours.
@Suite struct BundleLayoutParityTests {
    @Test func everyBundledDialogIsLaidOutAsItsPlan() throws {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let bundle = try DialogBundle(data: Data(BundleWriter().document(specs).utf8))
        var checked = 0
        for spec in specs {
            for dialog in spec.dialogs where dialog.parameters.isEmpty {
                let descriptor = try bundle.dialog(id: dialog.id.value)
                for name in SwiftCompileTests.layoutDevices {
                    let device = try #require(Device.named(name))
                    let plan = LayoutEngine.plan(dialog, in: spec.source, device: device)
                    let layout = DescriptorLayout(descriptor, on: device.screen(at: .large))
                    let ids = dialog.buttons.map(\.id.value)
                    #expect(
                        layout.laidOut.container == RuntimeLayoutParityTests.indexed(PlanTestSupport.container(plan), ids: ids),
                        "'\(dialog.id.value)' on \(name)")
                    #expect(layout.motion == plan.motion, "motion of '\(dialog.id.value)' on \(name)")
                    #expect(layout.laidOut.overflows.map(\.reason) == plan.overflows.map(\.reason), "'\(dialog.id.value)' on \(name)")
                }
                #expect(descriptor.buttons.map(\.action) == dialog.buttons.map(\.id.value))
                checked += 1
            }
        }
        #expect(checked > 30, "every bundled dialog is compared")
    }
}

/// `dialogc bundle` end to end: written, checked, refused.
@Suite struct BundleCommandTests {
    @Test func writesChecksAndRefuses() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out/dialogs.json").path
        let written = try Dialogc.run("bundle", "--output", output, "Specs")
        #expect(written.status == 0, "\(written.standardError)")
        let bundle = try DialogBundle(data: try Data(contentsOf: URL(fileURLWithPath: output)))
        #expect(bundle.dialogIDs.contains("logout-sheet"))
        #expect(try Dialogc.run("bundle", "--output", output, "--check", "Specs").status == 0)
        let printed = try Dialogc.run("bundle", "Specs")
        #expect(printed.status == 0)
        #expect(printed.standardOutput.hasPrefix(BundleWriter.headerLine + "\n  \"formatVersion\": 1,"))
        // Another spec set makes another bundle: --check names it.
        let stale = try Dialogc.run("bundle", "--output", output, "--check", "Specs/alerts.json")
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("run 'dialogc bundle' again"))
        // Someone's JSON is not replaced.
        let foreign = directory.appendingPathComponent("settings.json")
        try Data(#"{"theme": "dark"}"#.utf8).write(to: foreign)
        #expect(try Dialogc.run("bundle", "--output", foreign.path, "Specs").status == 2)
        #expect(try Dialogc.run("bundle", "--output", directory.appendingPathComponent("b.txt").path, "Specs").status == 2)
        #expect(try Dialogc.run("bundle", "--locale", "de", "Specs/alerts.json").status == 2)
    }

    /// `--texts catalog` writes keys the app looks up; it refuses translations of its own and
    /// values it does not know, and the stamp tells the two kinds of bundle apart.
    @Test func catalogTexts() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("dialogs.json").path
        let written = try Dialogc.run("bundle", "--texts", "catalog", "--output", output, "Specs/localized")
        #expect(written.status == 0, "\(written.standardError)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: output)), as: UTF8.self)
        #expect(text.contains(#""catalog-texts""#) && text.contains(#""lookup": true"#))
        #expect(try Dialogc.run("bundle", "--texts", "catalog", "--output", output, "--check", "Specs/localized").status == 0)
        #expect(try Dialogc.run("bundle", "--output", output, "--check", "Specs/localized").status == 1)
        let refused = try Dialogc.run("bundle", "--texts", "catalog", "--locale", "ru", "Specs/localized")
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("'--locale' cannot go with '--texts catalog'"))
        let unknown = try Dialogc.run("bundle", "--texts", "app", "Specs/localized")
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("unknown texts 'app' (expected 'bundled' or 'catalog')"))
        #expect(
            try Dialogc.run("bundle", "--texts", "bundled", "Specs/localized").standardOutput
                == Dialogc.run("bundle", "Specs/localized").standardOutput)
    }

    /// A finding at `error`, validation's or lint's, stops the bundle: nothing is written.
    @Test func anErrorStopsTheBundle() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("bad.json")
        try Data(#"{"specVersion": 1, "dialogs": [{"id": "x", "type": "alert", "title": "Hi"}]}"#.utf8).write(to: spec)
        let output = directory.appendingPathComponent("b.json").path
        let run = try Dialogc.run("bundle", "--output", output, spec.path)
        #expect(run.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
        // A guideline's warning does not stop it; the same finding set to `error` does.
        let spec4 = directory.appendingPathComponent("four.json")
        try Data(
            (#"{"specVersion": 1, "dialogs": [{"id": "y", "type": "alert", "title": "Hi", "buttons": [{"id": "a", "title": "A"}, "#
                + #"{"id": "b", "title": "B"}, {"id": "c", "title": "C"}, {"id": "d", "title": "D"}]}]}"#).utf8
        ).write(to: spec4)
        #expect(try Dialogc.run("bundle", spec4.path).status == 0)
        let config = directory.appendingPathComponent("strict.json")
        try Data(#"{"rules": {"alert-too-many-buttons": "error"}}"#.utf8).write(to: config)
        let strict = try Dialogc.run("bundle", "--config", config.path, spec4.path)
        #expect(strict.status == 1)
        #expect(strict.standardOutput.isEmpty)
        #expect(strict.standardError.contains("[alert-too-many-buttons]"))
    }
}
