import DialogConfiguration
import DialogDiagnostics
import DialogJSONReader
import DialogValidation
import Foundation

/// Finds and reads the spec files named on the command line.
///
/// Directories are searched by `SpecFolderSearch`, the search the language server runs too,
/// which skips hidden entries (`.git`, `.build`, editor folders), other tools' JSON files and
/// folders and enters each directory once; the documents dialogc writes itself (baselines,
/// render plans, reports; see `SpecSearch`) are passed over once read. Files a directory search
/// finds that the configuration's `exclude` names are skipped before they are read, so an excluded folder cannot fail the run;
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
        // Relative paths are found from the working directory and shown relative to the root.
        let currentDirectory = fileManager.currentDirectoryPath
        let workingDirectory = root.map { Self.standardized($0.hasPrefix("/") ? $0 : currentDirectory + "/" + $0) } ?? currentDirectory
        let display = { (path: String) in Self.displayPath(path, relativeTo: workingDirectory, from: currentDirectory) }
        let stdinDisplay = stdinPath.map(display) ?? Self.standardInputName
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
        var search = SpecFolderSearch(configuration: configuration)
        var excludedByArgument: [Int: Int] = [:]
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
                let shown = display(path)
                if !skipping.contains(shown) { found.append((path, shown, argument)) }
                continue
            }
            let searched = search.files(below: path)
            failures += searched.unreadableFolders.map { InputFailure(path: $0.path, "cannot read the directory: \($0.reason)") }
            excludedByArgument[argument, default: 0] += searched.excludedCount
            for file in searched.files {
                let shown = display(file)
                if !skipping.contains(shown) { found.append((file, shown, argument)) }
            }
            // A directory that another argument already searched, or that could not be read, has said enough.
            if !searched.sharesFolders, searched.unreadableFolders.isEmpty { directoryArguments.append(argument) }
        }
        // Whether each display path holds a spec rather than a baseline; a file reached twice is
        // read once and counts for both arguments.
        var isSpec: [String: Bool] = [:]
        var displays = Set<String>()
        let reads = found.filter { displays.insert($0.display).inserted }
        // Read on every core: the system calls and the first touch of each buffer's pages were
        // most of a large search, and they do not depend on each other.
        let contents = ParallelMap.map(reads.map(\.path)) { Self.contents(of: $0, atMost: JSONReader.defaultMaximumFileSize + 1) }
        for ((path, display, argument), contents) in zip(reads, contents) {
            switch contents {
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

    /// What reading a file gave: its bytes, or why there are none.
    ///
    /// Not a `Result`: the files are read on every core, and the lists of results the parallel map
    /// keeps are generic types made at run time, whose `Failure: Error` requirement was looked up
    /// among every conformance of the program, once for each list type, before any file was read.
    enum ReadOutcome {
        case success([UInt8])
        case failure(ReadFailure)
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
    static func contents(of path: String, atMost limit: Int) -> ReadOutcome {
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
        return contents(ofDescriptor: descriptor, atMost: limit, expecting: Int(status.st_size), knownSize: true)
    }

    /// Reads at most `limit` bytes from an open descriptor (a file, or standard input's pipe)
    /// until its end; `expecting` is the size to read first, and with `knownSize` the size
    /// `fstat` gave, so that a read returning exactly that many ends the file without the
    /// second read that would say so.
    static func contents(
        ofDescriptor descriptor: Int32, atMost limit: Int, expecting: Int = 64 * 1024, knownSize: Bool = false
    ) -> ReadOutcome {
        var bytes: [UInt8] = []
        var capacity = min(limit, max(expecting, 0) + 1)
        while true {
            var chunk = [UInt8](repeating: 0, count: capacity)
            let result = read(descriptor, &chunk, capacity)
            if result < 0 {
                if errno == EINTR { continue }
                return .failure(.system(errno))
            }
            if result == 0 { return .success(bytes) }
            chunk.removeLast(capacity - result)
            let isFirst = bytes.isEmpty
            if isFirst { bytes = chunk } else { bytes.append(contentsOf: chunk) }
            if (knownSize && isFirst && bytes.count == expecting) || bytes.count >= limit { return .success(bytes) }
            // A pipe, or a file that grew: read on in chunks as large as what came so far.
            capacity = min(max(bytes.count, 64 * 1024), limit - bytes.count)
        }
    }

    /// `path` as findings show it: relative to `base` when it lies below it; else, for a path given
    /// relative (found from `directory`, default `base`), relative to `base` with `..` steps, as the
    /// user wrote `../x`; else (given absolute, or from `~`) absolute. So no output names an absolute
    /// path unless an input was given as one.
    static func displayPath(_ path: String, relativeTo base: String, from directory: String? = nil) -> String {
        let isRelative = !path.hasPrefix("/") && !path.hasPrefix("~")
        let absolute =
            path.hasPrefix("~")
            ? URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: base, isDirectory: true)).standardizedFileURL.path
            : standardized(isRelative ? (directory ?? base) + "/" + path : path)
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return isRelative ? steps(from: base, to: absolute) : absolute
    }

    /// The relative path from the folder `base` to `absolute` (both absolute and standardized),
    /// climbing with `..` from `base` to the folder they share.
    private static func steps(from base: String, to absolute: String) -> String {
        let from = base.split(separator: "/")
        let to = absolute.split(separator: "/")
        var shared = 0
        while shared < min(from.count, to.count), from[shared] == to[shared] { shared += 1 }
        let climb = Array(repeating: "..", count: from.count - shared)
        return (climb + to[shared...].map(String.init)).joined(separator: "/")
    }

    /// `path` without `.`, `..` and empty components, as `URL.standardizedFileURL` has it but
    /// without asking the file system: a directory search names every file it found this way,
    /// and Foundation's URLs cost more than reading the file (a leading `~`, which URLs expand,
    /// still goes through them). Split on the UTF-8 bytes, not the characters: a path's separators
    /// are bytes, and splitting a `String` would break every path into grapheme clusters first; a
    /// path with nothing to remove, as found paths mostly are, is returned as it is.
    static func standardized(_ path: String) -> String {
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        let bytes = Array(path.utf8)
        var parts: [Range<Int>] = []
        var isStandard = bytes.first == slash
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
            defer { start = end + 1 }
            switch end - start {
            // The leading slash opens the path; any other empty part is a doubled or trailing one.
            case 0 where end == 0: continue
            case 0: isStandard = false
            case 1 where bytes[start] == dot: isStandard = false
            case 2 where bytes[start] == dot && bytes[start + 1] == dot:
                isStandard = false
                _ = parts.popLast()
            default: parts.append(start..<end)
            }
        }
        guard !isStandard else { return path }
        var standard: [UInt8] = [slash]
        for (index, part) in parts.enumerated() {
            if index > 0 { standard.append(slash) }
            standard.append(contentsOf: bytes[part])
        }
        return String(decoding: standard, as: UTF8.self)
    }
}
