import DialogDiagnostics
import DialogRules
import DialogSpec
import DialogWriters

/// Guideline findings recorded at one point in time, so a run can fail only on findings added since.
///
/// Entries match on rule, file and subject — the id of the dialog the finding lies in, empty for
/// the file itself — never on a line or the message, so a baseline survives lines moving and
/// messages being reworded. Each entry absorbs one finding; a finding that occurs more often than
/// recorded is new. Only findings a spec could suppress are recorded or absorbed: an error of the
/// format or the platform always reports.
///
/// The file opens with the key `dialogcBaseline` (its layout's version), so a baseline kept
/// beside the specs is recognised and never read as one. Older layouts are still read: version 2
/// (`{"dialogcBaseline": 2, ...}`) and the first, `{"version": 1, ...}`, whose entries name the
/// message instead of the subject and match a finding by its rule, file and message as before.
/// Writing a baseline always gives the current layout.
public struct Baseline: Sendable, Hashable {
    /// The version of the file's layout, the value of `dialogcBaseline`.
    public static let formatVersion = 3
    /// The first key of a baseline file, which marks it as one.
    public static let markerKey = "dialogcBaseline"
    /// The layout before subjects, `{"dialogcBaseline": 2, "findings": [{"rule", "file", "message"}]}`, still read.
    package static let messageFormatVersion = 2
    /// The version of the first layout, `{"version": 1, "findings": [...]}`, which is still read.
    package static let legacyFormatVersion = 1

    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        /// What the finding is about: the dialog's id, empty for the file itself.
        public var subject: String
        /// The message, for entries of the layouts before subjects (versions 1 and 2); nil otherwise.
        public var message: String?

        /// Creates an entry of the current layout.
        public init(rule: String, file: String, subject: String) {
            self.rule = rule
            self.file = file
            self.subject = subject
        }

        /// Creates an entry of a layout before subjects, which matches on the message.
        public init(rule: String, file: String, message: String) {
            self.rule = rule
            self.file = file
            self.subject = ""
            self.message = message
        }

        /// The entry that records `diagnostic` in the current layout.
        package init(recording diagnostic: Diagnostic) {
            self.init(rule: diagnostic.ruleID, file: diagnostic.location.file, subject: diagnostic.subject ?? "")
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.subject, lhs.message ?? "") < (rhs.file, rhs.rule, rhs.subject, rhs.message ?? "")
        }
    }

    /// The recorded findings, sorted.
    public var entries: [Entry]

    /// A baseline with the given entries.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// Whether findings of the rule may be recorded and absorbed: those of a guideline rule a spec
    /// could suppress, or of a rule dialogc does not know. Never those of the format or the platform.
    public static func canRecord(_ ruleID: String) -> Bool {
        !unrecordableRuleIDs.contains(ruleID)
    }

    private static let unrecordableRuleIDs = Set(RuleSet.lint.all.filter { !$0.description.isSuppressible }.map { $0.id })

    /// Whether `bytes` are a baseline file as some dialogc wrote it: after an optional byte-order
    /// mark, an object whose first key is `dialogcBaseline`, or, in the first layout, whose first
    /// members are `"version": 1` and `"findings"` (no spec starts so: `version` is no spec key).
    public static func isBaselineFile(_ bytes: [UInt8]) -> Bool {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return startsWithTokens(bytes[start...], ["{", "\"\(markerKey)\""])
            || startsWithTokens(bytes[start...], ["{", "\"version\"", ":", "1", ",", "\"findings\""])
    }

    /// Whether `bytes` begin with `tokens`, each after optional JSON whitespace.
    private static func startsWithTokens(_ bytes: ArraySlice<UInt8>, _ tokens: [String]) -> Bool {
        var index = bytes.startIndex
        for token in tokens {
            while index < bytes.endIndex, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            guard bytes[index...].starts(with: token.utf8) else { return false }
            index += token.utf8.count
        }
        return true
    }

    /// The baseline file's text: stable JSON, one entry per finding, sorted.
    public func encoded() -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key(Baseline.markerKey); writer.number(Baseline.formatVersion)
        writer.key("findings"); writer.beginArray()
        for entry in entries {
            writer.beginObject()
            writer.key("rule"); writer.string(entry.rule)
            writer.key("file"); writer.string(entry.file)
            if let message = entry.message {
                writer.key("message"); writer.string(message)
            } else {
                writer.key("subject"); writer.string(entry.subject)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// Reads a baseline file of either layout; a malformed one, or one that records a finding of the
    /// format or the platform, is a located error, never an empty or partial baseline.
    public static func decode(_ source: SourceFile) -> (baseline: Baseline?, diagnostics: [Diagnostic]) {
        var context = DecodingContext(file: source)
        guard let root = context.parseRoot() else { return (nil, context.diagnostics) }
        var entries: [Entry] = []
        if let fields = context.object(root, named: "the baseline", keys: [markerKey, "version", "findings"]) {
            let key = fields.has(markerKey) || !fields.has("version") ? markerKey : "version"
            let readable = key == markerKey ? [formatVersion, messageFormatVersion] : [legacyFormatVersion]
            context.require(key, in: fields)
            context.require("findings", in: fields)
            var version = readable[0]
            if let found = context.integer(key, in: fields, bounds: .atLeast(0)) {
                if readable.contains(found.value) {
                    version = found.value
                } else {
                    let list = readable.sorted().map(String.init).joined(separator: " or ")
                    context.report(
                        Diagnostic(
                            .error, rule: .unsupportedVersion,
                            "unsupported baseline version \(found.value); this dialogc reads version \(list)",
                            at: context.location(found.range)))
                }
            }
            if key == markerKey, let legacy = fields["version"] {
                context.report(
                    Diagnostic(
                        .error, rule: .unknownKey, "unknown key 'version' in the baseline beside '\(markerKey)'",
                        at: context.location(ofKey: legacy)))
            }
            // Versions 1 and 2 name the message; the current layout names the subject instead.
            let third = version == formatVersion ? "subject" : "message"
            let keys = ["rule", "file", third]
            for element in context.array("findings", in: fields) ?? [] {
                guard let entry = context.object(element, named: "finding", keys: keys) else { continue }
                for key in keys { context.require(key, in: entry) }
                if let rule = context.string("rule", in: entry), let file = context.string("file", in: entry),
                    let value = context.string(third, in: entry)
                {
                    guard canRecord(rule.value) else {
                        context.report(
                            Diagnostic(
                                .error, rule: .invalidValue,
                                "'\(rule.value)' is a rule of the format or the platform, whose findings a baseline cannot absorb",
                                at: context.location(rule.range),
                                suggestion: Suggestion("fix the finding, then write the baseline again with '--write-baseline'")))
                        continue
                    }
                    entries.append(
                        version == formatVersion
                            ? Entry(rule: rule.value, file: file.value, subject: value.value)
                            : Entry(rule: rule.value, file: file.value, message: value.value))
                }
            }
        }
        let hasErrors = context.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : Baseline(entries: entries), context.diagnostics)
    }
}
