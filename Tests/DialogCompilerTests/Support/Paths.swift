import Foundation

/// Paths the tests read from, found from this file's own location so `swift test` works from anywhere.
enum Paths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // DialogCompilerTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let specs = packageRoot.appendingPathComponent("Specs")
    static let schemas = packageRoot.appendingPathComponent("Schemas")
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures")
    static let scripts = packageRoot.appendingPathComponent("Tests/Scripts")
    /// The read-only test data beside the project (`../shared`).
    static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    /// The files directly inside `directory` whose names end in `suffix`, sorted by name.
    static func files(in directory: URL, suffix: String = ".json") throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasSuffix(suffix) }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// The Swift files anywhere under `directory`, sorted by path: a target's sources, folders included.
    static func swiftFiles(under directory: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        return enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Like `files(in:suffix:)`, but throws when fewer than `minimum` are found, so a test
    /// parameterised over them can never pass by running no case at all.
    static func cases(in directory: URL, suffix: String = ".json", atLeast minimum: Int) throws -> [URL] {
        let found = try files(in: directory, suffix: suffix)
        guard found.count >= minimum else { throw TooFewCases(directory: directory, found: found.count, minimum: minimum) }
        return found
    }

    struct TooFewCases: Error, CustomStringConvertible {
        var directory: URL
        var found: Int
        var minimum: Int
        var description: String { "expected at least \(minimum) cases in \(directory.path), found \(found)" }
    }
}

/// The conformance data beside the checkout (`../shared`), which a clone of the repository alone lacks.
///
/// Outside CI its tests skip with a printed reason when the folder is absent; under CI
/// (`CI=true`) they always run, so a missing folder fails them instead of hiding.
enum SharedData {
    static func isAvailable(_ relativePath: String) -> Bool {
        let path = Paths.shared.appendingPathComponent(relativePath).path
        if FileManager.default.fileExists(atPath: path) || ExternalTools.isCI { return true }
        print(
            "note: skipping tests of '\(relativePath)': \(path) is absent (the conformance data beside the checkout); CI always runs them")
        return false
    }
}
