/// Shell-style path patterns: `*` matches within one path component, `**` across components,
/// `?` one character; everything else matches itself.
public enum Glob {
    /// Whether `path` matches `pattern`; both use `/` and are compared as written.
    ///
    /// Each (pattern position, path position) pair is decided once, so matching takes time in
    /// proportion to the product of the lengths: a pattern such as `**/*a*a*a*a*b` would
    /// otherwise backtrack exponentially on a path of many `a`.
    public static func matches(pattern: String, path: String) -> Bool {
        matches(pattern: pattern, path: path, extent: .whole)
    }

    /// What of a path a pattern must match.
    package enum Extent {
        /// The whole path.
        case whole
        /// The whole path or one of the folders it lies in (`legacy` matches `legacy/a.json`).
        case wholeOrFolder
        /// One of the folders the path lies in, not the path itself (`legacy/`).
        case folder
    }

    /// Whether `pattern` matches `extent` of `path`, in the same bounded time as a whole match:
    /// a folder is a prefix ending before a `/`, so it only changes where the pattern may end.
    package static func matches(pattern: String, path: String, extent: Extent) -> Bool {
        var matcher = Matcher(pattern: Array(pattern.unicodeScalars), path: Array(path.unicodeScalars), extent: extent)
        return matcher.match(0, 0)
    }

    private struct Matcher {
        let pattern: [Unicode.Scalar]
        let path: [Unicode.Scalar]
        let extent: Extent
        /// Where the last `/` of the path is, for a trailing `**` that must end at a folder.
        let lastSlash: Int?
        /// Answers so far, at `p * (path.count + 1) + s`: nil when not yet decided.
        var memo: [Bool?]

        init(pattern: [Unicode.Scalar], path: [Unicode.Scalar], extent: Extent) {
            self.pattern = pattern
            self.path = path
            self.extent = extent
            lastSlash = path.lastIndex(of: "/")
            memo = Array(repeating: nil, count: (pattern.count + 1) * (path.count + 1))
        }

        /// Whether the pattern may end at `s`.
        private func mayEnd(at s: Int) -> Bool {
            let atFolderEnd = s > 0 && s < path.count && path[s] == "/"
            switch extent {
            case .whole: return s == path.count
            case .wholeOrFolder: return s == path.count || atFolderEnd
            case .folder: return atFolderEnd
            }
        }

        /// Whether `pattern[p...]` matches `path[s...]`.
        mutating func match(_ p: Int, _ s: Int) -> Bool {
            let key = p * (path.count + 1) + s
            if let known = memo[key] { return known }
            let answer = decide(p, s)
            memo[key] = answer
            return answer
        }

        private mutating func decide(_ p: Int, _ s: Int) -> Bool {
            guard p < pattern.count else { return mayEnd(at: s) }
            switch pattern[p] {
            case "*" where p + 1 < pattern.count && pattern[p + 1] == "*":
                let afterStars = p + 2
                // `**/` also matches no directory at all, so `**/a.json` matches `a.json`.
                if afterStars < pattern.count, pattern[afterStars] == "/", match(afterStars + 1, s) { return true }
                if afterStars == pattern.count { return extent != .folder || (lastSlash.map { $0 >= max(s, 1) } ?? false) }
                return (s...path.count).contains { match(afterStars, $0) }
            case "*":
                var end = s
                while true {
                    if match(p + 1, end) { return true }
                    guard end < path.count, path[end] != "/" else { return false }
                    end += 1
                }
            case "?":
                guard s < path.count, path[s] != "/" else { return false }
                return match(p + 1, s + 1)
            case let literal:
                guard s < path.count, path[s] == literal else { return false }
                return match(p + 1, s + 1)
            }
        }
    }
}
