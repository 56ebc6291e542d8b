import DialogDiagnostics
import DialogSpec

/// A cross-file rule that compares files by their dialogs' ids alone, and checks anything that
/// needs more of a model within one file, so a run can drop each file's model once that file
/// is checked (`Validator.validate(_:keepingModels:)`).
public protocol IndexedCrossFileRule: CrossFileRule {
    /// The findings that lie within `file`, checked while its model is at hand.
    static func checkWithin(_ file: SpecFile) -> [Diagnostic]
    /// Adds to `entry`, the index of `file`, what `check(_:)` reads of a file beyond its dialogs'
    /// ids and ranges; taken while the model is at hand, on the file's own core.
    static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File)
    /// The findings across the files of `index`.
    static func check(_ index: DialogIndex) -> [Diagnostic]
}

extension IndexedCrossFileRule {
    /// The rule itself.
    public static var indexed: (any IndexedCrossFileRule.Type)? { self }

    /// Nothing to check within a file.
    public static func checkWithin(_ file: SpecFile) -> [Diagnostic] { [] }

    /// Nothing to add: the ids and ranges are enough.
    public static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File) {}

    /// The findings across `files`, then those within each of them.
    public static func check(_ files: [SpecFile]) -> [Diagnostic] {
        var index = DialogIndex(files)
        for file in files.indices { summarize(files[file], into: &index.files[file]) }
        return check(index) + files.flatMap(checkWithin)
    }
}
