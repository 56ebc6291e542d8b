#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a `LanguageServer` to file descriptors (standard input and output for `dialogc lsp`),
/// on one thread: it waits for input, and when the client has been quiet for the server's check
/// delay with edits pending, runs their checks.
public enum StandardIOTransport {
    /// Serves until the client sends `exit` or closes the input; the exit status to end with:
    /// the server's, or 1 when the input ended without `exit`.
    public static func serve(
        checkDelay: Int = 50, formatter: LanguageServer.Formatter? = nil, input: Int32 = 0, output: Int32 = 1
    ) -> Int32 {
        let server = LanguageServer(
            checkDelay: checkDelay, formatter: formatter, write: { writeAll($0, to: output) },
            log: { writeAll(Array(("dialogc lsp: " + $0 + "\n").utf8), to: 2) })
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while server.exitStatus == nil {
            if server.hasPendingChecks {
                var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
                let ready = poll(&descriptor, 1, Int32(server.checkDelay))
                if ready == 0 {
                    server.runPendingChecks()
                    continue
                }
                if ready < 0, errno == EINTR { continue }
            }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return 1 }
            server.receive(buffer[0..<count])
        }
        return server.exitStatus ?? 1
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            written += count
        }
    }
}
