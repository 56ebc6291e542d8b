import Foundation

/// Writes to the standard streams and to report files.
enum Output {
    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants color: a TTY, and `NO_COLOR` unset (no-color.org).
    static var standardOutputIsColorTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes `text` to `path` atomically: a temporary file beside it, then a rename, so readers never
    /// see half a file; an interrupt (SIGINT, SIGTERM) while writing removes the temporary file.
    ///
    /// There is no `fsync`: the rename is what makes the write atomic for readers, and a file that
    /// dialogc can write again is not worth a disk flush each (a preview writes thousands).
    static func write(_ text: String, to path: String) throws {
        let target = URL(fileURLWithPath: path)
        let temporary = target.deletingLastPathComponent()
            .appendingPathComponent(".\(target.lastPathComponent).dialogc-\(getpid()).tmp").path
        InterruptCleanup.track(temporary)
        defer { InterruptCleanup.untrack() }
        do {
            try writeFile(text, to: temporary)
            guard rename(temporary, target.path) == 0 else { throw failure(path) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Creates (or truncates) `path` and writes `text` to it, with the permissions a new file gets.
    private static func writeFile(_ text: String, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path) }
        var text = text
        let written = text.withUTF8 { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                offset += count
            }
            return true
        }
        let closed = close(descriptor) == 0
        guard written, closed else { throw failure(path) }
    }

    /// The error of a failed system call on `path`, with the system's reason.
    private static func failure(_ path: String) -> Error {
        let reason = String(cString: strerror(errno))
        return CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path, NSLocalizedDescriptionKey: reason])
    }
}

/// Removes the temporary file being written when the process is interrupted, then lets the
/// signal end the process as usual. One file is written at a time, so one path is tracked.
enum InterruptCleanup {
    // Read from a signal handler, which may only touch plain memory: a C string, set and cleared
    // by the single thread that writes files.
    nonisolated(unsafe) private static var path: UnsafeMutablePointer<CChar>?
    nonisolated(unsafe) private static var installed = false

    static func track(_ file: String) {
        installHandlers()
        untrack()
        path = strdup(file)
    }

    static func untrack() {
        let previous = path
        path = nil
        free(previous)
    }

    private static func installHandlers() {
        guard !installed else { return }
        installed = true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if let file = InterruptCleanup.path { unlink(file) }
                signal(received, SIG_DFL)
                raise(received)
            }
        }
    }
}
