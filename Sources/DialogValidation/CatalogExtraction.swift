import DialogDiagnostics
import DialogSpec
import DialogStringCatalogs
import DialogWriters

/// What `dialogc strings` does, as pure functions of the specs and the catalog: the entries the
/// specs' texts make, and the catalog updated with them.
public enum CatalogExtraction {
    /// The catalog entries of `dialog`'s texts, one per `LocalizableText`, in display order.
    ///
    /// The one place a text becomes a catalog entry: its key, its source text and a comment
    /// telling the translator where it shows (the designer's comment first, when the spec has one).
    /// A version 1 text goes in as written; a version 2 text as its `String(format:)` format
    /// (`%@`, `%lld`, positional `%1$@` once it takes two arguments), a plural text as one format
    /// per category.
    public static func catalogEntries(for dialog: Dialog) -> [CatalogSourceEntry] {
        dialog.localizableTexts.map { text in
            let placement = comment(for: text.element, of: dialog)
            let comment = text.comment.map { "\($0)\n\(placement)" } ?? placement
            return CatalogSourceEntry(key: text.key, text: text.catalogSource(in: dialog), comment: comment)
        }
    }

    /// `catalog` with the texts of every dialog of `files` as its source texts, or the errors that
    /// prevent it: two texts with one key (`catalogEntries` would let the later one win silently),
    /// and texts whose key holds a source text in the catalog that a spec cannot express.
    ///
    /// Only keys the specs name change. A key no spec names any more is marked stale only when
    /// dialogc wrote it (`CatalogOwnership`); the app's own keys keep their bytes.
    public static func update(_ catalog: StringCatalog, with files: [SpecFile]) -> Result<CatalogUpdate, CatalogConflicts> {
        let collisions = keyCollisions(in: files)
        guard collisions.isEmpty else { return .failure(CatalogConflicts(diagnostics: collisions)) }
        let entries = mergingSharedKeys(files.flatMap { $0.dialogs.flatMap(catalogEntries(for:)) })
        let update = catalog.updated(with: entries, isOwn: CatalogOwnership.wroteKey)
        guard update.unwritten.isEmpty else { return .failure(CatalogConflicts(diagnostics: unwritten(update.unwritten, in: files))) }
        return .success(update)
    }

    /// An error at each text whose key `unwritten` lists.
    package static func unwritten(_ keys: [UnwrittenKey], in files: [SpecFile]) -> [Diagnostic] {
        let reasons = Dictionary(keys.map { ($0.key, $0.reason) }, uniquingKeysWith: { first, _ in first })
        var findings: [Diagnostic] = []
        for file in files {
            for dialog in file.dialogs {
                for text in dialog.localizableTexts {
                    guard let reason = reasons[text.key] else { continue }
                    var finding = Diagnostic(
                        .error, rule: .invalidValue, CatalogConflicts.message(key: text.key, reason),
                        at: file.location(of: text.text), suggestion: Suggestion(CatalogConflicts.suggestion()))
                    finding.subject = dialog.id.value
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// `entries` with those that share a key (texts that read the same, as
    /// `localization-key-conflict` lets them) made one, in the place of the first: the catalog
    /// holds the text once, its comment naming every place that shows it, one per line.
    package static func mergingSharedKeys(_ entries: [CatalogSourceEntry]) -> [CatalogSourceEntry] {
        var merged: [CatalogSourceEntry] = []
        var position: [String: Int] = [:]
        for entry in entries {
            guard let index = position[entry.key] else {
                position[entry.key] = merged.count
                merged.append(entry)
                continue
            }
            guard let comment = entry.comment else { continue }
            let lines = merged[index].comment.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
            let added = comment.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !lines.contains($0) }
            merged[index].comment = (lines + added).joined(separator: "\n")
        }
        return merged
    }

    /// Errors for every text whose key an earlier text of `files` already has with another source
    /// text, each with a note at the first one; files in the order given. Texts that read the same
    /// may share a key (`localization-key-conflict`, which `validate` reports, says the same).
    public static func keyCollisions(in files: [SpecFile]) -> [Diagnostic] {
        var first: [String: (location: SourceLocation, text: CatalogSourceText)] = [:]
        var findings: [Diagnostic] = []
        for file in files {
            for dialog in file.dialogs {
                for text in dialog.localizableTexts {
                    let location = file.location(of: text.text)
                    let source = text.catalogSource(in: dialog)
                    guard let (original, originalText) = first[text.key].map({ ($0.location, $0.text) }) else {
                        first[text.key] = (location, source)
                        continue
                    }
                    guard originalText != source else { continue }
                    var finding = Diagnostic(
                        .error, rule: .invalidValue, "localization key '\(text.key)' is already the key of another text",
                        at: location, notes: [DiagnosticNote("'\(text.key)' first used here", at: original)])
                    finding.subject = dialog.id.value
                    findings.append(finding)
                }
            }
        }
        return findings
    }

    /// One line per key `update` changes in `previous`, as `dialogc strings` lists them: `added KEY`,
    /// `revised KEY` (its source text changed, translations need review), `stale KEY`, and
    /// `updated KEY` for any other change (a comment, a stale key back in use).
    public static func changeLines(_ update: CatalogUpdate, from previous: StringCatalog) -> [String] {
        let listed = Set(update.added + update.revised + update.staled)
        let updated = update.catalog.keys.filter { !listed.contains($0) && update.catalog[$0] != previous[$0] }
        // A key may hold a newline or a terminal's escape sequence: spelled out, it stays one line.
        func line(_ change: String, _ key: String) -> String { "\(change) \(VisibleText.escape(key))" }
        return update.added.map { line("added", $0) } + update.revised.map { line("revised", $0) }
            + update.staled.map { line("stale", $0) } + updated.map { line("updated", $0) }
    }

    /// The counts of `changeLines`, as the closing note says them: `2 keys added, 1 key marked stale`.
    public static func summary(_ update: CatalogUpdate, from previous: StringCatalog) -> String {
        let lines = changeLines(update, from: previous)
        let updated = lines.count - update.added.count - update.revised.count - update.staled.count
        let parts = [
            update.added.isEmpty ? nil : "\(Wording.count(update.added.count, "key")) added",
            update.revised.isEmpty ? nil : "\(Wording.count(update.revised.count, "key")) revised (translations to review)",
            update.staled.isEmpty ? nil : "\(Wording.count(update.staled.count, "key")) marked stale",
            updated == 0 ? nil : "\(Wording.count(updated, "key")) updated",
        ].compactMap { $0 }
        return parts.isEmpty ? "no key changed" : parts.joined(separator: ", ")
    }

    /// What a translator reads beside the text: which part of which dialog shows it.
    package static func comment(for element: LocalizableText.Element, of dialog: Dialog) -> String {
        placement(of: element, kind: dialog.type.value.table.name, id: dialog.id.value)
    }

    /// The sentence saying which part of which dialog shows a text; also how `CatalogOwnership`
    /// recognizes the keys dialogc wrote, so its wording is part of the catalogs already written.
    package static func placement(of element: LocalizableText.Element, kind: String, id: String) -> String {
        let owner = "the \(kind) '\(id)'"
        switch element {
        case .title: return "Title of \(owner)."
        case .subtitle: return "Subtitle of \(owner)."
        case .message: return "Message of \(owner)."
        case .button(let id): return "Title of the button '\(id)' of \(owner)."
        case .placeholder: return "Placeholder of the text field of \(owner)."
        case .initialText: return "Text the text field of \(owner) starts with."
        case .emptyMessage: return "What the text field of \(owner) says when it is submitted empty."
        case .option(let index): return "Row \(index + 1) of \(owner)."
        case .accessibilityLabel: return "What VoiceOver says for \(owner)."
        case .accessibilityHint: return "What VoiceOver says after the label of \(owner)."
        case .buttonAccessibilityLabel(let id): return "What VoiceOver says for the button '\(id)' of \(owner)."
        case .buttonAccessibilityHint(let id): return "What VoiceOver says after the label of the button '\(id)' of \(owner)."
        }
    }
}
