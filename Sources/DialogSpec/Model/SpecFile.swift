import DialogDesignTokens
import DialogDiagnostics

/// One decoded spec file: the dialogs it declares, in file order, and the source they were read from.
public struct SpecFile: Sendable, Hashable {
    /// The file it was decoded from; every range of its dialogs is a range of these bytes.
    public var source: SourceFile
    /// Every dialog whose `id` and `type` could be read, well-formed or not.
    public var dialogs: [Dialog]
    /// Lint rules silenced for every dialog of the file.
    public var suppressions: [Suppression] = []
    /// False when a dialog of the file was dropped or is not well-formed, so the rules did not
    /// see all of the file and cannot tell whether a file-wide suppression is used.
    public var everyDialogIsWellFormed = true
    /// The design tokens the file was decoded with; nil when the run reads none.
    package var tokens: DesignTokenTheme?

    /// Creates a spec file holding `dialogs`, decoded from `source`.
    public init(source: SourceFile, dialogs: [Dialog]) {
        self.source = source
        self.dialogs = dialogs
    }

    /// Creates a spec file holding `dialogs`, of a file whose bytes are not at hand.
    public init(path: String, dialogs: [Dialog]) {
        self.init(source: SourceFile(path: path, bytes: []), dialogs: dialogs)
    }

    /// The file's display path.
    public var path: String { source.path }

    /// Where `value`, decoded from this file, stands in it.
    public func location(of value: some Locatable) -> SourceLocation {
        source.location(of: value)
    }
}
