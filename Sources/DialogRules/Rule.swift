import DialogDiagnostics
import DialogSpec

/// Everything a user or a test needs to know about one rule, kept next to its code.
public struct RuleDescription: Sendable {
    /// The stable kebab-case id, part of the product's interface.
    public var ruleID: RuleID
    /// The severity the rule reports with.
    public var severity: Severity
    /// Which stage of the pipeline reports it.
    public var stage: RuleStage
    /// One line: what the rule reports.
    public var summary: String
    /// Why it matters and where the constraint comes from.
    public var explanation: String
    /// Specs that trigger the rule, with `1️⃣`, `2️⃣`... marking where each finding starts.
    public var triggeringExamples: [RuleExample]
    /// Near misses that must not trigger the rule (nor any other).
    public var nonTriggeringExamples: [RuleExample]
    /// Whether `--fix` applies the replacements of the rule's suggestions without review: true only
    /// when a replacement is mechanical and keeps what the author meant (a misspelled name, a flag).
    public var suggestionIsSafe: Bool

    /// Creates a rule description.
    public init(
        id: RuleID,
        severity: Severity = .error,
        stage: RuleStage,
        suggestionIsSafe: Bool = false,
        summary: String,
        explanation: String,
        triggering: [RuleExample],
        nonTriggering: [RuleExample]
    ) {
        self.ruleID = id
        self.severity = severity
        self.stage = stage
        self.suggestionIsSafe = suggestionIsSafe
        self.summary = summary
        self.explanation = explanation
        self.triggeringExamples = triggering
        self.nonTriggeringExamples = nonTriggering
    }
}

extension RuleDescription {
    /// The id as users spell it.
    public var id: String { ruleID.rawValue }

    /// Whether a spec may silence the rule: guideline findings only, never a spec the platform rejects.
    public var isSuppressible: Bool { stage == .lint && severity != .error }
}

/// The stage of the pipeline that reports a rule.
public enum RuleStage: String, Sendable {
    /// The JSON reader: the bytes are not well-formed JSON.
    case reader
    /// The spec decoder: the JSON does not have the shape of format v1.
    case decoder
    /// A semantic check over decoded dialogs, run by `validate` and `lint`.
    case semantic
    /// A platform-guideline or house-style check, run by `lint` only.
    case lint
}

/// A spec used as an example: either a whole file, or a list of dialogs placed in a minimal file.
public struct RuleExample: Sendable, CustomStringConvertible {
    /// The text as written in the rule, markers included.
    public var text: String
    private var isWholeFile: Bool
    /// The String Catalog (`.xcstrings` text) the example is linted with, for the rules that
    /// check translations; nil for a spec alone.
    public var catalog: String?
    /// The design token file (`.tokens.json` text) the example is decoded and linted with, for
    /// the rules about token references and those that judge a spec against its design system;
    /// nil for a spec alone.
    public var tokens: String?
    /// Whether the example is a design token file, not a spec: the rules of the token reader.
    public private(set) var isTokenFile = false
    /// The runtime version the example is linted for (`--runtime-version`), for the rule about
    /// what a runtime presents; nil for a run that sets none.
    public var runtimeVersion: String?

    /// An example that is a whole spec file.
    public static func file(_ text: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: true, catalog: nil)
    }

    /// An example of one or more dialog objects (comma-separated), placed in a minimal valid file.
    public static func dialogs(_ text: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: false, catalog: nil)
    }

    /// An example of dialog objects linted with the String Catalog `catalog`, every one of its languages checked.
    public static func dialogs(_ text: String, catalog: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: false, catalog: catalog)
    }

    /// An example of dialog objects linted with the design token file `tokens`.
    public static func dialogs(_ text: String, tokens: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: false, catalog: nil, tokens: tokens)
    }

    /// An example of dialog objects linted for a runtime of version `runtimeVersion`.
    public static func dialogs(_ text: String, runtimeVersion: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: false, catalog: nil, runtimeVersion: runtimeVersion)
    }

    /// An example that is a whole spec file, linted for a runtime of version `runtimeVersion`.
    public static func file(_ text: String, runtimeVersion: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: true, catalog: nil, runtimeVersion: runtimeVersion)
    }

    /// An example that is a design token file, read as a run's tokens.
    public static func tokenFile(_ text: String) -> RuleExample {
        RuleExample(text: text, isWholeFile: true, catalog: nil, isTokenFile: true)
    }

    /// The complete file text, markers included: the spec, or the token file of a token file's example.
    public var fileText: String {
        isWholeFile ? text : "{\"specVersion\": 1, \"dialogs\": [\n" + text + "\n]}\n"
    }

    public var description: String { text }
}

/// A rule: its description, and for semantic rules the check itself. Rules hold no state,
/// so everything is static and the registry lists their types.
public protocol Rule: Sendable {
    /// The rule's id, summary, explanation and examples.
    static var description: RuleDescription { get }

    /// Every message the rule reports (findings, notes and suggestions), each worded with sample
    /// values, so tests and documentation can list a rule's wording without triggering it.
    static var messages: [RuleMessage] { get }
}

/// A rule that looks at one well-formed dialog at a time.
public protocol DialogRule: Rule {
    /// Appends the findings for one dialog to `findings`, which may hold other rules' findings for
    /// it already; the context carries the run's options (limits a configuration may lower) and
    /// the facts other rules also derive, such as the dialog's layouts.
    ///
    /// Appended rather than returned: the validator asks every rule about every dialog, most find
    /// nothing, and releasing the empty list each returned cost more than many of the checks.
    static func check(_ context: DialogContext, into findings: inout [Diagnostic])
}

/// A rule that looks across every dialog of every input file at once.
public protocol CrossFileRule: Rule {
    /// The findings across all files, which arrive in a stable order.
    static func check(_ files: [SpecFile]) -> [Diagnostic]

    /// The rule as an `IndexedCrossFileRule` when it is one: asking the rule costs a call, and
    /// a cast (`as? any IndexedCrossFileRule.Type`) searched the binary's conformance records,
    /// about 220,000 instructions per rule, on one core before any file is read.
    static var indexed: (any IndexedCrossFileRule.Type)? { get }
}

extension CrossFileRule {
    /// Not an indexed rule: it reads whole models.
    public static var indexed: (any IndexedCrossFileRule.Type)? { nil }
}

extension Rule {
    /// The rule's id as users spell it.
    public static var id: String { description.id }

    /// The rule's typed id.
    public static var ruleID: RuleID { description.ruleID }

    /// No declared messages: the rules the decoder reports word their findings below the rules' folder.
    public static var messages: [RuleMessage] { [] }

    /// A finding of this rule, worded by one of its declared messages, with the rule's id and severity.
    public static func diagnostic(
        _ message: RuleMessage,
        at location: SourceLocation,
        notes: [DiagnosticNote] = [],
        suggestion: Suggestion? = nil
    ) -> Diagnostic {
        diagnostic(message.text, at: location, notes: notes, suggestion: suggestion)
    }

    /// A finding of this rule, with the rule's id and severity.
    public static func diagnostic(
        _ message: String,
        at location: SourceLocation,
        notes: [DiagnosticNote] = [],
        suggestion: Suggestion? = nil
    ) -> Diagnostic {
        Diagnostic(description.severity, rule: description.ruleID, message, at: location, notes: notes, suggestion: suggestion)
    }
}
