extension Array where Element == Diagnostic {
    /// Sorts the findings into `Diagnostic.reportingOrder`, keeping the order of equal ones.
    ///
    /// Sorts their indices and moves each finding once: sorting the findings themselves copied
    /// and destroyed a `Diagnostic` (eight reference-counted fields) about eighteen times per
    /// finding, most of what sorting a lint run's findings cost.
    mutating func sortForReporting() {
        guard count > 1 else { return }
        let order = withUnsafeBufferPointer { findings in
            Array<Int>(indices).sorted { left, right in
                if Diagnostic.reportingOrder(findings[left], findings[right]) { return true }
                if Diagnostic.reportingOrder(findings[right], findings[left]) { return false }
                return left < right
            }
        }
        self = order.map { self[$0] }
    }

    /// The findings in `Diagnostic.reportingOrder`, equal ones in their order here.
    func sortedForReporting() -> [Diagnostic] {
        var sorted = self
        sorted.sortForReporting()
        return sorted
    }
}
