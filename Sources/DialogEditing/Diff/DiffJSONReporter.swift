import DialogReporters
import DialogWriters
import Foundation

/// `json`: one document, `Schemas/dialogc-diff.schema.json`: the counts per category and every
/// change with its kind, category, dialog, element, message, fingerprint and both locations
/// (1-based lines, columns in Unicode scalars, exclusive ends). Keys are sorted, so the bytes are stable.
package struct DiffJSONReporter: Reporter {
    /// The version of this document's layout; bumped only on an incompatible change.
    package static let formatVersion = 1

    package init() {}

    package func report(_ diff: DiffReport) -> String {
        let document = Document(
            version: Self.formatVersion,
            summary: Summary(
                changes: diff.changes.count, breaking: diff.count(.breaking), behaviour: diff.count(.behaviour),
                text: diff.count(.text), visual: diff.count(.visual), added: diff.count(.added),
                oldDialogs: diff.oldDialogCount, newDialogs: diff.newDialogCount),
            changes: diff.changes.map { change in
                Entry(
                    id: change.kind.id, category: change.category.rawValue, dialog: change.dialog, element: change.element,
                    message: change.message, fingerprint: change.fingerprint,
                    old: diff.location(of: change, old: true).map(Place.init), new: diff.location(of: change, old: false).map(Place.init))
            })
        return ReportDocument.text(document)
    }

    private struct Document: Encodable {
        var version: Int
        var summary: Summary
        var changes: [Entry]
    }

    private struct Summary: Encodable {
        var changes: Int
        var breaking: Int
        var behaviour: Int
        var text: Int
        var visual: Int
        var added: Int
        var oldDialogs: Int
        var newDialogs: Int
    }

    private struct Entry: Encodable {
        var id: String
        var category: String
        var dialog: String
        var element: String
        var message: String
        var fingerprint: String
        var old: Place?
        var new: Place?
    }

    private struct Place: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var endLine: Int?
        var endColumn: Int?

        init(_ location: DiffPlace) {
            file = location.file
            line = location.range?.start.line
            column = location.range?.start.column
            endLine = location.range?.end.line
            endColumn = location.range?.end.column
        }
    }
}
