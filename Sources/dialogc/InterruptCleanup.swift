import Foundation

/// Removes the temporary files being written when the process is interrupted (SIGINT, SIGTERM,
/// SIGHUP), then lets the signal end the process as usual; and holds those signals back while a
/// set of files replaces another, so a preview's gallery is replaced whole or not at all.
///
/// A signal its caller ignored stays ignored: under `nohup` a hang-up must not end a run that was
/// meant to outlive the terminal, so no handler is installed for it.
enum InterruptCleanup {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    // Read from a signal handler, which may only touch plain memory: C strings in a C array, set
    // and cleared by the one thread that writes files. A slot is cleared before its string is
    // freed, and the array only grows while the signals are held back.
    nonisolated(unsafe) private static var paths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    nonisolated(unsafe) private static var capacity = 0
    nonisolated(unsafe) private static var count = 0
    nonisolated(unsafe) private static var installed = false

    /// Removes `file` if the process is interrupted before `untrack(_:)`.
    static func track(_ file: String) {
        installHandlers()
        if count == capacity {
            holdingSignals {
                let grown = max(16, capacity * 2)
                let larger = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: grown)
                larger.initialize(repeating: nil, count: grown)
                if let paths {
                    larger.update(from: paths, count: count)
                    paths.deallocate()
                }
                paths = larger
                capacity = grown
            }
        }
        paths![count] = strdup(file)
        count += 1
    }

    /// Stops tracking `file`: it was renamed into place or removed.
    static func untrack(_ file: String) {
        guard let paths else { return }
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let tracked = paths[index], strcmp(tracked, file) == 0 else { continue }
            paths[index] = nil
            free(tracked)
            while count > 0, paths[count - 1] == nil { count -= 1 }
            return
        }
    }

    /// Runs `body` with SIGINT, SIGTERM and SIGHUP held back; one that arrives meanwhile is
    /// delivered when `body` is done. For the quick renames that put many finished files in place.
    static func holdingSignals<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        var held = sigset_t()
        var previous = sigset_t()
        sigemptyset(&held)
        for number in signals { sigaddset(&held, number) }
        pthread_sigmask(SIG_BLOCK, &held, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return try body()
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        for number in signals where !isIgnored(number) {
            signal(number) { received in
                if let paths = InterruptCleanup.paths {
                    for index in 0..<InterruptCleanup.count {
                        if let file = paths[index] { unlink(file) }
                    }
                }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }

    /// Whether the process was started with `number` ignored (`nohup`, `trap '' HUP`).
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
