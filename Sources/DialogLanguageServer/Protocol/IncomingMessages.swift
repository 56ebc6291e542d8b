import Foundation

/// The messages read from the client and not yet handled: filled by the thread that reads,
/// emptied by the one that serves. A `$/cancelRequest` is noted the moment it is read, so a
/// request still waiting behind others, or one running (which looks at `isCancelled` between
/// its steps), can be answered as cancelled however many reads later its cancel arrives.
public final class IncomingMessages: @unchecked Sendable {
    /// What `wait` saw.
    public enum Event: Sendable {
        case messages, timedOut, ended
    }

    private let condition = NSCondition()
    /// Only the reading thread decodes, but under its own lock so that `append` is safe from any.
    private let decoding = NSLock()
    private var decoder = FrameDecoder()
    private var queued: [Result<Message, RequestFailure>] = []
    private var cancelled = Set<JSONValue>()
    private var ended = false

    public init() {}

    /// Decodes the messages `bytes` completes and queues them.
    public func append<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
        let messages = decoding.withLock {
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
        condition.withLock {
            for case .success(.notification("$/cancelRequest", let params)) in messages {
                if let id = params?["id"] { cancelled.insert(id) }
            }
            queued += messages
            condition.broadcast()
        }
    }

    /// Notes that the input ended: nothing more will be queued.
    public func end() {
        condition.withLock {
            ended = true
            condition.broadcast()
        }
    }

    /// Waits until a message is queued or the input ends, or, given `milliseconds`, that long at most.
    public func wait(milliseconds: Int?) -> Event {
        condition.withLock {
            let deadline = milliseconds.map { Date(timeIntervalSinceNow: Double($0) / 1000) }
            while queued.isEmpty, !ended {
                if let deadline {
                    if !condition.wait(until: deadline) { return queued.isEmpty ? (ended ? .ended : .timedOut) : .messages }
                } else {
                    condition.wait()
                }
            }
            return queued.isEmpty ? .ended : .messages
        }
    }

    /// Takes every queued message, oldest first.
    package func takeAll() -> [Result<Message, RequestFailure>] {
        condition.withLock {
            defer { queued = [] }
            return queued
        }
    }

    /// Whether the client cancelled the request `id`.
    package func isCancelled(_ id: JSONValue) -> Bool {
        condition.withLock { cancelled.contains(id) }
    }

    /// Forgets the cancellation of `id`, once its request is answered or its cancel handled.
    package func forget(_ id: JSONValue) {
        condition.withLock { _ = cancelled.remove(id) }
    }
}
