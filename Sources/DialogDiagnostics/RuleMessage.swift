/// One wording a rule reports, declared once beside the rule that reports it, so a rule's
/// messages can be listed, style-checked and improved in one place. The `id` names the message
/// within its rule and stays when the wording changes, as swift-syntax's `MessageID` does.
public struct RuleMessage: Sendable, Hashable, CustomStringConvertible {
    /// Names the message within its rule, e.g. `duplicate`; unique per rule.
    public let id: String
    /// The text shown to the user: lowercase, no trailing period, names in single quotes.
    public let text: String

    /// A message `id` of a rule, worded `text`.
    public init(_ id: String, _ text: String) {
        self.id = id
        self.text = text
    }

    public var description: String { text }
}

extension Diagnostic {
    /// A diagnostic worded by one of its rule's declared messages.
    public init(
        _ severity: Severity,
        rule: RuleID,
        _ message: RuleMessage,
        at location: SourceLocation,
        notes: [DiagnosticNote] = [],
        suggestion: Suggestion? = nil
    ) {
        self.init(severity, rule: rule, message.text, at: location, notes: notes, suggestion: suggestion)
    }
}

extension DiagnosticNote {
    /// A note worded by one of its rule's declared messages.
    public init(_ message: RuleMessage, at location: SourceLocation) {
        self.init(message.text, at: location)
    }
}

extension Suggestion {
    /// A suggestion worded by one of its rule's declared messages.
    public init(_ message: RuleMessage, replacement: String? = nil) {
        self.init(message.text, replacement: replacement)
    }
}
