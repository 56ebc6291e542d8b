import DialogDiagnostics
import DialogSpec

/// A `renamedFrom` naming an id that is still there, so it cannot record a rename.
///
/// Without the old version of the specs, that is what "matches nothing" can mean: a former id is
/// one that no longer exists. `dialogc diff`, which has the old version, also says when a
/// `renamedFrom` names nothing the old version had.
public enum StaleRenamedFrom: IndexedCrossFileRule {
    public static let description = RuleDescription(
        id: "stale-renamed-from",
        severity: .warning,
        stage: .lint,
        summary: "a 'renamedFrom' naming an id that still exists: the dialog's own, another dialog's, or a button's of the same dialog",
        explanation: """
            'renamedFrom' records the id a dialog or a button had before, so that 'dialogc diff' \
            reports a rename (a new Swift name, the same dialog for translations and history) instead \
            of a removal and an addition. A former id is one that is gone: when a dialog of any input \
            file, or a button of the same dialog, still has it (the element's own id included), the \
            rename cannot have happened, and 'diff' matches the element of that id instead. This \
            usually means the old id was copied into a new dialog, or the rename was undone. Remove \
            'renamedFrom' once the rename has shipped, or name the id the element really had. The \
            finding points at the 'renamedFrom' value.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "sign-out", "renamedFrom": 1️⃣"log-out", "type": "toast", "message": "Signed out"},
                {"id": "log-out", "type": "toast", "message": "Logged out"}
                """),
            .dialogs(
                """
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "renamedFrom": 1️⃣"delete"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel", "renamedFrom": 2️⃣"delete"}
                ]}
                """),
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "sign-out", "renamedFrom": "log-out", "type": "toast", "message": "Signed out"},
                {"id": "delete-photo", "type": "alert", "title": "Delete this photo?", "buttons": [
                  {"id": "delete", "title": "Delete", "style": "destructive", "renamedFrom": "remove"},
                  {"id": "cancel", "title": "Cancel", "style": "cancel", "renamedFrom": "sign-out"}
                ]}
                """)
        ])

    /// A dialog's former id is stale when a dialog of any file has it.
    public static func check(_ index: DialogIndex) -> [Diagnostic] {
        // Cheap first: most runs have no 'renamedFrom' at all.
        guard index.files.contains(where: { !$0.renames.isEmpty }) else { return [] }
        let dialogIDs = Set(index.files.flatMap { file in file.dialogs.map(\.id.value) })
        var findings: [Diagnostic] = []
        for file in index.files {
            for rename in file.renames where dialogIDs.contains(rename.former.value) {
                findings.append(
                    diagnostic(
                        Message.dialog(rename.dialog, former: rename.former.value), at: file.location(of: rename.former),
                        suggestion: Suggestion(Message.remove)))
            }
        }
        return findings
    }

    /// The file's dialogs' former ids, named as the findings name them.
    public static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File) {
        for index in file.dialogs.indices {
            guard let former = file.dialogs[index].renamedFrom else { continue }
            entry.renames.append(DialogIndex.Rename(former: former, dialog: LintWording.name(of: file.dialogs[index])))
        }
    }

    /// A button's former id is stale when a button of its dialog has it.
    public static func checkWithin(_ file: SpecFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // By index: a loop over the dialogs copied every dialog of the file.
        for index in file.dialogs.indices where file.dialogs[index].buttons.contains(where: { $0.renamedFrom != nil }) {
            let dialog = file.dialogs[index]
            let buttonIDs = Set(dialog.buttons.map(\.id.value))
            for button in dialog.buttons {
                guard let former = button.renamedFrom, buttonIDs.contains(former.value) else { continue }
                findings.append(
                    diagnostic(
                        Message.button(LintWording.name(of: button, in: dialog), former: former.value), at: file.location(of: former),
                        suggestion: Suggestion(Message.remove)))
            }
        }
        return findings
    }
}

extension StaleRenamedFrom {
    /// The rule's wording.
    package enum Message {
        package static func dialog(_ dialog: String, former: String) -> RuleMessage {
            RuleMessage("dialog", "\(dialog) says it was renamed from '\(former)', but a dialog still has that id")
        }
        package static func button(_ button: String, former: String) -> RuleMessage {
            RuleMessage("button", "\(button) says it was renamed from '\(former)', but a button of the dialog still has that id")
        }
        package static let remove = RuleMessage("remove", "remove 'renamedFrom', or name the id the element had before")
    }

    public static var messages: [RuleMessage] {
        [Message.dialog("toast 'a'", former: "b"), Message.button("button 'a' of alert 'b'", former: "c"), Message.remove]
    }
}
