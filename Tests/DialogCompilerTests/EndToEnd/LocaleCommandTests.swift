import Foundation
import Testing

/// `--catalog`, `--locale` and `--pseudo-locale` of lint, plan and preview as a user runs them.
@Suite struct LocaleCommandTests {
    static let spec = "Tests/Fixtures/CLI/locale/dialogs.json"
    static let catalog = "Tests/Fixtures/CLI/locale/Localizable.xcstrings"

    @Test func lintChecksEveryLanguageOfTheCatalog() throws {
        let run = try Dialogc.run("lint", "--catalog", Self.catalog, Self.spec)
        #expect(run.status == 1, "a placeholder mismatch is an error:\n\(run.standardOutput)")
        for rule in ["missing-translation", "placeholder-mismatch", "plural-category-missing", "translation-needs-review", "text-overflow"]
        {
            #expect(run.standardOutput.contains("[\(rule)]"), "\(rule):\n\(run.standardOutput)")
        }
        #expect(
            run.standardOutput.contains(
                "dialogs.json:6:32: warning: alert 'delete-album' in 'de', text 'delete-album.button.delete': the title of button 'delete' "
                    + "is cut to one line on 'iphone-se' (320 pt wide) at the default text size [text-overflow]"),
            "\(run.standardOutput)")
    }

    @Test func aLocaleLimitsTheRunToItsLanguage() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = Paths.packageRoot.path + "/"
        let run = try Dialogc.run(
            "lint", "--catalog", root + Self.catalog, "--locale", "de", "--locale", "ar", "--format", "json", root + Self.spec,
            in: directory)
        #expect(run.status == 0, "\(run.standardOutput)\(run.standardError)")
        #expect(run.standardOutput.contains("delete-album.button.delete") && !run.standardOutput.contains("'ru'"))
        // A locale is no report destination: nothing is written beside the report on standard output.
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func lintTakesTheConfigurationsCatalogWhenNoneIsNamed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-locale-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = Paths.packageRoot.appendingPathComponent("Tests/Fixtures/CLI/locale")
        for name in ["dialogs.json", "Localizable.xcstrings"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        try Data(#"{"catalog": "Localizable.xcstrings"}"#.utf8).write(to: directory.appendingPathComponent(".dialogc.json"))
        let configured = try Dialogc.run("lint", "dialogs.json", in: directory)
        #expect(configured.status == 1, "\(configured.standardOutput)\(configured.standardError)")
        #expect(configured.standardOutput.contains("[missing-translation]"), "\(configured.standardOutput)")
        // Before the first `dialogc strings` run the configured catalog does not exist: nothing to check yet.
        try FileManager.default.removeItem(at: directory.appendingPathComponent("Localizable.xcstrings"))
        let unwritten = try Dialogc.run("lint", "dialogs.json", in: directory)
        #expect(
            !unwritten.standardOutput.contains("[missing-translation]") && unwritten.standardError.isEmpty, "\(unwritten.standardError)")
    }

    @Test func badLocaleOptionsAreUsageErrors() throws {
        let noCatalog = try Dialogc.run("lint", "--locale", "de", Self.spec)
        #expect(noCatalog.status == 2)
        #expect(noCatalog.standardError.hasPrefix("error: '--locale' needs '--catalog FILE'"), "\(noCatalog.standardError)")
        let unknown = try Dialogc.run("lint", "--pseudo-locale", "double-lenght", Self.spec)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.hasPrefix("error: unknown pseudo-locale 'double-lenght'; did you mean 'double-length'?"))
        let missing = try Dialogc.run("plan", "--catalog", "nowhere.xcstrings", "--locale", "de", Self.spec)
        #expect(missing.status == 2)
        #expect(missing.standardError == "nowhere.xcstrings: error: cannot read the catalog: no such file\n")
        let two = try Dialogc.run("plan", "--catalog", Self.catalog, "--locale", "de", "--pseudo-locale", "accented", Self.spec)
        #expect(two.status == 2)
    }

    @Test func aPlanInARightToLeftLocaleIsMirrored() throws {
        let english = try Dialogc.run("plan", "--device", "iphone-se", Self.spec)
        let arabic = try Dialogc.run("plan", "--device", "iphone-se", "--catalog", Self.catalog, "--locale", "ar", Self.spec)
        let pseudo = try Dialogc.run("plan", "--device", "iphone-se", "--pseudo-locale", "right-to-left", Self.spec)
        #expect(english.status == 0 && arabic.status == 0 && pseudo.status == 0, "\(arabic.standardError)\(pseudo.standardError)")
        #expect(arabic.standardOutput.contains("حذف الألبوم؟"))
        func buttonXs(_ document: String) throws -> [Double] {
            let json = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
            var xs: [Double] = []
            func walk(_ elements: [[String: Any]]) {
                for element in elements {
                    if element["kind"] as? String == "button", let frame = element["frame"] as? [String: Any], let x = frame["x"] as? Double
                    {
                        xs.append(x)
                    }
                    walk(element["children"] as? [[String: Any]] ?? [])
                }
            }
            let dialogs = json?["dialogs"] as? [[String: Any]] ?? []
            walk(dialogs.first?["elements"] as? [[String: Any]] ?? [])
            return xs
        }
        let left = try buttonXs(english.standardOutput)
        let right = try buttonXs(pseudo.standardOutput)
        #expect(left.count == 2 && right.count == 2)
        // The cancel button, first in the spec, stands on the right in a right-to-left locale.
        #expect(left[0] < left[1] && right[0] > right[1], "\(left) \(right)")
        #expect(try buttonXs(arabic.standardOutput) == right)
    }

    @Test func theGalleryShowsOneColumnPerLocale() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("dialogc-locale-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let run = try Dialogc.run(
            "preview", "--device", "iphone-se", "--catalog", Self.catalog, "--locale", "de", "--locale", "ar",
            "--output", output.path, Self.spec)
        #expect(run.status == 0, "\(run.standardError)\(run.standardOutput)")
        let names = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("iphone-se").path).sorted()
        #expect(
            names == [
                "delete-album.ar.dark.svg", "delete-album.ar.svg", "delete-album.dark.svg", "delete-album.de.dark.svg",
                "delete-album.de.svg", "delete-album.svg",
            ])
        let html = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("iphone-se · de") && html.contains("iphone-se · ar"))
        #expect(html.contains("in &#39;de&#39;") || html.contains("in 'de'"), "the gallery lists the German finding")
    }
}
