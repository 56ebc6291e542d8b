import DialogDesignTokens
import DialogDiagnostics
import DialogLayoutAdapter
import DialogRules
import DialogSpec

/// The outcome of validating a set of files: every finding, sorted, and the counts for the summary.
public struct ValidationResult: Sendable {
    /// Each input, decoded, in path order. After `Validator.validate(_:keepingModels: false)` (or
    /// `Linter.lint`'s) no file has a spec, and only the files a finding points into keep their bytes.
    public var files: [DecodedFile]
    /// Every finding of every stage, in reporting order.
    public var diagnostics: [Diagnostic]
    /// The inputs that could not be read, sorted; the command line fills these in.
    public var inputFailures: [InputFailure] = []
    /// The dialogs a validation counted before it dropped the models; nil while `files` hold them.
    package var countedDialogs: Int?
    /// The design-token files the run read, which findings may point into: the reports quote them
    /// as they quote specs, but they are no spec files and not counted as such.
    package var tokenSources: [SourceFile] = []

    /// The number of dialogs whose id and type could be read.
    public var dialogCount: Int { countedDialogs ?? files.reduce(0) { $0 + ($1.spec?.dialogs.count ?? 0) } }
    /// The number of error findings plus the inputs that could not be read, so a run that skipped
    /// an input never counts as having no errors.
    public var errorCount: Int { count(of: .error) + inputFailures.count }
    /// The number of warning findings.
    public var warningCount: Int { count(of: .warning) }
    /// Whether any finding is an error or any input could not be read.
    public var hasErrors: Bool { !inputFailures.isEmpty || count(of: .error) > 0 }

    /// The number of findings of `severity`, each read where the list keeps it: counting with a
    /// closure copied and destroyed every finding, of which a lint run has thousands.
    private func count(of severity: Severity) -> Int {
        var count = 0
        for index in diagnostics.indices where diagnostics[index].severity == severity { count += 1 }
        return count
    }

    package init(files: [DecodedFile], diagnostics: [Diagnostic], inputFailures: [InputFailure] = [], countedDialogs: Int? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.inputFailures = inputFailures
        self.countedDialogs = countedDialogs
    }

    /// Every file a finding may point into: the specs, then the token files.
    package var reportedSources: [SourceFile] {
        tokenSources.isEmpty ? files.map(\.source) : files.map(\.source) + tokenSources
    }

    /// The result with the findings in the token files of `tokens` and their sources added, so a
    /// token file's error fails the run as a spec's does.
    package func including(_ tokens: DesignTokenTheme?) -> ValidationResult {
        guard let tokens else { return self }
        var result = self
        result.tokenSources = tokens.sources
        result.diagnostics.insertForReporting(tokens.diagnostics)
        return result
    }
}

/// The validation pipeline: read and decode every file, then run every rule over the result.
public enum Validator {
    /// Validates `sources` together; cross-file rules see all of them, so ids must be unique across
    /// files. The dialog rules also check `texts`, the translations and pseudo-locales of the run.
    ///
    /// Without `keepingModels` the result holds the findings and counts a report needs and no
    /// decoded model, so a run needs memory for one file at a time per core rather than for all
    /// of them (unless a cross-file rule of `rules` reads whole models); its files cannot be
    /// linted, planned or generated from.
    public static func validate(
        _ sources: [SourceFile], rules: RuleSet = .standard, options: RuleOptions = RuleOptions(), texts: LocaleTexts = LocaleTexts(),
        tokens: DesignTokenTheme? = nil, keepingModels: Bool = true
    ) -> ValidationResult {
        // Path order makes "first defined here" notes and the output independent of argument order.
        let ordered = sources.sorted { $0.path < $1.path }
        let indexed = rules.crossFileRules.compactMap { $0.indexed }
        if !keepingModels, indexed.count == rules.crossFileRules.count {
            return validateWithoutModels(ordered, rules: rules, crossFileRules: indexed, options: options, texts: texts, tokens: tokens)
        }
        // Files are independent until the cross-file rules, so each is read, decoded and checked on
        // its own core, every one reporting into the run's findings.
        let findings = FindingStore()
        let dialogRules = rules.dialogRules.thatApply(to: texts, options: options)
        let files = ParallelMap.map(ordered) {
            check($0, rules: rules, applying: dialogRules, options: options, texts: texts, tokens: tokens, into: findings)
        }
        var diagnostics = findings.takeAll()
        let specs = files.compactMap(\.spec)
        for rule in rules.crossFileRules {
            diagnostics += rule.check(specs)
        }
        assignSubjects(&diagnostics, in: specs)
        diagnostics.sortForReporting()
        guard keepingModels else {
            return withoutModels(ordered, diagnostics: diagnostics, dialogCount: specs.reduce(0) { $0 + $1.dialogs.count })
                .including(tokens)
        }
        return ValidationResult(files: files, diagnostics: diagnostics).including(tokens)
    }

    /// `validate(sources, keepingModels: false)` with the standard rules, handing each file's
    /// spec (nil when it did not decode) and its place in path order to `visit`, on the file's
    /// core, once the file's own checks ran: `plan` lays a file out while it is in memory, instead
    /// of keeping every model for a second pass.
    package static func validate(
        _ sources: [SourceFile], tokens: DesignTokenTheme? = nil, visiting visit: @escaping @Sendable (Int, SpecFile?) -> Void
    ) -> ValidationResult {
        let ordered = sources.sorted { $0.path < $1.path }
        let rules = RuleSet.standard
        let indexed = rules.crossFileRules.compactMap { $0.indexed }
        guard indexed.count == rules.crossFileRules.count else {
            let result = validate(ordered, tokens: tokens)
            for (position, file) in result.files.enumerated() { visit(position, file.spec) }
            return result
        }
        let run = checkWithoutModels(
            ordered, rules: rules, crossFileRules: indexed, options: RuleOptions(), texts: LocaleTexts(), tokens: tokens,
            summarizing: { _ in () }, visiting: visit)
        return withoutModels(ordered, diagnostics: run.diagnostics, dialogCount: run.index.dialogCount).including(tokens)
    }

    /// `validate` keeping of each file only its dialogs' ids and ranges, once its dialog rules and
    /// the within-file part of the cross-file rules ran on it.
    private static func validateWithoutModels(
        _ ordered: [SourceFile], rules: RuleSet, crossFileRules: [any IndexedCrossFileRule.Type], options: RuleOptions, texts: LocaleTexts,
        tokens: DesignTokenTheme?
    ) -> ValidationResult {
        let run = checkWithoutModels(
            ordered, rules: rules, crossFileRules: crossFileRules, options: options, texts: texts, tokens: tokens,
            summarizing: { _ in () })
        return withoutModels(ordered, diagnostics: run.diagnostics, dialogCount: run.index.dialogCount).including(tokens)
    }

    /// `validate`'s findings over `ordered` (sorted, with their subjects), the index of its dialogs
    /// and `summarizing`'s summary of each file that decoded, in the order of `ordered`: all that
    /// is kept of a file once its dialog rules and the within-file part of the cross-file rules ran.
    /// `visiting`, when given, sees each file's spec (nil when it did not decode) and its position
    /// in `ordered` last, on the file's core.
    package static func checkWithoutModels<Summary: Sendable>(
        _ ordered: [SourceFile], rules: RuleSet, crossFileRules: [any IndexedCrossFileRule.Type], options: RuleOptions,
        texts: LocaleTexts, tokens: DesignTokenTheme? = nil, summarizing: @Sendable (SpecFile) -> Summary,
        visiting visit: (@Sendable (Int, SpecFile?) -> Void)? = nil
    ) -> (diagnostics: [Diagnostic], index: DialogIndex, summaries: [Summary]) {
        let findings = FindingStore(expectedCount: FindingStore.room(for: ordered))
        let dialogRules = rules.dialogRules.thatApply(to: texts, options: options)
        // As many files are in flight as there are cores, each dropped as soon as it is indexed.
        let indexed = ParallelMap.map(Array(ordered.indices)) { position -> (file: DialogIndex.File, summary: Summary)? in
            let spec = check(
                ordered[position], rules: rules, applying: dialogRules, options: options, texts: texts, tokens: tokens, into: findings
            ).spec
            defer { visit?(position, spec) }
            guard let spec else { return nil }
            var file = DialogIndex.File(spec)
            for rule in crossFileRules {
                findings.add(rule.checkWithin(spec))
                rule.summarize(spec, into: &file)
            }
            return (file, summarizing(spec))
        }
        let kept = indexed.compactMap { $0 }
        let index = DialogIndex(kept.map(\.file))
        var diagnostics = findings.takeAll()
        // Each rule reads the index alone, so they take a core each: this is the one stretch of the
        // run that is not split by file.
        diagnostics += ParallelMap.map(crossFileRules) { $0.check(index) }.joined()
        DiagnosticSubjects.assign(&diagnostics, in: index)
        diagnostics.sortForReporting()
        return (diagnostics, index, kept.map(\.summary))
    }

    /// The result of a run over `ordered` that keeps no model, and the bytes only of the files
    /// `diagnostics` point into: the reports turn offsets into lines, and quote lines, only there.
    package static func withoutModels(_ ordered: [SourceFile], diagnostics: [Diagnostic], dialogCount: Int) -> ValidationResult {
        var reported: Set<String> = []
        // Sorted findings come grouped by file: a path is hashed only where it changes.
        var last: String?
        func report(_ file: String) {
            guard file != last else { return }
            reported.insert(file)
            last = file
        }
        for index in diagnostics.indices {
            report(diagnostics[index].location.file)
            for note in diagnostics[index].notes { report(note.location.file) }
        }
        let files = ordered.map { source in
            DecodedFile(
                source: reported.contains(source.path) ? source : SourceFile(path: source.path, bytes: []), spec: nil, diagnostics: [])
        }
        return ValidationResult(files: files, diagnostics: diagnostics, countedDialogs: dialogCount)
    }

    /// One file's share of the work: decoding, the rule names of its suppressions, and the dialog rules.
    public static func checkFile(
        _ source: SourceFile, rules: RuleSet = .standard, options: RuleOptions = RuleOptions(), tokens: DesignTokenTheme? = nil
    ) -> (file: DecodedFile, findings: [Diagnostic]) {
        let findings = FindingStore()
        let file = check(source, rules: rules, options: options, tokens: tokens, into: findings)
        return (file, findings.takeAll())
    }

    /// `checkFile`'s work, its findings added to `findings`.
    ///
    /// The file's findings are made in one list on its core and handed to the run's store at once:
    /// each dialog's handed over on its own took the store's lock thousands of times in a lint run,
    /// and the cores queued for it (a futex wait and wake-up each time), and copied every finding.
    package static func check(
        _ source: SourceFile, rules: RuleSet, options: RuleOptions, texts: LocaleTexts = LocaleTexts(), tokens: DesignTokenTheme? = nil,
        into findings: FindingStore
    ) -> DecodedFile {
        check(
            source, rules: rules, applying: rules.dialogRules.thatApply(to: texts, options: options), options: options, texts: texts,
            tokens: tokens,
            into: findings)
    }

    /// `check(_:rules:options:texts:into:)` with `dialogRules`, the rules' dialog rules that apply
    /// to `texts`, chosen once for every file of a run rather than for each.
    private static func check(
        _ source: SourceFile, rules: RuleSet, applying dialogRules: [any DialogRule.Type], options: RuleOptions, texts: LocaleTexts,
        tokens: DesignTokenTheme?, into findings: FindingStore
    ) -> DecodedFile {
        var file = SpecDecoder.decode(source, tokens: tokens)
        var fileFindings = file.diagnostics
        // Looked at before changing anything: changing the spec copies every dialog of the file.
        if var spec = file.spec, SuppressionNames.hasInvalid(spec) {
            fileFindings += SuppressionNames.check(&spec)
            file.spec = spec
        }
        if let spec = file.spec {
            checkDialogs(of: spec, applying: dialogRules, options: options, texts: texts, findings: findings, into: &fileFindings)
        }
        findings.add(fileFindings)
        return file
    }

    /// Runs `rules` over every well-formed dialog of `spec`, one context per dialog, adding their findings to `findings`.
    package static func checkDialogs(
        of spec: SpecFile, rules: [any DialogRule.Type], options: RuleOptions, texts: LocaleTexts = LocaleTexts(),
        into findings: FindingStore
    ) {
        var found: [Diagnostic] = []
        checkDialogs(
            of: spec, applying: rules.thatApply(to: texts, options: options), options: options, texts: texts, findings: findings,
            into: &found)
        findings.add(found)
    }

    /// Runs `rules`, those that apply to `texts`, over every well-formed dialog of `spec`, one
    /// context per dialog (sharing the run's `findings`), appending their findings, each with its
    /// dialog's subject, to `found`.
    private static func checkDialogs(
        of spec: SpecFile, applying rules: [any DialogRule.Type], options: RuleOptions, texts: LocaleTexts, findings: FindingStore,
        into found: inout [Diagnostic]
    ) {
        guard !rules.isEmpty else { return }
        // By index: iterating the dialogs copied each one once more before its context did.
        for index in spec.dialogs.indices where spec.dialogs[index].isWellFormed {
            let context = DialogContext(spec.dialogs[index], source: spec.source, options: options, findings: findings, texts: texts)
            context.tokens = spec.tokens
            let start = found.count
            for rule in rules { rule.check(context, into: &found) }
            context.giveSubjects(to: &found, from: start)
        }
    }

    /// Gives every finding without a subject the id of the dialog of `specs` it lies in.
    public static func assignSubjects(_ diagnostics: inout [Diagnostic], in specs: [SpecFile]) {
        DiagnosticSubjects.assign(&diagnostics, in: specs)
    }
}
