import DialogConfiguration
import DialogValidation
import Foundation

/// How a configuration's `exclude` patterns apply to the spec files a directory search finds.
///
/// Only files found by searching a directory are left out: a file named on the command line is
/// always read, as linters treat explicit paths, and so are the files the build plugin names.
enum Exclusion {
    /// Whether a file found in a directory, by its display path relative to `workingDirectory`,
    /// is excluded. Patterns are relative to the configuration's folder.
    static func matcher(_ configuration: Configuration, workingDirectory: String) -> (String) -> Bool {
        guard let directory = configuration.directory, !configuration.exclude.isEmpty else { return { _ in false } }
        let base = URL(fileURLWithPath: workingDirectory, isDirectory: true)
        return { display in
            // The folder is resolved like the configuration's, so a symbolic link above both does
            // not hide a match; the file itself is matched by its own name, even when it is a link.
            let file = URL(fileURLWithPath: display, relativeTo: base)
            let absolute = file.deletingLastPathComponent().resolvingSymlinksInPath()
                .appendingPathComponent(file.lastPathComponent).path
            let relative = InputFiles.displayPath(absolute, relativeTo: directory)
            // A file outside the configuration's folder is not the configuration's to exclude.
            return !relative.hasPrefix("/") && configuration.isExcluded(relative)
        }
    }

    /// The failure of a directory argument left with nothing to check, saying when exclusion is the reason.
    static func nothingFound(in directory: String, excluded: Int) -> InputFailure {
        guard excluded > 0 else { return InputFailure(path: directory, "no spec files (*.json) found in the directory") }
        let files = excluded == 1 ? "the only spec file" : "all \(excluded) spec files"
        return InputFailure(path: nil, "no spec files to check in '\(directory)': the configuration's 'exclude' leaves out \(files) found there")
    }
}
