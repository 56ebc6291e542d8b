import DialogDiagnostics

/// Where the reporters turn a finding's byte offsets into lines and columns: the one boundary
/// between the offsets the compiler keeps and the positions users read, with one converter per
/// file, built only for the files something is reported in.
package struct ReportedLocations: Sendable {
    private let sources: [String: SourceFile]

    /// The locations of files among `sources`; the first file of a path wins.
    package init(_ sources: [SourceFile]) {
        self.sources = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The locations of the files `result` decoded and of the token files it read.
    package init(_ result: ValidationResult) {
        self.init(result.reportedSources)
    }

    /// The file a location points into, when its bytes are known.
    package func source(of location: SourceLocation) -> SourceFile? {
        sources[location.file]
    }

    /// The lines and columns of the location's span; nil for a finding about the whole file, or in
    /// a file whose bytes are not known.
    package func range(_ location: SourceLocation) -> SourceRange? {
        guard let range = location.range, let source = sources[location.file] else { return nil }
        return source.converter.range(range)
    }

    /// `path:line:column`, or just `path` for a finding about the whole file: how the text format
    /// and JUnit's messages name a place.
    package func prefix(_ location: SourceLocation) -> String {
        // Only the start is shown: converting the end too cost as much again.
        guard let range = location.range, let source = sources[location.file] else { return location.file }
        let start = source.lineAndColumn(at: range.startOffset)
        return "\(location.file):\(start.line):\(start.column)"
    }
}
