import DialogReporters
import DialogWriters

/// `json`: one document, `Schemas/dialogc-diff.schema.json`: the counts per category (and of the
/// changes that break delivered dialogs) and every change with its kind, category, whether it
/// breaks delivered dialogs, dialog, element, message, fingerprint and both locations
/// (1-based lines, columns in Unicode scalars, exclusive ends). Keys are sorted, so the bytes are stable.
package struct DiffJSONReporter: Reporter {
    /// The version of this document's layout; bumped only on an incompatible change.
    package static let formatVersion = 1

    package init() {}

    package func report(_ diff: DiffReport) -> String {
        String(decoding: reportBytes(diff), as: UTF8.self)
    }

    package func reportBytes(_ diff: DiffReport) -> [UInt8] {
        let document = Document(
            version: Self.formatVersion,
            summary: Summary(
                changes: diff.changes.count, breaking: diff.count(.breaking), behaviour: diff.count(.behaviour),
                text: diff.count(.text), visual: diff.count(.visual), added: diff.count(.added),
                oldDialogs: diff.oldDialogCount, newDialogs: diff.newDialogCount, breaksDeliveredDialogs: diff.deliveredBreakingCount),
            changes: diff.changes.map { change in
                Entry(
                    id: change.kind.id, category: change.category.rawValue, breaksDeliveredDialogs: change.breaksDeliveredDialogs,
                    dialog: change.dialog, element: change.element,
                    message: change.message, fingerprint: change.fingerprint,
                    old: diff.location(of: change, old: true).map(Place.init), new: diff.location(of: change, old: false).map(Place.init))
            })
        return JSONTextWriter.report(document)
    }

    private struct Document: JSONWritable {
        var version: Int
        var summary: Summary
        var changes: [Entry]

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("changes", changes)
            writer.member("summary", summary)
            writer.member("version", version)
            writer.endObject()
        }
    }

    private struct Summary: JSONWritable {
        var changes: Int
        var breaking: Int
        var behaviour: Int
        var text: Int
        var visual: Int
        var added: Int
        var oldDialogs: Int
        var newDialogs: Int
        var breaksDeliveredDialogs: Int

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("added", added)
            writer.member("behaviour", behaviour)
            writer.member("breaking", breaking)
            writer.member("breaksDeliveredDialogs", breaksDeliveredDialogs)
            writer.member("changes", changes)
            writer.member("newDialogs", newDialogs)
            writer.member("oldDialogs", oldDialogs)
            writer.member("text", text)
            writer.member("visual", visual)
            writer.endObject()
        }
    }

    private struct Entry: JSONWritable {
        var id: String
        var category: String
        var breaksDeliveredDialogs: Bool
        var dialog: String
        var element: String
        var message: String
        var fingerprint: String
        var old: Place?
        var new: Place?

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("breaksDeliveredDialogs", breaksDeliveredDialogs)
            writer.member("category", category)
            writer.member("dialog", dialog)
            writer.member("element", element)
            writer.member("fingerprint", fingerprint)
            writer.member("id", id)
            writer.member("message", message)
            writer.member("new", new)
            writer.member("old", old)
            writer.endObject()
        }
    }

    private struct Place: JSONWritable {
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

        func write(to writer: inout JSONTextWriter) {
            writer.beginObject()
            writer.member("column", column)
            writer.member("endColumn", endColumn)
            writer.member("endLine", endLine)
            writer.member("file", file)
            writer.member("line", line)
            writer.endObject()
        }
    }
}
