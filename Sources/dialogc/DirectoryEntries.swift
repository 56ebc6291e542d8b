import Foundation

/// What a directory search meets in a folder: a folder to enter, a file, or a name whose target
/// does not exist (a dangling symbolic link).
enum DirectoryEntry {
    case folder, file, missing

    /// The names of the entries of `directory`, nil when it cannot be read.
    static func names(of directory: String) -> [String]? {
        try? FileManager.default.contentsOfDirectory(atPath: directory)
    }

    /// The entries of `directory` by name, or why it cannot be listed: the `errno` of `opendir`, or
    /// of a `readdir` that stopped before the end (a folder the kernel lets one open but not
    /// list). Each entry is looked at with `stat`, symbolic links followed, as `fileExists`
    /// follows them.
    static func listing(of directory: String) -> Result<[(name: String, kind: DirectoryEntry)], DirectoryError> {
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
            return .failure(DirectoryError(reason: Output.reason(error)))
        }
        return .success(names.map { ($0, following(path(of: $0, in: directory))) })
    }

    /// The path of the entry `name` of `directory`.
    static func path(of name: String, in directory: String) -> String {
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
struct DirectoryError: Error {
    var reason: String

    init(reason: String) { self.reason = reason }

    /// The system's reason for `errno` `code`.
    init(code: Int32) { reason = String(cString: strerror(code)).lowercased() }
}
