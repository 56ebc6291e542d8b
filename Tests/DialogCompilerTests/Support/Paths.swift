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
}
