import DialogDiagnostics
import DialogStringCatalogs

/// A typed value a dialog of format v2 takes, which its texts show as `{name}`.
public struct DialogParameter: Sendable, Hashable, Locatable {
    /// What the parameter holds; the generated function takes it as the Swift type of the same role.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A `String`, shown as it is.
        case string
        /// An `Int`, the only kind a plural can vary by.
        case integer
        /// A `Double`, shown in the locale's notation.
        case number
    }

    /// The name texts write between braces, as the spec spells it: a key of `parameters`.
    public var name: Located<String>
    public var type: Located<Kind>
    /// What the value is, for the translator.
    public var comment: Located<String>?
    /// The value shown when the app passes none, of the parameter's type: an app built before the
    /// parameter was added can still present the dialog (the generated
    /// function's argument has it as its default).
    public var defaultValue: Located<DefaultValue>?
    /// The parameter's object.
    public var range: ByteRange

    /// Creates a parameter.
    public init(name: Located<String>, type: Located<Kind>, range: ByteRange) {
        self.name = name
        self.type = type
        self.range = range
    }

    /// A parameter's `default`, of its type.
    public enum DefaultValue: Sendable, Hashable {
        case string(String)
        case integer(Int)
        case number(Double)
    }

    /// Whether `name` can name a parameter: an ASCII letter, then ASCII letters, digits or `_`,
    /// so that `{name}` is told from a literal brace at a glance and the name is a Swift label.
    public static func isValidName(_ name: String) -> Bool {
        guard let first = name.utf8.first, isLetter(first) else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
}

/// What a text written as an object adds to the text itself: the forms it takes by the plural
/// category of an integer parameter, a translator comment and its own localization key.
public struct TextLocalization: Sendable, Hashable {
    /// The forms by plural category; nil for a text that does not vary.
    public var plural: PluralVariations?
    /// The comment on the text, or for a button the button's comment.
    public var comment: Located<String>?
    /// The key the spec gives the text instead of the derived one.
    public var key: Located<String>?

    /// Creates an entry with nothing set.
    public init() {}
}

/// The forms of a text by the CLDR plural category of one integer parameter.
public struct PluralVariations: Sendable, Hashable {
    /// The value of `plural`: the parameter's name.
    public var parameter: Located<String>
    /// Each form written, `other` among them unless the spec forgot it.
    public var forms: [PluralCategory: Located<String>]
    /// The text's object.
    public var range: ByteRange

    /// Creates variations.
    public init(parameter: Located<String>, forms: [PluralCategory: Located<String>], range: ByteRange) {
        self.parameter = parameter
        self.forms = forms
        self.range = range
    }

    /// The forms in CLDR's order.
    public var orderedForms: [(category: PluralCategory, text: Located<String>)] {
        PluralCategory.allCases.compactMap { category in forms[category].map { (category, $0) } }
    }
}
