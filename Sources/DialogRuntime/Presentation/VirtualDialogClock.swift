/// A clock that only moves when told to, for tests of code that presents dialogs.
@MainActor public final class VirtualDialogClock: DialogClock {
    /// Seconds advanced since the clock was made.
    public private(set) var now: Double = 0
    fileprivate var timers: [Timer] = []
    private var nextOrder = 0

    /// Creates a clock at time 0.
    public init() {}

    /// How many scheduled actions have neither run nor been cancelled.
    public var pendingCount: Int { timers.count }

    /// Runs `action` when `advance(by:)` reaches `seconds` from now, unless cancelled first.
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> any DialogTimer {
        let timer = Timer(clock: self, due: now + max(0, seconds), order: nextOrder, action: action)
        nextOrder += 1
        timers.append(timer)
        return timer
    }

    /// Moves time forward by `seconds`, running every action that falls due on the way, in time
    /// order (ties in the order they were scheduled), including ones those actions schedule.
    public func advance(by seconds: Double) {
        let end = now + seconds
        while let next = timers.filter({ $0.due <= end }).min(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
            now = next.due
            remove(next)
            next.action()
        }
        now = end
    }

    fileprivate func remove(_ timer: Timer) {
        timers.removeAll { $0 === timer }
    }

    fileprivate final class Timer: DialogTimer {
        weak var clock: VirtualDialogClock?
        let due: Double
        let order: Int
        let action: @MainActor () -> Void

        init(clock: VirtualDialogClock, due: Double, order: Int, action: @escaping @MainActor () -> Void) {
            self.clock = clock
            self.due = due
            self.order = order
            self.action = action
        }

        func cancel() { clock?.remove(self) }
    }
}
