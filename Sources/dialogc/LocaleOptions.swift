import DialogConfiguration
import DialogDiagnostics
import DialogLayoutAdapter
import DialogStringCatalogs
import Foundation

/// `--catalog`, `--locale` and `--pseudo-locale`, shared by lint, plan and preview: which
/// translations a run checks and lays out. The catalog is read here; the library takes it parsed.
enum LocaleOptions {
    static let catalog = CommandOption(
        "--catalog", .value, placeholder: "FILE", help: ["a String Catalog (.xcstrings) whose translations are checked and laid out"])
    /// Repeatable: lint checks and preview draws each language given.
    static let locales = CommandOption(
        "--locale", .repeatable, placeholder: "CODE",
        help: ["a language of the catalog to check and lay out; repeat for several", "(default: every language of the catalog)"])
    static let pseudoLocales = CommandOption(
        "--pseudo-locale", .repeatable, placeholder: pseudoNames,
        help: ["also lay the texts out in Xcode's pseudolanguage; repeat for several"])
    /// One locale: a plan document is of one locale.
    static let locale = CommandOption(
        "--locale", .value, placeholder: "CODE", help: ["lay the texts out in this language of the catalog (mirrored if", "right to left)"])
    static let pseudoLocale = CommandOption(
        "--pseudo-locale", .value, placeholder: pseudoNames, help: ["lay the texts out in Xcode's pseudolanguage (no catalog needed)"])

    static let pseudoNames = PseudoLocale.allCases.map(\.rawValue).joined(separator: "|")

    /// The options of lint and preview.
    static let repeatable = [catalog, locales, pseudoLocales]
    /// The options of plan.
    static let single = [catalog, locale, pseudoLocale]

    /// The texts the options name: the catalog read and parsed, the languages (every language of
    /// the catalog when none is given) and the pseudo-locales. A bad value is a usage error of
    /// `command`; a catalog that cannot be read or parsed is printed and ends the run.
    /// Without `--catalog`, the configuration's `catalog` is used when that file exists (before the
    /// first `dialogc strings` run it does not, and there is nothing to check yet); a plan reads it
    /// only for a `--locale`, as a plan of the spec's texts takes nothing from it.
    static func texts(
        _ parsed: ParsedArguments, repeatable: Bool, for command: CommandDescription, configuration: Configuration? = nil
    ) throws(ExitStatus) -> LocaleTexts {
        let languages = repeatable ? parsed.values(locales) : parsed.value(locale).map { [$0] } ?? []
        let pseudoNames = repeatable ? parsed.values(pseudoLocales) : parsed.value(pseudoLocale).map { [$0] } ?? []
        var pseudo: [PseudoLocale] = []
        for name in pseudoNames {
            guard let found = PseudoLocale(rawValue: name) else {
                let names = PseudoLocale.allCases.map(\.rawValue)
                let hint = Suggestions.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
                throw command.usageError("unknown pseudo-locale '\(name)'\(hint)")
            }
            if !pseudo.contains(found) { pseudo.append(found) }
        }
        if !repeatable, !languages.isEmpty, !pseudo.isEmpty {
            throw command.usageError("'--locale' and '--pseudo-locale' name two locales; a plan is of one")
        }
        let configured = configuration?.catalogPath.flatMap { path in
            FileManager.default.fileExists(atPath: path) && (repeatable || !languages.isEmpty) ? path : nil
        }
        guard let path = parsed.value(catalog) ?? configured else {
            if !languages.isEmpty { throw command.usageError("'--locale' needs '--catalog FILE', the catalog its texts come from") }
            return LocaleTexts(catalog: nil, languages: [], pseudoLocales: pseudo)
        }
        let loaded = try load(path)
        // A plan of the spec's texts plus a pseudo-locale needs no language of the catalog.
        let chosen = languages.isEmpty && !repeatable ? [] : (languages.isEmpty ? nil : languages)
        return LocaleTexts(catalog: loaded, languages: chosen, pseudoLocales: pseudo)
    }

    /// The catalog at `path`; a missing, unreadable or malformed file is printed and ends the run.
    static func load(_ path: String) throws(ExitStatus) -> StringCatalog {
        guard let catalog = try CatalogFile.read(path, display: path) else {
            Output.standardError("\(path): error: cannot read the catalog: no such file\n")
            throw .usageOrInput
        }
        return catalog
    }

    /// The one locale a plan is laid out in: `--locale`, else `--pseudo-locale`, else the spec's texts.
    static func planLocale(_ texts: LocaleTexts) -> LayoutLocale {
        texts.locales.first ?? .source
    }

    /// What the options add to a preview's stamp, so a changed catalog or locale draws again.
    static func stampSettings(_ texts: LocaleTexts) -> [String] {
        texts.locales.map { "locale \($0)" } + (texts.catalog.map { ["catalog " + $0.serialized()] } ?? [])
    }
}
