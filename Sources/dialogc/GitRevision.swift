import DialogConfiguration
import DialogDiagnostics
import Foundation
import Synchronization

/// The spec files of a git revision, read through the `git` command, for `diff --against`.
enum GitRevision {
    /// Why a revision's specs could not be read.
    struct Failure: Error {
        var message: String
    }

    /// The `*.json` files under `paths` (relative to the working directory) at `revision`, found as a
    /// directory search finds them: hidden entries, baselines and what `exclude` names are left out,
    /// except a file named itself; display paths are those of the working tree.
    static func sources(at revision: String, paths: [String], configuration: Configuration) throws(Failure) -> [SourceFile] {
        let probe = try run(["rev-parse", "--is-inside-work-tree"])
        guard probe.status == 0 else {
            throw Failure(message: "'--against' needs a git repository, and '\(FileManager.default.currentDirectoryPath)' is not in one")
        }
        guard try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"]).status == 0 else {
            throw Failure(message: "unknown git revision '\(revision)'")
        }
        let listing = try run(["ls-tree", "-r", "-z", "--name-only", revision, "--"] + paths)
        guard listing.status == 0 else {
            throw Failure(message: "git ls-tree failed: \(listing.error.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
        let names = listing.output.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        let isExcluded = Exclusion.matcher(configuration, workingDirectory: FileManager.default.currentDirectoryPath)
        var sources: [SourceFile] = []
        for name in names.sorted() where name.hasSuffix(".json") {
            let named = paths.contains { $0 == name || $0 == "./" + name }
            // As the working tree's search: other tools' files and the design tokens beside the specs are no specs.
            guard named || (!SpecSearch.skipsFile(at: name) && !isExcluded(name)) else { continue }
            let file = try run(["show", "\(revision):./\(name)"])
            guard file.status == 0 else {
                throw Failure(
                    message: "cannot read '\(name)' at '\(revision)': \(file.error.trimmingCharacters(in: .whitespacesAndNewlines))")
            }
            let bytes = [UInt8](file.output)
            if !Baseline.isBaselineFile(bytes) { sources.append(SourceFile(path: name, bytes: bytes)) }
        }
        guard !sources.isEmpty else {
            throw Failure(message: "no spec files (*.json) at '\(revision)' in \(paths.map { "'\($0)'" }.joined(separator: ", "))")
        }
        return sources
    }

    /// The file at `path` (absolute, or relative to the working directory) as it was at `revision`,
    /// shown as the working tree's file is; nil when it did not exist there or git cannot say.
    static func file(at revision: String, path: String, display: String) -> SourceFile? {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let absolute = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
        guard absolute.hasPrefix(directory + "/") else { return nil }
        let relative = String(absolute.dropFirst(directory.count + 1))
        guard let shown = try? run(["show", "\(revision):./\(relative)"]), shown.status == 0 else { return nil }
        return SourceFile(path: display, bytes: [UInt8](shown.output))
    }

    /// Runs `git` in the working directory; its standard error is kept for messages.
    private static func run(_ arguments: [String]) throws(Failure) -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run git: \(Output.reason(error))")
        }
        // Both pipes are drained before waiting, standard error on its own thread, so neither can fill up and block git.
        let errorData = ErrorCollector(error.fileHandleForReading)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, data, String(decoding: errorData.finish(), as: UTF8.self))
    }

    /// Reads a pipe to its end on another thread.
    private final class ErrorCollector: Sendable {
        private let data = Mutex(Data())
        private let done = DispatchSemaphore(value: 0)

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                let read = handle.readDataToEndOfFile()
                data.withLock { $0 = read }
                done.signal()
            }
        }

        func finish() -> Data {
            done.wait()
            return data.withLock { $0 }
        }
    }
}
