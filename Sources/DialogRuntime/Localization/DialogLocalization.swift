import Foundation

/// Where generated code looks its texts up: a bundle's `.lproj` tables, in the language of a
/// locale, formatted with that locale.
///
/// It reads the tables Xcode builds into an app from a String Catalog or `.strings` and
/// `.stringsdict` files (`<language>.lproj/<table>.strings`, binary or text), and picks plural
/// forms by its own CLDR table, so the same code resolves the same translation on Apple platforms
/// and on Linux, where `String(localized:)` and `LocalizedStringResource` do not exist. A key the
/// table lacks, or whose translation's format specifiers do not fit the arguments, shows the
/// spec's source text.
public struct DialogLocalization: Sendable {
    /// The bundle whose `.lproj` folders hold the tables.
    public var bundle: Bundle
    /// The table's name, `Localizable` unless a catalog of another name holds the texts.
    public var table: String
    /// The locale whose language picks the translation and whose notation formats numbers.
    public var locale: Locale

    /// Texts from `table` of `bundle` in `locale`'s language.
    public init(bundle: Bundle = .main, table: String = "Localizable", locale: Locale = .current) {
        self.bundle = bundle
        self.table = table
        self.locale = locale
    }

    /// Whether the bundle is asked at all; off, every text is the spec's source text.
    public var looksUpTranslations = true

    /// The app's own bundle, `Localizable` table and current locale.
    public static var main: DialogLocalization { DialogLocalization() }

    /// The spec's source texts, formatted in the current locale: `--localization none`.
    public static var sourceText: DialogLocalization {
        var localization = DialogLocalization()
        localization.looksUpTranslations = false
        return localization
    }

    /// The localization of the bundle that best fits `locale` (`pt-BR`, then `pt`), or its
    /// development localization; nil when the bundle has neither.
    public var language: String? {
        let available = bundle.localizations
        if let match = Self.bestLanguage(for: locale, among: available) { return match }
        return developmentLanguage.flatMap { development in available.first { $0 == development } }
    }

    /// The language of `available` that best fits `locale`: its whole identifier (`pt-BR`), then
    /// shorter ones (`pt`), compared without case or the `_`/`-` difference; nil when none fits.
    static func bestLanguage(for locale: Locale, among available: [String]) -> String? {
        func normalized(_ identifier: String) -> String { identifier.replacingOccurrences(of: "_", with: "-").lowercased() }
        var candidate = normalized(locale.identifier.split(separator: "@").first.map(String.init) ?? "")
        while !candidate.isEmpty {
            if let match = available.first(where: { normalized($0) == candidate }) { return match }
            candidate = candidate.split(separator: "-").dropLast().joined(separator: "-")
        }
        return nil
    }

    /// The language the spec's texts are written in: the bundle's development region. Read from
    /// the Info.plist, since `Bundle.developmentLocalization` traps on Linux for a bundle without one.
    var developmentLanguage: String? {
        bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String
    }

    /// `text` in the locale's language, formatted with `arguments`.
    public func string(_ text: DialogLocalizedText, _ arguments: [DialogArgument] = []) -> String {
        if looksUpTranslations, let language,
            let translated = LocalizationTables.entry(text.key, table: table, language: language, in: bundle)
        {
            let format: String? =
                switch translated {
                case .plain(let value): value
                case .plural(let entry): Self.resolve(entry, text: text, arguments: arguments, language: language)
                }
            if let format, let result = formatted(format, arguments) { return result }
        }
        var format = text.defaultValue
        if let index = text.pluralArgument, arguments.indices.contains(index - 1), case .integer(let number) = arguments[index - 1] {
            let source = developmentLanguage ?? "en"
            format = text.defaultForms[DialogPluralRules.category(for: number, language: source)] ?? format
        }
        return formatted(format, arguments) ?? format
    }

    /// `format` filled in with `arguments`; nil when a specifier does not fit them, which would crash `String(format:)`.
    func formatted(_ format: String, _ arguments: [DialogArgument]) -> String? {
        guard !arguments.isEmpty else { return format }
        guard FormatCheck.fits(format, arguments) else { return nil }
        return String(format: format, locale: locale, arguments: arguments.map { $0.formatValue(locale: locale) })
    }

    /// The format a `.stringsdict` entry makes for `arguments`: each `%#@variable@` of its
    /// `NSStringLocalizedFormatKey` replaced by the variable's form for its argument's category.
    static func resolve(
        _ entry: [String: Any], text: DialogLocalizedText, arguments: [DialogArgument], language: String
    ) -> String? {
        guard var format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        while let token = format.range(of: #"%(\d+\$)?#@[^@]+@"#, options: .regularExpression) {
            let spelled = String(format[token])
            let name = String(spelled.drop { $0 != "@" }.dropFirst().dropLast())
            let position = spelled.dropFirst().prefix { $0.isNumber }
            let index = Int(position) ?? text.pluralArgument ?? 1
            guard let variable = entry[name] as? [String: Any], arguments.indices.contains(index - 1),
                case .integer(let number) = arguments[index - 1]
            else { return nil }
            // Apple's lookup prefers a `zero` form for 0 in every language, then the CLDR category.
            let category = number == 0 && variable["zero"] != nil ? .zero : DialogPluralRules.category(for: number, language: language)
            guard let form = (variable[category.rawValue] ?? variable["other"]) as? String else { return nil }
            format.replaceSubrange(token, with: form)
        }
        return format
    }
}

/// Whether each specifier of a format reads an argument of the type it gets.
enum FormatCheck {
    static func fits(_ format: String, _ arguments: [DialogArgument]) -> Bool {
        var characters = Array(format)[...]
        var next = 0
        while let percent = characters.firstIndex(of: "%") {
            characters = characters[(percent + 1)...]
            guard let first = characters.first else { return false }
            if first == "%" {
                characters = characters.dropFirst()
                continue
            }
            var position: Int?
            let digits = characters.prefix { $0.isNumber }
            if !digits.isEmpty, characters.dropFirst(digits.count).first == "$" {
                position = Int(String(digits))
                characters = characters.dropFirst(digits.count + 1)
            }
            characters = characters.drop { "-+ #0'123456789.".contains($0) }
            let length = String(characters.prefix { "hlqLzjt".contains($0) })
            characters = characters.dropFirst(length.count)
            guard let conversion = characters.first else { return false }
            characters = characters.dropFirst()
            let index = position.map { $0 - 1 } ?? next
            next = index + 1
            guard arguments.indices.contains(index), arguments[index].fits(conversion, length: length) else { return false }
        }
        return true
    }
}

/// The tables read so far, by bundle, table and language: reading a table costs a file read and
/// a property-list parse, and a dialog shows several texts.
///
/// Each thread keeps the tables it read, so no thread waits for another or reads a table another
/// is filling in; an app asks for its texts on the main thread, which reads each table once.
enum LocalizationTables {
    enum Entry {
        case plain(String)
        case plural([String: Any])
    }

    private struct Table {
        var strings: [String: String]
        var plurals: [String: [String: Any]]
    }

    /// One thread's tables, kept in its thread dictionary.
    private final class Cache {
        var tables: [String: Table] = [:]
    }

    private static let cacheKey = "DialogRuntime.LocalizationTables"

    static func entry(_ key: String, table name: String, language: String, in bundle: Bundle) -> Entry? {
        let table = self.table(name, language: language, in: bundle)
        if let plural = table.plurals[key] { return .plural(plural) }
        return table.strings[key].map(Entry.plain)
    }

    private static func table(_ name: String, language: String, in bundle: Bundle) -> Table {
        let tableKey = "\(bundle.bundlePath)\u{0}\(name)\u{0}\(language)"
        let cache = currentCache
        if let table = cache.tables[tableKey] { return table }
        func read(_ type: String) -> [String: Any] {
            guard let path = bundle.path(forResource: name, ofType: type, inDirectory: nil, forLocalization: language),
                let data = FileManager.default.contents(atPath: path)
            else { return [:] }
            return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any] ?? [:]
        }
        let table = Table(
            strings: read("strings").compactMapValues { $0 as? String },
            plurals: read("stringsdict").compactMapValues { $0 as? [String: Any] })
        cache.tables[tableKey] = table
        return table
    }

    /// The current thread's tables, made at its first question.
    private static var currentCache: Cache {
        let dictionary = Thread.current.threadDictionary
        if let cache = dictionary[cacheKey] as? Cache { return cache }
        let cache = Cache()
        dictionary[cacheKey] = cache
        return cache
    }
}
