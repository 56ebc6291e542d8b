import DialogDiagnostics
import Foundation
import Testing

/// Every spec of the repository and every test fixture as sources: files with mistakes of every
/// kind, clean files and files that are not specs, for tests that compare two ways of a run.
enum RepositorySources {
    static func all() throws -> [SourceFile] {
        let enumerator = FileManager.default.enumerator(at: Paths.fixtures, includingPropertiesForKeys: nil)
        let fixtures = (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "json" }
        #expect(fixtures.count > 100)
        let root = Paths.packageRoot.path + "/"
        let sources = try fixtures.map { url in
            SourceFile(path: String(url.path.dropFirst(root.count)), bytes: Array(try Data(contentsOf: url)))
        }
        return try SpecLoading.bundledSources() + sources
    }
}
