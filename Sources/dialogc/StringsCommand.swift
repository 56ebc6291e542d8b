import DialogConfiguration
import DialogDiagnostics
import DialogStringCatalogs
import DialogValidation
import Foundation

/// `dialogc strings`: creates or updates a String Catalog with every text of the specs.
enum StringsCommand: Command {
    static let catalog = CommandOption(
        "--catalog", .value, placeholder: "FILE",
        help: ["the String Catalog (.xcstrings) to create or update", "(default: 'catalog' in .dialogc.json)"])
    static let check = CommandOption(
        "--check", .flag, help: ["write nothing; list the keys that would change and exit 1 if any would"])

    static let description = CommandDescription(
        name: "strings", summary: "create or update a String Catalog with the specs' texts",
        overview: "create or update a String Catalog (.xcstrings) with every text of the specs, keeping its translations",
        usage: "strings [options] [PATH ...]",
        arguments: [CheckCommand.pathArgument],
        options: [catalog, check, CheckCommand.config] + TokenOptions.all,
        discussion: """
            Each text becomes a key such as 'delete-album.title' with its source text in the \
            configuration's 'sourceLanguage' (default: en), a comment and extractionState 'manual'. \
            Translations are kept: a changed source text marks them needs_review. Only the keys the \
            specs name change; every other key keeps its bytes, so the catalog can be shared with the \
            app's own keys, 'manual' ones included. A key no spec names any more is marked stale only \
            when dialogc wrote it, which it knows by the last line of the key's comment: the sentence \
            dialogc writes there, such as "Title of the alert 'delete-album'.", which Xcode keeps when \
            it saves the catalog (a comment edited by hand makes the key the team's, never marked \
            stale). A key whose source text uses substitutions or varies by device is not rewritten: \
            a spec text that would change it is an error. The catalog is written atomically, as \
            Xcode writes it, and only when its content changes. Each changed key is listed as \
            'added', 'revised', 'stale' or 'updated', control characters spelled out ('\\n').
            """,
        exitStatus: [
            "0  the catalog is written or already up to date",
            "1  a spec has an error, two texts share a key, a text's key has a source text a spec cannot express,",
            "   or with --check the catalog is out of date",
            "2  usage error, or an input, configuration or catalog that cannot be read or written",
        ])

    static func run(_ parsed: ParsedArguments) throws(ExitStatus) {
        let (sources, configuration) = try ValidSpecs.readWithConfiguration(
            paths: parsed.positional, configurationPath: parsed.value(CheckCommand.config))
        guard let path = parsed.value(catalog) ?? configuration.catalogPath else {
            throw usageError("'strings' needs '--catalog FILE' or 'catalog' in \(Configuration.fileName)")
        }
        let display = InputFiles.displayPath(path, relativeTo: FileManager.default.currentDirectoryPath)
        let tokens = try TokenOptions.theme(parsed, configuration: configuration, for: description)
        let specs = try ValidSpecs.validate(sources, tokens: tokens)
        let existing = try CatalogFile.read(path, display: display)
        let previous = existing ?? StringCatalog(sourceLanguage: configuration.sourceLanguage)
        guard previous.sourceLanguage == configuration.sourceLanguage else {
            Output.standardError(
                "\(display): error: the catalog's source language is '\(previous.sourceLanguage)', "
                    + "but the specs' is '\(configuration.sourceLanguage)' ('sourceLanguage' in \(Configuration.fileName))\n")
            throw .usageOrInput
        }
        let update: CatalogUpdate
        switch CatalogExtraction.update(previous, with: specs) {
        case .success(let result): update = result
        case .failure(let collisions):
            Output.standardError(ValidSpecs.terminalReporter(rules: .standard).render(collisions.diagnostics, sources: sources))
            throw .specErrors
        }
        let isOutOfDate = update.changed || existing == nil
        // Printed once they are true: after the write, or with --check as what would change.
        let changes = CatalogExtraction.changeLines(update, from: previous).map { $0 + "\n" }.joined()
        let summary = CatalogExtraction.summary(update, from: previous)
        guard isOutOfDate else {
            Output.standardOutput(changes)
            Output.standardError("note: \(display) is up to date\n")
            return
        }
        if parsed.has(check) {
            Output.standardOutput(changes)
            Output.standardError("note: \(display) is out of date (\(existing == nil ? "missing" : summary)); run 'dialogc strings'\n")
            throw .specErrors
        }
        do {
            try Output.write(update.catalog.serialized(), to: path)
        } catch {
            Output.standardError("\(display): error: cannot write the catalog: \(Output.reason(error))\n")
            throw .usageOrInput
        }
        Output.standardOutput(changes)
        Output.standardError("note: \(existing == nil ? "created" : "updated") \(display): \(summary)\n")
    }
}

/// Reads the String Catalog a command names.
enum CatalogFile {
    /// The catalog at `path`, nil when there is no file there; a file that cannot be read or is no
    /// catalog is printed as an error (`display` naming it) and ends the command.
    static func read(_ path: String, display: String) throws(ExitStatus) -> StringCatalog? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            Output.standardError("\(display): error: cannot read the catalog: \(Output.reason(error))\n")
            throw .usageOrInput
        }
        let source = SourceFile(path: display, bytes: Array(data))
        do throws(StringCatalogError) {
            return try StringCatalogParser.parse(source)
        } catch {
            Output.standardError("\(display):\(source.position(at: error.range.lowerBound)): error: \(error.message)\n")
            throw .usageOrInput
        }
    }
}
