import Foundation

/// What a directory search meets in a folder: a folder to enter, a file, or a name whose target
/// does not exist (a dangling symbolic link).
package enum DirectoryEntry {
    case folder, file, missing

    /// The names of the entries of `directory`, nil when it cannot be read.
    package static func names(of directory: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: directory)
    }

    /// The entries of `directory` by name, nil when it cannot be read.
    package static func entries(of directory: String) -> [(name: String, kind: DirectoryEntry)]? {
        try? listing(of: directory).get()
    }

    /// The entries of `directory` by name, or why it cannot be listed: the `errno` of `opendir`, or
    /// of a `readdir` that stopped before the end (a folder the kernel lets one open but not
    /// list). Each entry is looked at with `stat`, symbolic links followed, as `fileExists`
    /// follows them.
    package static func listing(of directory: String) -> Result<[(name: String, kind: DirectoryEntry)], DirectoryError> {
        // Foundation's listing takes a stream that stops early for its end, so the folder is read
        // through once first, for the error only.
        guard let stream = opendir(directory) else { return .failure(DirectoryError(code: errno)) }
        errno = 0
        while readdir(stream) != nil {}
        let code = errno
        closedir(stream)
        if code != 0 { return .failure(DirectoryError(code: code)) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            return .failure(DirectoryError(error))
        }
        return .success(names.map { ($0, following(path(of: $0, in: directory))) })
    }

    /// The path of the entry `name` of `directory`.
    package static func path(of name: String, in directory: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// What is at `path`, symbolic links followed.
    private static func following(_ path: String) -> DirectoryEntry {
        var status = stat()
        guard stat(path, &status) == 0 else { return .missing }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .folder : .file
    }
}

/// Why a folder could not be listed, as dialogc words its messages.
package struct DirectoryError: Error {
    package var reason: String

    package init(reason: String) { self.reason = reason }

    /// The system's reason for `errno` `code`.
    package init(code: Int32) { reason = String(cString: strerror(code)).lowercased() }

    /// The system's reason under a Foundation error: its POSIX code when it has one.
    package init(_ error: any Error) {
        let error = error as NSError
        let posix =
            (error.userInfo[NSUnderlyingErrorKey] as? NSError).flatMap { $0.domain == NSPOSIXErrorDomain ? $0.code : nil }
            ?? (error.domain == NSPOSIXErrorDomain ? error.code : nil)
        if let posix {
            self.init(code: Int32(posix))
        } else {
            self.init(reason: "the system refused (\(error.domain) \(error.code))")
        }
    }
}
