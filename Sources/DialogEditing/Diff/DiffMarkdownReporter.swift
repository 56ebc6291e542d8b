import DialogDiagnostics
import DialogReporters
import DialogWriters
import Foundation

/// `markdown`: a pull-request comment, a heading with the counts, then one table per category
/// that has changes (strictest first): dialog, element, change (then `breaks delivered dialogs` in
/// bold where it does), and where it is now (or was, when removed).
package struct DiffMarkdownReporter: Reporter {
    package init() {}

    package func report(_ diff: DiffReport) -> String {
        var lines = ["### dialogc diff", ""]
        guard !diff.changes.isEmpty else {
            return (lines + ["No changes to the dialogs."]).joined(separator: "\n") + "\n"
        }
        let counts = ChangeCategory.allCases.filter { diff.count($0) > 0 }.map { "\(diff.count($0)) \($0.rawValue)" }
        lines.append("\(Wording.count(diff.changes.count, "change")): \(counts.joined(separator: ", "))\(diff.deliveredSummary).")
        for category in ChangeCategory.allCases {
            let changes = diff.byDialog.flatMap(\.changes).filter { $0.category == category }
            guard !changes.isEmpty else { continue }
            lines += ["", "#### \(category.title) (\(changes.count))", "", "| dialog | element | change | where |", "|---|---|---|---|"]
            for change in changes {
                // Something removed has no place in the new version; its old one says where it was.
                let place =
                    diff.location(of: change, old: false).map { Self.code($0.text) }
                    ?? diff.location(of: change, old: true).map { Self.code($0.text) + " (old)" } ?? ""
                let cells = [
                    Self.code(change.dialog), Self.escape(change.element),
                    Self.escape(change.message) + " " + Self.code(change.kind.id)
                        + (change.breaksDeliveredDialogs ? " **\(DiffTextReporter.deliveredMarker)**" : ""),
                    place,
                ]
                lines.append("| " + cells.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Text safe inside a table cell: pipes, line breaks and markup characters cannot end the cell or format it.
    package static func escape(_ text: String) -> String {
        var escaped = ""
        for character in VisibleText.escape(text) {
            switch character {
            case "|", "\\", "`", "*", "_", "<", ">", "[", "]", "#": escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// `text` as inline code; a backtick inside would end it, so it becomes an apostrophe.
    package static func code(_ text: String) -> String {
        text.isEmpty
            ? "" : "`" + VisibleText.escape(text).replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "|", with: "\\|") + "`"
    }
}
