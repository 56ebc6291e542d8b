import DialogDiagnostics
import DialogSpec

/// Two dialogs share an id, in one file or across files.
public enum DuplicateDialogID: IndexedCrossFileRule {
    public static let description = RuleDescription(
        id: "duplicate-dialog-id",
        stage: .semantic,
        summary: "two dialogs share an id, also across files",
        explanation: """
            A dialog's id names its generated Swift type and its entry in the render plan, so it must \
            be unique across every file of a run. The finding points at the later id, with a note at \
            the first; files are taken in path order.
            """,
        triggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved"},
                {"id": 1️⃣"saved", "type": "toast", "message": "Saved again"}
                """)
        ],
        nonTriggering: [
            .dialogs(
                """
                {"id": "saved", "type": "toast", "message": "Saved"},
                {"id": "savedAgain", "type": "toast", "message": "Saved again"}
                """)
        ])

    /// The digests of the file's dialog ids, unless one is not ASCII.
    public static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File) {
        var digests: [Int] = []
        digests.reserveCapacity(file.dialogs.count)
        for index in file.dialogs.indices {
            guard let digest = DigestTable.digest(ofASCII: file.dialogs[index].id.value) else { return }
            digests.append(digest)
        }
        entry.idDigests = digests
    }

    public static func check(_ index: DialogIndex) -> [Diagnostic] {
        let files = index.files
        // The digests were taken on each file's core: when none repeats, no id is shared, and
        // the one serial step of the rule hashes no string.
        if files.allSatisfy({ $0.idDigests != nil }) {
            var all: [Int] = []
            all.reserveCapacity(index.dialogCount)
            for file in files { all += file.idDigests ?? [] }
            guard DigestTable(all).hasRepeats else { return [] }
        }
        // Where each id is first defined: the index of its file and its bytes.
        var first: [String: (file: Int, range: ByteRange)] = [:]
        first.reserveCapacity(index.dialogCount)
        var findings: [Diagnostic] = []
        for (fileIndex, file) in files.enumerated() {
            for dialog in file.dialogs {
                let id = dialog.id
                // One lookup per id: the entry is written, and put back in the rare case it was taken.
                guard let original = first.updateValue((fileIndex, id.range), forKey: id.value) else { continue }
                first[id.value] = original
                findings.append(
                    diagnostic(
                        Message.duplicate(id.value),
                        at: file.location(of: id),
                        notes: [DiagnosticNote(Message.firstDefined(id.value), at: files[original.file].location(original.range))]))
            }
        }
        return findings
    }
}

extension DuplicateDialogID {
    /// The rule's wording.
    package enum Message {
        package static func duplicate(_ id: String) -> RuleMessage { RuleMessage("duplicate", "duplicate dialog id '\(id)'") }
        package static func firstDefined(_ id: String) -> RuleMessage { RuleMessage("first-defined", "'\(id)' first defined here") }
    }

    public static var messages: [RuleMessage] { [Message.duplicate("a"), Message.firstDefined("a")] }
}
