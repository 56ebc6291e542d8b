import Foundation

/// Files written in two steps: each to a temporary file beside its place, then all renamed into
/// place at once, an interrupt waiting until they are (see `InterruptCleanup`). Readers never see
/// half a file, and a run stopped while writing leaves every place as it was: a preview's gallery
/// is the old one or the new one, never some of each.
///
/// Every write of dialogc goes through here (see `Output.write`), so each follows one policy:
/// missing folders are created, a symbolic link is written through (see `WriteTarget`), a file's
/// permissions are kept, a read-only file or a folder is refused, and success is known only after
/// the rename.
///
/// There is no `fsync`: the rename is what makes the write atomic for readers, and a file that
/// dialogc can write again is not worth a disk flush each (a preview writes thousands).
struct StagedFiles {
    /// What became of a temporary file's writing.
    enum Writing {
        case written, failed, discarded
    }

    private var staged: [(temporary: String, target: String)] = []

    /// Writes the temporary file for `path` with `body`, which writes to a descriptor and tells what
    /// became of it; false when `body` discarded it (nothing is staged then). `path` is untouched
    /// until `commit`.
    @discardableResult
    mutating func stage(_ path: String, _ body: (Int32) -> Writing) throws(FileFailure) -> Bool {
        let target = try WriteTarget(path)
        try Output.createFolders(OutputPath.parent(of: target.path))
        let temporary = OutputPath.join(
            OutputPath.parent(of: target.path), ".\(OutputPath.lastComponent(of: target.path)).dialogc-\(getpid()).tmp")
        if staged.isEmpty { InterruptCleanup.beginWrite() }
        let writing: Result<Writing, FileFailure>
        do throws(FileFailure) {
            writing = .success(try Self.writeFile(temporary, for: target, body))
        } catch {
            writing = .failure(error)
        }
        guard case .success(.written) = writing, !InterruptCleanup.isInterrupted else {
            unlink(temporary)
            if InterruptCleanup.isInterrupted { discard(interrupted: true) }
            if staged.isEmpty { InterruptCleanup.endWrite() }
            if case .failure(let failure) = writing { throw failure }
            return false
        }
        staged.append((temporary, target.path))
        return true
    }

    /// Puts every staged file in its place and removes the files at `removals`; a signal that
    /// arrives meanwhile ends the process only once all is done. A failure is thrown after the
    /// other files were still put in place, naming the first path that failed.
    mutating func commit(removing removals: [String] = []) throws(StagedFailure) {
        let staged = self.staged
        self.staged = []
        var failure: StagedFailure?
        for file in staged where !FileReplacement.replace(file.target, with: file.temporary) {
            if failure == nil { failure = StagedFailure(path: file.target, failure: Output.failure()) }
            unlink(file.temporary)
        }
        for path in removals where unlink(path) != 0 && errno != ENOENT && failure == nil {
            failure = StagedFailure(path: path, failure: Output.failure())
        }
        if !staged.isEmpty { InterruptCleanup.endWrite() }
        if InterruptCleanup.isInterrupted { InterruptCleanup.endInterrupted() }
        if let failure { throw failure }
    }

    /// Removes every staged temporary file, leaving each place as it was; after a signal, then
    /// ends the process by it.
    mutating func discard(interrupted: Bool = false) {
        for file in staged { unlink(file.temporary) }
        if !staged.isEmpty { InterruptCleanup.endWrite() }
        staged = []
        if interrupted || InterruptCleanup.isInterrupted { InterruptCleanup.endInterrupted() }
    }

    /// Creates `temporary` with the permissions `target` keeps, and writes it with `body`.
    private static func writeFile(_ temporary: String, for target: WriteTarget, _ body: (Int32) -> Writing) throws(FileFailure) -> Writing {
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Output.failure() }
        guard target.lendAttributes(to: descriptor) else {
            let failure = Output.failure()
            close(descriptor)
            throw failure
        }
        let writing = body(descriptor)
        let closed = close(descriptor) == 0
        guard writing != .discarded else { return .discarded }
        guard writing == .written, closed else { throw Output.failure() }
        return .written
    }
}

/// A staged file that could not be put in place, or a file that could not be removed.
struct StagedFailure: Error {
    var path: String
    var failure: FileFailure
}
