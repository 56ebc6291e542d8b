import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogSpec

/// What changed between two versions of a set of specs, dialog by dialog.
///
/// Dialogs are matched by id across all files of each version, so moving a dialog to another file
/// or reordering the dialogs of a file changes nothing; a new dialog whose `renamedFrom` names an
/// old id no new dialog has is that old dialog renamed. Buttons are matched the same way within
/// their dialog, parameters by name. Both versions must be valid: a half-read spec would report
/// changes that are not there.
public enum SpecDiff {
    /// A dialog and the file it is declared in.
    package struct Placed {
        package var dialog: Dialog
        package var source: SourceFile
        /// The design tokens the file was decoded with, which its token references name.
        package var tokens: DesignTokenTheme? = nil
        /// The display path of the file.
        package var file: String { source.path }
    }

    /// Every change from `old` to `new`, in reporting order; the visual changes of the render
    /// plan are measured on each of `devices` at `textSize`.
    public static func changes(old: [SpecFile], new: [SpecFile], devices: [Device], textSize: TextSize = .large) -> [SpecChange] {
        compare(old: old, new: new, devices: devices, textSize: textSize).changes
    }

    /// The changes, and the old id of each renamed dialog by its new id.
    package static func compare(
        old: [SpecFile], new: [SpecFile], devices: [Device], textSize: TextSize
    ) -> (changes: [SpecChange], formerIDs: [String: String]) {
        let oldDialogs = placed(old)
        let newDialogs = placed(new)
        let oldByID = Dictionary(oldDialogs.map { ($0.dialog.id.value, $0) }, uniquingKeysWith: { first, _ in first })
        let newIDs = Set(newDialogs.map(\.dialog.id.value))
        var matchedOld: Set<String> = []
        var formerIDs: [String: String] = [:]
        var changes: [SpecChange] = []
        for current in newDialogs {
            let dialog = current.dialog
            if let previous = oldByID[dialog.id.value] {
                matchedOld.insert(dialog.id.value)
                changes += DialogComparison(old: previous, new: current, devices: devices, textSize: textSize).changes
            } else if let former = dialog.renamedFrom?.value, !newIDs.contains(former), !matchedOld.contains(former),
                let previous = oldByID[former]
            {
                matchedOld.insert(former)
                formerIDs[dialog.id.value] = former
                var comparison = DialogComparison(old: previous, new: current, devices: devices, textSize: textSize)
                comparison.add(
                    .dialogRenamed, "id", "\(LintWording.name(of: previous.dialog)) was renamed to '\(dialog.id.value)'",
                    old: previous.dialog.id.range, new: dialog.id.range, target: .dialog)
                // Apps in the field ask a bundle for the old id, which it no longer has, and present
                // their compiled-in dialog: none of the renamed dialog's changes reaches them.
                changes += comparison.changes.map { change in
                    var change = change
                    change.breaksDeliveredDialogs = false
                    return change
                }
            } else {
                var message = "\(LintWording.name(of: dialog)) was added"
                if let former = dialog.renamedFrom {
                    message += "; its 'renamedFrom' names '\(former.value)', which the old version does not have"
                }
                changes.append(
                    SpecChange(
                        kind: .dialogAdded, dialog: dialog.id.value, element: "dialog", message: message,
                        old: nil, new: ChangeLocation(file: current.file, range: dialog.range), target: .dialog))
            }
        }
        for previous in oldDialogs where !matchedOld.contains(previous.dialog.id.value) {
            let dialog = previous.dialog
            changes.append(
                SpecChange(
                    kind: .dialogRemoved, dialog: dialog.id.value, element: "dialog",
                    message: "\(LintWording.name(of: dialog)) was removed",
                    old: ChangeLocation(file: previous.file, range: dialog.range), new: nil, target: .dialog))
        }
        return (changes.sorted(by: SpecChange.reportingOrder), formerIDs)
    }

    private static func placed(_ files: [SpecFile]) -> [Placed] {
        files.sorted { $0.path < $1.path }.flatMap { file in
            file.dialogs.map { Placed(dialog: $0, source: file.source, tokens: file.tokens) }
        }
    }
}
