import DialogGenerators
import DialogLayoutAdapter
import DialogValidation

/// `dialogc bundle`: linted specs in, one JSON bundle of their dialogs out, which the runtime's
/// `DialogBundle` presents without an app release; nothing is written when a spec has an error.
enum BundleCommand: Command {
    static let output = CommandOption(
        "--output", .value, placeholder: "FILE",
        help: ["the bundle, a .json file (default: standard output)"])
    static let locales = CommandOption(
        "--locale", .repeatable, placeholder: "CODE",
        help: [
            "also carry the texts of this language of the catalog ('--catalog', else the",
            "configuration's) (default: the spec's texts alone)",
        ])
    static let catalog = CommandOption(
        "--catalog", .value, placeholder: "FILE", help: ["the String Catalog (.xcstrings) the '--locale' texts come from"])
    static let texts = CommandOption(
        "--texts", .value, placeholder: BundleWriter.TextSource.allCases.map(\.rawValue).joined(separator: "|"),
        help: [
            "where the app finds the texts of specVersion 2: in the bundle (default:",
            "bundled), or by their keys in its String Catalog, the spec's texts the",
            "fallback (catalog; no '--locale')",
        ])
    static let sourceRoot = CommandOption(
        "--source-root", .value, placeholder: "DIR",
        help: ["name each dialog's spec relative to DIR in the bundle (default: the", "working directory)"])
    static let check = CommandOption("--check", .flag, help: ["write nothing; exit 1 when the bundle at '--output' is out of date"])
    static let force = CommandOption("--force", .flag, help: ["replace the file at '--output' even when dialogc did not write it"])

    static let description = CommandDescription(
        name: "bundle",
        summary: "write the dialogs as a bundle the runtime presents without an app release",
        overview: "write the dialogs of spec files as a bundle (JSON) that DialogRuntime's DialogBundle presents",
        usage: "bundle [options] [PATH ...]",
        arguments: [CheckCommand.pathArgument],
        options: [output, locales, catalog, texts, sourceRoot, check, force, CheckCommand.config, RuntimeVersionOption.option]
            + TokenOptions.all,
        discussion: """
            The specs are linted as 'dialogc lint' lints them; a finding at 'error' stops the bundle,
            so with --runtime-version (or the configuration's 'minimumRuntime') a feature that
            runtime cannot present stops it too (runtime-unsupported). Each dialog lists the
            runtime capabilities it uses as 'requires', the newest version among them its
            'minimumRuntime'.
            The document is described by Schemas/dialogc-bundle.schema.json: each dialog holds every
            resolved number its generated code holds, so the app lays it out and animates it alike.
            With --texts catalog, each text of specVersion 2 is its key in the app's String Catalog
            (the key 'dialogc strings' writes), which DialogRuntime looks up as generated code does,
            the spec's text where the app's table lacks it; such a dialog requires 'catalog-texts'.
            The file is written only when its content changes, atomically; a file at --output that
            dialogc did not write is never replaced without --force.
            """,
        exitStatus: [
            "0  the bundle is written (or, with --check, is up to date)",
            "1  a spec has an error or a finding at 'error' (nothing is written), or --check found",
            "   the bundle out of date",
            "2  usage error, an input that cannot be read, an output that cannot be written, or a file",
            "   at '--output' that dialogc did not write (without --force)",
        ])

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let output = parsed.value(Self.output)
        if let output, !output.lowercased().hasSuffix(".json") {
            throw usageError("'--output' is the bundle's file, which ends in '.json'")
        }
        if parsed.has(check), output == nil {
            throw usageError("'--check' compares with the bundle at '--output', which is missing")
        }
        let (sources, read) = try ValidSpecs.readWithConfiguration(
            paths: parsed.positional, relativeTo: parsed.value(sourceRoot),
            configurationPath: parsed.value(CheckCommand.config))
        var configuration = read
        try RuntimeVersionOption.apply(parsed, to: &configuration, for: description)
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        var writer = BundleWriter(sourceLanguage: configuration.sourceLanguage)
        if let source = parsed.value(texts) {
            guard let value = BundleWriter.TextSource(rawValue: source) else {
                throw usageError("unknown texts '\(source)' (expected 'bundled' or 'catalog')")
            }
            writer.texts = value
        }
        let languages = parsed.values(locales)
        // Texts the app looks up are translated by its own tables: a translation carried beside
        // them would never be shown, and one that differs from the app's would be a second truth.
        if writer.texts == .catalog, !languages.isEmpty {
            throw usageError("'--locale' cannot go with '--texts catalog': the app's own catalog translates the texts it looks up")
        }
        if !languages.isEmpty {
            guard let path = parsed.value(catalog) ?? configuration.catalogPath else {
                throw usageError("'--locale' needs '--catalog FILE', the catalog its texts come from")
            }
            writer.translations = LocaleTexts(catalog: try LocaleOptions.load(path), languages: languages)
        }
        // Lint's errors stop the bundle as validation's do: a dialog an app receives at run time
        // gets no review at build time.
        // Linted with what the bundle carries, so 'runtime-unsupported' judges the translations and
        // the text lookup the bundle's `requires` will name.
        var linting = configuration
        linting.options.looksUpTexts = writer.texts == .catalog
        let result = Linter.lint(sources, configuration: linting, texts: writer.translations ?? LocaleTexts(), tokens: tokens)
        if result.hasErrors {
            Output.standardError(ValidSpecs.terminalReporter(rules: configuration.ruleSet).report(result))
            throw .specErrors
        }
        let specs = result.files.compactMap(\.spec)
        let generator = BundleGenerator(writer: writer)
        guard let output else {
            Output.standardOutput(generator.generateFile(specs))
            return
        }
        let plan = OutputPlan(generator: generator, output: output, tokenSources: TokenOptions.stampSources(tokens))
        let desired = plan.desiredFiles(specs, sources: sources)
        if parsed.has(check) {
            try plan.check(desired)
        } else {
            try plan.write(desired, force: parsed.has(force))
        }
    }
}
