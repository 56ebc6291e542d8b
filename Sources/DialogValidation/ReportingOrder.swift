import DialogDiagnostics

extension Array where Element == Diagnostic {
    /// Sorts the findings into `Diagnostic.reportingOrder`, keeping the order of equal ones.
    ///
    /// Sorts their indices and moves each finding once: sorting the findings themselves copied
    /// and destroyed a `Diagnostic` (eight reference-counted fields) about eighteen times per
    /// finding, most of what sorting a lint run's findings cost. The indices are compared by each
    /// finding's place as two integers (its file's rank among the paths, its bytes) before any
    /// string: comparing two locations' paths, twice per pair, cost most of the sort.
    package mutating func sortForReporting() {
        guard count > 1 else { return }
        let places = reportingPlaces()
        var order: [Int]
        do {
            // Each finding's fields are read where the list keeps it, never copied out whole.
            let findings = self
            let precedes = { (left: Int, right: Int) -> Bool in
                let (leftPlace, rightPlace) = (places[left], places[right])
                if leftPlace != rightPlace { return leftPlace < rightPlace }
                let (leftRule, rightRule) = (findings[left].rule, findings[right].rule)
                if leftRule != rightRule { return leftRule < rightRule }
                let (leftMessage, rightMessage) = (findings[left].message, findings[right].message)
                if leftMessage != rightMessage { return leftMessage < rightMessage }
                return left < right
            }
            // Findings often come in order already (one file's, a validation's): one pass tells.
            if indices.dropFirst().allSatisfy({ precedes($0 - 1, $0) }) { return }
            order = [Int](indices).sorted(by: precedes)
        }
        // Each cycle of the order is followed with swaps, which move findings without retaining
        // their fields: a copy into a new array retained and released eight fields per finding.
        do {
            var findings = mutableSpan
            for start in findings.indices where order[start] != start {
                var current = start
                while order[current] != start {
                    let next = order[current]
                    findings.swapAt(current, next)
                    order[current] = current
                    current = next
                }
                order[current] = current
            }
        }
    }

    /// Places `others` among these findings, which must be in `Diagnostic.reportingOrder`, where
    /// `sortForReporting` would put them after appending them: equal ones after these, and
    /// in their order in `others`.
    ///
    /// Each takes a binary search, and the findings after the first place move once: sorting all
    /// of them again cost a pass over every finding to place a few new ones, and inserting each
    /// moved the findings after it once per new one.
    package mutating func insertForReporting(_ others: [Diagnostic]) {
        guard !others.isEmpty else { return }
        let sorted = others.sortedForReporting()
        // Where each new one goes among these; the sorted new ones go in at places that never move back.
        var places: [Int] = []
        places.reserveCapacity(sorted.count)
        var low = 0
        for finding in sorted {
            var high = count
            while low < high {
                let mid = (low + high) / 2
                if Diagnostic.reportingOrder(finding, self[mid]) { high = mid } else { low = mid + 1 }
            }
            places.append(low)
        }
        let oldCount = count
        // Placeholders, each overwritten below once the findings after its place moved past it.
        append(contentsOf: sorted)
        do {
            var findings = mutableSpan
            var end = oldCount
            for new in sorted.indices.reversed() {
                // The findings from this place on move right past the new ones up to this one, by
                // swaps, which move a finding without retaining its fields.
                var from = end - 1
                while from >= places[new] {
                    findings.swapAt(from, from + new + 1)
                    from -= 1
                }
                end = places[new]
                findings[places[new] + new] = sorted[new]
            }
        }
    }

    /// The findings in `Diagnostic.reportingOrder`, equal ones in their order here.
    package func sortedForReporting() -> [Diagnostic] {
        var sorted = self
        sorted.sortForReporting()
        return sorted
    }

    /// Each finding's location as integers that compare as `SourceLocation`s do: the rank of its
    /// path among the findings' paths, doubled, plus one with a range; and the range's bytes.
    private func reportingPlaces() -> [(file: Int, bytes: UInt64)] {
        // Findings come grouped by file, so a path is looked up only where it changes.
        var fileOf: [Int] = []
        fileOf.reserveCapacity(count)
        var indexOfPath: [String: Int] = [:]
        var paths: [String] = []
        var last: (path: String, index: Int)?
        for finding in indices {
            let path = self[finding].location.file
            if let last, last.path == path {
                fileOf.append(last.index)
                continue
            }
            let index = indexOfPath[path] ?? paths.count
            if index == paths.count {
                indexOfPath[path] = index
                paths.append(path)
            }
            fileOf.append(index)
            last = (path, index)
        }
        var rank = [Int](repeating: 0, count: paths.count)
        for (position, index) in paths.indices.sorted(by: { paths[$0] < paths[$1] }).enumerated() {
            rank[index] = position
        }
        return indices.map { index in
            guard let range = self[index].location.range else { return (rank[fileOf[index]] * 2, 0) }
            return (rank[fileOf[index]] * 2 + 1, UInt64(range.start) << 32 | UInt64(range.end))
        }
    }
}
