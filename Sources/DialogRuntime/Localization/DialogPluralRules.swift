import DialogLayoutEngine

// `DialogPluralCategory`, the categories themselves, is DialogLayoutEngine's, which the compiler's
// String Catalogs key their variants by too.

/// CLDR's cardinal plural rules for integers in the languages dialogc's own table knows (a test
/// compares the two for every language and the numbers that reach every branch), so the runtime
/// picks a text's form without a platform API: Linux's Foundation has no plural rules of its own.
public enum DialogPluralRules {
    /// The category of `number` in `language` (`ru`, `pt-BR`, `zh_Hans`); `other` for a language the table lacks.
    public static func category(for number: Int, language: String) -> DialogPluralCategory {
        let n = number.magnitude > UInt(Int.max) ? Int.max : abs(number)
        let identifier = language.lowercased().replacingOccurrences(of: "_", with: "-")
        let base = identifier.split(separator: "-").first.map(String.init) ?? identifier
        let (mod10, mod100) = (n % 10, n % 100)
        switch identifier == "pt-pt" ? "pt-pt" : base {
        case "en", "de", "nl", "sv", "da", "nb", "no", "fi", "et", "el", "hu", "tr", "bg", "eu":
            return n == 1 ? .one : .other
        case "fr", "pt":
            return n <= 1 ? .one : (n % 1_000_000 == 0 ? .many : .other)
        case "pt-pt", "es", "it", "ca":
            return n == 1 ? .one : (n != 0 && n % 1_000_000 == 0 ? .many : .other)
        case "hi", "fa":
            return n <= 1 ? .one : .other
        case "ru", "uk", "be", "pl":
            if base == "pl" ? (n == 1) : (mod10 == 1 && mod100 != 11) { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .many
        case "cs", "sk":
            return n == 1 ? .one : ((2...4).contains(n) ? .few : .other)
        case "hr", "sr", "bs":
            if mod10 == 1 && mod100 != 11 { return .one }
            return (2...4).contains(mod10) && !(12...14).contains(mod100) ? .few : .other
        case "ro":
            return n == 1 ? .one : (n == 0 || (1...19).contains(mod100) ? .few : .other)
        case "ar":
            switch (n, mod100) {
            case (0, _): return .zero
            case (1, _): return .one
            case (2, _): return .two
            case (_, 3...10): return .few
            case (_, 11...99): return .many
            default: return .other
            }
        case "he", "iw":
            return n == 1 ? .one : (n == 2 ? .two : .other)
        default:
            // `ja`, `zh`, `ko`, `vi`, `th`, `id`, `ms`, `yue`, and what the table lacks.
            return .other
        }
    }
}
