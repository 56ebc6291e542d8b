import DialogLayoutEngine
import Foundation

/// One argument of a parameterized text, as the generated function passes it.
public enum DialogArgument: Sendable, Hashable {
    /// A text, through `%@`.
    case string(String)
    /// A whole number, through `%d` or `%lld`; a plural text varies by it.
    case integer(Int)
    /// A decimal number, shown in the locale's notation (`2,5` in German) through `%@`.
    case number(Double)

    /// The value `String(format:)` consumes for the argument's specifier.
    func formatValue(locale: Locale) -> any CVarArg {
        switch self {
        case .string(let text): return text
        case .integer(let value): return Int64(value)
        case .number(let value):
            let formatter = NumberFormatter()
            formatter.locale = locale
            formatter.numberStyle = .decimal
            formatter.maximumFractionDigits = 6
            return formatter.string(from: NSNumber(value: value)) ?? String(value)
        }
    }

    /// Whether a specifier's conversion (`@`, `d`, `lld`...) reads this argument safely.
    func fits(_ conversion: Character, length: String) -> Bool {
        switch self {
        case .string, .number: return conversion == "@"
        case .integer: return "diuxXo".contains(conversion) && ["ll", "l", "q", "z", "t", "j"].contains(length)
        }
    }
}

/// A text the generated code shows: its localization key, and the spec's source text as the
/// value to use where the bundle has no translation, already in `String(format:)` form.
public struct DialogLocalizedText: Sendable, Hashable {
    /// The key the bundle's tables and String Catalog know the text by.
    public var key: String
    /// The source text (a plural's `other` form); `%` doubled when the text takes arguments.
    public var defaultValue: String
    /// The 1-based argument a plural text varies by; nil for a text that does not vary.
    public var pluralArgument: Int?
    /// The source text's other plural forms, by category.
    public var defaultForms: [DialogPluralCategory: String]

    /// Creates a text.
    public init(
        _ key: String, default defaultValue: String, pluralArgument: Int? = nil,
        forms defaultForms: [DialogPluralCategory: String] = [:]
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.pluralArgument = pluralArgument
        self.defaultForms = defaultForms
    }
}
