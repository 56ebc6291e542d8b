import DialogConfiguration
import DialogDesignTokens
import DialogDiagnostics
import DialogJSONReader
import DialogRules
import DialogSpec
import DialogValidation

/// `Linter.lint` over the same files again and again, re-doing only what a change can affect.
///
/// Each file's decoding and its own findings (the decoder's and the dialog rules') are kept until
/// its bytes change. An edit strictly inside one dialog, when the rest of the file decoded in the
/// plain shape, reads and decodes that dialog alone, runs the dialog rules over it, and moves
/// the dialogs after it and their findings by the edit's change of length: the work of a
/// keystroke does not grow with the file. Any other change reads and decodes the file again,
/// keeping the decoded value and findings of each dialog whose bytes stand where they stood,
/// and the rules' findings of each dialog whose bytes are unchanged.
///
/// The cross-file rules compare files by an index of facts (ids, renames, own localization
/// keys); their findings within a file concern one dialog each and are kept with it. Their
/// findings across files are kept, moved with the text, while an edit leaves every file's facts
/// as they were. The configuration's severities, the suppressions and the baseline are applied
/// per file, only where a file's findings changed. The result equals `Linter.lint` followed by
/// the baseline's filter.
package struct IncrementalLinter {
    package let configuration: Configuration
    package let baseline: Baseline?
    /// The design tokens the specs' references resolve against; a change of them makes a new linter.
    package let tokens: DesignTokenTheme?
    private let rules: RuleSet
    /// The cross-file rules when every one of them compares files by an index; else nil.
    private let indexedRules: [any IndexedCrossFileRule.Type]?
    private var files: [String: FileLint] = [:]
    /// The cross-file rules' findings across files at the last check, by file, and the paths
    /// of the files they were found in.
    private var acrossFiles: (paths: [String], findings: [String: [Diagnostic]])?
    /// How many files were decoded, how many dialogs were decoded and how many the dialog rules
    /// ran over, in all checks: what the tests read to see that an edit re-does only its share.
    package private(set) var decodedFiles = 0
    package private(set) var decodedDialogs = 0
    package private(set) var checkedDialogs = 0
    /// How many times the cross-file rules compared the files: an edit that leaves every id and
    /// key as it was does not make them compare again.
    package private(set) var crossFileChecks = 0

    /// One file's lint as last computed.
    package struct FileLint {
        package var source: SourceFile
        /// The length of the text checked, kept when the text is let go of (`releaseText(of:)`).
        package var textCount: Int
        package var file: DecodedFile
        /// The decoder's findings and every dialog's rule findings, before the cross-file rules.
        package var ownFindings: [Diagnostic]
        /// Whether the file's top level and dialogs decoded in the plain shape, element for
        /// dialog, and the suppressions' names needed no correction: only then are its dialogs kept.
        package var isPlain = false
        /// The decoder's findings before the first dialog and after the last.
        package var leadingFindings: [Diagnostic] = []
        package var trailingFindings: [Diagnostic] = []
        /// Each dialog's decoder findings, by its place in `dialogs`.
        package var decoderFindings: [[Diagnostic]] = []
        /// Each dialog's rule findings (and the cross-file rules' findings within it), by its
        /// place; nil for one that has a finding pointing outside it, which depends on more than
        /// its bytes.
        package var ruleFindings: [[Diagnostic]?] = []
        /// Each dialog's rule findings by the dialog's bytes, at offsets from the dialog's start.
        package var dialogFindings: [DialogBytes: [Diagnostic]] = [:]
        /// The bytes around the dialogs, which decide how the dialogs' own bytes decode.
        package var surroundings: [UInt8] = []
        /// Whether the file or one of its dialogs has a suppression (or had one since the file was
        /// last read whole): then applying the configuration depends on more than the findings.
        package var hasSuppressions = true
        /// The findings the configuration was last applied to, and the result.
        package var raw: [Diagnostic]?
        package var finished: [Diagnostic] = []
    }

    package init(configuration: Configuration, baseline: Baseline?, tokens: DesignTokenTheme? = nil) {
        self.configuration = configuration
        self.baseline = baseline
        self.tokens = tokens
        rules = configuration.ruleSet
        let indexed = rules.crossFileRules.compactMap { $0.indexed }
        indexedRules = indexed.count == rules.crossFileRules.count ? indexed : nil
    }

    /// Lints `sources` together; a file not among them is forgotten. `edits` says, by path,
    /// where a file changed since the last check, when the caller knows; a file it does not name
    /// is compared with the last check's bytes. Each file's decoding and its findings, as
    /// `dialogc lint` reports them, by path.
    package mutating func lint(
        _ sources: [SourceFile], edits: [String: UncheckedChange] = [:]
    ) -> [String: (file: DecodedFile, diagnostics: [Diagnostic])] {
        let ordered = sources.sorted { $0.path < $1.path }
        var current: [String: FileLint] = [:]
        // The edits that left every fact the cross-file rules compare as it was; nil once one did not.
        var factKeepingEdits: [String: ByteEdit]? = acrossFiles?.paths == ordered.map(\.path) ? [:] : nil
        for source in ordered {
            // Taken out, so that an edit changes the lint in place.
            guard var lint = files.removeValue(forKey: source.path) else {
                current[source.path] = check(source, previous: nil, edit: nil)
                factKeepingEdits = nil
                continue
            }
            let edit: ByteEdit?
            if case .edit(let known)? = edits[source.path], known.oldEnd <= lint.textCount,
                lint.textCount - known.oldEnd == source.bytes.count - known.newEnd
            {
                edit = known
            } else if lint.source.bytes.count == lint.textCount {
                if lint.source.bytes == source.bytes {
                    current[source.path] = lint
                    continue
                }
                edit = ByteEdit(from: lint.source.bytes, to: source.bytes)
            } else {
                // The text was let go of and the edit is not known: nothing of it can be kept.
                edit = nil
            }
            if let edit, let keepsFacts = checkOneDialog(source, edit: edit, updating: &lint) {
                if keepsFacts { factKeepingEdits?[source.path] = edit } else { factKeepingEdits = nil }
            } else {
                lint = check(source, previous: edit == nil ? nil : lint, edit: edit)
                factKeepingEdits = nil
            }
            current[source.path] = lint
        }
        let crossFile = findingsAcrossFiles(ordered, current, keptThrough: factKeepingEdits)
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

    /// The cross-file rules' findings across the files of `current`, by file: those of the last
    /// check moved through `keptThrough`, the edits since, when every edit left the facts the
    /// rules compare as they were; else compared afresh.
    private mutating func findingsAcrossFiles(
        _ ordered: [SourceFile], _ current: [String: FileLint], keptThrough edits: [String: ByteEdit]?
    ) -> [String: [Diagnostic]] {
        let specs = ordered.compactMap { current[$0.path]?.file.spec }
        guard let indexedRules else {
            var crossFile: [String: [Diagnostic]] = [:]
            for rule in rules.crossFileRules {
                for diagnostic in rule.check(specs) { crossFile[diagnostic.location.file, default: []].append(diagnostic) }
            }
            return crossFile
        }
        if let edits, let kept = acrossFiles, let moved = Self.moved(kept.findings, through: edits) {
            acrossFiles = (kept.paths, moved)
            return moved
        }
        crossFileChecks += 1
        var index = DialogIndex(specs)
        for (file, spec) in specs.enumerated() {
            for rule in indexedRules { rule.summarize(spec, into: &index.files[file]) }
        }
        var crossFile: [String: [Diagnostic]] = [:]
        for rule in indexedRules {
            for diagnostic in rule.check(index) { crossFile[diagnostic.location.file, default: []].append(diagnostic) }
        }
        acrossFiles = (ordered.map(\.path), crossFile)
        return crossFile
    }

    /// `findings` with their places in each edited file moved through its edit; nil when one
    /// of them lies in the changed bytes.
    private static func moved(_ findings: [String: [Diagnostic]], through edits: [String: ByteEdit]) -> [String: [Diagnostic]]? {
        guard !edits.isEmpty else { return findings }
        var result: [String: [Diagnostic]] = [:]
        for (file, list) in findings {
            var movedList: [Diagnostic] = []
            movedList.reserveCapacity(list.count)
            for diagnostic in list {
                var moved = diagnostic
                for (path, edit) in edits {
                    guard let next = edit.moved(moved, in: path) else { return nil }
                    moved = next
                }
                movedList.append(moved)
            }
            result[file] = movedList
        }
        return result
    }

    private func finish(_ validated: ValidationResult) -> [Diagnostic] {
        var result = Linter.applyConfiguration(to: validated, configuration: configuration)
        if let baseline { result = baseline.filter(result).result }
        return result.diagnostics
    }

    /// Lets go of the text of `path`, which the client is about to change, so that the editor's
    /// copy can change in place; its next check must then be told the edit, or it reads the
    /// file afresh.
    package mutating func releaseText(of path: String) {
        guard var lint = files.removeValue(forKey: path) else { return }
        let empty = SourceFile(path: path, bytes: [])
        lint.source = empty
        lint.file.source = empty
        lint.file.spec?.source = empty
        files[path] = lint
    }

    /// Checks an edit strictly inside one dialog of a file that decoded plainly, changing `lint`
    /// in place: that dialog read, decoded and checked alone, everything after it moved by the
    /// edit's change of length. Whether the edit left the facts the cross-file rules compare as
    /// they were; nil, with `lint` untouched, when the edit does not lie so, or the dialog no
    /// longer reads as one: then the whole file is checked.
    private mutating func checkOneDialog(_ source: SourceFile, edit: ByteEdit, updating lint: inout FileLint) -> Bool? {
        guard lint.isPlain, let dialogs = lint.file.spec?.dialogs, lint.decoderFindings.count == dialogs.count,
            lint.ruleFindings.count == dialogs.count, !lint.ruleFindings.contains(where: { $0 == nil })
        else { return nil }
        // The dialog whose braces enclose the edit; dialogs stand in source order.
        var low = 0
        var high = dialogs.count
        while low < high {
            let mid = (low + high) / 2
            if dialogs[mid].range.endOffset <= edit.start { low = mid + 1 } else { high = mid }
        }
        guard low < dialogs.count else { return nil }
        let index = low
        let old = dialogs[index]
        guard old.range.startOffset < edit.start, edit.oldEnd < old.range.endOffset else { return nil }
        let distance = edit.distance
        let range = old.range.startOffset..<(old.range.endOffset + distance)
        // The dialog stands in the top level's object and its `dialogs` array.
        guard let document = try? JSONReader().readValue(of: source, in: range, depth: 2) else { return nil }
        let (decoded, decoderFindings) = SpecDecoder.decodeDialog(
            source, document: document, specVersion: old.specVersion, tokens: tokens)
        guard let dialog = decoded, !SuppressionNames.hasInvalid(SpecFile(source: source, dialogs: [dialog])),
            let kept = findings(of: dialog, in: source, reusing: nil, into: &lint).kept
        else { return nil }
        decodedFiles += 1
        decodedDialogs += 1
        if distance != 0 {
            // Everything after the dialog stands `distance` bytes later (or earlier) now.
            lint.file.spec?.moveDialogs(from: index + 1, by: distance)
            // The top level's keys may stand before or after the dialogs, in any order.
            for suppression in lint.file.spec?.suppressions.indices ?? 0..<0
            where lint.file.spec?.suppressions[suppression].range.startOffset ?? 0 >= edit.oldEnd {
                lint.file.spec?.suppressions[suppression].move(by: distance)
            }
            for later in (index + 1)..<dialogs.count {
                lint.decoderFindings[later].move(by: distance, in: source.path, from: edit.oldEnd)
                lint.ruleFindings[later]?.move(by: distance, in: source.path, from: edit.oldEnd)
            }
            lint.leadingFindings.move(by: distance, in: source.path, from: edit.oldEnd)
            lint.trailingFindings.move(by: distance, in: source.path, from: edit.oldEnd)
        }
        // Suppressions that moved, changed or see a dialog turn well- or ill-formed change what
        // the configuration makes of the same findings.
        lint.hasSuppressions = lint.hasSuppressions || !dialog.suppressions.isEmpty
        if lint.hasSuppressions { lint.raw = nil }
        lint.source = source
        lint.textCount = source.bytes.count
        lint.file.source = source
        lint.file.spec?.source = source
        lint.file.spec?.dialogs[index] = dialog
        let everyDialogIsWellFormed = lint.file.spec?.dialogs.allSatisfy(\.isWellFormed) ?? false
        lint.file.spec?.everyDialogIsWellFormed = everyDialogIsWellFormed
        lint.decoderFindings[index] = decoderFindings
        lint.ruleFindings[index] = kept
        lint.file.diagnostics = lint.leadingFindings + lint.decoderFindings.joined() + lint.trailingFindings
        lint.ownFindings = lint.file.diagnostics + lint.ruleFindings.flatMap { $0 ?? [] }
        return facts(of: old, path: source.path).hasSameFacts(as: facts(of: dialog, path: source.path))
    }

    /// What the cross-file rules compare of `dialog`, alone in a file of `path`.
    private func facts(of dialog: Dialog, path: String) -> DialogIndex.File {
        let alone = SpecFile(path: path, dialogs: [dialog])
        var file = DialogIndex.File(alone)
        for rule in indexedRules ?? [] { rule.summarize(alone, into: &file) }
        return file
    }

    /// Decodes a changed file, keeping the dialogs of `previous` the change did not touch, and
    /// runs the dialog rules over the dialogs whose bytes changed.
    private mutating func check(_ source: SourceFile, previous: FileLint?, edit: ByteEdit?) -> FileLint {
        decodedFiles += 1
        var decoded: DecodedFile
        var shape = SpecDecoder.DialogFindings()
        var decoderFindings: [[Diagnostic]] = []
        var leading: [Diagnostic] = []
        var trailing: [Diagnostic] = []
        if let document = try? JSONReader().read(source) {
            // Taken out of the previous lint once: a closure reading them there copied the whole lint per dialog.
            let isPlain = previous?.isPlain == true
            let keptDialogs = isPlain ? previous?.file.spec?.dialogs ?? [] : []
            let keptFindings = isPlain ? previous?.decoderFindings ?? [] : []
            (decoded, shape) = SpecDecoder.decode(source, document: document, tokens: tokens) { index, range in
                guard let edit, index < keptDialogs.count, keptDialogs[index].range == range, edit.leaves(byteRange(of: range))
                else { return nil }
                return keptDialogs[index]
            }
            decodedDialogs += shape.ranges.count - shape.kept.count
            // The findings in decoding order: the top level's, each dialog's (a kept dialog's
            // kept with it), then the file-wide suppressions'.
            let made = decoded.diagnostics
            leading = Array(made[..<(shape.ranges.first?.lowerBound ?? made.count)])
            decoderFindings.reserveCapacity(shape.ranges.count)
            for (index, range) in shape.ranges.enumerated() {
                let own = shape.kept.contains(index) && index < keptFindings.count ? keptFindings[index] : Array(made[range])
                decoderFindings.append(own)
            }
            trailing = Array(made[(shape.ranges.last?.upperBound ?? made.count)...])
            decoded.diagnostics = leading + decoderFindings.joined() + trailing
        } else {
            decoded = SpecDecoder.decode(source, tokens: tokens)
        }
        // As `Validator.check` does: a suppression naming no rule is corrected in the spec.
        var isPlain = shape.isPlain
        if var spec = decoded.spec, SuppressionNames.hasInvalid(spec) {
            decoded.diagnostics += SuppressionNames.check(&spec)
            decoded.spec = spec
            isPlain = false
        }
        var lint = FileLint(source: source, textCount: source.bytes.count, file: decoded, ownFindings: decoded.diagnostics)
        lint.isPlain = isPlain
        lint.hasSuppressions = decoded.spec.map { !$0.suppressions.isEmpty || $0.dialogs.contains { !$0.suppressions.isEmpty } } ?? false
        lint.leadingFindings = leading
        lint.trailingFindings = trailing
        lint.decoderFindings = decoderFindings
        guard let spec = decoded.spec else { return lint }
        let bytes = source.bytes
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
            // A dialog standing where it stood, untouched: its findings as they were.
            if let edit, index < reusableFindings.count, index < reusableDialogs.count, let kept = reusableFindings[index],
                reusableDialogs[index].range == dialog.range, edit.leaves(byteRange(of: dialog))
            {
                lint.ownFindings += kept
                lint.ruleFindings.append(kept)
                continue
            }
            let found = findings(of: dialog, in: spec.source, reusing: reusable, into: &lint)
            lint.ownFindings += found.all
            lint.ruleFindings.append(found.kept)
        }
        return lint
    }

    /// The findings of the rules over dialog `index` of `spec`, and of the cross-file rules
    /// within it: all of them, and the same to keep with the dialog unless one points outside
    /// it. Taken from `lint` or `reusable` when a dialog of the same bytes was checked before.
    private mutating func findings(
        of dialog: Dialog, in source: SourceFile, reusing reusable: FileLint?, into lint: inout FileLint
    ) -> (all: [Diagnostic], kept: [Diagnostic]?) {
        let bytes = source.bytes
        let span = byteRange(of: dialog)
        let start = span.lowerBound
        let own = DialogBytes(bytes: Array(bytes[span.clamped(to: 0..<bytes.count)]))
        if let kept = lint.dialogFindings[own] ?? reusable?.dialogFindings[own] {
            let moved = kept.map { $0.moved(by: start, in: source.path, from: 0) }
            lint.dialogFindings[own] = kept
            return (moved, moved)
        }
        var all: [Diagnostic] = []
        // Dialog rules skip a dialog the decoder found wrong: one mistake does not cascade.
        if dialog.isWellFormed, !rules.dialogRules.isEmpty {
            checkedDialogs += 1
            let findings = FindingStore()
            let context = DialogContext(dialog, source: source, options: configuration.options, findings: findings)
            context.tokens = tokens
            var found: [Diagnostic] = []
            for rule in rules.dialogRules {
                rule.check(context, into: &found)
            }
            context.report(found)
            all = findings.all
        }
        if let indexedRules {
            let alone = SpecFile(source: source, dialogs: [dialog])
            for rule in indexedRules { all += rule.checkWithin(alone) }
        }
        // A finding that points outside its dialog depends on more than the dialog's bytes.
        guard all.allSatisfy({ Self.lies($0, within: span, of: source.path) }) else { return (all, nil) }
        lint.dialogFindings[own] = all.map { $0.moved(by: -start, in: source.path, from: start) }
        return (all, all)
    }

    private static func lies(_ diagnostic: Diagnostic, within span: Range<Int>, of path: String) -> Bool {
        ([diagnostic.location] + diagnostic.notes.map(\.location)).allSatisfy { location in
            guard location.file == path, let range = location.range else { return false }
            return range.startOffset >= span.lowerBound && range.endOffset <= span.upperBound
        }
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

extension [Diagnostic] {
    /// Moves each finding as `Diagnostic.move(by:in:from:)` does.
    fileprivate mutating func move(by distance: Int, in file: String, from offset: Int) {
        for index in indices { self[index].move(by: distance, in: file, from: offset) }
    }
}
