/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message attached to a diagnostic, with a location of its own ("first defined here").
public struct DiagnosticNote: Sendable, Hashable {
    /// The note's text: lowercase, no trailing period.
    public var message: String
    /// Where the note points.
    public var location: SourceLocation

    /// Creates a note pointing at `location`.
    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}

/// A proposed fix: what to say, and optionally the text that would replace the diagnostic's range.
public struct Suggestion: Sendable, Hashable {
    /// The text shown to the user, e.g. "did you mean 'title'".
    public var message: String
    /// The replacement for the diagnostic's range, when the fix is mechanical.
    public var replacement: String?

    /// Creates a suggestion with an optional mechanical replacement.
    public init(_ message: String, replacement: String? = nil) {
        self.message = message
        self.replacement = replacement
    }

    /// The conventional "did you mean" suggestion that replaces the range with `candidate`,
    /// quoted as JSON when the range holds a JSON string.
    package static func didYouMean(_ candidate: String, quoted: Bool) -> Suggestion {
        Suggestion("did you mean '\(candidate)'", replacement: quoted ? "\"\(candidate)\"" : candidate)
    }
}

/// One finding of any stage of the compiler: a syntax error, a format error or a rule violation.
public struct Diagnostic: Sendable, Hashable {
    /// How serious the finding is.
    public var severity: Severity
    /// The rule that produced it, e.g. `duplicate-key`.
    public var rule: RuleID
    /// What is wrong: lowercase, no trailing period, names in single quotes.
    public var message: String
    /// Where it is wrong.
    public var location: SourceLocation
    /// Related places, each with its own location.
    public var notes: [DiagnosticNote]
    /// How to fix it, when there is an obvious fix.
    public var suggestion: Suggestion?
    /// What the finding is about, stable while the spec is edited around it: the id of the dialog
    /// it lies in, or nil for a finding about the file itself. Fingerprints are built from it.
    public var subject: String?
    /// The language a finding of one locale of the run is about (`de`, or a pseudo-locale's
    /// name), nil for a finding about the spec's own texts. A run with a catalog of many
    /// languages finds the same thing once per language; the CI formats group such findings by it.
    public var locale: String?

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        rule: RuleID,
        _ message: String,
        at location: SourceLocation,
        notes: [DiagnosticNote] = [],
        suggestion: Suggestion? = nil
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.notes = notes
        self.suggestion = suggestion
    }
}

extension Diagnostic {
    /// This finding, about the language `locale`.
    public func inLocale(_ locale: String) -> Diagnostic {
        var finding = self
        finding.locale = locale
        return finding
    }

    /// The id of the rule as users spell it.
    public var ruleID: String { rule.rawValue }

    /// The order every reporter uses: by file, position, rule, then message, so output is deterministic.
    public static func reportingOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}
