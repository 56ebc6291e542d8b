import DialogDiagnostics
import DialogJSONReader

/// The wording of the findings the decoder's per-object files build, declared once per rule; the
/// rules' own files list them (`UnsupportedVersion.messages`...). The decoder sits below the
/// rules' folder, so the wording lives here rather than in the rule files.
package enum DecoderMessages {
    /// `unsupported-version`.
    package enum UnsupportedVersion {
        package static func unsupported(_ version: String, reads supported: Int) -> RuleMessage {
            RuleMessage("unsupported", "unsupported spec version \(version); this dialogc reads versions 1 to \(supported)")
        }
    }

    /// `limit-exceeded`.
    package enum LimitExceeded {
        package static func tooManyDialogs(_ count: Int, limit: Int) -> RuleMessage {
            RuleMessage(
                "too-many-dialogs",
                "the file has \(JSONReader.grouped(count)) dialogs, more than the limit of \(JSONReader.grouped(limit)) per file")
        }
    }

    /// `unknown-key`, with its hints.
    package enum UnknownKey {
        package static func unknown(_ key: String, in object: String) -> RuleMessage {
            RuleMessage("unknown", "unknown key '\(key)' in \(object)")
        }
        /// The hint for a button key spelled as a style, as `"cancel": true`.
        package static func useStyle(_ style: String) -> RuleMessage { RuleMessage("use-style", "use 'style': '\(style)'") }
        /// The hint for a near miss (`titel`) beside the key it is near (`title`): renaming it
        /// would write the key twice, and the first would win, so the author decides.
        package static func besideMeant(_ meant: String) -> RuleMessage {
            RuleMessage("beside-meant", "did you mean '\(meant)'? it is set already; remove one of the two")
        }
        /// Where a key that exists elsewhere in the format belongs.
        package static func belongsIn(_ key: String, _ places: String) -> RuleMessage {
            RuleMessage("belongs-in", "'\(key)' belongs in \(places)")
        }
    }

    /// `key-not-allowed-for-type`.
    package enum KeyNotAllowedForType {
        package static func notAllowed(_ key: String, type: String) -> RuleMessage {
            RuleMessage("not-allowed", "key '\(key)' is not allowed for a dialog of type '\(type)'")
        }
    }

    /// `duplicate-key`, with the note that points at the first occurrence.
    package enum DuplicateKey {
        package static func duplicate(_ key: String) -> RuleMessage { RuleMessage("duplicate", "duplicate key '\(key)'") }
        package static func firstDefined(_ key: String) -> RuleMessage { RuleMessage("first-defined", "'\(key)' first defined here") }
    }

    /// `missing-key`.
    package enum MissingKey {
        package static func missing(_ key: String, in object: String, reason: String? = nil) -> RuleMessage {
            RuleMessage("missing", "missing required key '\(key)' in \(object)" + (reason.map { " (\($0))" } ?? ""))
        }
        /// Why a dialog's type requires a key.
        package static func neededByType(_ type: String) -> String { "a dialog of type '\(type)' needs it" }
    }

    /// `type-mismatch`; `subject` names the value as `'title'`, `dialog` or `the top level` do.
    package enum TypeMismatch {
        package static func mismatch(_ subject: String, expected: String, found: String) -> RuleMessage {
            RuleMessage("mismatch", "\(subject) must be \(expected), found \(found)")
        }
    }

    /// `invalid-value` on the values every object reads.
    package enum InvalidValue {
        package static func empty(_ key: String) -> RuleMessage { RuleMessage("empty", "'\(key)' must not be empty") }
        package static func outOfBounds(_ key: String, _ bounds: String, found text: String) -> RuleMessage {
            RuleMessage("out-of-bounds", "'\(key)' must be \(bounds), found \(text)")
        }
        package static func integerOutOfBounds(_ key: String, _ bounds: String, found text: String) -> RuleMessage {
            RuleMessage("integer-out-of-bounds", "'\(key)' must be an integer \(bounds), found \(text)")
        }
        package static func notOneOf(_ key: String, _ names: [String], found text: String) -> RuleMessage {
            RuleMessage("not-one-of", "'\(key)' must be one of \(names.map { "'\($0)'" }.joined(separator: ", ")), found '\(text)'")
        }
        package static func notAColor(_ key: String, found text: String) -> RuleMessage {
            RuleMessage(
                "not-a-color", "'\(key)' must be a color written '#RRGGBB', '#RRGGBBAA' or a system color's name, found '\(text)'")
        }
        package static func notAnIdentifier(_ key: String, found text: String) -> RuleMessage {
            RuleMessage(
                "not-an-identifier", "'\(key)' must start with a letter and contain only letters, digits, '-' and '_', found '\(text)'")
        }
        package static func tooFewElements(_ key: String, minimum: Int) -> RuleMessage {
            RuleMessage("too-few-elements", "'\(key)' must have at least \(minimum == 1 ? "one element" : "\(minimum) elements")")
        }
        package static func maxSizeBelowSize(size: String, found text: String) -> RuleMessage {
            RuleMessage("max-size-below-size", "'maxSize' must be at least the font's 'size' of \(size), found \(text)")
        }
        package static func notAFraction(_ key: String, found text: String) -> RuleMessage {
            RuleMessage("not-a-fraction", "'\(key)' must be points or a fraction written 'N/M' of at most 1, found '\(text)'")
        }
    }

    /// `invalid-value` and `type-mismatch` on an option of a picker.
    package enum Option {
        /// How a finding names the option at `index`, counted from 0 as `selectedIndex` and the
        /// catalog's keys (`picker.option.0`) count it.
        package static func name(_ index: Int) -> String { "option \(index)" }
        package static func empty(_ index: Int) -> RuleMessage { RuleMessage("empty-option", "\(name(index)) must not be empty") }
    }

    /// `invalid-value` on the texts and parameters of format v2.
    package enum Text {
        package static func formWithoutPlural(_ category: String) -> RuleMessage {
            RuleMessage("form-without-plural", "the plural form '\(category)' needs 'plural', the parameter it varies by")
        }
        package static let textWithPlural = RuleMessage(
            "text-with-plural", "'text' cannot stand beside 'plural'; the 'other' form is the text")
        package static func notAParameterName(_ name: String) -> RuleMessage {
            RuleMessage(
                "not-a-parameter-name",
                "a parameter name must start with an ASCII letter and contain only ASCII letters, digits and '_', found '\(name)'")
        }
    }
}
