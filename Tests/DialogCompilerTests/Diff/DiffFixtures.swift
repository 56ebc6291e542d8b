import DialogDesignTokens
import DialogDiagnostics
import DialogEditing
import DialogLayoutAdapter
import DialogReporters
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// The fixture pairs of `Tests/Fixtures/Diff/`: each folder holds `old/` and `new/` and, for a
/// change, an `expected.txt` with one `category kind dialog | element` line per change it must report.
enum DiffFixtures {
    static let directory = Paths.fixtures.appendingPathComponent("Diff")
    static let devices = [Device.presets[0], Device.presets[1]]

    /// Every fixture folder, by name; throws when there are too few to mean anything.
    static func names(atLeast minimum: Int = 30) throws -> [String] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { !$0.hasPrefix(".") }.sorted()
        guard names.count >= minimum else { throw Paths.TooFewCases(directory: directory, found: names.count, minimum: minimum) }
        return names
    }

    /// The pairs the decoder can read: every pair once it reads token references.
    static func readableNames() throws -> [String] {
        let names = try names()
        guard !decoderReadsTokens else { return names }
        print("note: skipping the diff fixtures with token files: the decoder does not read token references yet")
        return names.filter { !hasTokens($0) }
    }

    /// The spec files below `folder`, with display paths relative to the package root.
    static func sources(_ folder: URL) throws -> [SourceFile] {
        let root = Paths.packageRoot.path + "/"
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        return try enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
            .sorted { $0.path < $1.path }
            .map { try SpecLoading.source($0, display: String($0.path.dropFirst(root.count))) }
    }

    static func validated(_ folder: URL) throws -> ValidationResult {
        let result = Validator.validate(try sources(folder))
        #expect(!result.hasErrors, "\(folder.path) has errors:\n\(TextReporter().report(result))")
        return result
    }

    /// The report of one fixture, old to new (or the other way round). A pair whose specs name
    /// design tokens has their token file beside `old/` and `new/`: `tokens.json` for both, or
    /// `old.tokens.json` and `new.tokens.json`.
    static func report(_ name: String, reversed: Bool = false) throws -> DiffReport {
        let pair = directory.appendingPathComponent(name)
        let (oldSide, newSide) = reversed ? ("new", "old") : ("old", "new")
        if let oldTokens = try tokens(pair, side: oldSide), let newTokens = try tokens(pair, side: newSide) {
            let old = try decoded(pair.appendingPathComponent(oldSide), tokens: oldTokens)
            let new = try decoded(pair.appendingPathComponent(newSide), tokens: newTokens)
            return DiffReport(oldFiles: old, newFiles: new, devices: devices)
        }
        let old = try validated(pair.appendingPathComponent(oldSide))
        let new = try validated(pair.appendingPathComponent(newSide))
        return DiffReport(old: old, new: new, devices: devices)
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

    /// The specs below `folder`, decoded with `tokens`, without an error.
    static func decoded(_ folder: URL, tokens: DesignTokenTheme) throws -> [DecodedFile] {
        let files = try sources(folder).map { SpecDecoder.decode($0, tokens: tokens) }
        for file in files {
            #expect(!file.diagnostics.contains { $0.severity == .error }, "\(file.source.path): \(file.diagnostics.map(\.message))")
        }
        return files
    }

    /// Whether the decoder reads token references (`"{color.brand}"`): until it does, the pairs
    /// with token files are left out.
    static let decoderReadsTokens: Bool = {
        let tokens = DesignTokenTheme(files: [SourceFile(path: "tokens.json", text: ##"{"c": {"$type": "color", "$value": "#000000"}}"##)])
        let spec = #"{"specVersion": 1, "dialogs": [{"id": "a", "type": "toast", "message": "A", "style": {"messageColor": "{c}"}}]}"#
        let decoded = SpecDecoder.decode(SourceFile(path: "probe.json", text: spec), tokens: tokens)
        return decoded.spec?.dialogs.first?.tokenReferences.isEmpty == false
    }()

    /// Whether the pair `name` has token files.
    static func hasTokens(_ name: String) -> Bool {
        let pair = directory.appendingPathComponent(name)
        return ["tokens.json", "old.tokens.json"].contains { FileManager.default.fileExists(atPath: pair.appendingPathComponent($0).path) }
    }

    /// A change as `expected.txt` writes it.
    static func line(_ change: SpecChange) -> String {
        "\(change.category.rawValue) \(change.kind.id) \(change.dialog) | \(change.element)"
    }

    static func expected(_ name: String) throws -> [String] {
        let url = directory.appendingPathComponent(name).appendingPathComponent("expected.txt")
        guard FileManager.default.fileExists(atPath: url.path) else { return [] }
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }
}
