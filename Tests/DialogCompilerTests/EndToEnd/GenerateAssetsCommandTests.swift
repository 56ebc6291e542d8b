import Foundation
import Testing

/// `dialogc generate assets` as a build step and a CI check use it: the catalog, its stamp, and
/// what it never touches.
@Suite struct GenerateAssetsCommandTests {
    static func contents(_ url: URL) throws -> String {
        try String(contentsOf: url, encoding: .utf8)
    }

    @Test func specsWithoutColourTokensMakeAnEmptyCatalogAndANote() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let run = try Dialogc.run("generate", "assets", "--output", "Dialogs.xcassets", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardError == "note: the specs use no colour tokens; the catalog has no colour sets\n")
        #expect(run.standardOutput.isEmpty)
        let catalog = directory.appendingPathComponent("Dialogs.xcassets")
        #expect(
            try Self.contents(catalog.appendingPathComponent("Contents.json")).hasPrefix("{\n  \"info\" : {\n    \"author\" : \"xcode\""))
        let stamp = try Self.contents(catalog.appendingPathComponent(".dialogc-stamp"))
        let lines = stamp.split(separator: "\n")
        #expect(lines.count == 2, "\(stamp)")
        #expect(lines.last?.hasPrefix("# dialogc-stamp: assets inputs ") == true)
        let check = try Dialogc.run("generate", "assets", "--check", "--output", "Dialogs.xcassets", in: directory)
        #expect(check.status == 0, "\(check.standardError)")
    }

    @Test func checkNamesWhatIsMissingAndWritesNothing() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let check = try Dialogc.run("generate", "assets", "--check", "--output", "Dialogs.xcassets", in: directory)
        #expect(check.status == 1)
        #expect(check.standardError.contains("Dialogs.xcassets/.dialogc-stamp: error: the generated asset catalog is out of date"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Dialogs.xcassets").path))
    }

    @Test func removesOnlyTheColourSetsItsStampNames() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let catalog = directory.appendingPathComponent("Dialogs.xcassets")
        // A catalog dialogc wrote when a spec used `color.old`, beside a colour set of the app's own.
        for name in ["ColorOld", "AccentColor"] {
            let folder = catalog.appendingPathComponent("\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}\n".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        let oldStamp =
            "# Written by 'dialogc generate assets'\n# dialogc-stamp: assets inputs 0000000000000001 output 0000000000000002\nColorOld\n"
        try Data(oldStamp.utf8).write(to: catalog.appendingPathComponent(".dialogc-stamp"))
        let stale = try Dialogc.run("generate", "assets", "--check", "--output", "Dialogs.xcassets", in: directory)
        #expect(stale.status == 1)
        #expect(stale.standardError.contains("Dialogs.xcassets/ColorOld.colorset/Contents.json: error:"), "\(stale.standardError)")
        #expect(!stale.standardError.contains("AccentColor"))

        let run = try Dialogc.run("generate", "assets", "--output", "Dialogs.xcassets", in: directory)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(!FileManager.default.fileExists(atPath: catalog.appendingPathComponent("ColorOld.colorset").path))
        #expect(try Self.contents(catalog.appendingPathComponent("AccentColor.colorset/Contents.json")) == "{}\n")
        // The catalog's own Contents.json was missing, so dialogc wrote Xcode's.
        #expect(FileManager.default.fileExists(atPath: catalog.appendingPathComponent("Contents.json").path))
    }

    @Test func theOutputMustBeAnAssetCatalog() throws {
        let directory = try GenerateCommandTests.scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = try Dialogc.run("generate", "assets", in: directory)
        #expect(missing.status == 2)
        #expect(missing.standardError.contains("'--output' names the asset catalog to write, and is missing"))
        let folder = try Dialogc.run("generate", "assets", "--output", "Colors", in: directory)
        #expect(folder.status == 2)
        #expect(folder.standardError.contains("a folder ending in '.xcassets'"))
    }
}
