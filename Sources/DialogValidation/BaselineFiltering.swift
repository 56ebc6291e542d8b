import DialogConfiguration

// Baselines are read with the configuration, before any validation; recording and filtering a
// run's findings belong to the validation stage that produces them.
extension Baseline {
    /// A baseline of every finding in `result` that a baseline may hold (see `canRecord`).
    public init(recording result: ValidationResult) {
        self.init(entries: result.diagnostics.filter { Self.canRecord($0.ruleID) }.map(Entry.init(recording:)))
    }

    /// The findings of `result` that the baseline does not absorb, and how many it absorbed.
    ///
    /// A finding is matched by its subject first, then, for baselines of the older layouts, by its message.
    public func filter(_ result: ValidationResult) -> (result: ValidationResult, absorbed: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        func absorb(_ entry: Entry) -> Bool {
            guard let count = remaining[entry], count > 0 else { return false }
            remaining[entry] = count - 1
            return true
        }
        let hasMessageEntries = entries.contains { $0.message != nil }
        var filtered = result
        filtered.diagnostics = result.diagnostics.filter { diagnostic in
            guard Self.canRecord(diagnostic.ruleID) else { return true }
            if absorb(Entry(recording: diagnostic)) { return false }
            guard hasMessageEntries else { return true }
            return !absorb(Entry(rule: diagnostic.ruleID, file: diagnostic.location.file, message: diagnostic.message))
        }
        return (filtered, result.diagnostics.count - filtered.diagnostics.count)
    }
}
