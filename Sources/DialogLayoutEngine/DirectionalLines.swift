/// Explicit directional formatting carried across the lines a text wraps to.
///
/// A text can open a directional override or isolate (the right-to-left pseudolanguage wraps each
/// run in RIGHT-TO-LEFT OVERRIDE … POP DIRECTIONAL FORMATTING) and close it lines later. Each line
/// is drawn on its own, so a line after the first would lose the direction its text is set in: the
/// first line drawn right to left, the rest not. Each line is therefore made whole: it reopens
/// what the lines before left open, and closes what it leaves open, as a renderer that sets every
/// line apart needs.
enum DirectionalLines {
    /// `lines` with the embeddings, overrides and isolates still open at each line's start opened
    /// again there, and those open at its end closed; lines without such controls as they are.
    static func balanced(_ lines: [String]) -> [String] {
        guard lines.count > 1, lines.contains(where: mayHoldControls) else { return lines }
        var open: [Unicode.Scalar] = []
        return lines.map { line in
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: open)
            for scalar in line.unicodeScalars {
                scalars.append(scalar)
                switch scalar.value {
                case 0x202A, 0x202B, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068: open.append(scalar)
                case 0x202C:
                    // A PDF closes the last embedding or override, but never reaches past an isolate.
                    if let last = open.last, !isIsolate(last) { open.removeLast() }
                case 0x2069:
                    // A PDI closes the last isolate and whatever was opened inside it.
                    if let isolate = open.lastIndex(where: isIsolate) { open.removeSubrange(isolate...) }
                default: break
                }
            }
            for opener in open.reversed() {
                scalars.append(isIsolate(opener) ? "\u{2069}" : "\u{202C}")
            }
            return String(scalars)
        }
    }

    /// LRI, RLI and FSI, closed by PDI; the others (LRE, RLE, LRO, RLO) are closed by PDF.
    private static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
        (0x2066...0x2068).contains(scalar.value)
    }

    /// Whether `line` has the lead byte every one of these controls starts with in UTF-8 (0xE2): a
    /// quick no for almost every text.
    private static func mayHoldControls(_ line: String) -> Bool {
        line.utf8.contains(0xE2)
    }
}
