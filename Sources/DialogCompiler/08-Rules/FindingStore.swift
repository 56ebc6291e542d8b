import Foundation

/// A place many threads add findings to during one run; the run sorts them at the end, so the
/// order in which threads arrive never shows in the output.
public final class FindingStore: @unchecked Sendable {
    private let lock = NSLock()
    private var findings: [Diagnostic] = []

    /// An empty store.
    public init() {}

    /// Adds `diagnostics`.
    public func add(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        lock.withLock { findings += diagnostics }
    }

    /// Every finding added so far, in no particular order.
    public var all: [Diagnostic] { lock.withLock { findings } }

    /// Every finding added so far, in no particular order, leaving the store empty: the caller
    /// holds the only reference, so adding to the list copies nothing, where a list shared with
    /// the store copied every finding (eight fields retained each) on one core at the end of a run.
    public func takeAll() -> [Diagnostic] {
        lock.withLock {
            var taken: [Diagnostic] = []
            swap(&taken, &findings)
            return taken
        }
    }
}
