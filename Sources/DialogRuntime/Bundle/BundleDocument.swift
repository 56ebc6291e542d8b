import Foundation

// The bundle as `JSONDecoder` reads it: each field as written, names of the format's
// enumerations kept as strings, so a name this runtime does not know becomes a typed error of
// the dialog that uses it rather than a failure of the whole bundle. Members the format does
// not know are ignored, as a newer dialogc may write more.

/// The bundle's object.
struct BundleDocument: Decodable, Sendable {
    var formatVersion: Int
    var sourceLanguage: String?
    var locales: [String]?
    var dialogs: [BundleSlot]
}

/// The part of a bundle read before the rest: its format decides whether the rest can be read.
struct BundleEnvelope: Decodable {
    var formatVersion: Int
}

/// One element of `dialogs`: its id, and the dialog or why it could not be read, so one dialog a
/// runtime cannot read leaves the others presentable.
struct BundleSlot: Decodable, Sendable {
    var id: String
    var dialog: Result<BundleDialog, DialogBundleError>

    private enum Keys: String, CodingKey { case id }

    init(from decoder: any Decoder) throws {
        id = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .id)
        do {
            dialog = .success(try BundleDialog(from: decoder))
        } catch {
            dialog = .failure(.malformedDialog(id: id, reason: BundleDecoding.reason(error)))
        }
    }
}

struct BundleDialog: Decodable, Sendable {
    var id: String
    var kind: String
    var minimumRuntime: String
    /// The names of the capabilities the dialog uses (`DialogRuntimeCapability`), from format 1 as
    /// written by dialogc 0.2.0 on; a runtime refuses a dialog requiring one it lacks.
    var requires: [String]?
    var digest: String?
    var source: BundleSource?
    var parameters: [BundleParameter]?
    var title: BundleText?
    var subtitle: BundleText?
    var message: BundleText?
    var buttons: [BundleButton]?
    var options: [BundleText]?
    var selectedIndex: Int?
    var textField: BundleTextField?
    var autoHide: Double?
    var maxOptions: Int?
    var presentation: BundlePresentation
    var coverTapResult: String?
    var style: BundleStyle?
    var layout: BundleLayout?
    var accessibilityLabel: BundleText?
    var accessibilityHint: BundleText?
    var announcement: String?
    var namedColors: [BundleNamedColor]?
}

/// A colour of the app's asset catalog the dialog draws, with its value as the fallback.
struct BundleNamedColor: Decodable, Sendable {
    var name: String
    var color: BundleColor
}

struct BundleSource: Decodable, Sendable {
    var file: String
    var line: Int
}

struct BundleParameter: Decodable, Sendable {
    var name: String
    var type: String
    /// The value shown when the app passes no argument, from dialogc 0.2.0 on.
    var `default`: BundleDefault?
}

/// A parameter's default as written: checked against the parameter's type when the dialog is
/// presented, so a default of the wrong type is an error of that dialog alone.
enum BundleDefault: Decodable, Sendable {
    case string(String)
    case integer(Int)
    case number(Double)
    /// A value of none of the types a parameter has (`true`, an array, an object).
    case other

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            self = .string(text)
        } else if let integer = try? container.decode(Int.self) {
            self = .integer(integer)
        } else if let number = try? container.decode(Double.self) {
            self = .number(number)
        } else {
            self = .other
        }
    }
}

/// A text: a string shown as it is, or pieces with parameters, plural forms and translations;
/// or a key the app's tables are asked for, the pieces and forms its source text.
struct BundleText: Decodable, Sendable {
    var pieces: [BundlePiece]
    var plural: String?
    var forms: [String: [BundlePiece]]?
    var translations: [String: BundleTranslation]?
    /// The key the app's String Catalog knows the text by.
    var key: String?
    /// Whether the text is looked up by `key` in the app's tables (`--texts catalog`).
    var lookup: Bool?
    /// The parameters a looked-up text takes, in the order its formats number their specifiers.
    var arguments: [String]?

    private enum Keys: String, CodingKey { case pieces, plural, forms, translations, key, lookup, arguments }

    init(from decoder: any Decoder) throws {
        if let literal = try? decoder.singleValueContainer().decode(String.self) {
            pieces = [.literal(literal)]
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        pieces = try container.decode([BundlePiece].self, forKey: .pieces)
        plural = try container.decodeIfPresent(String.self, forKey: .plural)
        forms = try container.decodeIfPresent([String: [BundlePiece]].self, forKey: .forms)
        translations = try container.decodeIfPresent([String: BundleTranslation].self, forKey: .translations)
        // The key of a text shown from the bundle is the catalog's name for it, which the runtime does not read.
        lookup = try container.decodeIfPresent(Bool.self, forKey: .lookup)
        guard lookup == true else { return }
        key = try container.decode(String.self, forKey: .key)
        arguments = try container.decodeIfPresent([String].self, forKey: .arguments)
    }
}

struct BundleTranslation: Decodable, Sendable {
    var pieces: [BundlePiece]
    var forms: [String: [BundlePiece]]?
}

/// A run of a text: literal, or the value of a parameter, shown as text.
enum BundlePiece: Decodable, Sendable, Hashable {
    case literal(String)
    case parameter(String)

    private enum Keys: String, CodingKey { case parameter }

    init(from decoder: any Decoder) throws {
        if let literal = try? decoder.singleValueContainer().decode(String.self) {
            self = .literal(literal)
        } else {
            self = .parameter(try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .parameter))
        }
    }
}

struct BundleButton: Decodable, Sendable {
    var id: String
    var title: BundleText
    var role: String
    var isPreferred: Bool?
    var color: BundleColor?
    var font: BundleFont?
    var accessibilityLabel: BundleText?
    var accessibilityHint: BundleText?
}

struct BundleTextField: Decodable, Sendable {
    var placeholder: BundleText?
    var initialText: BundleText?
    var isMultiline: Bool?
    var isSecure: Bool?
    var isRequired: Bool?
    var maxLength: Int?
    var requiredMessage: BundleText?
    var returnKey: String?
    var allowsNewlines: Bool?
    var showsClearButton: Bool?
}

struct BundlePresentation: Decodable, Sendable {
    var showType: String
    var animation: String
    var showDuration: Double
    var hideDuration: Double
    var coverAlpha: Double
    var dismissOnCoverTap: Bool
    var renderer: String
    var hideAnimation: String?
    var showMotion: BundleMotion?
    var hideMotion: BundleMotion?
    var showReducedMotion: BundleReducedMotion?
    var hideReducedMotion: BundleReducedMotion?
}

struct BundleMotion: Decodable, Sendable {
    var curve: String?
    var spring: BundleSpring?
    var fromScale: Double?
    var toScale: Double?
    var fromOpacity: Double?
    var toOpacity: Double?
    var translateY: Double?
    var coverPhase: String?
    var coverDuration: Double?
}

struct BundleSpring: Decodable, Sendable {
    var dampingRatio: Double
    var response: Double
}

struct BundleReducedMotion: Decodable, Sendable {
    var animation: String
    var duration: Double?
}

struct BundleStyle: Decodable, Sendable {
    var titleFont: BundleFont?
    var messageFont: BundleFont?
    var titleColor: BundleColor?
    var messageColor: BundleColor?
    var lineColor: BundleColor?
    var backgroundColor: BundleColor?
    var coverColor: BundleColor?
    var textAlignment: String?
    var cornerRadius: Double?
    var buttonFont: BundleFont?
    var toolbarColor: BundleColor?
    var toolbarTitleColor: BundleColor?
    var fieldFont: BundleFont?
    var fieldColor: BundleColor?
    var placeholderColor: BundleColor?
}

struct BundleFont: Decodable, Sendable {
    var size: Double?
    var weight: String?
    var relativeTo: String?
    var maxSize: Double?
}

/// `#RRGGBB`/`#RRGGBBAA`, a system color by name, or a value per appearance.
enum BundleColor: Decodable, Sendable {
    case hex(String)
    case system(String)
    case appearances(light: String, dark: String, lightHighContrast: String?, darkHighContrast: String?)

    private enum Keys: String, CodingKey { case system, light, dark, lightHighContrast, darkHighContrast }

    init(from decoder: any Decoder) throws {
        if let hex = try? decoder.singleValueContainer().decode(String.self) {
            self = .hex(hex)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        if let name = try container.decodeIfPresent(String.self, forKey: .system) {
            self = .system(name)
            return
        }
        self = .appearances(
            light: try container.decode(String.self, forKey: .light), dark: try container.decode(String.self, forKey: .dark),
            lightHighContrast: try container.decodeIfPresent(String.self, forKey: .lightHighContrast),
            darkHighContrast: try container.decodeIfPresent(String.self, forKey: .darkHighContrast))
    }
}

struct BundleLayout: Decodable, Sendable {
    var width: Double?
    var sideInset: Double?
    var maxWidth: Double?
    var frame: BundleFrame?
    var padding: Double?
    var headerHeight: Double?
    var footerHeight: Double?
    var buttonHeight: Double?
    var buttonArrangement: String?
    var labelWidth: Double?
    var toolbarHeight: BundleLength?
    var toolbarButtonWidth: Double?
}

struct BundleFrame: Decodable, Sendable {
    var x: BundleLength?
    var y: BundleLength?
    var width: BundleLength?
    var height: BundleLength?
}

/// Points, or `{"numerator": N, "denominator": M}`.
enum BundleLength: Decodable, Sendable {
    case points(Double)
    case fraction(numerator: Double, denominator: Double)

    private enum Keys: String, CodingKey { case numerator, denominator }

    init(from decoder: any Decoder) throws {
        if let points = try? decoder.singleValueContainer().decode(Double.self) {
            self = .points(points)
            return
        }
        let container = try decoder.container(keyedBy: Keys.self)
        self = .fraction(
            numerator: try container.decode(Double.self, forKey: .numerator),
            denominator: try container.decode(Double.self, forKey: .denominator))
    }
}

/// Reading a bundle's bytes: the limits checked before `JSONDecoder` sees them, and its errors as text.
enum BundleDecoding {
    /// The most bytes a bundle may have.
    static let maxByteCount = 4 << 20
    /// The deepest a bundle nests arrays and objects; the format needs 11.
    static let maxDepth = 24
    /// The most values (strings, numbers, literals, arrays, objects) a bundle may hold.
    static let maxValueCount = 400_000

    /// Checks `data`'s size, nesting and number of values by one pass over its bytes, strings
    /// skipped, so the decoder never meets a document that would exhaust the stack or the memory.
    static func checkLimits(_ data: Data) throws(DialogBundleError) {
        guard data.count <= maxByteCount else { throw .tooLarge(byteCount: data.count, limit: maxByteCount) }
        var depth = 0
        var values = 0
        var inString = false
        var escaped = false
        for byte in data {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                values += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                values += 1
                guard depth <= maxDepth else { throw .tooDeep(limit: maxDepth) }
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: ","):
                values += 1
            default:
                continue
            }
            guard values <= maxValueCount else { throw .tooManyValues(limit: maxValueCount) }
        }
    }

    /// Where a decoding error happened and what was wrong, without the data's contents.
    static func reason(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "not readable" }
        func path(_ context: DecodingError.Context) -> String {
            let path = context.codingPath.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".")
            return path.isEmpty ? "the top level" : "'\(path)'"
        }
        switch error {
        case .typeMismatch(_, let context): return "\(path(context)) is of the wrong type"
        case .valueNotFound(_, let context): return "\(path(context)) is missing"
        case .keyNotFound(let key, let context):
            let parent = context.codingPath.isEmpty ? "the top level" : path(context)
            return "'\(key.stringValue)' is missing in \(parent)"
        case .dataCorrupted(let context): return context.codingPath.isEmpty ? "not JSON" : "\(path(context)) is not readable"
        @unknown default: return "not readable"
        }
    }
}
