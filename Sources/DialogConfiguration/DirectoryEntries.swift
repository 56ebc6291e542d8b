import Foundation

/// What a directory search meets in a folder: a folder to enter, a file, or a name whose target
/// does not exist (a dangling symbolic link).
package enum DirectoryEntry {
    case folder, file, missing

    /// The entries of `directory` by name, nil when it cannot be read.
    ///
    /// Read with `readdir`, whose entry types tell folders from files without a `stat` of each,
    /// which `FileManager.fileExists(atPath:isDirectory:)` made, on one core before any file was
    /// read; only a symbolic link, or an entry of a file system that gives no type, is followed
    /// with `stat`, as `fileExists` follows it.
    package static func entries(of directory: String) -> [(name: String, kind: DirectoryEntry)]? {
        try? listing(of: directory).get()
    }

    /// The entries of `directory` as `entries(of:)` reads them, or the `errno` of the call that
    /// failed: `opendir`, or a `readdir` that stopped before the end (a folder the kernel lets one
    /// open but not list).
    package static func listing(of directory: String) -> Result<[(name: String, kind: DirectoryEntry)], DirectoryError> {
        guard let stream = opendir(directory) else { return .failure(DirectoryError(code: errno)) }
        defer { closedir(stream) }
        var entries: [(name: String, kind: DirectoryEntry)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 { return .failure(DirectoryError(code: errno)) }
                break
            }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard name != ".", name != ".." else { continue }
            switch entry.pointee.d_type {
            case UInt8(DT_DIR): entries.append((name, .folder))
            case UInt8(DT_REG): entries.append((name, .file))
            default: entries.append((name, following(path(of: name, in: directory))))
            }
        }
        return .success(entries)
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

/// Why a folder could not be listed: the system's `errno`.
package struct DirectoryError: Error {
    /// The `errno` of the call that failed.
    package var code: Int32

    /// The system's reason, as dialogc words its messages.
    package var reason: String { String(cString: strerror(code)).lowercased() }
}
