/// "Did you mean" support: finds the candidate closest to a misspelled word.
public enum Suggestions {
    /// The candidate nearest to `word`, if it is close enough to be what the user meant.
    ///
    /// Compares case-insensitively; allows roughly one edit per three characters, so
    /// `tittle` finds `title` but `colour` does not find `cornerRadius`.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let lowered = Array(word.lowercased().unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars))
            let allowed = max(1, min(lowered.count, candidate.count) / 3)
            if distance <= allowed, distance < (best?.distance ?? Int.max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// The candidate `word` most likely stands for among a closed set of values: the closest by
    /// spelling, else the only candidate that contains `word` or is contained in it (`bottom`
    /// for `fromBottom`, `fadeIn` for `fade`, `warn` for `warning`), when the shared part has at
    /// least three characters. Values only: for keys, a longer key is usually a different one.
    public static func closestValue(to word: String, among candidates: [String]) -> String? {
        if let closest = closest(to: word, among: candidates) { return closest }
        let lowered = word.lowercased()
        let containing = candidates.filter { candidate in
            let other = candidate.lowercased()
            return min(lowered.count, other.count) >= 3 && (other.contains(lowered) || lowered.contains(other))
        }
        return containing.count == 1 ? containing[0] : nil
    }

    /// The edit distance between two scalar sequences, counting a swap of neighbours as one edit
    /// (optimal string alignment), since `titel` for `title` is the commonest slip.
    package static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
