import Foundation

/// Puts a finished temporary file in the place of another, atomically: at every moment the path
/// names either the old file or the new one.
enum FileReplacement {
    /// Moves `temporary` to `path`, replacing what is there; false when the system refuses (errno says why).
    ///
    /// On Linux a regular file already at `path` is exchanged with the new one and then removed,
    /// instead of being renamed over: ext4 treats a rename over an existing file as a sign of an
    /// application that skipped `fsync` and flushes the new file's data inside the `rename` call
    /// (its `auto_da_alloc` heuristic), a wait longer than the rest of writing a large plan. dialogc writes files it can write again and flushes none
    /// (see `Output.write`), so it gives up that flush knowingly, as it does for a new file.
    static func replace(_ path: String, with temporary: String) -> Bool {
        #if os(Linux)
        if let exchange = exchangeFunction, isRegularFile(path), exchange(AT_FDCWD, temporary, AT_FDCWD, path, exchangeFlag) == 0 {
            // The old file now has the temporary name. If it cannot be removed it is at least not lost.
            _ = unlink(temporary)
            return true
        }
        #endif
        return rename(temporary, path) == 0
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    /// glibc's `renameat2` (2.28 and later), looked up at run time: the Glibc module does not
    /// declare it, and an older C library or kernel simply keeps the plain rename.
    private static let exchangeFunction: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }

    /// `RENAME_EXCHANGE` of `<linux/fs.h>`.
    private static let exchangeFlag: UInt32 = 2

    /// Whether `path` is a regular file itself (not a link, a folder or nothing), the one case the
    /// exchange is meant for: a folder or a link keeps what a rename does with it.
    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }
    #endif
}
