/// One decoded spec file: the dialogs it declares, in file order.
public struct SpecFile: Sendable, Hashable {
    /// The file's display path.
    public var path: String
    /// Every dialog whose `id` and `type` could be read, well-formed or not.
    public var dialogs: [Dialog]
    /// Lint rules silenced for every dialog of the file.
    public var suppressions: [Suppression] = []

    /// Creates a spec file holding `dialogs`.
    public init(path: String, dialogs: [Dialog]) {
        self.path = path
        self.dialogs = dialogs
    }
}
