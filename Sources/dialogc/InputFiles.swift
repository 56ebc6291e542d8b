import DialogCompiler
import Foundation

/// Finds and reads the spec files named on the command line.
///
/// Directories are searched recursively for `*.json` in sorted order, skipping hidden
/// entries (`.git`, `.build`, editor folders); each directory is entered once, so symbolic
/// link loops end. Paths are shown relative to the working directory where possible.
struct InputFiles {
    /// The files read, ready for the compiler.
    var sources: [SourceFile] = []
    /// Inputs that could not be found or read, each as a message.
    var failures: [String] = []

    /// Collects `paths`; display paths are relative to `root` (default: the working directory).
    init(paths: [String], relativeTo root: String? = nil) {
        let fileManager = FileManager.default
        let workingDirectory = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? fileManager.currentDirectoryPath
        var visitedDirectories: Set<String> = []
        var found: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
                failures.append(isLink
                    ? "\(path): error: \(ReadFailure.danglingLink.message)"
                    : "\(path): error: no such file or directory")
                continue
            }
            if isDirectory.boolValue {
                collect(directory: path, into: &found, visited: &visitedDirectories)
            } else {
                found.append(path)
            }
        }
        var seen: Set<String> = []
        for path in found {
            let display = Self.displayPath(path, relativeTo: workingDirectory)
            guard seen.insert(display).inserted else { continue }
            switch Self.contents(of: path, atMost: JSONReader.defaultMaximumFileSize + 1) {
            case .success(let bytes): sources.append(SourceFile(path: display, bytes: bytes))
            case .failure(let reason): failures.append("\(display): error: \(reason.message)")
            }
        }
    }

    /// Why a file could not be read.
    enum ReadFailure: Error {
        /// `open`, `fstat` or `read` failed with this `errno`.
        case system(Int32)
        case notARegularFile
        case danglingLink

        var message: String {
            switch self {
            case .system(let code): "cannot read the file: \(String(cString: strerror(code)).lowercased())"
            case .notARegularFile: "cannot read the file: not a regular file"
            case .danglingLink: "cannot read the file: the symbolic link's target does not exist"
            }
        }
    }

    /// Reads at most `limit` bytes of the regular file at `path`.
    ///
    /// Stopping at `limit` lets the reader refuse an oversized file with its located error without
    /// holding the whole file in memory. The file is opened without blocking and checked after
    /// opening, so a FIFO never waits for a writer and a file swapped for one in between is caught.
    static func contents(of path: String, atMost limit: Int) -> Result<[UInt8], ReadFailure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            var status = stat()
            let isDanglingLink = code == ENOENT && lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
            return .failure(isDanglingLink ? .danglingLink : .system(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(errno)) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.notARegularFile) }
        var bytes = [UInt8](repeating: 0, count: min(limit, max(Int(status.st_size), 0) + 1))
        var count = 0
        while count < limit {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, limit - count))) }
            let result = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if result == 0 { break }
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            count += result
        }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    private mutating func collect(directory: String, into found: inout [String], visited: inout Set<String>) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        guard visited.insert(real).inserted else { return }
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else {
            failures.append("\(directory): error: cannot read the directory")
            return
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A dangling symbolic link named like a spec is a spec the user expects checked.
                if entry.hasSuffix(".json") { found.append(path) }
                continue
            }
            if isDirectory.boolValue {
                collect(directory: path, into: &found, visited: &visited)
            } else if entry.hasSuffix(".json") {
                found.append(path)
            }
        }
    }

    /// The path relative to `base` when it lies below it, else as given.
    static func displayPath(_ path: String, relativeTo base: String) -> String {
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            .standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
