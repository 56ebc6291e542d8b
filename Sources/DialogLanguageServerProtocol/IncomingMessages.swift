import Foundation
import Synchronization

/// The messages read from the client and not yet handled: filled by the thread that reads,
/// emptied by the one that serves. A `$/cancelRequest` is noted the moment it is read, so a
/// request still waiting behind others, or one running (which looks at `isCancelled` between
/// its steps), can be answered as cancelled however many reads later its cancel arrives.
public final class IncomingMessages: Sendable {
    /// What `wait` saw.
    public enum Event: Sendable {
        case messages, timedOut, ended
    }

    private struct Queue {
        var messages: [Result<Message, RequestFailure>] = []
        var cancelled = Set<JSONValue>()
        var ended = false

        var isIdle: Bool { messages.isEmpty && !ended }
    }

    /// Only the reading thread decodes, but under its own lock so that `append` is safe from any.
    private let decoder = Mutex(FrameDecoder())
    private let queue = Mutex(Queue())
    /// Wakes a waiting `wait`: its lock is held while the waiter looks at the queue, so a change
    /// made between that look and the wait is never missed.
    private let wakeUp = NSCondition()

    public init() {}

    /// Decodes the messages `bytes` completes and queues them.
    public func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        let messages = decoder.withLock { decoder in
            decoder.append(bytes)
            var messages: [Result<Message, RequestFailure>] = []
            while let frame = decoder.next() {
                switch frame {
                case .content(let content): messages.append(Message.parse(content))
                case .malformedHeader(let reason): messages.append(.failure(RequestFailure(id: .null, error: .parseError(reason))))
                }
            }
            return messages
        }
        guard !messages.isEmpty else { return }
        queue.withLock { queue in
            for case .success(.notification(CancelRequestNotification.method, let params)) in messages {
                if let id = params?["id"] { queue.cancelled.insert(id) }
            }
            queue.messages += messages
        }
        signal()
    }

    /// Notes that the input ended: nothing more will be queued.
    public func end() {
        queue.withLock { $0.ended = true }
        signal()
    }

    private func signal() {
        wakeUp.lock()
        wakeUp.broadcast()
        wakeUp.unlock()
    }

    /// Waits until a message is queued or the input ends, or, given `milliseconds`, that long at most.
    public func wait(milliseconds: Int?) -> Event {
        let deadline = milliseconds.map { Date(timeIntervalSinceNow: Double($0) / 1000) }
        wakeUp.lock()
        defer { wakeUp.unlock() }
        while queue.withLock(\.isIdle) {
            if let deadline {
                if !wakeUp.wait(until: deadline) { break }
            } else {
                wakeUp.wait()
            }
        }
        return queue.withLock { queue in
            queue.messages.isEmpty ? (queue.ended ? .ended : .timedOut) : .messages
        }
    }

    /// Takes every queued message, oldest first.
    package func takeAll() -> [Result<Message, RequestFailure>] {
        queue.withLock { queue in
            defer { queue.messages = [] }
            return queue.messages
        }
    }

    /// Whether the client cancelled the request `id`.
    package func isCancelled(_ id: JSONValue) -> Bool {
        queue.withLock { $0.cancelled.contains(id) }
    }

    /// Forgets the cancellation of `id`, once its request is answered or its cancel handled.
    package func forget(_ id: JSONValue) {
        queue.withLock { _ = $0.cancelled.remove(id) }
    }
}
