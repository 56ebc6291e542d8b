/// One decoded spec file: the dialogs it declares, in file order.
public struct SpecFile: Sendable, Hashable {
    /// The file's display path.
    public var path: String
    /// Every dialog whose `id` and `type` could be read, well-formed or not.
    public var dialogs: [Dialog]
    /// Lint rules silenced for every dialog of the file.
    public var suppressions: [Suppression] = []
    /// False when a dialog of the file was dropped or is not well-formed, so the rules did not
    /// see all of the file and cannot tell whether a file-wide suppression is used.
    public var everyDialogIsWellFormed = true

    /// Creates a spec file holding `dialogs`.
    public init(path: String, dialogs: [Dialog]) {
        self.path = path
        self.dialogs = dialogs
    }
}
