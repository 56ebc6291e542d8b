import DialogCompiler
import Foundation

/// Finds and reads the spec files named on the command line.
///
/// Directories are searched recursively for `*.json` in sorted order, skipping hidden
/// entries (`.git`, `.build`, editor folders), other tools' JSON files and folders and the
/// documents dialogc writes itself (baselines, render plans, reports; see `SpecSearch`); each
/// directory is entered once, so symbolic link loops end. Files a directory search finds that the configuration's
/// `exclude` names are skipped before they are read, so an excluded folder cannot fail the run;
/// a file named on the command line is always read. A directory without specs is a failure of
/// its own, as is a baseline named as a spec, and so is finding nothing at all. Paths are shown
/// relative to the working directory where possible.
struct InputFiles {
    /// The files read, ready for the compiler.
    var sources: [SourceFile] = []
    /// Inputs that could not be found or read, in the order met.
    var failures: [InputFailure] = []
    /// The display path of the source read from standard input, if one was: never a file to rewrite.
    var standardInputSource: String?

    /// The path `-` stands for: one spec read from standard input.
    static let standardInputPath = "-"
    /// How findings name standard input when `--stdin-path` does not.
    static let standardInputName = "<stdin>"

    /// Collects `paths`; display paths are relative to `root` (default: the working directory).
    /// `skipping` lists display paths that are never specs, such as the run's own baseline.
    /// `-` reads standard input, shown as `stdinPath` (relative to the working directory) or
    /// `<stdin>`; a file a directory search finds at that path is left out, as the buffer replaces it.
    init(
        paths: [String], relativeTo root: String? = nil, configuration: Configuration = Configuration(),
        skipping: Set<String> = [], stdinPath: String? = nil
    ) {
        let fileManager = FileManager.default
        let workingDirectory = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? fileManager.currentDirectoryPath
        let stdinDisplay = stdinPath.map { Self.displayPath($0, relativeTo: workingDirectory) } ?? Self.standardInputName
        var skipping = skipping
        if paths.contains(Self.standardInputPath) {
            skipping.insert(stdinDisplay)
            switch Self.contents(ofDescriptor: STDIN_FILENO, atMost: JSONReader.defaultMaximumFileSize + 1) {
            case .success(let bytes):
                sources.append(SourceFile(path: stdinDisplay, bytes: bytes))
                standardInputSource = stdinDisplay
            case .failure(let reason): failures.append(InputFailure(path: stdinDisplay, reason.message))
            }
        }
        let isExcluded = Exclusion.matcher(configuration, workingDirectory: workingDirectory)
        var excludedByArgument: [Int: Int] = [:]
        // Each directory entered, with the argument that entered it first.
        var visitedDirectories: [String: Int] = [:]
        // Each file found, with the argument it was found under.
        var found: [(path: String, display: String, argument: Int)] = []
        var directoryArguments: [Int] = []
        for (argument, path) in paths.enumerated() where path != Self.standardInputPath {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
                failures.append(InputFailure(path: path, isLink ? ReadFailure.danglingLink.message : "no such file or directory"))
                continue
            }
            guard isDirectory.boolValue else {
                let display = Self.displayPath(path, relativeTo: workingDirectory)
                if !skipping.contains(display) { found.append((path, display, argument)) }
                continue
            }
            var files: [String] = []
            var sharesDirectories = false
            let failureCount = failures.count
            collect(directory: path, argument: argument, into: &files, visited: &visitedDirectories, sharesDirectories: &sharesDirectories)
            for file in files {
                let display = Self.displayPath(file, relativeTo: workingDirectory)
                if isExcluded(display) {
                    excludedByArgument[argument, default: 0] += 1
                } else if !skipping.contains(display) {
                    found.append((file, display, argument))
                }
            }
            // A directory that another argument already searched, or that could not be read, has said enough.
            if !sharesDirectories, failures.count == failureCount { directoryArguments.append(argument) }
        }
        // Whether each display path holds a spec rather than a baseline; a file reached twice is
        // read once and counts for both arguments.
        var isSpec: [String: Bool] = [:]
        for (path, display, argument) in found where isSpec[display] == nil {
            switch Self.contents(of: path, atMost: JSONReader.defaultMaximumFileSize + 1) {
            case .success(let bytes) where Baseline.isBaselineFile(bytes):
                isSpec[display] = false
                // Named on the command line rather than met in a directory.
                if path == paths[argument] {
                    failures.append(InputFailure(path: display, "this is a dialogc baseline, not a spec; pass it with '--baseline'"))
                }
            case .success(let bytes) where path != paths[argument] && SpecSearch.isOtherDocument(bytes):
                // A render plan or report among the specs; one named on the command line is read as asked.
                isSpec[display] = false
            case .success(let bytes):
                isSpec[display] = true
                sources.append(SourceFile(path: display, bytes: bytes))
            case .failure(let reason):
                isSpec[display] = true
                failures.append(InputFailure(path: display, reason.message))
            }
        }
        for argument in directoryArguments where !found.contains(where: { $0.argument == argument && isSpec[$0.display] == true }) {
            // Checking nothing in a directory must not look like a pass, even beside other inputs.
            failures.append(Exclusion.nothingFound(in: paths[argument], excluded: excludedByArgument[argument] ?? 0))
        }
        if sources.isEmpty, failures.isEmpty {
            failures.append(InputFailure(path: nil, "no spec files (*.json) found in \(paths.map { "'\($0)'" }.joined(separator: ", "))"))
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
        return contents(ofDescriptor: descriptor, atMost: limit, expecting: Int(status.st_size))
    }

    /// Reads at most `limit` bytes from an open descriptor (a file, or standard input's pipe)
    /// until its end; `expecting` is the size to allocate for first.
    static func contents(ofDescriptor descriptor: Int32, atMost limit: Int, expecting: Int = 64 * 1024) -> Result<[UInt8], ReadFailure> {
        var bytes = [UInt8](repeating: 0, count: min(limit, max(expecting, 0) + 1))
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

    /// Adds the `*.json` files below `directory` to `found`; `sharesDirectories` becomes true when
    /// a directory below was already searched for another argument.
    private mutating func collect(
        directory: String, argument: Int, into found: inout [String], visited: inout [String: Int], sharesDirectories: inout Bool
    ) {
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        if let first = visited[real] {
            if first != argument { sharesDirectories = true }
            return
        }
        visited[real] = argument
        let fileManager = FileManager.default
        guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else {
            failures.append(InputFailure(path: directory, "cannot read the directory"))
            return
        }
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let path = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                // A dangling symbolic link named like a spec is a spec the user expects checked.
                if entry.hasSuffix(".json"), !SpecSearch.skipsFile(named: entry) { found.append(path) }
                continue
            }
            if isDirectory.boolValue {
                guard !SpecSearch.skipsFolder(named: entry) else { continue }
                collect(directory: path, argument: argument, into: &found, visited: &visited, sharesDirectories: &sharesDirectories)
            } else if entry.hasSuffix(".json"), !SpecSearch.skipsFile(named: entry) {
                found.append(path)
            }
        }
    }

    /// The path relative to `base` when it lies below it, else as given.
    static func displayPath(_ path: String, relativeTo base: String) -> String {
        let absolute = path.hasPrefix("~")
            ? URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
            : standardized(path.hasPrefix("/") ? path : base + "/" + path)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// `path` without `.`, `..` and empty components, as `URL.standardizedFileURL` has it but
    /// without asking the file system: a directory search names every file it found this way,
    /// and Foundation's URLs cost more than reading the file (a leading `~`, which URLs expand,
    /// still goes through them).
    private static func standardized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
