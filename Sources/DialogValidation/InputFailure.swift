/// An input that could not be checked at all: a missing or unreadable path, or a directory
/// without specs. Reporters carry these beside the findings, so no format shows a run that
/// skipped an input as a pass.
public struct InputFailure: Sendable, Hashable, Comparable {
    /// The path as given or found, or nil when the failure concerns the inputs as a whole.
    public var path: String?
    /// What went wrong: lowercase, no trailing period.
    public var message: String

    /// Creates a failure for `path`.
    public init(path: String?, _ message: String) {
        self.path = path
        self.message = message
    }

    /// `path: error: message`, the line the text format and standard error show.
    public var line: String {
        (path.map { "\($0): " } ?? "") + "error: " + message
    }

    public static func < (lhs: InputFailure, rhs: InputFailure) -> Bool {
        (lhs.path ?? "", lhs.message) < (rhs.path ?? "", rhs.message)
    }
}
