import DialogConfiguration
import DialogGenerators
import DialogLayoutAdapter
import DialogValidation
import Foundation

/// A preview's output directory as its stamp describes it: whether the files a run wrote are
/// still there untouched, and the stamp to leave after a run.
struct PreviewOutput {
    let directory: String

    private var stampPath: String { OutputPath.join(directory, PreviewStamp.fileName) }

    /// Whether the stamp says the files were made from inputs of digest `inputs`, every file it
    /// lists has the size and modification time it had then, and no other SVG file a preview
    /// wrote lies in the devices' directories (a full run would remove it).
    func isUpToDate(inputs: UInt64, devices: [Device]) -> Bool {
        guard let data = FileManager.default.contents(atPath: stampPath),
            let stamp = PreviewStamp(text: String(decoding: data, as: UTF8.self)), stamp.inputs == inputs
        else { return false }
        // Paths joined as strings: `URL.appendingPathComponent` asks the file system whether each
        // is a folder, a second `stat` for each of a preview's thousands of files.
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        // The files are looked at on every core, in runs: a `stat` each for a preview's thousands.
        let files = stamp.files
        let untouched = ParallelMap.map(ParallelMap.runs(of: files.count, length: 512)) { run in
            files[run].allSatisfy { file in
                guard let state = Self.state(of: root + file.path) else { return false }
                return state.size == file.size && state.modified == file.modified
            }
        }
        guard !untouched.contains(false) else { return false }
        let stamped = Set(files.map(\.path))
        // A device's folder a core.
        let clean = ParallelMap.map(devices.map(\.name)) { device in
            let folder = device + "/"
            guard let names = DirectoryEntry.names(of: root + folder) else { return false }
            return !names.contains { name in
                name.hasSuffix(".svg") && !stamped.contains(folder + name) && PreviewCommand.isGenerated(atPath: root + folder + name)
            }
        }
        return !clean.contains(false)
    }

    /// The paths (relative to the directory) the stamp lists as written by the last complete run:
    /// dialogc's files even when someone has since edited their header away.
    func stampedPaths() -> Set<String> {
        guard let data = FileManager.default.contents(atPath: stampPath),
            let stamp = PreviewStamp(text: String(decoding: data, as: UTF8.self))
        else { return [] }
        return Set(stamp.files.map(\.path))
    }

    /// Records `paths` (relative to the directory), as they are now, as made from inputs of digest `inputs`.
    /// A stamp that cannot be written only costs the next run its shortcut.
    func writeStamp(inputs: UInt64, files paths: [String]) {
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        var stamp = PreviewStamp(inputs: inputs)
        for path in paths {
            guard let state = Self.state(of: root + path) else { return removeStamp() }
            stamp.add(path: path, size: state.size, modified: state.modified)
        }
        try? Output.write(stamp.text, to: stampPath)
    }

    /// Removes the stamp, so the next run does the work again.
    func removeStamp() {
        if FileManager.default.fileExists(atPath: stampPath) { try? Output.remove(stampPath) }
    }

    /// A file's size and modification time in nanoseconds, from one `stat` call: Foundation's
    /// attributes also look up the owner's name, which costs more than the whole check.
    static func state(of path: String) -> (size: Int, modified: Int64)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return (Int(info.st_size), Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec))
    }
}
