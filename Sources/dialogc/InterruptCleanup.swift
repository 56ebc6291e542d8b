import Foundation
import Synchronization

/// What SIGINT, SIGTERM and SIGHUP do while dialogc writes files.
///
/// Outside a write the signal ends the process at once, as it would without dialogc's handler.
/// While temporary files of a write are on disk, the handler only notes the signal; the writer
/// (`StagedFiles`) sees it between pieces and files, removes its temporary files itself, and then
/// ends the process by that signal (`endInterrupted()`). A set of files being put in place is
/// finished first, so a preview's gallery is replaced whole or not at all. The handler touches
/// two atomic integers, all a signal handler may safely touch.
///
/// A signal its caller ignored stays ignored: under `nohup` a hang-up must not end a run that was
/// meant to outlive the terminal, so no handler is installed for it.
enum InterruptCleanup {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    // Changed by the one thread that writes files, read by the handler; the handler sets
    // `pending`. Plain atomic loads and stores are all a signal handler may touch.
    private static let writes = Atomic<Int32>(0)
    private static let pending = Atomic<Int32>(0)

    /// A write begins: temporary files are about to exist until the matching `endWrite()`.
    static func beginWrite() {
        writes.add(1, ordering: .sequentiallyConsistent)
        _ = handlersInstalled
    }

    /// A write ended: its temporary files are renamed into place or removed.
    static func endWrite() {
        writes.subtract(1, ordering: .sequentiallyConsistent)
    }

    /// Whether a signal arrived during the write, which the writer must stop and clean up for.
    static var isInterrupted: Bool { pending.load(ordering: .sequentiallyConsistent) != 0 }

    /// Ends the process by the signal that arrived during the write, its temporary files removed.
    static func endInterrupted() -> Never {
        let number = pending.load(ordering: .sequentiallyConsistent)
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }

    /// The handlers, installed at the first write; both counters exist before a signal can
    /// reach them.
    private static let handlersInstalled: Bool = {
        _ = pending.load(ordering: .sequentiallyConsistent)
        for number in signals where !isIgnored(number) {
            signal(number) { received in
                guard InterruptCleanup.writes.load(ordering: .sequentiallyConsistent) > 0 else {
                    signal(received, SIG_DFL)
                    raise(received)
                    return
                }
                InterruptCleanup.pending.store(received, ordering: .sequentiallyConsistent)
            }
        }
        return true
    }()

    /// Whether the process was started with `number` ignored (`nohup`, `trap '' HUP`). Asked
    /// before dialogc installs any handler of its own, when a signal can only have the default
    /// disposition (no handler) or one inherited across `exec`, which keeps nothing but "ignore".
    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
        return current.__sigaction_u.__sa_handler != nil
        #else
        return current.__sigaction_handler.sa_handler != nil
        #endif
    }
}
