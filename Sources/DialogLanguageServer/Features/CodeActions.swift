import DialogDiagnostics
import DialogLanguageServerProtocol
import DialogJSONReader
import DialogRules
import DialogSpec
import DialogWriters

extension LanguageServer {
    /// `textDocument/codeAction`: each finding in the range with a mechanical fix offers it as a
    /// quick fix, and each suppressible finding inside a dialog offers a suppression for that dialog.
    package func codeActions(_ request: CodeActionRequest) throws(ResponseError) -> JSONValue {
        let entry = try checkedDocument(request.textDocument)
        guard let requested = entry.converter.offsets(of: request.range) else {
            throw .invalidParams("'range' must not end before it starts")
        }
        if let only = request.only,
            !only.contains(where: { $0 == "quickfix" || $0.hasPrefix("quickfix.") })
        {
            return []
        }
        var actions: [JSONValue] = []
        var suppressed = Set<String>()
        for diagnostic in entry.diagnostics {
            guard let span = byteRange(of: diagnostic.location), Self.touches(span, requested) else { continue }
            let lsp = lspDiagnostic(diagnostic, in: entry, otherFiles: [:])
            if let suggestion = diagnostic.suggestion, let replacement = suggestion.replacement {
                actions.append(
                    quickFix(suggestion.message, edits: [edit(span, replacement, entry)], diagnostic: lsp, entry: entry, preferred: true))
            } else if let fix = FindingFixes.fix(for: diagnostic, in: entry) {
                actions.append(
                    quickFix(fix.title, edits: [edit(fix.range, fix.text, entry)], diagnostic: lsp, entry: entry, preferred: true))
            }
            let isSuppressible = RuleSet.lint.rule(withID: diagnostic.ruleID)?.description.isSuppressible ?? false
            if isSuppressible, let dialog = entry.spec?.dialogs.first(where: { byteRange(of: $0).contains(span.lowerBound) }),
                suppressed.insert("\(diagnostic.ruleID) \(dialog.id.value)").inserted,
                let insertion = SuppressionInsertion.edit(rule: diagnostic.ruleID, dialog: dialog, bytes: entry.document.bytes)
            {
                actions.append(
                    quickFix(
                        "suppress '\(diagnostic.ruleID)' for dialog '\(dialog.id.value)'",
                        edits: [edit(insertion.offset..<insertion.offset, insertion.text, entry)], diagnostic: lsp, entry: entry,
                        preferred: false))
            }
        }
        return .array(actions)
    }

    private func quickFix(_ title: String, edits: [JSONValue], diagnostic: JSONValue, entry: CheckedDocument, preferred: Bool) -> JSONValue
    {
        [
            "title": .string(title), "kind": "quickfix", "diagnostics": [diagnostic], "isPreferred": .bool(preferred),
            "edit": ["changes": .object([(entry.uri, .array(edits))])],
        ]
    }

    package func edit(_ span: Range<Int>, _ text: String, _ entry: CheckedDocument) -> JSONValue {
        ["range": entry.converter.range(span.lowerBound, span.upperBound), "newText": .string(text)]
    }

    /// Whether a finding's span and the requested range meet; an empty range (the cursor) meets
    /// the span it stands in or at either end of.
    package static func touches(_ span: Range<Int>, _ requested: Range<Int>) -> Bool {
        span.lowerBound <= requested.upperBound && requested.lowerBound <= span.upperBound
    }
}

/// Where and what to insert to silence a rule for one dialog.
package enum SuppressionInsertion {
    /// The text the client is to replace with the real reason.
    package static let reasonPlaceholder = "why the guideline does not apply here"

    package static func edit(rule: String, dialog: Dialog, bytes: [UInt8]) -> (offset: Int, text: String)? {
        guard let (document, object) = JSONInsertion.object(at: dialog.range, in: bytes) else { return nil }
        let entry = "{ \"rule\": \(JSONTextWriter.quoted(rule)), \"reason\": \(JSONTextWriter.quoted(reasonPlaceholder)) }"
        if let existing = document.members(object).reversed().first(where: { document.string($0.key, equals: "suppressions") }),
            document.kind(existing.value) == .array
        {
            guard let first = Array(document.elements(existing.value)).first else { return (document.start(existing.value) + 1, entry) }
            return (document.start(first), entry + ",\n" + JSONInsertion.indentation(before: document.start(first), in: bytes))
        }
        return JSONInsertion.member("\"suppressions\": [\(entry)]", into: object, of: document, bytes: bytes)
    }
}

/// Text insertions into a spec that keep its layout: a new member goes first in its object, on a
/// line of its own when the object's members have their own lines.
package enum JSONInsertion {
    /// The parsed document and the object that starts where `range` starts.
    package static func object(at range: ByteRange, in bytes: [UInt8]) -> (JSONDocument, JSONNode)? {
        let start = range.startOffset
        guard let document = try? JSONReader().parse(SourceFile(path: "", bytes: bytes)),
            let node = JSONPath.node(startingAt: start, in: document), document.kind(node) == .object
        else { return nil }
        return (document, node)
    }

    /// Inserts `member` (`"key": value`) as the first member of `object`.
    package static func member(_ member: String, into object: JSONNode, of document: JSONDocument, bytes: [UInt8]) -> (
        offset: Int, text: String
    ) {
        guard let first = Array(document.members(object)).first else { return (document.start(object) + 1, member) }
        let firstKey = document.start(first.key)
        let indent = indentation(before: firstKey, in: bytes)
        return (firstKey, member + (indent.isEmpty && !startsLine(firstKey, bytes) ? ", " : ",\n" + indent))
    }

    /// Appends `element` after the last element of a non-empty `array`.
    package static func element(_ element: String, appendedTo array: JSONNode, of document: JSONDocument, bytes: [UInt8]) -> (
        offset: Int, text: String
    )? {
        guard let last = Array(document.elements(array)).last else { return nil }
        let start = document.start(last)
        let indent = indentation(before: start, in: bytes)
        return (document.end(last), startsLine(start, bytes) ? ",\n" + indent + element : ", " + element)
    }

    /// The spaces and tabs between the start of the line holding `offset` and `offset`; empty
    /// when something else stands before `offset` on its line.
    package static func indentation(before offset: Int, in bytes: [UInt8]) -> String {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        guard startsLine(offset, bytes) else { return "" }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    private static func startsLine(_ offset: Int, _ bytes: [UInt8]) -> Bool {
        var start = offset
        while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
        return start == 0 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D
    }
}
