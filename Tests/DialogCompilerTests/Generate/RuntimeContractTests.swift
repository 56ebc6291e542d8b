import DialogLayoutAdapter
import DialogGenerators
import DialogRuntime
import DialogWriters
import Foundation
import Testing

/// The compatibility contract between dialogc and the runtimes in the field: one version for
/// both, the CHANGELOG's; every capability the runtime declares arrived in a released version no
/// newer than it; and every capability is used by a spec the tests bundle, whose every dialog
/// the runtime presents, so none is declared without being presentable.
@Suite struct RuntimeContractTests {
    /// The versions of CHANGELOG.md's `## x.y.z` headings, newest first.
    static func changelogVersions() throws -> [String] {
        let text = try String(contentsOf: Paths.packageRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("## ") else { return nil }
            let heading = String(line.dropFirst(3))
            return DialogBundle.version(heading, satisfies: heading) != nil ? heading : nil
        }
    }

    @Test func theNewestChangelogVersionIsTheCompilersAndTheRuntimes() throws {
        let versions = try Self.changelogVersions()
        #expect(versions.count >= 2)
        #expect(versions.first == DialogCompilerInfo.version)
        #expect(versions.first == DialogBundle.runtimeVersion)
        // Newest first: each heading is older than the one before it.
        for (newer, older) in zip(versions, versions.dropFirst()) {
            #expect(DialogBundle.version(older, satisfies: newer) == false, "CHANGELOG.md lists \(older) after \(newer)")
        }
    }

    @Test func everyCapabilityArrivedInAReleasedVersionNoNewerThanTheRuntime() throws {
        let versions = Set(try Self.changelogVersions())
        #expect(!DialogBundle.capabilities.isEmpty)
        for capability in DialogBundle.capabilities {
            #expect(
                versions.contains(capability.since),
                "'\(capability.name)' arrived in \(capability.since), which CHANGELOG.md has no heading of")
            #expect(DialogBundle.version(DialogBundle.runtimeVersion, satisfies: capability.since) == true, "'\(capability.name)'")
            #expect(!capability.summary.isEmpty && !capability.summary.hasSuffix("."), "'\(capability.name)'")
        }
    }

    @Test func capabilityNamesAreUniqueAndSpelledAsBundlesSpellThem() {
        let names = DialogBundle.capabilities.map(\.name)
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLetter || $0 == "-" || $0 == "." }, "'\(name)'")
        }
        // Every kind has its capability, and it is in the table.
        for kind in DialogKind.allCases { #expect(names.contains(DialogRuntimeCapability.kind(kind).name), "\(kind)") }
    }

    /// The bundled specs as `dialogc bundle` writes them: with the localized spec's translations
    /// (`delivered-dialogs.json` has parameter defaults), and with `--texts catalog`.
    static func bundles() throws -> [String] {
        let specs = SpecLoading.specs(try SpecLoading.bundledSources())
        let catalog = try BundleWriterTests.catalog()
        var lookingUp = BundleWriter()
        lookingUp.texts = .catalog
        return [
            BundleWriter(translations: LocaleTexts(catalog: catalog, languages: ["ru", "ja"])).document(specs), lookingUp.document(specs),
        ]
    }

    @Test func everyCapabilityIsUsedByABundledDialogThatTheRuntimePresents() throws {
        var used: Set<String> = []
        for document in try Self.bundles() {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
            let dialogs = try #require(object["dialogs"] as? [[String: Any]])
            #expect(dialogs.count > 30)
            let bundle = try DialogBundle(data: Data(document.utf8))
            for dialog in dialogs {
                let id = try #require(dialog["id"] as? String)
                let requires = try #require(dialog["requires"] as? [String], "'\(id)' requires nothing")
                #expect(requires == requires.sorted() && Set(requires).count == requires.count, "'\(id)'")
                #expect(requires.contains("bundle") && requires.contains("kind." + (dialog["kind"] as? String ?? "")), "'\(id)'")
                #expect(dialog["minimumRuntime"] as? String == DialogBundle.runtimeVersion, "'\(id)'")
                used.formUnion(requires)
                var arguments: [String: DialogArgument] = [:]
                for parameter in dialog["parameters"] as? [[String: Any]] ?? [] {
                    let name = try #require(parameter["name"] as? String)
                    switch parameter["type"] as? String {
                    case "integer": arguments[name] = .integer(2)
                    case "number": arguments[name] = .number(2.5)
                    default: arguments[name] = .string("Sync")
                    }
                }
                for locale in ["en_US", "ru_RU", "ja_JP"] {
                    #expect(throws: Never.self, "'\(id)' in \(locale)") {
                        _ = try bundle.dialog(id: id, arguments: arguments, locale: Locale(identifier: locale))
                    }
                }
            }
        }
        #expect(
            used == Set(DialogBundle.capabilities.map(\.name)),
            "used by no bundled dialog: \(Set(DialogBundle.capabilities.map(\.name)).subtracting(used).sorted())")
    }

    /// A dialog requiring what the runtime lacks is refused by name, so the app can fall back.
    @Test func aRequirementTheRuntimeLacksIsRefused() throws {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(try Self.bundles()[0].utf8)) as? [String: Any])
        var dialogs = try #require(object["dialogs"] as? [[String: Any]])
        let id = try #require(dialogs.first?["id"] as? String)
        dialogs[0]["requires"] = ["bundle", "kind.carousel"]
        object["dialogs"] = dialogs
        let bundle = try DialogBundle(data: try JSONSerialization.data(withJSONObject: object))
        #expect(throws: DialogBundleError.unsupportedFeature(dialog: id, feature: "kind.carousel")) {
            _ = try bundle.dialog(id: id, arguments: [:])
        }
    }
}
