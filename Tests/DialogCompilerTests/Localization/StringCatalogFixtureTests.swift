import DialogStringCatalogs
import Foundation
import Testing

/// Catalogs in the shape Xcode writes must come back from a parse and a re-serialization byte
/// for byte, whatever of them the model does not know.
struct StringCatalogFixtureTests {
    static let directory = Paths.fixtures.appendingPathComponent("xcstrings")
    /// Catalogs the community schema rejects although Xcode writes them, one gap each.
    static let beyondSchema = directory.appendingPathComponent("beyond-schema")

    static func text(_ file: URL) throws -> String {
        String(decoding: try Data(contentsOf: file), as: UTF8.self)
    }

    @Test(
        arguments: try Paths.cases(in: directory, suffix: ".xcstrings", atLeast: 3)
            + Paths.cases(in: beyondSchema, suffix: ".xcstrings", atLeast: 5))
    func roundTripIsByteIdentical(_ file: URL) throws {
        let text = try Self.text(file)
        let catalog = try StringCatalogParser.parse(text)
        #expect(catalog.serialized() == text, "\(file.lastPathComponent) changed on a round trip")
    }

    /// Shuffling every object's members proves the writer sorts rather than keeping file order.
    @Test func writerRestoresXcodeOrderFromAnyOrder() throws {
        let text = try Self.text(Self.directory.appendingPathComponent("plain.xcstrings"))
        let catalog = try StringCatalogParser.parse(text)
        var generator = SeededGenerator(seed: 14)
        let shuffled = StringCatalog.shuffling(catalog, using: &generator)
        #expect(shuffled.keys != catalog.keys)
        #expect(shuffled.serialized() == text)
    }

    @Test func fixturesHoldWhatTheModelReads() throws {
        let catalog = try StringCatalogParser.parse(try Self.text(Self.directory.appendingPathComponent("plural.xcstrings")))
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.0")
        #expect(catalog.languages == ["ar", "en", "ja", "ru"])
        let entry = try #require(catalog["delete-photos.title"])
        #expect(entry.extractionState == .manual)
        #expect(entry.comment == "Title of the alert that deletes %lld photos.")
        let russian = try #require(entry["ru"]?.pluralVariations)
        #expect(Set(russian.keys) == [.one, .few, .many, .other])
        #expect(russian[.other]?.state == .needsReview)
        #expect(entry["en"]?.pluralVariations?[.one] == StringUnit(state: .translated, text: "Delete %lld photo?"))
    }

    @Test func anEmptyCatalogIsWrittenAsXcodeCreatesOne() {
        #expect(
            StringCatalog(sourceLanguage: "en").serialized()
                == "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
    }

    @Test func controlCharactersWithoutShortEscapesAreWrittenInLowercaseHex() {
        let text = XcodeCatalogWriter.text(of: .string("a\u{1}b\u{1F}c\u{7F}/\u{2028}"))
        #expect(text == "\"a\\u0001b\\u001fc\u{7F}/\u{2028}\"")
    }

    @Test(arguments: [
        ("[1]", "a string catalog is an object, not an array"),
        (#"{"strings": {}, "version": "1.0"}"#, "the catalog lacks 'sourceLanguage'"),
        (#"{"sourceLanguage": "en", "strings": []}"#, "'strings' is an array, not an object"),
        (#"{"sourceLanguage": 1, "strings": {}}"#, "'sourceLanguage' is a number, not a string"),
        (#"{"sourceLanguage": "en", "strings": {"a": "b"}}"#, "the entry of key 'a' is not an object"),
        (#"{"sourceLanguage": "en", "strings": {"a": {}, "a": {}}}"#, "duplicate key 'a'"),
        (#"{"sourceLanguage": "en", "#, "expected a string key in double quotes"),
    ])
    func malformedCatalogsAreRefusedWithAReason(_ text: String, _ message: String) {
        #expect(throws: StringCatalogError.self) { try StringCatalogParser.parse(text) }
        do {
            _ = try StringCatalogParser.parse(text)
        } catch {
            #expect(error.message.hasPrefix(message), "\(error.message)")
        }
    }
}

extension StringCatalog {
    /// `catalog` with the members of every object in random order.
    static func shuffling(_ catalog: StringCatalog, using generator: inout some RandomNumberGenerator) -> StringCatalog {
        func shuffle(_ value: CatalogValue) -> CatalogValue {
            switch value {
            case .object(let object):
                return .object(CatalogObject(object.members.map { ($0.key, shuffle($0.value)) }.shuffled(using: &generator)))
            case .array(let elements):
                return .array(elements.map(shuffle))
            default:
                return value
            }
        }
        var shuffled = catalog
        guard case .object(let root) = shuffle(.object(catalog.root)) else { return catalog }
        shuffled.root = root
        return shuffled
    }
}

/// Every fixture must satisfy the community JSON Schema of String Catalogs, and each one of
/// `beyond-schema` must fail it for the gap it stands for, so the gaps stay known.
@Suite(
    .enabled(if: ExternalTools.runsJSONSchemaTests, "needs python3 with the jsonschema package"),
    .enabled(if: SharedData.isAvailable("conformance/xcstrings"), "needs ../shared/conformance/xcstrings"))
struct StringCatalogSchemaTests {
    static let schema = Paths.shared.appendingPathComponent("conformance/xcstrings/xcstrings.schema.json")

    static func verdicts(_ files: [URL]) throws -> [String] {
        let script = Paths.scripts.appendingPathComponent("jsonschema_check.py").path
        let run = try ExternalTools.run("python3", [script, schema.path] + files.map(\.path))
        #expect(run.status == 0, "jsonschema_check.py failed: \(run.standardError)")
        return run.standardOutput.split(separator: "\n").map {
            $0.replacingOccurrences(of: StringCatalogFixtureTests.directory.path + "/", with: "")
        }
    }

    @Test func everyFixtureConformsToTheCommunitySchema() throws {
        let files = try Paths.cases(in: StringCatalogFixtureTests.directory, suffix: ".xcstrings", atLeast: 3)
        #expect(try Self.verdicts(files) == files.map { "valid\t\($0.lastPathComponent)" })
    }

    @Test func theSchemaLacksWhatNewerXcodeWrites() throws {
        let files = try Paths.cases(in: StringCatalogFixtureTests.beyondSchema, suffix: ".xcstrings", atLeast: 5)
        let expected = [
            "comment-auto-generated.xcstrings": "'isCommentAutoGenerated' was unexpected",
            "empty-strings.xcstrings": "$.strings: {} should be non-empty",
            "extracted-with-value.xcstrings": "'extracted_with_value' is not one of",
            "machine-translated.xcstrings": "'machine_translated' is not one of",
            "string-set.xcstrings": "'stringSet' was unexpected",
        ]
        let verdicts = try Self.verdicts(files)
        #expect(verdicts.count == files.count)
        for (file, verdict) in zip(files, verdicts) {
            let reason = try #require(expected[file.lastPathComponent], "no expected gap for \(file.lastPathComponent)")
            #expect(verdict.hasPrefix("invalid\tbeyond-schema/\(file.lastPathComponent)\t"), "\(verdict)")
            #expect(verdict.contains(reason), "\(verdict)")
        }
    }
}
