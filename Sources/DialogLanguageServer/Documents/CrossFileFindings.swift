import DialogDiagnostics

/// Findings a rule reported in one file about a place in another: `duplicate-dialog-id` reports
/// the later id (in path order) with a note at the first. The person typing the first file would
/// never see the finding when the later file is not open, so the server shows it on every open
/// document it concerns.
package enum CrossFileFindings {
    /// For each of the `open` paths, the findings reported in other files whose notes point into
    /// it: each at its note's place, with a note pointing back at where the rule reported it,
    /// with the rule's message. `linted` holds each file's findings, by path.
    package static func concerning(_ open: Set<String>, in linted: [String: [Diagnostic]]) -> [String: [Diagnostic]] {
        var found: [String: [Diagnostic]] = [:]
        for (path, diagnostics) in linted {
            for diagnostic in diagnostics {
                for note in diagnostic.notes where note.location.file != path && open.contains(note.location.file) {
                    var shown = Diagnostic(
                        diagnostic.severity, rule: diagnostic.rule, diagnostic.message, at: note.location,
                        notes: [DiagnosticNote(diagnostic.message, at: diagnostic.location)])
                    shown.subject = diagnostic.subject
                    if found[note.location.file]?.contains(shown) != true { found[note.location.file, default: []].append(shown) }
                }
            }
        }
        return found.mapValues { $0.sorted(by: Diagnostic.reportingOrder) }
    }
}
