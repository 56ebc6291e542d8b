import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Connects a `LanguageServer` to file descriptors (standard input and output for `dialogc lsp`):
/// one thread reads, so a `$/cancelRequest` is seen while the server is busy, and the server's
/// thread handles what it read, and when the client has been quiet for the server's check delay
/// with edits pending, runs their checks.
public enum StandardIOTransport {
    /// Serves until the client sends `exit` or closes the input; the exit status to end with:
    /// the server's, or 1 when the input ended without `exit`.
    public static func serve(
        checkDelay: Int = 50, formatter: LanguageServer.Formatter? = nil, input: Int32 = 0, output: Int32 = 1
    ) -> Int32 {
        let server = LanguageServer(
            checkDelay: checkDelay, formatter: formatter, write: { writeAll($0, to: output) },
            log: { writeAll(Array(("dialogc lsp: " + $0 + "\n").utf8), to: 2) })
        let incoming = server.incoming
        // Blocked in `read` when the server exits; the process ends it.
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                incoming.append(buffer[0..<count])
            }
            incoming.end()
        }
        while server.exitStatus == nil {
            switch incoming.wait(milliseconds: server.hasPendingChecks ? server.checkDelay : nil) {
            case .messages: server.handleIncoming()
            case .timedOut: server.runPendingChecks()
            case .ended: return 1
            }
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
