import Foundation
import Testing

/// `catalog` in `.dialogc.json` stands in for `--catalog` in `plan` and `preview`, as in `lint`.
@Suite struct ConfiguredCatalogCommandTests {
    /// A folder with the locale fixture's spec and catalog and a configuration naming the catalog.
    static func project() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-configured-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fixtures = Paths.fixtures.appendingPathComponent("CLI/locale")
        for name in ["dialogs.json", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        try Data(#"{"catalog": "Localizable.xcstrings"}"#.utf8).write(to: directory.appendingPathComponent(".dialogc.json"))
        return directory
    }

    @Test func planTakesTheConfigurationsCatalogForALocale() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let configured = try Dialogc.run("plan", "--device", "iphone-se", "--locale", "ar", "dialogs.json", in: directory)
        #expect(configured.status == 0, "\(configured.standardError)")
        #expect(configured.standardOutput.contains("حذف الألبوم؟"))
        let named = try Dialogc.run(
            "plan", "--device", "iphone-se", "--catalog", "Localizable.xcstrings", "--locale", "ar", "dialogs.json", in: directory)
        #expect(configured.standardOutput == named.standardOutput)
    }

    /// A plan of the spec's own texts takes nothing from a catalog, so it does not read one.
    @Test func aPlanWithoutALocaleDoesNotReadTheCatalog() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let plain = try Dialogc.run("plan", "--device", "iphone-se", "dialogs.json", in: directory)
        try Data("not a catalog".utf8).write(to: directory.appendingPathComponent("Localizable.xcstrings"))
        let unread = try Dialogc.run("plan", "--device", "iphone-se", "dialogs.json", in: directory)
        #expect(unread.status == 0 && unread.standardOutput == plain.standardOutput, "\(unread.standardError)")
        let read = try Dialogc.run("plan", "--device", "iphone-se", "--locale", "ar", "dialogs.json", in: directory)
        #expect(read.status == 2, "\(read.standardOutput)")
        #expect(read.standardError.contains("Localizable.xcstrings:1:1: error: "), "\(read.standardError)")
    }

    @Test func previewTakesTheConfigurationsCatalog() throws {
        let directory = try Self.project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("preview", "--device", "iphone-se", "--locale", "de", "--output", "out", "dialogs.json", in: directory)
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out/iphone-se").path).sorted()
        #expect(names == ["delete-album.dark.svg", "delete-album.de.dark.svg", "delete-album.de.svg", "delete-album.svg"])
    }
}
