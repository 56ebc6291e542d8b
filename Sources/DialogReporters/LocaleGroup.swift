import DialogDiagnostics
import DialogRules
import Foundation

/// Findings that differ only in their locale: one rule, severity, place and subject, found once
/// for each language of a catalog (or pseudo-locale) the run checks.
///
/// A 19-language catalog turns one missing text into 19 findings; formats whose reader counts
/// what it shows (GitHub keeps 10 annotations of a severity per step) report such a group as one
/// finding that names its languages. A finding without a locale is a group of its own.
package struct LocaleGroup {
    /// The findings, in reporting order; never empty.
    package var findings: [Diagnostic]

    /// The finding the group is reported as: its rule, severity, location and subject are the group's.
    package var first: Diagnostic { findings[0] }

    /// The languages of the group, each once, sorted; empty for a finding about the spec's own texts.
    package var locales: [String] { Set(findings.compactMap(\.locale)).sorted() }

    /// `diagnostics` (in reporting order) in groups, ordered by each group's first finding.
    package static func groups(_ diagnostics: [Diagnostic]) -> [LocaleGroup] {
        var groups: [LocaleGroup] = []
        var index: [Key: Int] = [:]
        for diagnostic in diagnostics {
            guard diagnostic.locale != nil else {
                groups.append(LocaleGroup(findings: [diagnostic]))
                continue
            }
            let key = Key(diagnostic)
            if let position = index[key] {
                groups[position].findings.append(diagnostic)
            } else {
                index[key] = groups.count
                groups.append(LocaleGroup(findings: [diagnostic]))
            }
        }
        return groups
    }

    /// What a finding of one locale shares with the same finding of the other locales.
    private struct Key: Hashable {
        var rule: RuleID
        var severity: Severity
        var location: SourceLocation
        var subject: String?

        init(_ diagnostic: Diagnostic) {
            rule = diagnostic.rule
            severity = diagnostic.severity
            location = diagnostic.location
            subject = diagnostic.subject
        }
    }

    /// The group's messages, one line for each distinct wording: each finding's message names its
    /// language, so the first finding of a wording is written and the other languages that share
    /// it follow (`'de' has no translation of 'a.title' (also in 'fr' and 'ja')`).
    package var messageLines: [String] {
        wordings(\.message).map { wording in
            let others = wording.locales.dropFirst().map { "'\($0)'" }
            guard wording.namesLocale, !others.isEmpty else { return wording.text }
            return wording.text + " (also in \(LintWording.list(Array(others))))"
        }
    }

    /// The group's suggestions, one line for each distinct wording; one that names a language names
    /// every language that shares it instead (`translate the key into 'de', 'fr' and 'ja' in the catalog`).
    package var suggestionLines: [String] {
        wordings { $0.suggestion?.message }.map { wording in
            guard wording.namesLocale, let locale = wording.locales.first else { return wording.text }
            let all = LintWording.list(wording.locales.map { "'\($0)'" })
            return LocaleGroup.replacingFirst("'\(locale)'", in: wording.text, with: all)
        }
    }

    /// The notes of the group's findings, each once.
    package var notes: [DiagnosticNote] {
        var seen: Set<DiagnosticNote> = []
        return findings.flatMap(\.notes).filter { seen.insert($0).inserted }
    }

    /// One wording of a text of the group's findings: the text of its first finding, and the
    /// languages of every finding whose text reads the same but for its language.
    private struct Wording {
        var text: String
        var locales: [String]
        /// Whether the text names its finding's language, so the languages are worth listing.
        var namesLocale: Bool
    }

    /// The distinct wordings of `text` over the findings, in the order of their first finding.
    private func wordings(_ text: (Diagnostic) -> String?) -> [Wording] {
        var wordings: [Wording] = []
        var index: [String: Int] = [:]
        for finding in findings {
            guard let written = text(finding) else { continue }
            let locale = finding.locale
            // The language quoted in the text stands for any language, so the wordings of two languages compare equal.
            let masked = locale.map { LocaleGroup.replacingFirst("'\($0)'", in: written, with: "'\u{0}'") } ?? written
            if let position = index[masked] {
                if let locale, !wordings[position].locales.contains(locale) { wordings[position].locales.append(locale) }
            } else {
                index[masked] = wordings.count
                wordings.append(Wording(text: written, locales: locale.map { [$0] } ?? [], namesLocale: masked != written))
            }
        }
        return wordings
    }

    /// `text` with the first `target` in it replaced by `replacement`; `text` when it has none.
    private static func replacingFirst(_ target: String, in text: String, with replacement: String) -> String {
        guard let range = text.range(of: target) else { return text }
        return text.replacingCharacters(in: range, with: replacement)
    }
}
