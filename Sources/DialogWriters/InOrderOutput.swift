import Foundation
import Synchronization

/// A buffer one run of a long output is rendered into on some core, then written from, then
/// emptied for a later run: a writer cannot be copied, so it travels in a box, from core to core
/// (one at a time, so its lock is never waited for).
package protocol OutputRun: AnyObject, Sendable {
    /// A new, empty run.
    init()
    /// How many bytes the run holds.
    var byteCount: Int { get }
    /// `body` of the run's bytes, in place.
    func withRenderedBytes(_ body: @Sendable (Span<UInt8>) -> Bool) -> Bool
    /// Forgets the bytes, keeping the room, for the next run.
    func clear()
}

/// Passes runs of one output, rendered on every core, to `write` in the output's order: the core
/// that finishes the run next due writes it and every later one already done, while the other
/// cores go on rendering. The output is never held whole, and the few buffers in flight are
/// written again and again: a fresh buffer for every run, copied into one array, touched fresh
/// pages for all of the output twice (a render plan of 10,000 dialogs is 57 MB).
package final class InOrderOutput<Run: OutputRun>: Sendable {
    private let state: Mutex<State>
    private let separatorLength: Int
    private let write: @Sendable (Span<UInt8>) -> Bool

    /// What the cores share, under the lock.
    private struct State {
        var finished: [Run?]
        var nextRun = 0
        var isWriting = false
        var failed = false
        var wroteBytes = false
        /// Runs written out, whose buffers the next runs reuse.
        var spare: [Run] = []
        /// The most bytes each run written out has held: how much of its buffer's memory is touched.
        /// A list, not a dictionary: it holds a few buffers, one per core and the runs done ahead,
        /// and a dictionary's type is made at run time from its name in generic code like this,
        /// looking its key's conformance to `Hashable` up among all of the program's.
        var held: [(run: ObjectIdentifier, bytes: Int)] = []

        /// Records that `run` held `count` bytes.
        mutating func noteHeld(_ count: Int, by run: Run) {
            let identity = ObjectIdentifier(run)
            if let known = held.firstIndex(where: { $0.run == identity }) {
                held[known].bytes = max(held[known].bytes, count)
            } else {
                held.append((identity, count))
            }
        }

        /// The most bytes `run` has held, 0 when it was never written out.
        func heldBytes(by run: Run) -> Int {
            let identity = ObjectIdentifier(run)
            return held.first { $0.run == identity }?.bytes ?? 0
        }
    }

    /// An output of `runCount` runs for `write`. Each run that holds bytes starts with a separator
    /// of `separatorLength` bytes, which the first such run leaves out (the comma before an
    /// array's elements but the first).
    package init(runCount: Int, separatorLength: Int = 0, write: @escaping @Sendable (Span<UInt8>) -> Bool) {
        state = Mutex(State(finished: Array(repeating: nil, count: runCount)))
        self.separatorLength = separatorLength
        self.write = write
    }

    /// Whether a write was refused or the output abandoned, after which nothing more is rendered or written.
    package var hasFailed: Bool { state.withLock { $0.failed } }

    /// Whether a run with bytes went out.
    package var hasWrittenBytes: Bool { state.withLock { $0.wroteBytes } }

    /// Stops the output: no later run is rendered or written.
    package func abandon() {
        state.withLock { $0.failed = true }
    }

    /// A written run's buffer, emptied, or a new one: of those that held `expected` bytes before,
    /// the one that held the fewest, else (and when nothing is expected) the one that held the most.
    ///
    /// Runs differ in size (a plan's run is a file) and the buffers of runs done ahead of an earlier,
    /// larger one wait to be written: the last buffer written, taken whatever the run, left small runs
    /// in buffers whose memory large ones had touched and sent large runs into fresh pages of
    /// buffers that had held small ones (a buffer's capacity says nothing of it: its pages are
    /// touched as it is written). A plan of the 400-file corpus takes about 1,400 fewer page faults.
    package func spareRun(expecting expected: Int? = nil) -> Run {
        let taken: Run? = state.withLock { state in
            // Those that held enough first, the least of them; then the most of the others.
            let known = state
            func rank(_ run: Run) -> (Int, Int) {
                let bytes = known.heldBytes(by: run)
                return expected.map { bytes >= $0 } == true ? (0, bytes) : (1, -bytes)
            }
            let spare = state.spare
            guard let best = spare.indices.min(by: { rank(spare[$0]) < rank(spare[$1]) }) else { return nil }
            return state.spare.remove(at: best)
        }
        guard let run = taken else { return Run() }
        run.clear()
        return run
    }

    /// Renders every run of the output on every core, `render` filling a spare buffer with run
    /// `index`, and writes them in order; rendering stops once a write is refused.
    package func renderAll(_ render: @Sendable (_ index: Int, _ run: Run) -> Void) {
        DispatchQueue.concurrentPerform(iterations: state.withLock { $0.finished.count }) { index in
            guard !hasFailed else { return }
            let run = spareRun()
            render(index, run)
            finish(run: index, run)
        }
    }

    /// Writes what `run`, the output's run at `index` still being rendered, holds so far and empties
    /// it, when every run before it is written and no core is writing; whether it did. The rest of
    /// the run follows with `finish(run:_:)`.
    ///
    /// A long run (a plan's largest files are a megabyte) goes out as it grows instead of growing
    /// its buffer into fresh pages while the runs after it wait.
    package func writeAhead(run index: Int, _ run: Run) -> Bool {
        let first: Bool? = state.withLock { state in
            guard state.nextRun == index, !state.isWriting, !state.failed, run.byteCount > 0 else { return nil }
            state.isWriting = true
            defer { state.wroteBytes = true }
            return !state.wroteBytes
        }
        guard let first else { return false }
        let written = writeOut(run, first: first)
        let count = run.byteCount
        run.clear()
        state.withLock { state in
            state.noteHeld(count, by: run)
            if !written { state.failed = true }
            state.isWriting = false
        }
        return written
    }

    /// Hands over `run`, the output's run at `index`, written as soon as every run before it is.
    package func finish(run index: Int, _ run: Run) {
        // The core already writing writes this run too, once it is due.
        let writes = state.withLock { state in
            state.finished[index] = run
            guard !state.isWriting else { return false }
            state.isWriting = true
            return true
        }
        guard writes else { return }
        while true {
            let next: (due: Run, first: Bool, skips: Bool)? = state.withLock { state in
                guard state.nextRun < state.finished.count, let due = state.finished[state.nextRun] else {
                    state.isWriting = false
                    return nil
                }
                state.finished[state.nextRun] = nil
                let (first, skips) = (!state.wroteBytes, state.failed)
                if due.byteCount > 0 { state.wroteBytes = true }
                return (due, first, skips)
            }
            guard let (due, first, skips) = next else { return }
            let written = skips || writeOut(due, first: first)
            state.withLock { state in
                state.noteHeld(due.byteCount, by: due)
                state.spare.append(due)
                if !written { state.failed = true }
                state.nextRun += 1
            }
        }
    }

    /// Writes `run`'s bytes, without the separator when they are the first to go out; whether all were taken.
    private func writeOut(_ run: Run, first: Bool) -> Bool {
        run.withRenderedBytes { bytes in
            first ? write(bytes.extracting(min(separatorLength, bytes.count)...)) : write(bytes)
        }
    }

    /// Whether every run was written; asked once all are finished.
    package var isComplete: Bool { state.withLock { !$0.failed && $0.nextRun == $0.finished.count } }
}

/// The pieces an output hands over, joined in one array, for callers that want the output whole.
package final class CollectedOutput: Sendable {
    // The output hands over one piece at a time, so the lock is never waited for.
    private let collected = Mutex(ByteBuffer(capacity: 4096))

    package init() {}

    /// The pieces handed over so far, in order.
    package var bytes: [UInt8] { collected.withLock { $0.bytes } }

    /// Appends `piece`; it is always taken.
    @Sendable package func append(_ piece: Span<UInt8>) -> Bool {
        collected.withLock { $0.append(piece) }
        return true
    }
}
