import DialogDesignTokens
import DialogDiagnostics
import DialogEditing
import DialogLayoutAdapter
import DialogReporters
import DialogValidation
import Foundation
import Testing

/// The fixture pairs of `Tests/Fixtures/Diff/`: each folder holds `old/` and `new/` and, for a
/// change, an `expected.txt` with one `category kind dialog | element` line per change it must
/// report, ending `(breaks delivered dialogs)` where the change does.
enum DiffFixtures {
    static let directory = Paths.fixtures.appendingPathComponent("Diff")
    static let devices = [Device.presets[0], Device.presets[1]]

    /// Every fixture folder, by name; throws when there are too few to mean anything.
    static func names(atLeast minimum: Int = 30) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
        guard names.count >= minimum else { throw Paths.TooFewCases(directory: directory, found: names.count, minimum: minimum) }
        return names
    }

    /// The spec files below `folder`, with display paths relative to the package root.
    static func sources(_ folder: URL) throws -> [SourceFile] {
        let root = Paths.packageRoot.path + "/"
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
            .map { try SpecLoading.source($0, display: String($0.path.dropFirst(root.count))) }
    }

    static func validated(_ folder: URL, tokens: DesignTokenTheme? = nil) throws -> ValidationResult {
        let result = Validator.validate(try sources(folder), tokens: tokens)
        #expect(!result.hasErrors, "\(folder.path) has errors:\n\(TextReporter().report(result))")
        return result
    }

    /// The report of one fixture, old to new (or the other way round). A pair whose specs name
    /// design tokens has their token file beside `old/` and `new/`: `tokens.json` for both, or
    /// `old.tokens.json` and `new.tokens.json`.
    static func report(_ name: String, reversed: Bool = false) throws -> DiffReport {
        let (oldSide, newSide) = reversed ? ("new", "old") : ("old", "new")
        return DiffReport(old: try version(name, oldSide), new: try version(name, newSide), devices: devices)
    }

    /// One side of the pair `name`, validated with its tokens.
    static func version(_ name: String, _ side: String) throws -> ValidationResult {
        let pair = directory.appendingPathComponent(name)
        return try validated(pair.appendingPathComponent(side), tokens: try tokens(pair, side: side))
    }

    /// The token file of one side of `pair`, read; nil when the pair has none.
    static func tokens(_ pair: URL, side: String) throws -> DesignTokenTheme? {
        let fileManager = FileManager.default
        let candidates = [pair.appendingPathComponent("\(side).tokens.json"), pair.appendingPathComponent("tokens.json")]
        guard let url = candidates.first(where: { fileManager.fileExists(atPath: $0.path) }) else { return nil }
        let root = Paths.packageRoot.path + "/"
        let theme = DesignTokenTheme(files: [try SpecLoading.source(url, display: String(url.path.dropFirst(root.count)))])
        #expect(theme.diagnostics.isEmpty, "\(url.path): \(theme.diagnostics.map(\.message))")
        return theme
    }

    /// A change as `expected.txt` writes it, marked when it breaks delivered dialogs.
    static func line(_ change: SpecChange) -> String {
        "\(change.category.rawValue) \(change.kind.id) \(change.dialog) | \(change.element)"
            + (change.breaksDeliveredDialogs ? " (breaks delivered dialogs)" : "")
    }

    static func expected(_ name: String) throws -> [String] {
        let url = directory.appendingPathComponent(name).appendingPathComponent("expected.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
