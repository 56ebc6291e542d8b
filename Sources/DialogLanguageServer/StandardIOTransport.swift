import DialogLanguageServerProtocol
import Foundation

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
        let outputHandle = FileHandle(fileDescriptor: output, closeOnDealloc: false)
        let errorHandle = FileHandle(fileDescriptor: 2, closeOnDealloc: false)
        let server = LanguageServer(
            checkDelay: checkDelay, formatter: formatter, write: { writeAll($0, to: outputHandle) },
            log: { writeAll(Array(("dialogc lsp: " + $0 + "\n").utf8), to: errorHandle) })
        let incoming = server.incoming
        let inputHandle = FileHandle(fileDescriptor: input, closeOnDealloc: false)
        // Blocked in its read when the server exits; the process ends it.
        Thread.detachNewThread {
            while true {
                // What one read returns, as soon as there is any; empty at the end of the input.
                let data = inputHandle.availableData
                guard !data.isEmpty else { break }
                incoming.append(data)
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

    /// Writes every byte, or stops at the first error: a client that closed its end reads nothing more.
    private static func writeAll(_ bytes: [UInt8], to handle: FileHandle) {
        try? handle.write(contentsOf: bytes)
    }
}
