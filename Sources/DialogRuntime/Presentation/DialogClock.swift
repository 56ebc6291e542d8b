/// Where the presenter's delays come from: the auto-hide timer and the watchdog of each animation.
///
/// Injected so tests drive time by hand (`VirtualDialogClock`) instead of waiting for it.
@MainActor public protocol DialogClock: AnyObject {
    /// Runs `action` once, `seconds` from now, unless the returned timer is cancelled first.
    func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> any DialogTimer
}

/// A scheduled action that has not run yet.
@MainActor public protocol DialogTimer: AnyObject {
    /// Keeps the action from running; does nothing once it has run.
    func cancel()
}

/// The clock of a running app: real seconds, on the main actor.
@MainActor public final class SystemDialogClock: DialogClock {
    /// Creates the clock.
    public init() {}

    /// Runs `action` on the main actor after `seconds` of real time, unless cancelled first.
    public func schedule(after seconds: Double, _ action: @escaping @MainActor () -> Void) -> any DialogTimer {
        let nanoseconds = UInt64(max(0, seconds) * 1_000_000_000)
        return TaskTimer(
            task: Task { @MainActor in
                // A cancelled sleep throws; either way a cancelled timer must not run.
                try? await Task.sleep(nanoseconds: nanoseconds)
                if !Task.isCancelled { action() }
            })
    }

    private final class TaskTimer: DialogTimer {
        let task: Task<Void, Never>
        init(task: Task<Void, Never>) { self.task = task }
        func cancel() { task.cancel() }
    }
}
