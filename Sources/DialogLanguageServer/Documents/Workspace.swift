import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import Foundation

/// What the server knows of the project around the open documents: the configuration, the
/// baseline, and the spec files on disk that cross-file rules see with them.
package struct Workspace {
    /// The workspace folder, if the client named one.
    package var root: String?
    package var configuration = Configuration()
    package var baseline: Baseline?
    /// Where the baseline is read from, relative to the root unless absolute.
    package var baselinePath: String?
    /// Every spec file below the root, by absolute path, as read from disk.
    package private(set) var files: [String: SourceFile] = [:]
    /// Messages about the configuration or baseline, for the client's log.
    package private(set) var problems: [String] = []
    /// The design tokens the configuration's `tokens` name, read at start and again when one of
    /// their files changes; nil when it names none.
    package private(set) var tokens: DesignTokenTheme?
    /// The absolute paths of the token files read, whose change reads the tokens again.
    package private(set) var tokenFilePaths: Set<String> = []

    package var configurationPath: String? { root.map { ($0 as NSString).appendingPathComponent(Configuration.fileName) } }

    /// Reads the configuration, the baseline and the spec files again.
    package mutating func reload() {
        problems = []
        configuration = Configuration()
        if let path = configurationPath, let data = FileManager.default.contents(atPath: path) {
            let decoded = ConfigurationDecoder.decode(SourceFile(path: path, bytes: Array(data)))
            if var loaded = decoded.configuration {
                loaded.directory = root
                configuration = loaded
            }
            problems += decoded.diagnostics.map { "\(path): \($0.message)" }
        }
        problems += reloadTokens()
        baseline = nil
        if let baselinePath {
            let path = baselinePath.hasPrefix("/") || root == nil ? baselinePath : (root! as NSString).appendingPathComponent(baselinePath)
            if let data = FileManager.default.contents(atPath: path) {
                let decoded = Baseline.decode(SourceFile(path: path, bytes: Array(data)))
                baseline = decoded.baseline
                problems += decoded.diagnostics.map { "\(path): \($0.message)" }
            } else {
                problems.append("\(path): cannot read the baseline")
            }
        }
        files = [:]
        guard let root else { return }
        // The command line's search, so the editor checks the files `dialogc lint` would.
        var search = SpecFolderSearch(configuration: configuration)
        for path in search.files(below: root).files {
            reloadFile(path)
        }
    }

    /// Reads the configuration's token files again; returns what is wrong with them, for the
    /// client's log, as the configuration's problems go there (the editor shows findings in specs only).
    package mutating func reloadTokens() -> [String] {
        tokens = nil
        tokenFilePaths = []
        let paths = configuration.tokenPaths
        guard !paths.isEmpty else { return [] }
        let loaded = TokenSources.load(paths, contexts: configuration.tokenContext) { path in
            guard let data = FileManager.default.contents(atPath: path) else { return nil }
            return SourceFile(path: path, bytes: Array(data))
        }
        tokens = loaded.theme
        tokenFilePaths = Set(loaded.theme.sources.map(\.path)).union(paths)
        return loaded.unreadable.map { "\($0): cannot read the token file" }
            + loaded.theme.diagnostics.map { "\($0.location.file): \($0.message)" }
    }

    /// Whether `path` is one of the token files read, or one the configuration names.
    package func isTokenFile(_ path: String) -> Bool {
        tokenFilePaths.contains(path)
    }

    /// Reads one file again after it changed on disk; a file that is gone, or is not a spec, is dropped.
    package mutating func reloadFile(_ path: String) {
        guard let data = FileManager.default.contents(atPath: path), SpecSearch.isSpec(Array(data)) else {
            files[path] = nil
            return
        }
        files[path] = SourceFile(path: path, bytes: Array(data))
    }

    /// Whether `path` is a spec file of this workspace that the configuration does not exclude.
    package func isSpecPath(_ path: String) -> Bool {
        guard path.hasSuffix(".json"), path != Configuration.fileName, !path.hasSuffix("/" + Configuration.fileName) else { return false }
        guard let root else { return true }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix) else { return true }
        let relative = String(path.dropFirst(prefix.count))
        return !SpecSearch.skipsFile(at: relative) && !configuration.isExcluded(relative)
    }

    /// The sources a check reads: the open documents as the client has them, then the rest of the
    /// workspace's specs as they are on disk.
    package func sources(with open: [OpenDocument]) -> [SourceFile] {
        var sources = open.map { SourceFile(path: $0.path, bytes: $0.bytes) }
        let openPaths = Set(open.map(\.path))
        sources += files.filter { !openPaths.contains($0.key) && isSpecPath($0.key) }.map(\.value)
        return sources
    }
}
