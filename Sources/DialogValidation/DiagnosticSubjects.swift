import DialogDiagnostics
import DialogRules
import DialogSpec

/// Gives each finding its subject, the id of the dialog it lies in, which fingerprints and
/// baselines use instead of the message, so a message can be reworded without breaking them.
package enum DiagnosticSubjects {
    /// Sets the subject of every finding that has none and lies inside a dialog of `specs`.
    package static func assign(_ diagnostics: inout [Diagnostic], in specs: [SpecFile]) {
        guard someLackSubject(diagnostics) else { return }
        assign(&diagnostics, in: DialogIndex(specs))
    }

    /// Sets the subject of every finding that has none and lies inside a dialog of `dialogIndex`.
    package static func assign(_ diagnostics: inout [Diagnostic], in dialogIndex: DialogIndex) {
        guard someLackSubject(diagnostics) else { return }
        // Dialogs do not overlap and come in source order, so each file's ranges are sorted.
        var dialogsByFile: [String: [DialogIndex.Entry]] = [:]
        for file in dialogIndex.files {
            dialogsByFile[file.path] = file.dialogs
        }
        // Findings come grouped by file: a path is hashed only where it changes.
        var last: (file: String, dialogs: [DialogIndex.Entry]?)?
        for index in diagnostics.indices where diagnostics[index].subject == nil {
            let location = diagnostics[index].location
            guard let offset = location.range?.start else { continue }
            if last?.file != location.file { last = (location.file, dialogsByFile[location.file]) }
            guard let dialogs = last?.dialogs else { continue }
            var low = 0
            var high = dialogs.count
            while low < high {
                let mid = (low + high) / 2
                if dialogs[mid].range.end <= offset { low = mid + 1 } else { high = mid }
            }
            if low < dialogs.count, dialogs[low].range.contains(offset) {
                diagnostics[index].subject = dialogs[low].id.value
            }
        }
    }

    /// Whether a finding has no subject, read by index: the dialog contexts give theirs one, so
    /// mostly none lacks it, and a closure over the findings copied each one to tell.
    private static func someLackSubject(_ diagnostics: [Diagnostic]) -> Bool {
        for index in diagnostics.indices where diagnostics[index].subject == nil { return true }
        return false
    }
}
