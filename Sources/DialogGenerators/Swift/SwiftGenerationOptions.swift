/// Choices that shape the generated Swift.
public struct SwiftGenerationOptions: Sendable, Hashable {
    /// The access level of every generated declaration.
    public enum AccessLevel: String, Sendable, Hashable, CaseIterable {
        case `internal`
        case `public`
    }

    /// `internal` (the default) or `public`, for a module that vends its dialogs.
    public var access: AccessLevel = .internal
    /// The enum that holds one type per dialog and the list of all of them.
    public var namespace = "Dialogs"

    /// How the texts of format v2 reach the app.
    public enum Localization: String, Sendable, Hashable, CaseIterable {
        /// Looked up by key in the app's bundle, the spec's text as the default value.
        case bundle
        /// The spec's texts as literals, formatted with the arguments; for apps that do not localize.
        case none
    }

    /// `bundle` (the default) or `none`; v1 specs generate literals either way.
    public var localization: Localization = .bundle

    /// The defaults: internal declarations in `Dialogs`.
    public init() {}

    /// Why `name` cannot be the namespace (generated code would not compile, or would shadow a
    /// type it uses), as a message to complete with the option's name; nil when it can.
    public static func namespaceProblem(_ name: String) -> String? {
        SwiftNames.namespaceProblem(name)
    }
}

/// One file the generator writes: a name inside the output directory, and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// A plain file name (no directories), safe to join to the output directory.
    public var name: String
    public var contents: String

    /// Creates a generated file.
    public init(name: String, contents: String) {
        self.name = name
        self.contents = contents
    }
}
