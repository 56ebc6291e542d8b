import DialogDiagnostics
import DialogJSONReader
import DialogWriters

/// The one canonical layout of spec files, as `dialogc format` and the editor's formatting request write it.
///
/// Two-space indentation, one key per line, the keys of each object of the format in its
/// documented order (keys it does not define follow, in their source order, and repeated keys
/// keep theirs, so the first still wins), numbers exactly as the source wrote them, strings
/// re-escaped minimally (non-ASCII kept as is; quotes, backslashes, control characters, line
/// separators and bidirectional controls escaped), and a short array of scalars on one line (see
/// `inlineWidth`). Meaning is never changed: the decoded spec of the output equals the input's.
/// The byte-order mark, if any, is dropped, and the text ends with one newline.
public enum SpecFormatter {
    /// An array of scalars only is written on one line when that line, indentation and key
    /// included, is at most this many Unicode scalars long (a trailing comma not counted).
    public static let inlineWidth = 80

    /// Why a file cannot be formatted: its syntax error (or exceeded reader limit), as a diagnostic.
    public struct Failure: Error, Sendable {
        /// The `json-syntax` or `limit-exceeded` finding at the place the reader stopped.
        public var diagnostic: Diagnostic
    }

    /// The formatted bytes of a spec file, or the syntax error that keeps it from being formatted.
    public static func format(_ bytes: [UInt8], path: String = "<stdin>") -> Result<[UInt8], Failure> {
        format(SourceFile(path: path, bytes: bytes))
    }

    /// The formatted bytes of `source`, or the syntax error that keeps it from being formatted.
    public static func format(_ source: SourceFile) -> Result<[UInt8], Failure> {
        let document: JSONDocument
        do {
            document = try JSONReader().read(source)
        } catch {
            let rule: RuleID = if case .limitExceeded = error { .limitExceeded } else { .jsonSyntax }
            let details = error.error
            return .failure(
                Failure(
                    diagnostic: Diagnostic(
                        .error, rule: rule, details.message, at: source.location(details.start, details.end))))
        }
        var printer = Printer(document: document)
        printer.write(document.root, as: .topLevel, lead: 0)
        let formatted = printer.writer.bytes + [UInt8(ascii: "\n")]
        // Indenting a minified file near the limit could make a file dialogc no longer reads.
        guard formatted.count <= JSONReader.defaultMaximumFileSize else {
            return .failure(
                Failure(
                    diagnostic: Diagnostic(
                        .error, rule: .limitExceeded, "the formatted file would be larger than the limit of 8 MiB",
                        at: SourceLocation(file: source.path))))
        }
        return .success(formatted)
    }

    /// Walks the document depth first, writing each value through the project's JSON writer.
    private struct Printer: ~Copyable {
        let document: JSONDocument
        var writer = JSONTextWriter()
        var depth = 0

        init(document: JSONDocument) {
            self.document = document
        }

        /// Writes `node`; `kind` says which object of the format it is, `lead` how many scalars
        /// its line holds before it (indentation and key), for the one-line rule.
        mutating func write(_ node: JSONNode, as kind: SpecObjectKind, lead: Int) {
            switch document.kind(node) {
            case .object:
                writer.beginObject()
                depth += 1
                for member in orderedMembers(of: node, as: kind) {
                    let key = FormattedString.quoted(document.string(member.key) ?? "")
                    writer.rawKey(key)
                    write(
                        member.value, as: kind.child(document.string(member.key) ?? ""),
                        lead: 2 * depth + key.unicodeScalars.count + 2)
                }
                depth -= 1
                writer.endObject()
            case .array:
                if let line = inlineArray(node), lead + line.unicodeScalars.count <= SpecFormatter.inlineWidth {
                    writer.rawValue(line)
                    return
                }
                writer.beginArray()
                depth += 1
                for element in document.elements(node) { write(element, as: kind, lead: 2 * depth) }
                depth -= 1
                writer.endArray()
            default:
                writer.rawValue(scalar(node))
            }
        }

        /// The members with the format's keys first, in its order, then the others; a stable sort,
        /// so repeated keys and unknown keys keep their source order.
        private func orderedMembers(of node: JSONNode, as kind: SpecObjectKind) -> [JSONDocument.Member] {
            let order = kind.keyOrder
            let members = Array(document.members(node))
            guard !order.isEmpty else { return members }
            let ranks = members.map { document.firstIndex(of: $0.key, among: order) ?? order.count }
            return members.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { members[$0] }
        }

        /// The array on one line (`["a", 1, true]`), or nil when it is empty or holds an object or an array.
        private func inlineArray(_ node: JSONNode) -> String? {
            var parts: [String] = []
            for element in document.elements(node) {
                guard document.kind(element) != .object, document.kind(element) != .array else { return nil }
                parts.append(scalar(element))
            }
            return parts.isEmpty ? nil : "[" + parts.joined(separator: ", ") + "]"
        }

        /// A string, number, boolean or null as the formatted text writes it.
        private func scalar(_ node: JSONNode) -> String {
            switch document.kind(node) {
            case .string: FormattedString.quoted(document.string(node) ?? "")
            case .number: document.numberText(node) ?? "0"
            case .bool: document.bool(node) == true ? "true" : "false"
            default: "null"
            }
        }
    }
}
