import DialogCompiler
import Foundation

/// Applies a configuration's `exclude` patterns to the spec files every command collects.
///
/// Only files found by searching a directory are left out: a file named on the command line is
/// always read, as linters treat explicit paths, and so are the files the build plugin names.
enum Exclusion {
    /// Drops from `inputs` the excluded files found under the directories among `paths`, whose
    /// display paths are relative to `root` (default: the working directory); returns how many.
    static func apply(_ configuration: Configuration, to inputs: inout InputFiles, paths: [String], relativeTo root: String? = nil) -> Int {
        guard let directory = configuration.directory, !configuration.exclude.isEmpty else { return 0 }
        // The base display paths are relative to, computed as `InputFiles` computes it.
        let base = root.map { URL(fileURLWithPath: $0).standardizedFileURL.path } ?? FileManager.default.currentDirectoryPath
        let named = Set(paths.filter { !isDirectory($0) }.map { InputFiles.displayPath($0, relativeTo: base) })
        let before = inputs.sources.count
        inputs.sources.removeAll { source in
            guard !named.contains(source.path) else { return false }
            // The folder is resolved like the configuration's, so a symbolic link above both does
            // not hide a match; the file itself is matched by its own name, even when it is a link.
            let file = URL(fileURLWithPath: source.path, relativeTo: URL(fileURLWithPath: base, isDirectory: true))
            let absolute = file.deletingLastPathComponent().resolvingSymlinksInPath()
                .appendingPathComponent(file.lastPathComponent).path
            let relative = InputFiles.displayPath(absolute, relativeTo: directory)
            // A file outside the configuration's folder is not the configuration's to exclude.
            return !relative.hasPrefix("/") && configuration.isExcluded(relative)
        }
        return before - inputs.sources.count
    }

    /// The error for a run left with nothing to check, saying when exclusion is the reason.
    static func nothingFound(in paths: [String], excluded: Int) -> InputFailure {
        let list = paths.map { "'\($0)'" }.joined(separator: ", ")
        guard excluded > 0 else { return InputFailure(path: nil, "no spec files (*.json) found in \(list)") }
        let files = excluded == 1 ? "the only spec file" : "all \(excluded) spec files"
        return InputFailure(path: nil, "no spec files to check in \(list): the configuration's 'exclude' leaves out \(files) found there")
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
