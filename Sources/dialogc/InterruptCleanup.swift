import Foundation

/// What SIGINT, SIGTERM and SIGHUP do while dialogc writes files.
///
/// Outside a write the signal ends the process at once, as it would without dialogc's handler.
/// While temporary files of a write are on disk, the handler only notes the signal; the writer
/// (`StagedFiles`) sees it between pieces and files, removes its temporary files itself, and then
/// ends the process by that signal (`endInterrupted()`). A set of files being put in place is
/// finished first, so a preview's gallery is replaced whole or not at all. The handler touches
/// two integers, all a signal handler may safely touch.
///
/// A signal its caller ignored stays ignored: under `nohup` a hang-up must not end a run that was
/// meant to outlive the terminal, so no handler is installed for it.
enum InterruptCleanup {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    // Set by the one thread that writes files, read by the handler; the handler sets `pending`.
    nonisolated(unsafe) private static var writes: Int32 = 0
    nonisolated(unsafe) private static var pending: Int32 = 0
    nonisolated(unsafe) private static var installed = false

    /// A write begins: temporary files are about to exist until the matching `endWrite()`.
    static func beginWrite() {
        installHandlers()
        writes += 1
    }

    /// A write ended: its temporary files are renamed into place or removed.
    static func endWrite() {
        writes -= 1
    }

    /// Whether a signal arrived during the write, which the writer must stop and clean up for.
    static var isInterrupted: Bool { pending != 0 }

    /// Ends the process by the signal that arrived during the write, its temporary files removed.
    static func endInterrupted() -> Never {
        let number = pending
        signal(number, SIG_DFL)
        raise(number)
        exit(128 + number)
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        for number in signals where !isIgnored(number) {
            signal(number) { received in
                guard InterruptCleanup.writes > 0 else {
                    signal(received, SIG_DFL)
                    raise(received)
                    return
                }
                InterruptCleanup.pending = received
            }
        }
    }

    /// Whether the process was started with `number` ignored (`nohup`, `trap '' HUP`): C gives
    /// no test for it but comparing the handler in place with `SIG_IGN`.
    private static func isIgnored(_ number: Int32) -> Bool {
        var current = sigaction()
        guard sigaction(number, nil, &current) == 0 else { return false }
        #if canImport(Darwin)
            let handler = current.__sigaction_u.__sa_handler
        #else
            let handler = current.__sigaction_handler.sa_handler
        #endif
        guard let handler else { return false }
        return unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
    }
}
