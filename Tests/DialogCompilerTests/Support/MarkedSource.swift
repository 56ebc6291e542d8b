import DialogCompiler

/// Source text with location markers (`1️⃣`, `2️⃣`, ...) removed, and where each marker stood.
///
/// Tests write the expected location of a finding inline, the way swift-syntax's tests do:
/// the marker stands just before the first character the finding must point at.
struct MarkedSource {
    /// The text without markers.
    let text: String
    /// Each marker's name (`1️⃣`) and the line and column it marked in `text`.
    let markers: [(name: String, line: Int, column: Int)]

    init(_ marked: String) {
        var output = ""
        var found: [(String, Int, Int)] = []
        var line = 1
        var column = 1
        var scalars = Array(marked.unicodeScalars)[...]
        while let scalar = scalars.first {
            if ("0"..."9").contains(scalar), scalars.count >= 3,
                scalars[scalars.startIndex + 1] == "\u{FE0F}", scalars[scalars.startIndex + 2] == "\u{20E3}"
            {
                found.append((String(String.UnicodeScalarView(scalars.prefix(3))), line, column))
                scalars = scalars.dropFirst(3)
                continue
            }
            output.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            scalars = scalars.dropFirst()
        }
        text = output
        markers = found
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
