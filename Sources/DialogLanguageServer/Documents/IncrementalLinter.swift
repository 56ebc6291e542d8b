import DialogConfiguration
import DialogDiagnostics
import DialogRules
import DialogSpec
import DialogValidation

/// `Linter.lint` over the same files again and again, re-doing only what a change can affect.
///
/// Each file's decoding and its own findings (the decoder's and the dialog rules') are kept until
/// its bytes change, so an edit re-decodes one file; within that file, a dialog whose bytes (and
/// the file's bytes around the dialogs) are unchanged keeps its dialog rules' findings, moved to
/// where it now starts, so an edit in one dialog of 1,000 runs the dialog rules over one dialog.
/// The cross-file rules run on every check, over the kept decodings, and the configuration's
/// severities, the suppressions and the baseline are applied per file, again only where a file's
/// findings changed. The result equals `Linter.lint` followed by the baseline's filter.
package struct IncrementalLinter {
    package let configuration: Configuration
    package let baseline: Baseline?
    private let rules: RuleSet
    /// Decoding only: the dialog rules run here, one dialog at a time.
    private static let decodingOnly = RuleSet(pipelineRules: [], dialogRules: [], crossFileRules: [])
    private var files: [String: FileLint] = [:]
    /// How many files were decoded and how many dialogs the dialog rules ran over, in all checks:
    /// what the tests read to see that an edit re-does only its share.
    package private(set) var decodedFiles = 0
    package private(set) var checkedDialogs = 0

    /// One file's lint as last computed.
    package struct FileLint {
        package var source: SourceFile
        package var file: DecodedFile
        /// The decoder's findings and every dialog's rule findings, before the cross-file rules.
        package var ownFindings: [Diagnostic]
        /// Each dialog's rule findings by the dialog's bytes, at offsets from the dialog's start.
        package var dialogFindings: [DialogBytes: [Diagnostic]]
        /// The bytes around the dialogs, which decide how the dialogs' own bytes decode.
        package var surroundings: [UInt8]
        /// The findings the configuration was last applied to, and the result.
        package var raw: [Diagnostic]?
        package var finished: [Diagnostic] = []
    }

    package init(configuration: Configuration, baseline: Baseline?) {
        self.configuration = configuration
        self.baseline = baseline
        rules = configuration.ruleSet
    }

    /// Lints `sources` together; a file not among them is forgotten. Each file's decoding and
    /// its findings, as `dialogc lint` reports them, by path.
    package mutating func lint(_ sources: [SourceFile]) -> [String: (file: DecodedFile, diagnostics: [Diagnostic])] {
        let ordered = sources.sorted { $0.path < $1.path }
        var current: [String: FileLint] = [:]
        for source in ordered {
            if let kept = files[source.path], kept.source.bytes == source.bytes {
                current[source.path] = kept
            } else {
                current[source.path] = check(source, previous: files[source.path])
            }
        }
        let specs = ordered.compactMap { current[$0.path]?.file.spec }
        var crossFile: [String: [Diagnostic]] = [:]
        for rule in rules.crossFileRules {
            for diagnostic in rule.check(specs) { crossFile[diagnostic.location.file, default: []].append(diagnostic) }
        }
        var result: [String: (file: DecodedFile, diagnostics: [Diagnostic])] = [:]
        for source in ordered {
            guard var lint = current[source.path] else { continue }
            var raw = lint.ownFindings + (crossFile[source.path] ?? [])
            Validator.assignSubjects(&raw, in: lint.file.spec.map { [$0] } ?? [])
            raw.sort(by: Diagnostic.reportingOrder)
            if raw != lint.raw {
                lint.finished = finish(ValidationResult(files: [lint.file], diagnostics: raw))
                lint.raw = raw
                current[source.path] = lint
            }
            result[source.path] = (lint.file, lint.finished)
        }
        files = current
        return result
    }

    private func finish(_ validated: ValidationResult) -> [Diagnostic] {
        var result = Linter.applyConfiguration(to: validated, configuration: configuration)
        if let baseline { result = baseline.filter(result).result }
        return result.diagnostics
    }

    /// Decodes a changed file and runs the dialog rules over the dialogs whose bytes changed.
    private mutating func check(_ source: SourceFile, previous: FileLint?) -> FileLint {
        decodedFiles += 1
        let (file, decoderFindings) = Validator.checkFile(source, rules: Self.decodingOnly, options: configuration.options)
        var lint = FileLint(source: source, file: file, ownFindings: decoderFindings, dialogFindings: [:], surroundings: [])
        guard let spec = file.spec, !rules.dialogRules.isEmpty else { return lint }
        let bytes = source.bytes
        if let first = spec.dialogs.first, let last = spec.dialogs.last {
            lint.surroundings = Array(bytes[..<min(first.range.startOffset, bytes.count)]) + Array(bytes[min(last.range.endOffset, bytes.count)...])
        }
        let reusable = previous.flatMap { $0.surroundings == lint.surroundings ? $0.dialogFindings : nil } ?? [:]
        lint.dialogFindings.reserveCapacity(spec.dialogs.count)
        for dialog in spec.dialogs where dialog.isWellFormed {
            let span = byteRange(of: dialog)
            let start = span.lowerBound
            let own = DialogBytes(bytes: Array(bytes[span.clamped(to: 0..<bytes.count)]))
            if let kept = reusable[own] ?? lint.dialogFindings[own] {
                lint.ownFindings += kept.map { Self.moved($0, by: start) }
                lint.dialogFindings[own] = kept
                continue
            }
            checkedDialogs += 1
            let findings = FindingStore()
            let context = DialogContext(dialog, source: spec.source, options: configuration.options, findings: findings)
            var found: [Diagnostic] = []
            for rule in rules.dialogRules {
                rule.check(context, into: &found)
            }
            context.report(found)
            let all = findings.all
            lint.ownFindings += all
            // A finding that points outside its dialog depends on more than the dialog's bytes.
            if all.allSatisfy({ Self.lies($0, within: span, of: source.path) }) {
                lint.dialogFindings[own] = all.map { Self.moved($0, by: -start) }
            }
        }
        return lint
    }

    private static func lies(_ diagnostic: Diagnostic, within span: Range<Int>, of path: String) -> Bool {
        ([diagnostic.location] + diagnostic.notes.map(\.location)).allSatisfy { location in
            guard location.file == path, let range = location.range else { return false }
            return range.startOffset >= span.lowerBound && range.endOffset <= span.upperBound
        }
    }

    private static func moved(_ diagnostic: Diagnostic, by distance: Int) -> Diagnostic {
        var moved = diagnostic
        moved.location.range = diagnostic.location.range.map { ByteRange($0.startOffset + distance, $0.endOffset + distance) }
        for index in moved.notes.indices {
            moved.notes[index].location.range = moved.notes[index].location.range.map { ByteRange($0.startOffset + distance, $0.endOffset + distance) }
        }
        return moved
    }
}

/// A dialog's bytes as a dictionary key, hashed eight bytes at a time: the standard hash of an
/// array combines it byte by byte, which cost more than the dialog rules it saves.
package struct DialogBytes: Hashable {
    package var bytes: [UInt8]

    package func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        var word: UInt64 = 0
        for (index, byte) in bytes.enumerated() {
            word = word << 8 | UInt64(byte)
            if index & 7 == 7 {
                hasher.combine(word)
                word = 0
            }
        }
        hasher.combine(word)
    }
}
