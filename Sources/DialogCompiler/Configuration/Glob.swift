/// Shell-style path patterns: `*` matches within one path component, `**` across components,
/// `?` one character; everything else matches itself.
public enum Glob {
    /// Whether `path` matches `pattern`; both use `/` and are compared as written.
    public static func matches(pattern: String, path: String) -> Bool {
        match(Array(pattern.unicodeScalars)[...], Array(path.unicodeScalars)[...])
    }

    private static func match(_ pattern: ArraySlice<Unicode.Scalar>, _ path: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        let rest = pattern.dropFirst()
        switch first {
        case "*" where rest.first == "*":
            // `**/` also matches no directory at all, so `**/a.json` matches `a.json`.
            var afterStars = rest.dropFirst()
            if afterStars.first == "/", match(afterStars.dropFirst(), path) { return true }
            if afterStars.isEmpty { return true }
            afterStars = rest.dropFirst()
            var remaining = path
            while true {
                if match(afterStars, remaining) { return true }
                guard !remaining.isEmpty else { return false }
                remaining = remaining.dropFirst()
            }
        case "*":
            var remaining = path
            while true {
                if match(rest, remaining) { return true }
                guard let next = remaining.first, next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        case "?":
            guard let next = path.first, next != "/" else { return false }
            return match(rest, path.dropFirst())
        default:
            guard path.first == first else { return false }
            return match(rest, path.dropFirst())
        }
    }
}
