import DialogDiagnostics
import DialogJSONReader
import DialogRules
import DialogWriters

/// Fixes for findings whose suggestion is an addition rather than a replacement of their range,
/// written here because only an editor applies them: the command line prints the suggestion.
package enum FindingFixes {
    package struct Fix {
        package var title: String
        package var range: Range<Int>
        package var text: String
    }

    package static func fix(for diagnostic: Diagnostic, in entry: CheckedDocument) -> Fix? {
        guard let start = byteRange(of: diagnostic.location)?.lowerBound,
            let dialog = entry.spec?.dialogs.first(where: { byteRange(of: $0).contains(start) }),
            let message = diagnostic.suggestion?.message
        else { return nil }
        let bytes = entry.document.bytes
        switch diagnostic.rule {
        case DestructiveNeedsCancel.ruleID:
            guard let document = try? JSONReader().parse(SourceFile(path: "", bytes: bytes)), let last = dialog.buttons.last,
                let array = JSONPath.parent(ofNodeStartingAt: byteRange(of: last).lowerBound, in: document)
            else { return nil }
            let ids = Set(dialog.buttons.map(\.id.value))
            let id = ids.contains("cancel") ? (2...).lazy.map { "cancel-\($0)" }.first { !ids.contains($0) }! : "cancel"
            let button = "{ \"id\": \(JSONTextWriter.quoted(id)), \"title\": \"Cancel\", \"style\": \"cancel\" }"
            guard let insertion = JSONInsertion.element(button, appendedTo: array, of: document, bytes: bytes) else { return nil }
            return Fix(title: message, range: insertion.offset..<insertion.offset, text: insertion.text)
        default:
            return nil
        }
    }
}
