import DialogDiagnostics
import DialogRules
import DialogValidation

/// Source text with location markers (`1️⃣`, `2️⃣`, ...) removed, and where each marker stood.
///
/// Tests write the expected location of a finding inline, the way swift-syntax's tests do:
/// the marker stands just before the first character the finding must point at.
struct MarkedSource {
    /// The text without markers.
    let text: String
    /// Each marker's name and position in `text`.
    let markers: [LocationMarkers.Marker]

    init(_ marked: String) {
        (text, markers) = LocationMarkers.strip(marked)
    }

    /// The marked positions as `line:column` strings, sorted, for comparing with findings.
    var positions: [String] { markers.map { "\($0.line):\($0.column)" }.sorted() }
}

extension Diagnostic {
    /// The finding's start as `line:column` in the file of `sources` it points into, or `file`
    /// when it has no range: findings keep byte offsets, and tests convert them as reporters do.
    func position(in sources: [SourceFile]) -> String {
        location.range(in: sources).map { "\($0.start.line):\($0.start.column)" } ?? "file"
    }

    /// The finding's start as `line:column` in `source`.
    func position(in source: SourceFile) -> String { position(in: [source]) }

    /// The finding's start as `line:column` in a file of the text `text`.
    func position(in text: String) -> String { position(in: SourceFile(path: location.file, text: text)) }

    /// The finding's start as `line:column` in the files `result` decoded.
    func position(in result: ValidationResult) -> String { position(in: result.files.map(\.source)) }
}

extension SourceLocation {
    /// The lines and columns of the location in the file of `sources` it points into.
    func range(in sources: [SourceFile]) -> SourceRange? {
        guard let range, let source = sources.first(where: { $0.path == file }) else { return nil }
        return source.converter.range(range)
    }
}

extension ValidationResult {
    /// The lines and columns of `location` in the files of the result.
    func range(_ location: SourceLocation) -> SourceRange? { location.range(in: files.map(\.source)) }
}
