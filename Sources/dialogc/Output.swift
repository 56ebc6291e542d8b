import Foundation

/// Writes to the standard streams and to report files.
///
/// The byte writer's end: the pieces the generators and reporters render arrive here as the
/// memory they were rendered into, and go to their descriptor without being copied. All raw
/// memory of the command-line tool stays in this file, behind `Pieces` and the plain functions.
enum Output {
    /// A producer of pieces: it hands each piece, in order, to the function it is given, which
    /// writes it and tells whether it could; it returns whether every piece was written.
    typealias Pieces = (@escaping @Sendable (Span<UInt8>) -> Bool) -> Bool

    /// Hands all of `bytes` to `write`, a piece writer a `Pieces` producer was given.
    static func hand(_ bytes: [UInt8], to write: @Sendable (Span<UInt8>) -> Bool) -> Bool {
        write(bytes.span)
    }

    static func standardOutput(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func standardOutput(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBufferPointer { writeAll($0, to: STDOUT_FILENO) }
    }

    static func standardError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Whether standard output is a terminal that wants color: a TTY, and `NO_COLOR` unset (no-color.org).
    static var standardOutputIsColorTerminal: Bool {
        isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Whether standard error is a terminal that wants color, as `standardOutputIsColorTerminal` asks.
    static var standardErrorIsColorTerminal: Bool {
        isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Writes `text` to `path` as `StagedFiles` writes (atomically, through links, keeping the
    /// file's permissions, creating missing folders); an interrupt while writing removes the
    /// temporary file and leaves `path` as it was.
    static func write(_ text: String, to path: String) throws(FileFailure) {
        try write(to: path) { descriptor in write(text, toDescriptor: descriptor) }
    }

    /// Writes `bytes` to `path` as `write(_:to:)` writes text; a large document need not become a
    /// `String`, which checks every byte of it.
    static func write(_ bytes: [UInt8], to path: String) throws(FileFailure) {
        try write(to: path) { descriptor in bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) } }
    }

    /// Writes `path` as `write(_:to:)` writes bytes, from the pieces `produce` hands its argument
    /// in order (a long report goes out as its runs are rendered, never whole in memory);
    /// `produce` tells whether every piece was written.
    static func write(to path: String, pieces produce: Pieces) throws(FileFailure) {
        try write(to: path) { descriptor in produce { writeAll($0, to: descriptor) } }
    }

    /// Writes `path` as `write(_:to:)` writes text, from the pieces `produce` hands its argument
    /// in order (a plan written on every core goes out as its runs are done, never whole in
    /// memory), and leaves `path` as it was when `discards` holds for the result `produce` returns
    /// with whether every piece was written; that result.
    static func write<Result>(
        to path: String, discardingIf discards: (Result) -> Bool,
        pieces produce: (@escaping @Sendable (Span<UInt8>) -> Bool) -> (Result, written: Bool)
    ) throws(FileFailure) -> Result {
        var outcome: Result?
        var files = StagedFiles()
        try files.stage(path) { descriptor in
            let (result, written) = produce { writeAll($0, to: descriptor) }
            outcome = result
            return discards(result) ? .discarded : written ? .written : .failed
        }
        try commit(&files)
        return outcome!
    }

    /// Writes the pieces `produce` hands its argument to standard output, in order.
    static func standardOutput(pieces produce: Pieces) {
        _ = produce { writeAll($0, to: STDOUT_FILENO) }
    }

    /// Writes `path` with `body`, which writes to a descriptor and tells whether it could.
    private static func write(to path: String, _ body: (Int32) -> Bool) throws(FileFailure) {
        var files = StagedFiles()
        try files.stage(path) { descriptor in body(descriptor) ? .written : .failed }
        try commit(&files)
    }

    /// Puts the one staged file of `files` in place.
    private static func commit(_ files: inout StagedFiles) throws(FileFailure) {
        do throws(StagedFailure) {
            try files.commit()
        } catch {
            throw error.failure
        }
    }

    /// Writes all of `text` to the open file `descriptor`; false when the system refuses, or when
    /// an interrupt asks the write to stop.
    static func write(_ text: String, toDescriptor descriptor: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`, as the other `writeAll` does.
    private static func writeAll(_ bytes: Span<UInt8>, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { writeAll($0, to: descriptor) }
    }

    /// Writes all of `bytes` to `descriptor`; false when the system refuses, or when an interrupt
    /// asks the write under way to stop (its writer then cleans up).
    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            guard !InterruptCleanup.isInterrupted else { return false }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    /// Creates the folder at `path` and every missing folder above it.
    static func createFolders(_ path: String) throws(FileFailure) {
        guard !path.isEmpty else { return }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw FileFailure("'\(path)' is a file, not a folder") }
            return
        }
        let parent = OutputPath.parent(of: path)
        if parent != path { try createFolders(parent) }
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw failure() }
    }

    /// Removes the file at `path`.
    static func remove(_ path: String) throws(FileFailure) {
        guard unlink(path) == 0 else { throw failure() }
    }

    /// The failure of the system call that just failed, with the system's reason.
    static func failure() -> FileFailure {
        FileFailure(String(cString: strerror(errno)).lowercased())
    }

    /// Why `error` happened, worded as dialogc words its messages (lowercase, no period), for the
    /// errors of Foundation calls as well as dialogc's own.
    static func reason(_ error: any Error) -> String {
        if let failure = error as? FileFailure { return failure.reason }
        let error = error as NSError
        let posix =
            (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error.code : nil)
        if let posix { return String(cString: strerror(Int32(posix))).lowercased() }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        default: return "the system refused (\(error.domain) \(error.code))"
        }
    }
}

/// Why a file could not be written, removed or made a folder for: lowercase, no trailing period.
struct FileFailure: Error {
    var reason: String

    init(_ reason: String) { self.reason = reason }
}
