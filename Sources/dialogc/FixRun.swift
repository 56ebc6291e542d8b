import DialogDiagnostics
import DialogEditing
import DialogReporters
import DialogRules
import DialogValidation

/// `--fix` and `--fix --dry-run` of `validate` and `lint`: applies the safe suggestions of a run
/// (the edits are the library's `SpecFixer`), then rewrites or diffs the files that change.
enum FixRun {
    static let fix = CommandOption("--fix", .flag, help: ["apply the suggestions of rules marked safe, then check again"])
    static let dryRun = CommandOption("--dry-run", .flag, help: ["with --fix: print a unified diff instead of rewriting files"])

    /// Rewrites each file a fix changes (atomically) and returns the sources as they are now.
    /// `standardInput` names the source read from standard input, which cannot be rewritten.
    static func apply(
        _ result: ValidationResult, sources: [SourceFile], standardInput: String?, rules: RuleSet
    ) throws(ExitStatus) -> [SourceFile] {
        var unwritten = Set<String>()
        let fixes = fixes(result, sources: sources, rules: rules)
        for fix in fixes where fix.changed {
            let path = fix.source.path
            do throws(FileFailure) {
                guard path != standardInput else {
                    throw FileFailure("standard input cannot be rewritten; use '--fix --dry-run' for a diff")
                }
                try Output.write(String(decoding: fix.bytes, as: UTF8.self), to: path)
            } catch {
                Output.standardError("\(path): error: cannot write the fixed file: \(error.reason)\n")
                unwritten.insert(path)
            }
        }
        // Only the fixes written count as applied; the others were named with their error.
        let written = fixes.filter { !unwritten.contains($0.source.path) }
        if !unwritten.isEmpty {
            if written.contains(where: \.changed) { Output.standardError("note: applied \(summary(written))\n") }
            throw .usageOrInput
        }
        Output.standardError("note: applied \(summary(fixes))\n")
        return fixes.map { $0.changed ? SourceFile(path: $0.source.path, bytes: $0.bytes) : $0.source }
    }

    /// Prints the unified diff of every file a fix would change; throws 1 when one would, else returns.
    static func printDiff(_ result: ValidationResult, sources: [SourceFile], rules: RuleSet) throws(ExitStatus) {
        let fixes = fixes(result, sources: sources, rules: rules)
        Output.standardOutput(fixes.map { UnifiedDiff.diff(old: $0.source.bytes, new: $0.bytes, path: $0.source.path) }.joined())
        Output.standardError("note: would apply \(summary(fixes))\n")
        if fixes.contains(where: \.changed) { throw .specErrors }
    }

    /// The fix of each source; a safe edit left out for overlapping another is printed as a note.
    private static func fixes(_ result: ValidationResult, sources: [SourceFile], rules: RuleSet) -> [SpecFixer.FileFix] {
        let byFile = Dictionary(grouping: result.diagnostics, by: \.location.file)
        return sources.map { source in
            let fix = SpecFixer.fix(source, diagnostics: byFile[source.path] ?? [], rules: rules)
            // The text reporter turns the finding's offsets into lines and columns.
            let notes = fix.overlapping.map { edit in
                Diagnostic(
                    .note, rule: edit.diagnostic.rule, "not fixed, overlaps an earlier fix: \(edit.diagnostic.message)",
                    at: edit.diagnostic.location)
            }
            if !notes.isEmpty { Output.standardError(TextReporter().render(notes, sources: [source])) }
            return fix
        }
    }

    /// "2 fixes to 1 file".
    private static func summary(_ fixes: [SpecFixer.FileFix]) -> String {
        let changed = fixes.filter(\.changed)
        return "\(Wording.count(changed.map(\.applied.count).reduce(0, +), "fix", "fixes")) to \(Wording.count(changed.count, "file"))"
    }
}
