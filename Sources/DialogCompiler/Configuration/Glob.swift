/// Shell-style path patterns: `*` matches within one path component, `**` across components,
/// `?` one character; everything else matches itself.
public enum Glob {
    /// Whether `path` matches `pattern`; both use `/` and are compared as written.
    ///
    /// Each (pattern position, path position) pair is decided once, so matching takes time in
    /// proportion to the product of the lengths: a pattern such as `**/*a*a*a*a*b` would
    /// otherwise backtrack exponentially on a path of many `a`.
    public static func matches(pattern: String, path: String) -> Bool {
        var matcher = Matcher(pattern: Array(pattern.unicodeScalars), path: Array(path.unicodeScalars))
        return matcher.match(0, 0)
    }

    private struct Matcher {
        let pattern: [Unicode.Scalar]
        let path: [Unicode.Scalar]
        /// Answers so far, at `p * (path.count + 1) + s`: nil when not yet decided.
        var memo: [Bool?]

        init(pattern: [Unicode.Scalar], path: [Unicode.Scalar]) {
            self.pattern = pattern
            self.path = path
            memo = Array(repeating: nil, count: (pattern.count + 1) * (path.count + 1))
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
            guard p < pattern.count else { return s == path.count }
            switch pattern[p] {
            case "*" where p + 1 < pattern.count && pattern[p + 1] == "*":
                let afterStars = p + 2
                // `**/` also matches no directory at all, so `**/a.json` matches `a.json`.
                if afterStars < pattern.count, pattern[afterStars] == "/", match(afterStars + 1, s) { return true }
                if afterStars == pattern.count { return true }
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
