import DialogCompiler

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
    /// The finding's start as `line:column`, or `file` when it has no range.
    var position: String {
        location.range.map { "\($0.start.line):\($0.start.column)" } ?? "file"
    }
}
