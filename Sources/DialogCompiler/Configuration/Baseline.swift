/// Findings recorded at one point in time, so a run can fail only on findings added since.
///
/// Entries match on rule, file and message — the message names the dialog and the value
/// concerned, never a line — so a baseline survives lines moving. Each entry absorbs one
/// finding; a finding that occurs more often than recorded is new.
public struct Baseline: Sendable, Hashable {
    /// The version of the file's layout.
    public static let formatVersion = 1

    /// One recorded finding.
    public struct Entry: Sendable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var message: String

        /// Creates an entry.
        public init(rule: String, file: String, message: String) {
            self.rule = rule
            self.file = file
            self.message = message
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.message) < (rhs.file, rhs.rule, rhs.message)
        }
    }

    /// The recorded findings, sorted.
    public var entries: [Entry]

    /// A baseline of every finding in `result`.
    public init(recording result: ValidationResult) {
        entries = result.diagnostics.map { Entry(rule: $0.ruleID, file: $0.location.file, message: $0.message) }.sorted()
    }

    /// A baseline with the given entries.
    public init(entries: [Entry]) {
        self.entries = entries.sorted()
    }

    /// The findings of `result` that the baseline does not absorb, and how many it absorbed.
    public func filter(_ result: ValidationResult) -> (result: ValidationResult, absorbed: Int) {
        var remaining: [Entry: Int] = [:]
        for entry in entries { remaining[entry, default: 0] += 1 }
        var filtered = result
        filtered.diagnostics = result.diagnostics.filter { diagnostic in
            let entry = Entry(rule: diagnostic.ruleID, file: diagnostic.location.file, message: diagnostic.message)
            guard let count = remaining[entry], count > 0 else { return true }
            remaining[entry] = count - 1
            return false
        }
        return (filtered, result.diagnostics.count - filtered.diagnostics.count)
    }

    /// The baseline file's text: stable JSON, one entry per finding, sorted.
    public func encoded() -> String {
        var writer = JSONTextWriter()
        writer.beginObject()
        writer.key("version"); writer.number(Baseline.formatVersion)
        writer.key("findings"); writer.beginArray()
        for entry in entries {
            writer.beginObject()
            writer.key("rule"); writer.string(entry.rule)
            writer.key("file"); writer.string(entry.file)
            writer.key("message"); writer.string(entry.message)
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
        return writer.text + "\n"
    }

    /// Reads a baseline file; a malformed one is a located error, never an empty baseline.
    public static func decode(_ source: SourceFile) -> (baseline: Baseline?, diagnostics: [Diagnostic]) {
        var context = DecodingContext(file: source)
        guard let root = context.parseRoot() else { return (nil, context.diagnostics) }
        var entries: [Entry] = []
        if let fields = context.object(root, named: "the baseline", keys: ["version", "findings"]) {
            context.require("version", in: fields)
            context.require("findings", in: fields)
            if let version = context.integer("version", in: fields, bounds: .atLeast(0)), version.value != formatVersion {
                context.report(Diagnostic(
                    .error, rule: UnsupportedVersion.id,
                    "unsupported baseline version \(version.value); this dialogc reads version \(formatVersion)",
                    at: version.location))
            }
            for element in context.array("findings", in: fields) ?? [] {
                guard let entry = context.object(element, named: "finding", keys: ["rule", "file", "message"]) else { continue }
                for key in ["rule", "file", "message"] { context.require(key, in: entry) }
                if let rule = context.string("rule", in: entry), let file = context.string("file", in: entry),
                    let message = context.string("message", in: entry)
                {
                    entries.append(Entry(rule: rule.value, file: file.value, message: message.value))
                }
            }
        }
        let hasErrors = context.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : Baseline(entries: entries), context.diagnostics)
    }
}
