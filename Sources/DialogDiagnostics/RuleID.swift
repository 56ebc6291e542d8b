/// A rule's stable kebab-case id, e.g. `duplicate-key`: part of the product's interface, so it
/// is a type of its own rather than any string.
public struct RuleID: RawRepresentable, Sendable, Hashable, Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The id as users write it in configurations, suppressions and baselines.
    public let rawValue: String

    /// The id spelled `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The id spelled `value`.
    public init(stringLiteral value: String) { self.rawValue = value }

    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { rawValue }
}

/// The ids of the rules the stages below the rule checks report (the reader, the decoder and the
/// readers of configurations and baselines), so those stages name a rule without depending on the
/// rules' folder. Each rule's own file declares it with the same constant.
extension RuleID {
    /// The bytes are not well-formed JSON.
    public static let jsonSyntax: RuleID = "json-syntax"
    /// An object holds the same key twice.
    public static let duplicateKey: RuleID = "duplicate-key"
    /// A key the format does not define.
    public static let unknownKey: RuleID = "unknown-key"
    /// A key the format defines, but not for this dialog type.
    public static let keyNotAllowedForType: RuleID = "key-not-allowed-for-type"
    /// A required key is missing.
    public static let missingKey: RuleID = "missing-key"
    /// A value of the wrong JSON type.
    public static let typeMismatch: RuleID = "type-mismatch"
    /// A value of the right JSON type the format does not accept.
    public static let invalidValue: RuleID = "invalid-value"
    /// A `specVersion` this dialogc does not read.
    public static let unsupportedVersion: RuleID = "unsupported-version"
    /// An input past one of the hardening limits.
    public static let limitExceeded: RuleID = "limit-exceeded"
}

/// What a configuration makes of a rule: off, or on at a severity.
public enum RuleSetting: Sendable, Hashable {
    /// The rule does not run.
    case off
    /// The rule runs and reports at this severity.
    case severity(Severity)

    /// The severity findings report at, or nil when the rule is off.
    public var severity: Severity? {
        if case .severity(let severity) = self { return severity }
        return nil
    }
}
