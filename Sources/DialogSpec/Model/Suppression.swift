import DialogDiagnostics

/// An in-spec request to silence one lint rule for a dialog or a whole file, with the reason.
public struct Suppression: Sendable, Hashable, Locatable {
    /// The id of the rule to silence.
    public var rule: Located<String>
    /// Why the spec breaks the guideline on purpose; shown to reviewers.
    public var reason: Located<String>?
    /// The whole suppression object, where an unused suppression is reported.
    public var range: ByteRange

    /// Creates a suppression of `rule`.
    public init(rule: Located<String>, reason: Located<String>?, range: ByteRange) {
        self.rule = rule
        self.reason = reason
        self.range = range
    }
}
