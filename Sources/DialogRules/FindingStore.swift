import DialogDiagnostics
import Synchronization

/// A place many threads add findings to during one run; the run sorts them at the end, so the
/// order in which threads arrive never shows in the output.
public final class FindingStore: Sendable {
    private let findings: Mutex<[Diagnostic]>

    /// An empty store.
    public init() {
        findings = Mutex([])
    }

    /// An empty store with room for `expectedCount` findings before its list grows.
    ///
    /// A large list's memory is only mapped when it is allocated and its pages are touched as
    /// findings arrive, so room left unused costs next to nothing, where growing moved every
    /// finding into fresh pages at each doubling (lint of the benchmark's 10,000 dialogs: about
    /// 170 page faults and 1.5 MB of peak memory).
    package init(expectedCount: Int) {
        var room: [Diagnostic] = []
        room.reserveCapacity(expectedCount)
        findings = Mutex(room)
    }

    /// Adds `diagnostics`.
    public func add(_ diagnostics: [Diagnostic]) {
        guard !diagnostics.isEmpty else { return }
        findings.withLock { $0 += diagnostics }
    }

    /// Every finding added so far, in no particular order.
    public var all: [Diagnostic] { findings.withLock { $0 } }

    /// Every finding added so far, in no particular order, leaving the store empty: the caller
    /// holds the only reference, so adding to the list copies nothing, where a list shared with
    /// the store copied every finding (eight fields retained each) on one core at the end of a run.
    public func takeAll() -> [Diagnostic] {
        findings.withLock { findings in
            var taken: [Diagnostic] = []
            swap(&taken, &findings)
            return taken
        }
    }

    /// Room for the findings of a run over `sources`: one per 512 bytes of specs, more than lint
    /// finds in the benchmark's corpus (one per 850 bytes) and far more than validation does.
    package static func room(for sources: [SourceFile]) -> Int {
        sources.reduce(0) { $0 + $1.bytes.count } / 512
    }
}
