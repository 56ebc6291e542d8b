import DialogDiagnostics
import DialogLanguageServerProtocol
import DialogRules
import DialogWriters

extension LanguageServer {
    /// A finding as the protocol's `Diagnostic`: the rule id as `code`, a link to the rule,
    /// notes as related information, and an unused suppression marked unnecessary.
    package func lspDiagnostic(_ diagnostic: Diagnostic, in entry: CheckedDocument, otherFiles: [String: [UInt8]]) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("range", range(of: diagnostic.location, converter: entry.converter)),
            ("severity", .int(Self.severityCode(diagnostic.severity))),
            ("code", .string(diagnostic.ruleID)),
            (
                "codeDescription",
                ["href": .string(DialogCompilerInfo.ruleDocumentationURL(for: diagnostic.ruleID, in: ruleDocumentationPage))]
            ),
            ("source", "dialogc"),
            ("message", .string(diagnostic.message + (diagnostic.suggestion.map { "; \($0.message)" } ?? ""))),
        ]
        if diagnostic.rule == UnusedSuppression.ruleID { fields.append(("tags", [1])) }
        if !diagnostic.notes.isEmpty {
            let related = diagnostic.notes.map { note -> JSONValue in
                let converter =
                    note.location.file == entry.document.path
                    ? entry.converter
                    : PositionConverter(bytes: otherFiles[note.location.file] ?? [], encoding: encoding)
                return [
                    "location": [
                        "uri": .string(DocumentURI.uri(of: note.location.file)), "range": range(of: note.location, converter: converter),
                    ],
                    "message": .string(note.message),
                ]
            }
            fields.append(("relatedInformation", .array(related)))
        }
        return .object(fields)
    }

    /// A location's range; a finding about the whole file sits at its start.
    package func range(of location: SourceLocation, converter: PositionConverter) -> JSONValue {
        let bytes = byteRange(of: location) ?? 0..<0
        return converter.range(bytes.lowerBound, bytes.upperBound)
    }

    /// The range of the bytes `range` of a document.
    package func range(of range: ByteRange, converter: PositionConverter) -> JSONValue {
        let bytes = byteRange(of: range)
        return converter.range(bytes.lowerBound, bytes.upperBound)
    }

    package static func severityCode(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
