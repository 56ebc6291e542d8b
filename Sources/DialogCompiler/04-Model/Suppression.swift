/// An in-spec request to silence one lint rule for a dialog or a whole file, with the reason.
public struct Suppression: Sendable, Hashable {
    /// The id of the rule to silence.
    public var rule: Located<String>
    /// Why the spec breaks the guideline on purpose; shown to reviewers.
    public var reason: Located<String>?
    /// The whole suppression object, where an unused suppression is reported.
    public var location: SourceLocation

    /// Creates a suppression of `rule`.
    public init(rule: Located<String>, reason: Located<String>?, location: SourceLocation) {
        self.rule = rule
        self.reason = reason
        self.location = location
    }
}
