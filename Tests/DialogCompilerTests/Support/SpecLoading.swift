import DialogCompiler
import Foundation
import Testing

/// Reads spec files the way the command line does, for tests that need decoded specs.
enum SpecLoading {
    /// The source files in `Specs/`, with the display paths the CLI would show from the package root.
    static func bundledSources() throws -> [SourceFile] {
        try Paths.files(in: Paths.specs).map { try source($0, display: "Specs/" + $0.lastPathComponent) }
    }

    static func source(_ url: URL, display: String) throws -> SourceFile {
        SourceFile(path: display, bytes: Array(try Data(contentsOf: url)))
    }

    /// Validates `sources` and returns the decoded specs; records an issue when any has an error.
    static func specs(_ sources: [SourceFile]) -> [SpecFile] {
        let result = Validator.validate(sources)
        if result.hasErrors {
            Issue.record("specs have errors:\n\(TextReporter().report(result))")
        }
        return result.files.compactMap(\.spec)
    }
}
