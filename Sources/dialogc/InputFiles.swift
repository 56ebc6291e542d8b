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
                failures.append("\(path): error: no such file or directory")
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
            guard let data = fileManager.contents(atPath: path) else {
                failures.append("\(display): error: cannot read the file")
                continue
            }
            sources.append(SourceFile(path: display, bytes: Array(data)))
        }
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
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
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
