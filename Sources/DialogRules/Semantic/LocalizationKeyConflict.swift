import DialogDiagnostics
import DialogSpec
import DialogStringCatalogs

/// Two texts with one localization key that a catalog cannot hold as one.
public enum LocalizationKeyConflict: IndexedCrossFileRule {
    public static let description = RuleDescription(
        id: "localization-key-conflict",
        stage: .semantic,
        summary: "two texts share a localization key but read differently, or a text takes another dialog's key",
        explanation: """
            A String Catalog holds one source text per key, so 'dialogc strings' can only write a key \
            that every text naming it agrees on. Texts of format 2 may share a key of their own \
            ('"key": "common.delete"' in a text object) when they read the same, plural forms and \
            parameter types included: the catalog then holds that text once, with each dialog named \
            in its comment. Two texts that read differently under one key are an error, reported at \
            the later text with a note at the first, files taken in path order. A key of the form \
            dialogc gives another dialog's texts ('delete-album.title' while a dialog 'delete-album' \
            exists) is that dialog's, and changes with it: a text may not take it, even with the \
            same words.
            """,
        triggering: [
            .file(
                """
                {"specVersion": 2, "dialogs": [
                  {"id": "a", "type": "toast", "message": {"text": "Deleted", "key": "common.done"}},
                  {"id": "b", "type": "toast", "message": {"text": 1️⃣"Saved", "key": "common.done"}}
                ]}
                """),
            .file(
                """
                {"specVersion": 2, "dialogs": [
                  {"id": "a", "type": "toast", "message": "Deleted"},
                  {"id": "b", "type": "toast", "message": {"text": 1️⃣"Deleted", "key": "a.message"}}
                ]}
                """),
        ],
        nonTriggering: [
            .file(
                """
                {"specVersion": 2, "dialogs": [
                  {"id": "a", "type": "toast", "message": {"text": "Deleted", "key": "common.deleted"}},
                  {"id": "b", "type": "toast", "message": {"text": "Deleted", "key": "common.deleted"}}
                ]}
                """)
        ])

    /// The texts of the file that have keys of their own.
    public static func summarize(_ file: SpecFile, into entry: inout DialogIndex.File) {
        // By index, and only dialogs with text objects: a version 1 dialog has no key of its own.
        for index in file.dialogs.indices where !file.dialogs[index].textLocalizations.isEmpty {
            let dialog = file.dialogs[index]
            for text in dialog.localizableTexts where text.hasKeyOverride {
                entry.ownKeys.append(
                    DialogIndex.OwnKey(
                        key: text.key, source: text.catalogSource(in: dialog), text: text.text.range, dialog: dialog.id.value))
            }
        }
    }

    /// Keys of their own against each other, and against the keys dialogc gives other dialogs' texts.
    public static func check(_ index: DialogIndex) -> [Diagnostic] {
        guard index.files.contains(where: { !$0.ownKeys.isEmpty }) else { return [] }
        var ids = Set<String>()
        for file in index.files { for entry in file.dialogs { ids.insert(entry.id.value) } }
        var first: [String: (source: CatalogSourceText, at: SourceLocation)] = [:]
        var findings: [Diagnostic] = []
        for file in index.files {
            for own in file.ownKeys {
                let location = file.location(own.text)
                if let owner = derivedOwner(of: own.key), owner != own.dialog, ids.contains(owner) {
                    findings.append(subjected(diagnostic(Message.anotherDialogs(own.key, dialog: owner), at: location), own.dialog))
                    continue
                }
                guard let earlier = first[own.key] else {
                    first[own.key] = (own.source, location)
                    continue
                }
                guard earlier.source != own.source else { continue }
                findings.append(
                    subjected(
                        diagnostic(
                            Message.readsDifferently(own.key), at: location,
                            notes: [DiagnosticNote(Message.firstHere(own.key), at: earlier.at)]),
                        own.dialog))
            }
        }
        return findings
    }

    /// A key of its own against the keys dialogc gives the other texts of its own dialog.
    public static func checkWithin(_ file: SpecFile) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for index in file.dialogs.indices where !file.dialogs[index].textLocalizations.isEmpty {
            let dialog = file.dialogs[index]
            let texts = dialog.localizableTexts
            guard texts.contains(where: \.hasKeyOverride) else { continue }
            let derived = Dictionary(
                texts.filter { !$0.hasKeyOverride }.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for text in texts where text.hasKeyOverride {
                guard let other = derived[text.key], other.catalogSource(in: dialog) != text.catalogSource(in: dialog) else { continue }
                findings.append(
                    subjected(
                        diagnostic(
                            Message.readsDifferently(text.key), at: file.location(of: text.text),
                            notes: [DiagnosticNote(Message.firstHere(text.key), at: file.location(of: other.text))]),
                        dialog.id.value))
            }
        }
        return findings
    }

    /// The dialog whose text dialogc gives `key`, when `key` has that shape (`ID.title`,
    /// `ID.button.ID`, `ID.option.N`, ...): the id before the part.
    package static func derivedOwner(of key: String) -> String? {
        for suffix in ["title", "subtitle", "message", "placeholder", "initialText", "emptyMessage"] where key.hasSuffix("." + suffix) {
            return String(key.dropLast(suffix.count + 1))
        }
        for part in [".button.", ".option."] {
            guard let range = key.range(of: part, options: .backwards), !key[range.upperBound...].isEmpty else { continue }
            if part == ".option.", !key[range.upperBound...].allSatisfy(\.isNumber) { continue }
            return String(key[..<range.lowerBound])
        }
        return nil
    }

    private static func subjected(_ finding: Diagnostic, _ dialog: String) -> Diagnostic {
        var finding = finding
        finding.subject = dialog
        return finding
    }
}

extension LocalizationKeyConflict {
    /// The rule's wording.
    package enum Message {
        package static func readsDifferently(_ key: String) -> RuleMessage {
            RuleMessage(
                "reads-differently", "localization key '\(key)' is the key of another text that reads differently; a key holds one text")
        }
        package static func firstHere(_ key: String) -> RuleMessage {
            RuleMessage("first-here", "'\(key)' first used here")
        }
        package static func anotherDialogs(_ key: String, dialog: String) -> RuleMessage {
            RuleMessage(
                "another-dialogs", "localization key '\(key)' is the key of a text of dialog '\(dialog)'; give this text a key of its own")
        }
    }

    public static var messages: [RuleMessage] {
        [Message.readsDifferently("common.done"), Message.firstHere("common.done"), Message.anotherDialogs("a.title", dialog: "a")]
    }
}
