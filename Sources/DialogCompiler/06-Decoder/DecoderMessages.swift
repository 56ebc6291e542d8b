/// The wording of the findings the decoder's per-object files build, declared once per rule; the
/// rules' own files list them (`UnsupportedVersion.messages`...). The decoder sits below the
/// rules' folder, so the wording lives here rather than in the rule files.
enum DecoderMessages {
    /// `unsupported-version`.
    enum UnsupportedVersion {
        static func unsupported(_ version: String, reads supported: Int) -> RuleMessage {
            RuleMessage("unsupported", "unsupported spec version \(version); this dialogc reads versions 1 to \(supported)")
        }
    }

    /// `limit-exceeded`.
    enum LimitExceeded {
        static func tooManyDialogs(_ count: Int, limit: Int) -> RuleMessage {
            RuleMessage(
                "too-many-dialogs",
                "the file has \(JSONReader.grouped(count)) dialogs, more than the limit of \(JSONReader.grouped(limit)) per file")
        }
    }

    /// `unknown-key`, with its hints.
    enum UnknownKey {
        static func unknown(_ key: String, in object: String) -> RuleMessage {
            RuleMessage("unknown", "unknown key '\(key)' in \(object)")
        }
        /// The hint for a button key spelled as a style, as `"cancel": true`.
        static func useStyle(_ style: String) -> RuleMessage { RuleMessage("use-style", "use 'style': '\(style)'") }
        /// The hint for a near miss (`titel`) beside the key it is near (`title`): renaming it
        /// would write the key twice, and the first would win, so the author decides.
        static func besideMeant(_ meant: String) -> RuleMessage {
            RuleMessage("beside-meant", "did you mean '\(meant)'? it is set already; remove one of the two")
        }
        /// Where a key that exists elsewhere in the format belongs.
        static func belongsIn(_ key: String, _ places: String) -> RuleMessage {
            RuleMessage("belongs-in", "'\(key)' belongs in \(places)")
        }
    }

    /// `key-not-allowed-for-type`.
    enum KeyNotAllowedForType {
        static func notAllowed(_ key: String, type: String) -> RuleMessage {
            RuleMessage("not-allowed", "key '\(key)' is not allowed for a dialog of type '\(type)'")
        }
    }

    /// `duplicate-key`, with the note that points at the first occurrence.
    enum DuplicateKey {
        static func duplicate(_ key: String) -> RuleMessage { RuleMessage("duplicate", "duplicate key '\(key)'") }
        static func firstDefined(_ key: String) -> RuleMessage { RuleMessage("first-defined", "'\(key)' first defined here") }
    }

    /// `missing-key`.
    enum MissingKey {
        static func missing(_ key: String, in object: String, reason: String? = nil) -> RuleMessage {
            RuleMessage("missing", "missing required key '\(key)' in \(object)" + (reason.map { " (\($0))" } ?? ""))
        }
        /// Why a dialog's type requires a key.
        static func neededByType(_ type: String) -> String { "a dialog of type '\(type)' needs it" }
    }

    /// `type-mismatch`; `subject` names the value as `'title'`, `dialog` or `the top level` do.
    enum TypeMismatch {
        static func mismatch(_ subject: String, expected: String, found: String) -> RuleMessage {
            RuleMessage("mismatch", "\(subject) must be \(expected), found \(found)")
        }
    }

    /// `invalid-value` on the values every object reads.
    enum InvalidValue {
        static func empty(_ key: String) -> RuleMessage { RuleMessage("empty", "'\(key)' must not be empty") }
        static func outOfBounds(_ key: String, _ bounds: String, found text: String) -> RuleMessage {
            RuleMessage("out-of-bounds", "'\(key)' must be \(bounds), found \(text)")
        }
        static func integerOutOfBounds(_ key: String, _ bounds: String, found text: String) -> RuleMessage {
            RuleMessage("integer-out-of-bounds", "'\(key)' must be an integer \(bounds), found \(text)")
        }
        static func notOneOf(_ key: String, _ names: [String], found text: String) -> RuleMessage {
            RuleMessage("not-one-of", "'\(key)' must be one of \(names.map { "'\($0)'" }.joined(separator: ", ")), found '\(text)'")
        }
        static func notAColor(_ key: String, found text: String) -> RuleMessage {
            RuleMessage("not-a-color", "'\(key)' must be a color written '#RRGGBB' or '#RRGGBBAA', found '\(text)'")
        }
        static func notAnIdentifier(_ key: String, found text: String) -> RuleMessage {
            RuleMessage(
                "not-an-identifier", "'\(key)' must start with a letter and contain only letters, digits, '-' and '_', found '\(text)'")
        }
        static func tooFewElements(_ key: String, minimum: Int) -> RuleMessage {
            RuleMessage("too-few-elements", "'\(key)' must have at least \(minimum == 1 ? "one element" : "\(minimum) elements")")
        }
        static func notAFraction(_ key: String, found text: String) -> RuleMessage {
            RuleMessage("not-a-fraction", "'\(key)' must be points or a fraction written 'N/M' of at most 1, found '\(text)'")
        }
    }

    /// `invalid-value` and `type-mismatch` on an option of a picker.
    enum Option {
        /// How a finding names the option at `index`, counted from 0 as `selectedIndex` and the
        /// catalog's keys (`picker.option.0`) count it.
        static func name(_ index: Int) -> String { "option \(index)" }
        static func empty(_ index: Int) -> RuleMessage { RuleMessage("empty-option", "\(name(index)) must not be empty") }
    }

    /// `invalid-value` on the texts and parameters of format v2.
    enum Text {
        static func formWithoutPlural(_ category: String) -> RuleMessage {
            RuleMessage("form-without-plural", "the plural form '\(category)' needs 'plural', the parameter it varies by")
        }
        static let textWithPlural = RuleMessage(
            "text-with-plural", "'text' cannot stand beside 'plural'; the 'other' form is the text")
        static func notAParameterName(_ name: String) -> RuleMessage {
            RuleMessage(
                "not-a-parameter-name",
                "a parameter name must start with an ASCII letter and contain only ASCII letters, digits and '_', found '\(name)'")
        }
    }
}
