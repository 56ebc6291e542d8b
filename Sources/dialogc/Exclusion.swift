import DialogConfiguration
import DialogValidation
import Foundation

/// How a configuration's `exclude` patterns apply to the spec files a directory search finds.
///
/// Only files found by searching a directory are left out: a file named on the command line is
/// always read, as linters treat explicit paths, and so are the files the build plugin names.
enum Exclusion {
    /// Whether a file found in a directory, by its display path relative to `workingDirectory`,
    /// is excluded: `SpecExclusion`, which directory searches apply, to a path given another way.
    static func matcher(_ configuration: Configuration, workingDirectory: String) -> (String) -> Bool {
        let exclusion = SpecExclusion(configuration)
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return { display in exclusion.excludes(display.hasPrefix("/") ? display : base + display) }
    }

    /// The failure of a directory argument left with nothing to check, saying when exclusion is the reason.
    static func nothingFound(in directory: String, excluded: Int) -> InputFailure {
        guard excluded > 0 else { return InputFailure(path: directory, "no spec files (*.json) found in the directory") }
        let files = excluded == 1 ? "the only spec file" : "all \(excluded) spec files"
        return InputFailure(
            path: nil, "no spec files to check in '\(directory)': the configuration's 'exclude' leaves out \(files) found there")
    }
}
