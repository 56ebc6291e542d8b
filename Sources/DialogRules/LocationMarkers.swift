/// The inline location markers (`1️⃣`, `2️⃣`...) that rule examples and tests use to say where a
/// finding must point, in the manner of swift-syntax's tests.
public enum LocationMarkers {
    /// One marker: its name and the line and column (in Unicode scalars) it stood at once removed.
    public struct Marker: Sendable, Hashable {
        public var name: String
        public var line: Int
        public var column: Int
    }

    /// `text` without its markers, and where each marker stood.
    public static func strip(_ text: String) -> (text: String, markers: [Marker]) {
        var output = String.UnicodeScalarView()
        var markers: [Marker] = []
        var line = 1
        var column = 1
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            // A keycap digit: the digit, VARIATION SELECTOR-16, COMBINING ENCLOSING KEYCAP.
            if ("0"..."9").contains(scalar), index + 2 < scalars.count,
                scalars[index + 1] == "\u{FE0F}", scalars[index + 2] == "\u{20E3}"
            {
                let name = String(String.UnicodeScalarView(scalars[index...(index + 2)]))
                markers.append(Marker(name: name, line: line, column: column))
                index += 3
                continue
            }
            output.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        return (String(output), markers)
    }
}

extension RuleExample {
    /// The example as a user reads it, markers removed.
    public var plainText: String { LocationMarkers.strip(text).text }
}
