import Foundation
import Synchronization

/// Runs independent work on every core, keeping results in input order so output stays deterministic.
public enum ParallelMap {
    /// `items.map(transform)`, computed concurrently when there is more than one item.
    public static func map<Item: Sendable, Output: Sendable>(_ items: [Item], _ transform: @Sendable (Item) -> Output) -> [Output] {
        guard items.count > 1 else { return items.map(transform) }
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { index in
            slots[index] = transform(items[index])
        }
        return slots.values
    }

    /// `0 ..< count` cut into consecutive runs of `length` (the last one shorter): work split so
    /// that each core takes a run at a time rather than one item.
    public static func runs(of count: Int, length: Int) -> [Range<Int>] {
        stride(from: 0, to: count, by: length).map { $0..<min($0 + length, count) }
    }

    /// One slot per result; each index is written by exactly one iteration, under a lock because
    /// Swift arrays are not safe to mutate from several threads even at distinct indices.
    private final class Slots<Output: Sendable>: Sendable {
        private let storage: Mutex<[Output?]>

        init(count: Int) {
            storage = Mutex(Array(repeating: nil, count: count))
        }

        subscript(index: Int) -> Output? {
            get { storage.withLock { $0[index] } }
            set { storage.withLock { $0[index] = newValue } }
        }

        var values: [Output] { storage.withLock { $0.map { $0! } } }
    }
}
