import DialogDiagnostics
import DialogRules

/// Applies the safe suggestions of a run's findings to the specs, as `--fix` does.
///
/// Only a suggestion with a replacement, of a rule whose description marks its suggestions safe
/// (`RuleDescription.suggestionIsSafe`), becomes an edit. Edits of one file are ordered by where
/// they start; one that overlaps an edit before it is left out and reported (the first wins, so
/// the outcome never depends on the order findings arrive in), and the rest are applied from the
/// end of the file backwards, so every range still points at the bytes it was computed for.
public enum SpecFixer {
    /// One replacement of a byte range of a file, and the finding it fixes.
    public struct Edit: Sendable, Hashable {
        /// The byte offsets replaced.
        public var range: Range<Int>
        /// The text put in their place.
        public var replacement: String
        /// The finding whose suggestion this is.
        public var diagnostic: Diagnostic
    }

    /// What fixing one file did.
    public struct FileFix: Sendable {
        /// The file as it was.
        public var source: SourceFile
        /// The file's bytes with the edits applied.
        public var bytes: [UInt8]
        /// The edits applied, in file order.
        public var applied: [Edit]
        /// Safe edits left out because they overlap an edit applied before them.
        public var overlapping: [Edit]

        /// Whether the edits changed the file.
        public var changed: Bool { bytes != source.bytes }
    }

    /// The safe edits among `diagnostics` for `source`, applied; `rules` says which rules are safe.
    public static func fix(_ source: SourceFile, diagnostics: [Diagnostic], rules: RuleSet) -> FileFix {
        var safe = Set<RuleID>()
        for rule in rules.all where rule.description.suggestionIsSafe { safe.insert(rule.description.ruleID) }
        let edits = diagnostics.filter { safe.contains($0.rule) }.compactMap { edit(for: $0, in: source) }.sorted(by: fileOrder)
        var applied: [Edit] = []
        var overlapping: [Edit] = []
        for edit in edits {
            guard let last = applied.last else {
                applied.append(edit)
                continue
            }
            // Two findings asking for the same replacement are one fix.
            if last.range == edit.range, last.replacement == edit.replacement { continue }
            if edit.range.lowerBound < last.range.upperBound || edit.range.lowerBound == last.range.lowerBound {
                overlapping.append(edit)
            } else {
                applied.append(edit)
            }
        }
        var bytes = source.bytes
        for edit in applied.reversed() {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return FileFix(source: source, bytes: bytes, applied: applied, overlapping: overlapping)
    }

    /// Edits by where they start and end, then by rule and replacement, so equal inputs give equal fixes.
    private static func fileOrder(_ lhs: Edit, _ rhs: Edit) -> Bool {
        if lhs.range.lowerBound != rhs.range.lowerBound { return lhs.range.lowerBound < rhs.range.lowerBound }
        if lhs.range.upperBound != rhs.range.upperBound { return lhs.range.upperBound < rhs.range.upperBound }
        if lhs.diagnostic.rule != rhs.diagnostic.rule { return lhs.diagnostic.rule < rhs.diagnostic.rule }
        return lhs.replacement < rhs.replacement
    }

    /// The edit a finding's suggestion makes in `source`, or nil when it has no replacement, no
    /// range, or lies in another file. The one place that turns a location into bytes to replace.
    package static func edit(for diagnostic: Diagnostic, in source: SourceFile) -> Edit? {
        guard diagnostic.location.file == source.path, let replacement = diagnostic.suggestion?.replacement,
            let start = diagnostic.location.range?.startOffset, let end = diagnostic.location.range?.endOffset,
            start >= source.textStart, start <= end, end <= source.bytes.count
        else { return nil }
        return Edit(range: start..<end, replacement: replacement, diagnostic: diagnostic)
    }
}
