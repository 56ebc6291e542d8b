import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogReporters
import DialogSpec
import DialogValidation
import Foundation
import Testing

/// Reads spec files the way the command line does, for tests that need decoded specs.
enum SpecLoading {
    /// The source files in `Specs/` and its folders, with the display paths the CLI would show from the package root.
    static func bundledSources() throws -> [SourceFile] {
        try bundledFiles().map { try source($0, display: displayPath($0)) }
    }

    /// The spec files `dialogc validate Specs` reads (the localized example lies in `Specs/localized/`),
    /// sorted by path; throws when it finds fewer than the bundled seven.
    static func bundledFiles() throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: Paths.specs, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        // The design tokens beside the specs (`Specs/Tokens/`) are passed over, as the command line's search does.
        let found = (enumerator?.compactMap { $0 as? URL } ?? []).filter {
            $0.pathExtension == "json" && !SpecSearch.skipsFile(named: $0.lastPathComponent)
        }
        guard found.count >= 7 else { throw Paths.TooFewCases(directory: Paths.specs, found: found.count, minimum: 7) }
        return found.sorted { displayPath($0) < displayPath($1) }
    }

    /// `Specs/...`, as the CLI names a bundled spec from the package root.
    static func displayPath(_ url: URL) -> String {
        let root = Paths.packageRoot.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        return path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    static func source(_ url: URL, display: String) throws -> SourceFile {
        SourceFile(path: display, bytes: Array(try Data(contentsOf: url)))
    }

    /// The design tokens the bundled specs use: those the package root's `.dialogc.json` names, read
    /// as the command line reads them from the root, so `dialogc validate Specs` and the tests agree.
    static let bundledTokens: DesignTokenTheme? = {
        let root = Paths.packageRoot
        guard let data = try? Data(contentsOf: root.appendingPathComponent(Configuration.fileName)),
            let configuration = ConfigurationDecoder.decode(SourceFile(path: Configuration.fileName, bytes: Array(data))).configuration,
            !configuration.tokens.isEmpty
        else { return nil }
        return TokenSources.load(configuration.tokens) { path in
            (try? Data(contentsOf: root.appendingPathComponent(path))).map { SourceFile(path: path, bytes: Array($0)) }
        }.theme
    }()

    /// Validates `sources` with the bundled tokens and returns the decoded specs; records an issue
    /// when any has an error.
    static func specs(_ sources: [SourceFile]) -> [SpecFile] {
        let result = Validator.validate(sources, tokens: bundledTokens)
        if result.hasErrors {
            Issue.record("specs have errors:\n\(TextReporter().report(result))")
        }
        return result.files.compactMap(\.spec)
    }
}
