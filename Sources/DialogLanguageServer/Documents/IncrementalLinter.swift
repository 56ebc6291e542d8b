import DialogConfiguration
import DialogDiagnostics
import DialogJSONReader
import DialogRules
import DialogSpec
import DialogValidation

/// `Linter.lint` over the same files again and again, re-doing only what a change can affect.
///
/// Each file's decoding and its own findings (the decoder's and the dialog rules') are kept until
/// its bytes change. Then the file is read again (the reader is fast) and decoded again outside
/// its dialogs, but a dialog whose bytes stand where they stood, untouched by the edit, keeps its
/// decoded value and its decoder findings: an edit inside one dialog, which leaves the dialogs
/// after it where they were, decodes that one dialog. A dialog whose bytes moved (after an edit
/// that changed the length) is decoded again, and keeps its dialog rules' findings when its bytes
/// are unchanged, moved to where it now starts; so an edit in one dialog of 1,000 runs the dialog
/// rules over one dialog. The cross-file rules run on every check, over the kept decodings, and
/// the configuration's severities, the suppressions and the baseline are applied per file, again
/// only where a file's findings changed. The result equals `Linter.lint` followed by the
/// baseline's filter.
package struct IncrementalLinter {
    package let configuration: Configuration
    package let baseline: Baseline?
    private let rules: RuleSet
    private var files: [String: FileLint] = [:]
    /// How many files were decoded, how many dialogs were decoded and how many the dialog rules
    /// ran over, in all checks: what the tests read to see that an edit re-does only its share.
    package private(set) var decodedFiles = 0
    package private(set) var decodedDialogs = 0
    package private(set) var checkedDialogs = 0

    /// One file's lint as last computed.
    package struct FileLint {
        package var source: SourceFile
        package var file: DecodedFile
        /// The decoder's findings and every dialog's rule findings, before the cross-file rules.
        package var ownFindings: [Diagnostic]
        /// Whether the file's top level and dialogs decoded in the plain shape, element for
        /// dialog, and the suppressions' names needed no correction: only then are its dialogs kept.
        package var isPlain = false
        /// Each dialog's decoder findings, by its place in `dialogs`.
        package var decoderFindings: [[Diagnostic]] = []
        /// Each dialog's rule findings, by its place; nil for one that has a finding pointing
        /// outside it, which depends on more than its bytes.
        package var ruleFindings: [[Diagnostic]?] = []
        /// Each dialog's rule findings by the dialog's bytes, at offsets from the dialog's start.
        package var dialogFindings: [DialogBytes: [Diagnostic]] = [:]
        /// The bytes around the dialogs, which decide how the dialogs' own bytes decode.
        package var surroundings: [UInt8] = []
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

    /// Decodes a changed file, keeping the dialogs of `previous` the change did not touch, and
    /// runs the dialog rules over the dialogs whose bytes changed.
    private mutating func check(_ source: SourceFile, previous: FileLint?) -> FileLint {
        decodedFiles += 1
        let bytes = source.bytes
        let edit = previous.map { Edit(from: $0.source.bytes, to: bytes) }
        var decoded: DecodedFile
        var shape = SpecDecoder.DialogFindings()
        var decoderFindings: [[Diagnostic]] = []
        if let document = try? JSONReader().read(source) {
            // Taken out of the previous lint once: a closure reading them there copied the whole lint per dialog.
            let isPlain = previous?.isPlain == true
            let keptDialogs = isPlain ? previous?.file.spec?.dialogs ?? [] : []
            let keptFindings = isPlain ? previous?.decoderFindings ?? [] : []
            (decoded, shape) = SpecDecoder.decode(source, document: document) { index, range in
                guard let edit, index < keptDialogs.count, keptDialogs[index].range == range, edit.leaves(byteRange(of: range))
                else { return nil }
                return keptDialogs[index]
            }
            decodedDialogs += shape.ranges.count - shape.kept.count
            // The findings in decoding order: the top level's, each dialog's (a kept dialog's
            // kept with it), then the file-wide suppressions'.
            let made = decoded.diagnostics
            var findings: [Diagnostic] = Array(made[..<(shape.ranges.first?.lowerBound ?? made.count)])
            decoderFindings.reserveCapacity(shape.ranges.count)
            for (index, range) in shape.ranges.enumerated() {
                let own = shape.kept.contains(index) && index < keptFindings.count ? keptFindings[index] : Array(made[range])
                decoderFindings.append(own)
                findings += own
            }
            findings += Array(made[(shape.ranges.last?.upperBound ?? made.count)...])
            decoded.diagnostics = findings
        } else {
            decoded = SpecDecoder.decode(source)
        }
        // As `Validator.check` does: a suppression naming no rule is corrected in the spec.
        var isPlain = shape.isPlain
        if var spec = decoded.spec, SuppressionNames.hasInvalid(spec) {
            decoded.diagnostics += SuppressionNames.check(&spec)
            decoded.spec = spec
            isPlain = false
        }
        var lint = FileLint(source: source, file: decoded, ownFindings: decoded.diagnostics)
        lint.isPlain = isPlain
        lint.decoderFindings = decoderFindings
        guard let spec = decoded.spec, !rules.dialogRules.isEmpty else { return lint }
        if let first = spec.dialogs.first, let last = spec.dialogs.last {
            lint.surroundings =
                Array(bytes[..<min(first.range.startOffset, bytes.count)]) + Array(bytes[min(last.range.endOffset, bytes.count)...])
        }
        let reusable = previous?.surroundings == lint.surroundings ? previous : nil
        let reusableDialogs = reusable?.file.spec?.dialogs ?? []
        let reusableFindings = reusable?.ruleFindings ?? []
        // The findings by bytes of every dialog checked so far, so a dialog moved by an edit, or
        // typed back as it was, is not checked again; started afresh once it outgrows the file.
        if let reusable, reusable.dialogFindings.count <= 2 * spec.dialogs.count + 16 {
            lint.dialogFindings = reusable.dialogFindings
        }
        lint.ruleFindings.reserveCapacity(spec.dialogs.count)
        for (index, dialog) in spec.dialogs.enumerated() {
            guard dialog.isWellFormed else {
                lint.ruleFindings.append([])
                continue
            }
            let span = byteRange(of: dialog)
            // A dialog standing where it stood, untouched: its findings as they were.
            if let edit, index < reusableFindings.count, index < reusableDialogs.count, let kept = reusableFindings[index],
                reusableDialogs[index].range == dialog.range, edit.leaves(span)
            {
                lint.ownFindings += kept
                lint.ruleFindings.append(kept)
                continue
            }
            let start = span.lowerBound
            let own = DialogBytes(bytes: Array(bytes[span.clamped(to: 0..<bytes.count)]))
            if let kept = lint.dialogFindings[own] ?? reusable?.dialogFindings[own] {
                let moved = kept.map { $0.moved(by: start, in: source.path, from: 0) }
                lint.ownFindings += moved
                lint.ruleFindings.append(moved)
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
                lint.dialogFindings[own] = all.map { $0.moved(by: -start, in: source.path, from: start) }
                lint.ruleFindings.append(all)
            } else {
                lint.ruleFindings.append(nil)
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
}

/// The one span of bytes that differs between two versions of a file: what the common prefix and
/// suffix leave.
private struct Edit {
    /// Where the change starts, in both versions.
    let start: Int
    /// Where the change ends in the old version and in the new one.
    let oldEnd: Int
    let newEnd: Int

    init(from old: [UInt8], to new: [UInt8]) {
        let shorter = min(old.count, new.count)
        var prefix = 0
        while prefix < shorter, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
        start = prefix
        oldEnd = old.count - suffix
        newEnd = new.count - suffix
    }

    /// Whether `span`, the same offsets in both versions, holds the same bytes in both: it lies
    /// before the change, or after it when the change kept the length.
    func leaves(_ span: Range<Int>) -> Bool {
        span.upperBound <= start || (oldEnd == newEnd && span.lowerBound >= oldEnd)
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
